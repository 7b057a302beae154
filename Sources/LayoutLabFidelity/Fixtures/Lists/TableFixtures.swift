import LayoutLab

/// The table fixtures' rows.
private struct Fruit: Identifiable {
    let id: Int
    let name: String
    let color: String
    let count: Int
}

private let fruits = [
    Fruit(id: 1, name: "Apple", color: "Red", count: 3),
    Fruit(id: 2, name: "Banana", color: "Yellow", count: 12),
    Fruit(id: 3, name: "Cherry", color: "Red", count: 40),
]

extension FidelitySuite {
    /// macOS tables: automatic and sized columns, a framed table, a selection and a sort order at launch, and the width regimes (macOS 26).
    static let tableFixtures: [MeasuredFixture] = [
        MeasuredFixture(
            "table/basic", area: .lists, size: CGSize(width: 360, height: 220),
            commit: "721f26c543a619a6391b7d3edd8864a920d46174", code: "Fixtures/Sources/Table/TableFixtures.swift",
            measured: [
                "color1": CGRect(x: 128, y: 37, width: 23.5, height: 16),
                "color2": CGRect(x: 128, y: 61, width: 38.5, height: 16),
                "color3": CGRect(x: 128, y: 85, width: 23.5, height: 16),
                "count1": CGRect(x: 240, y: 37, width: 8.5, height: 16),
                "count2": CGRect(x: 240, y: 61, width: 14, height: 16),
                "count3": CGRect(x: 240, y: 85, width: 16.5, height: 16),
                "table": CGRect(x: 0, y: 0, width: 360, height: 220),
            ]
        ) {
            Table(fruits) {
                TableColumn("Name", value: \.name)
                TableColumn("Color") { fruit in Text(fruit.color).probe("color\(fruit.id)") }
                TableColumn("Count") { fruit in Text("\(fruit.count)").probe("count\(fruit.id)") }
            }
            .probe("table")
        },
        MeasuredFixture(
            "table/widths", area: .lists, size: CGSize(width: 360, height: 220),
            commit: "721f26c543a619a6391b7d3edd8864a920d46174", code: "Fixtures/Sources/Table/TableFixtures.swift",
            measured: [
                "color1": CGRect(x: 113, y: 37, width: 23.5, height: 16),
                "color2": CGRect(x: 113, y: 61, width: 38.5, height: 16),
                "color3": CGRect(x: 113, y: 85, width: 23.5, height: 16),
                "count1": CGRect(x: 217, y: 37, width: 8.5, height: 16),
                "count2": CGRect(x: 217, y: 61, width: 14, height: 16),
                "count3": CGRect(x: 217, y: 85, width: 16.5, height: 16),
                "name1": CGRect(x: 16, y: 37, width: 35, height: 16),
                "name2": CGRect(x: 16, y: 61, width: 45, height: 16),
                "name3": CGRect(x: 16, y: 85, width: 41.5, height: 16),
                "table": CGRect(x: 0, y: 0, width: 360, height: 220),
            ]
        ) {
            Table(fruits) {
                TableColumn("Name") { fruit in Text(fruit.name).probe("name\(fruit.id)") }.width(80)
                TableColumn("Color") { fruit in Text(fruit.color).probe("color\(fruit.id)") }.width(min: 40, ideal: 60, max: 100)
                TableColumn("Count") { fruit in Text("\(fruit.count)").probe("count\(fruit.id)") }
            }
            .probe("table")
        },
        MeasuredFixture(
            "table/sized", area: .lists, size: CGSize(width: 360, height: 220),
            commit: "721f26c543a619a6391b7d3edd8864a920d46174", code: "Fixtures/Sources/Table/TableFixtures.swift",
            measured: [
                "above": CGRect(x: 160.75, y: 38, width: 38.5, height: 16),
                "name1": CGRect(x: 76, y: 99, width: 35, height: 16),
                "name2": CGRect(x: 76, y: 123, width: 45, height: 16),
                "name3": CGRect(x: 76, y: 147, width: 41.5, height: 16),
                "stack": CGRect(x: 60, y: 38, width: 240, height: 144),
                "table": CGRect(x: 60, y: 62, width: 240, height: 120),
            ]
        ) {
            VStack(spacing: 8) {
                Text("Above").probe("above")
                Table(fruits) {
                    TableColumn("Name") { fruit in Text(fruit.name).probe("name\(fruit.id)") }
                    TableColumn("Color", value: \.color)
                }
                .frame(width: 240, height: 120)
                .probe("table")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "table/selection", area: .lists, size: CGSize(width: 360, height: 220),
            commit: "721f26c543a619a6391b7d3edd8864a920d46174", code: "Fixtures/Sources/Table/TableFixtures.swift",
            measured: [
                "name1": CGRect(x: 16, y: 37, width: 35, height: 16),
                "name2": CGRect(x: 16, y: 61, width: 45, height: 16),
                "name3": CGRect(x: 16, y: 85, width: 41.5, height: 16),
                "table": CGRect(x: 0, y: 0, width: 360, height: 220),
            ]
        ) {
            // Nothing selected at launch.
            Table(fruits, selection: .constant(Int?.none)) {
                TableColumn("Name") { fruit in Text(fruit.name).probe("name\(fruit.id)") }
                TableColumn("Color", value: \.color)
            }
            .probe("table")
        },
        MeasuredFixture(
            "table/sorting", area: .lists, size: CGSize(width: 360, height: 220),
            commit: "721f26c543a619a6391b7d3edd8864a920d46174", code: "Fixtures/Sources/Table/TableFixtures.swift",
            measured: [
                "count1": CGRect(x: 188.5, y: 37, width: 8.5, height: 16),
                "count2": CGRect(x: 188.5, y: 61, width: 14, height: 16),
                "count3": CGRect(x: 188.5, y: 85, width: 16.5, height: 16),
                "name1": CGRect(x: 16, y: 37, width: 35, height: 16),
                "name2": CGRect(x: 16, y: 61, width: 45, height: 16),
                "name3": CGRect(x: 16, y: 85, width: 41.5, height: 16),
                "table": CGRect(x: 0, y: 0, width: 360, height: 220),
            ]
        ) {
            // Sorted by name at launch.
            let order = [KeyPathComparator(\Fruit.name)]
            Table(fruits.sorted(using: order), sortOrder: .constant(order)) {
                TableColumn("Name", value: \.name) { fruit in Text(fruit.name).probe("name\(fruit.id)") }
                TableColumn("Count", value: \.count) { fruit in Text("\(fruit.count)").probe("count\(fruit.id)") }
            }
            .probe("table")
        },
        MeasuredFixture(
            "table/regimes", area: .lists, size: CGSize(width: 600, height: 300),
            commit: "721f26c543a619a6391b7d3edd8864a920d46174", code: "Fixtures/Sources/Table/TableFixtures.swift",
            measured: [
                "gcolor1": CGRect(x: 162.5, y: 165, width: 23.5, height: 16),
                "gcolor2": CGRect(x: 162.5, y: 189, width: 38.5, height: 16),
                "gcolor3": CGRect(x: 162.5, y: 213, width: 23.5, height: 16),
                "gcount1": CGRect(x: 309, y: 165, width: 8.5, height: 16),
                "gcount2": CGRect(x: 309, y: 189, width: 14, height: 16),
                "gcount3": CGRect(x: 309, y: 213, width: 16.5, height: 16),
                "gempty1": CGRect(x: 455.5, y: 165, width: 38.5, height: 16),
                "gempty2": CGRect(x: 455.5, y: 189, width: 38.5, height: 16),
                "gempty3": CGRect(x: 455.5, y: 213, width: 38.5, height: 16),
                "gname1": CGRect(x: 16, y: 165, width: 35, height: 16),
                "gname2": CGRect(x: 16, y: 189, width: 45, height: 16),
                "gname3": CGRect(x: 16, y: 213, width: 41.5, height: 16),
                "grow": CGRect(x: 0, y: 128, width: 600, height: 172),
                "ocolor1": CGRect(x: 333, y: 37, width: 23.5, height: 16),
                "ocolor2": CGRect(x: 333, y: 61, width: 38.5, height: 16),
                "ocolor3": CGRect(x: 333, y: 85, width: 23.5, height: 16),
                "oname1": CGRect(x: 216, y: 37, width: 35, height: 16),
                "oname2": CGRect(x: 216, y: 61, width: 45, height: 16),
                "oname3": CGRect(x: 216, y: 85, width: 41.5, height: 16),
                "overflow": CGRect(x: 200, y: 0, width: 200, height: 120),
                "stack": CGRect(x: 0, y: 0, width: 600, height: 300),
            ]
        ) {
            // Two automatic columns in 200 points keep their pitch and overflow; four columns
            // grow into 600.
            VStack(spacing: 8) {
                Table(fruits) {
                    TableColumn("Name") { fruit in Text(fruit.name).probe("oname\(fruit.id)") }
                    TableColumn("Color") { fruit in Text(fruit.color).probe("ocolor\(fruit.id)") }
                }
                .frame(width: 200, height: 120)
                .probe("overflow")
                Table(fruits) {
                    TableColumn("Name") { fruit in Text(fruit.name).probe("gname\(fruit.id)") }
                    TableColumn("Color") { fruit in Text(fruit.color).probe("gcolor\(fruit.id)") }
                    TableColumn("Count") { fruit in Text("\(fruit.count)").probe("gcount\(fruit.id)") }
                    TableColumn("Empty") { fruit in Text("Empty").probe("gempty\(fruit.id)") }
                }
                .probe("grow")
            }
            .probe("stack")
        },
    ]
}
