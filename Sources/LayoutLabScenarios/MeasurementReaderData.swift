import LayoutLab

/// The seed's person rows (No., Name, Address), header first.
struct Person: Sendable {
    let no: String
    let name: String
    let address: String

    static let rows: [Person] = [
        Person(no: "No.", name: "Name", address: "Address"),
        Person(no: "1", name: "Alice", address: "12 Harbour Street, Wellington"),
        Person(no: "2", name: "Some really really long name", address: "4 Long Lane, Leeds"),
        Person(no: "3", name: "Bob", address: "221B Baker Street, London"),
        Person(no: "10", name: "Carol Ann", address: "1600 Amphitheatre Parkway, Mountain View"),
    ]
}

/// The seed's nutrition table: name, portion and calories always; fat, carbs and protein only
/// in a regular-width or landscape layout.
struct Food: Sendable {
    let id: String
    let name: String
    let portion: String
    let calories: String
    let fat: String
    let carbs: String
    let protein: String

    static let header = Food(id: "ID", name: "Name", portion: "Portion", calories: "Calories", fat: "Fat", carbs: "Carbs", protein: "Protein")

    static let rows: [Food] = [
        header,
        Food(id: "apple", name: "Apple", portion: "1 medium", calories: "95", fat: "0.3 g", carbs: "25 g", protein: "0.5 g"),
        Food(id: "banana", name: "Banana", portion: "1 large", calories: "121", fat: "0.4 g", carbs: "31 g", protein: "1.5 g"),
        Food(id: "oats", name: "Rolled oats", portion: "1 cup", calories: "307", fat: "5.3 g", carbs: "55 g", protein: "11 g"),
        Food(id: "salmon", name: "Atlantic salmon, farmed, cooked", portion: "3 oz", calories: "175", fat: "10.5 g", carbs: "0 g", protein: "19 g"),
        Food(id: "yogurt", name: "Greek yogurt", portion: "170 g", calories: "100", fat: "0.7 g", carbs: "6 g", protein: "17 g"),
    ]

    /// `count` generated rows after the header, for the stress scenario.
    static func generated(_ count: Int) -> [Food] {
        [header] + (0..<count).map { index in
            let base = rows[1 + index % (rows.count - 1)]
            return Food(
                id: "row-\(index)", name: "\(base.name) #\(index)", portion: base.portion,
                calories: "\(Int(base.calories)! + index % 37)", fat: base.fat, carbs: base.carbs, protein: base.protein
            )
        }
    }
}

/// The columns the readers measure.
enum PersonField: Hashable, Sendable { case no, name, address }
enum FoodField: Hashable, Sendable { case name, portion, calories, fat, carbs, protein }
