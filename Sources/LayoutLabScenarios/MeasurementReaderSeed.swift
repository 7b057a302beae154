import LayoutLab

// Seed 004 (vinceplusplus/measurement-reader): the readers' own examples, on the reader family
// in MeasurementReader/.


/// "same height": three columns measured, then all given the tallest height.
public struct SameHeight: Scenario {
    public static let name = "measurement-reader/same-height"
    public static let summary = "Three columns measure in pass 0 and take the tallest height in pass 1; pass 1 measures the same, so there is no pass 2."
    public static let source: ScenarioSource? = seed004

    public init(variant: String) {}

    public var body: some View {
        SimpleSizeReader { proxy in
          HStack {
            VStack {
              Text("Top aligned")
                .measure(proxy)                                         // measure
            }
            .frame(minHeight: proxy.maxHeight(), alignment: .top)       // apply back
            .background(Color.red)
            .accessibilityIdentifier("top")

            VStack {
              Text("Bottom aligned")
                .measure(proxy)                                         // measure
            }
            .frame(minHeight: proxy.maxHeight(), alignment: .bottom)    // apply back
            .background(Color.green)
            .accessibilityIdentifier("bottom")

            VStack {
              Text("Multiline text\nLine 1\nLine 2\nLine 3\nLine 4")
                .measure(proxy)                                         // measure
            }
            .frame(minHeight: proxy.maxHeight())                        // apply back
            .background(Color.blue)
            .accessibilityIdentifier("multiline")
          }
          .foregroundColor(Color.white)
        }
    }
}

/// The same-width person table, unversioned: what `SameWidthRotation` starts from.
struct PersonTable: View {
    let proxy: MeasurementProxy<Unscoped, PersonField>
    /// The seed's aside: "If we did control the last field, it would result in layout overflow".
    var controlsAddress = false

    var body: some View {
        VStack(spacing: 8) {
          ForEach(Person.rows, id: \.no) { person in
            HStack(spacing: 16) {
              VStack {
                Text("\(person.no)")
                  .measure(proxy, .no)                                      // measure
              }
              .frame(minWidth: proxy.maxWidth(.no), alignment: .trailing)   // apply back
              .accessibilityIdentifier("no-\(person.no)")

              VStack {
                Text("\(person.name)")
                  .measure(proxy, .name)                                    // measure
              }
              .frame(minWidth: proxy.maxWidth(.name), alignment: .leading)  // apply back
              .accessibilityIdentifier("name-\(person.no)")

              if controlsAddress {
                VStack {
                  Text("\(person.address)")
                    .measure(proxy, .address)
                }
                .frame(minWidth: proxy.maxWidth(.address), alignment: .leading)
                .accessibilityIdentifier("address-\(person.no)")
              } else {
                Text("\(person.address)")
                  .frame(maxWidth: .infinity, alignment: .leading)
                  .accessibilityIdentifier("address-\(person.no)")
              }
            }
            .font(person.no == "No." ? .system(size: 16, weight: .bold) : .system(size: 16))
          }
        }
    }
}

/// "same width": the No. and Name columns share their widest width across rows.
public struct SameWidth: Scenario {
    public static let name = "measurement-reader/same-width"
    public static let summary = "No. and Name columns take their widest measurement across all rows; the address fills the rest."
    public static let source: ScenarioSource? = seed004

    public init(variant: String) {}

    public var body: some View {
        SimpleMeasurementReader<PersonField> { proxy in
            PersonTable(proxy: proxy)
        }
    }
}

/// The rotation problem and its `version` fix.
public struct SameWidthRotation: Scenario {
    public static let name = "measurement-reader/same-width-rotation"
    public static let summary = "Unversioned, the landscape minWidths survive the return to portrait and squeeze the address (or, with the address measured too, overflow); versioned, portrait comes back exactly."
    public static let source: ScenarioSource? = seed004
    public static let variants = ["unversioned", "versioned", "controlled-address"]
    public static let timeline: Timeline = [.launch(.portrait), .rotate(.landscape), .rotate(.portrait)]

    let versioned: Bool
    let controlsAddress: Bool

    public init(variant: String) {
        versioned = variant == "versioned"
        controlsAddress = variant == "controlled-address"
    }

    public var body: some View {
        if versioned {
            SimpleSizeReader { containerProxy in           // use a separate `SizeReader`
              VStack(spacing: 0) {
                Color.clear
                  .frame(height: 0)
                  .measure(containerProxy)                  // to measure the available width
                  .accessibilityIdentifier("width-probe")

                SimpleMeasurementReader<PersonField>(
                  version: containerProxy.maxWidth()        // version with available width
                ) { proxy in
                  PersonTable(proxy: proxy)
                }
              }
            }
        } else {
            SimpleMeasurementReader<PersonField> { proxy in
                PersonTable(proxy: proxy, controlsAddress: controlsAddress)
            }
        }
    }
}

/// The nutrition table laid out by `SimpleTableReader`.
struct FoodTable: View {
    let foods: [Food]
    let pads: Bool
    let showsAllColumns: Bool

    var body: some View {
        SimpleSizeReader { containerProxy in
          VStack(spacing: 0) {
            Color.clear
              .frame(height: 0)
              .measure(containerProxy)

            ScrollView {
              SimpleTableReader<FoodField>(
                maxWidth: (containerProxy.maxWidth() ?? 0) - 16 * 2,  // minus horizontal padding
                pads: pads,
                version: containerProxy.maxWidth()
              ) { proxy in
                VStack(spacing: 0) {
                  ForEach(foods, id: \.id) { food in
                    HStack(spacing: 0) {
                      cell(food.name, .name, proxy, alignment: .leading)
                      cell(food.portion, .portion, proxy, alignment: .trailing)
                      cell(food.calories, .calories, proxy, alignment: .trailing)
                      if showsAllColumns {
                        cell(food.fat, .fat, proxy, alignment: .trailing)
                        cell(food.carbs, .carbs, proxy, alignment: .trailing)
                        cell(food.protein, .protein, proxy, alignment: .trailing)
                      }
                    }
                    .font(food.id == "ID" ? .system(size: 16, weight: .bold) : .system(size: 16))
                    .padding(.vertical, 8)
                    .accessibilityIdentifier("row-\(food.id)")
                  }
                }
                .padding(.horizontal, 16)
                .accessibilityIdentifier("table")
              }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
          }
        }
    }

    private func cell(_ text: String, _ field: FoodField, _ proxy: TableProxy<Unscoped, FoodField>, alignment: Alignment) -> some View {
        VStack {
            Text("\(text)")
                .padding(.horizontal, 8)
                .measure(proxy, field)
        }
        .frame(minWidth: proxy.columnWidth(field), alignment: alignment)
    }
}

/// Seed 004's warning: "Bound preference ScopedMeasurementPreferenceKey<…> tried to update multiple
/// times per frame." Here the measurement includes the padding outside the frame it sets, so
/// every pass measures 8 pt more than the last: the reader's site dispatches twice, the third
/// update is dropped, and the warning is logged.
public struct UpdateWarning: Scenario {
    public static let name = "measurement-reader/update-warning"
    public static let summary = "Measuring a view whose size includes the applied measurement grows it every pass: two updates go through, the third is dropped with SwiftUI's 'tried to update multiple times per frame' warning."
    public static let source: ScenarioSource? = seed004
    public static let timeline: Timeline = [.launch(.portrait), .rotate(.landscape)]

    public init(variant: String) {}

    public var body: some View {
        SimpleMeasurementReader<PersonField> { proxy in
          VStack(alignment: .leading, spacing: 8) {
            ForEach(Person.rows, id: \.no) { person in
              HStack(spacing: 16) {
                Text("\(person.name)")
                  .frame(minWidth: proxy.maxWidth(.name), alignment: .leading)  // apply back…
                  .padding(.horizontal, 4)
                  .measure(proxy, .name)                                        // …then measure, padding included
                  .accessibilityIdentifier("name-\(person.no)")
                Text("\(person.address)")
                  .frame(maxWidth: .infinity, alignment: .leading)
              }
              .font(.system(size: 16))
            }
          }
        }
    }
}

/// `SimpleTableReader`: padded to the width, or at natural (capped) widths.
public struct NutritionTable: Scenario {
    public static let name = "measurement-reader/table"
    public static let summary = "Columns are measured once and shared out in one go: `pads` fills the width exactly, `no-pads` keeps natural widths (capped when too wide)."
    public static let source: ScenarioSource? = seed004
    public static let variants = ["pads", "no-pads"]
    public static let timeline: Timeline = [.launch(.portrait), .rotate(.landscape), .rotate(.portrait)]

    let pads: Bool
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass

    public init(variant: String) {
        pads = variant != "no-pads"
    }

    public var body: some View {
        // The seed's `deviceOrientation.isLandscape`: a phone in landscape is vertically compact.
        FoodTable(
            foods: Food.rows, pads: pads,
            showsAllColumns: horizontalSizeClass == .regular || verticalSizeClass == .compact
        )
    }
}

/// seed 004's table pattern, grown for benchmarks: every row measured, its widths fed back.
public struct MeasuredTableStress: Scenario {
    public static let name = "stress/measured-table"
    public static let summary = "The measured table with 100, 1,000 or 10,000 rows: every cell measured and its column width fed back."
    public static let source: ScenarioSource? = seed004
    public static let variants = ["rows-100", "rows-1000", "rows-10000"]

    let foods: [Food]

    public init(variant: String) {
        let count = Int(variant.split(separator: "-").last ?? "") ?? 100
        foods = Food.generated(count)
    }

    public var body: some View {
        FoodTable(foods: foods, pads: true, showsAllColumns: false)
    }
}
