import LayoutLab

extension FidelitySuite {
    /// List looks: row and section spacing (iOS 26), header prominence, item tints, section
    /// separators, a hidden content background, and a sectioned list at rest (macOS 26).
    static let listLookFixtures: [MeasuredFixture] = [
        MeasuredFixture(
            "ios/list/spacing", area: .lists, size: CGSize(width: 320, height: 400),
            commit: "8d46be3ba8b4b3f1917ce49bc4382ba2240c8c05", code: "Fixtures/Sources/List/ListLooksFixtures.swift",
            measured: [
                "a1": CGRect(x: 32, y: 60.25, width: 44.5, height: 24.5),
                "a2": CGRect(x: 32, y: 128.25, width: 57, height: 24.5),
                "b1": CGRect(x: 32, y: 258.75, width: 52, height: 24.5),
                "b2": CGRect(x: 32, y: 326.75, width: 48.5, height: 24.5),
                "list": CGRect(x: 0, y: 0, width: 320, height: 400),
            ]
        ) {
            List {
                Section("First") {
                    Text("Apple").probe("a1")
                    Text("Banana").probe("a2")
                }
                Section("Second") {
                    Text("Cherry").probe("b1")
                    Text("Carrot").probe("b2")
                }
            }
            .listRowSpacing(12)
            .listSectionSpacing(30)
            .probe("list")
        },
        MeasuredFixture(
            "list/prominence", area: .lists, size: CGSize(width: 320, height: 220),
            commit: "8d46be3ba8b4b3f1917ce49bc4382ba2240c8c05", code: "Fixtures/Sources/List/ListLooksFixtures.swift",
            measured: [
                "increasedHeader": CGRect(x: 16, y: 6, width: 54, height: 16),
                "list": CGRect(x: 0, y: 0, width: 320, height: 220),
                "row1": CGRect(x: 16, y: 42, width: 35, height: 16),
                "row2": CGRect(x: 16, y: 114, width: 45, height: 16),
                "standardHeader": CGRect(x: 16, y: 88, width: 50, height: 16),
            ]
        ) {
            List {
                Section {
                    Text("Apple").probe("row1")
                } header: {
                    Text("Increased").probe("increasedHeader")
                }
                .headerProminence(.increased)
                Section {
                    Text("Banana").probe("row2")
                } header: {
                    Text("Standard").probe("standardHeader")
                }
            }
            .probe("list")
        },
        MeasuredFixture(
            "list/tint", area: .lists, size: CGSize(width: 320, height: 200),
            commit: "8d46be3ba8b4b3f1917ce49bc4382ba2240c8c05", code: "Fixtures/Sources/List/ListLooksFixtures.swift",
            measured: [
                "green": CGRect(x: 16, y: 14, width: 54.5, height: 16),
                "list": CGRect(x: 0, y: 0, width: 320, height: 200),
                "orange": CGRect(x: 16, y: 38, width: 81, height: 16),
                "plain": CGRect(x: 16, y: 62, width: 62.5, height: 16),
            ]
        ) {
            List {
                Label("Wi-Fi", systemImage: "wifi").listItemTint(.green).probe("green")
                Label("Bluetooth", systemImage: "antenna.radiowaves.left.and.right").listItemTint(.orange).probe("orange")
                Label("Mobile", systemImage: "phone").probe("plain")
            }
            .probe("list")
        },
        MeasuredFixture(
            "list/separators", area: .lists, size: CGSize(width: 320, height: 300),
            commit: "8d46be3ba8b4b3f1917ce49bc4382ba2240c8c05", code: "Fixtures/Sources/List/ListLooksFixtures.swift",
            measured: [
                "bottomHidden": CGRect(x: 16, y: 258, width: 44.5, height: 16),
                "hiddenRow1": CGRect(x: 16, y: 42, width: 35, height: 16),
                "hiddenRow2": CGRect(x: 16, y: 66, width: 45, height: 16),
                "last": CGRect(x: 16, y: 282, width: 26, height: 16),
                "list": CGRect(x: 0, y: 0, width: 320, height: 300),
                "tintedRow1": CGRect(x: 16, y: 138, width: 41.5, height: 16),
                "tintedRow2": CGRect(x: 16, y: 162, width: 38.5, height: 16),
                "topHidden": CGRect(x: 16, y: 234, width: 22.5, height: 16),
            ]
        ) {
            List {
                Section("Hidden") {
                    Text("Apple").probe("hiddenRow1")
                    Text("Banana").probe("hiddenRow2")
                }
                .listSectionSeparator(.hidden)
                Section("Tinted") {
                    Text("Cherry").probe("tintedRow1")
                    Text("Carrot").probe("tintedRow2")
                }
                .listSectionSeparatorTint(Color.red)
                Section("Rows") {
                    Text("Top").listRowSeparator(.hidden, edges: .top).probe("topHidden")
                    Text("Bottom").listRowSeparator(.hidden, edges: .bottom).probe("bottomHidden")
                    Text("Last").probe("last")
                }
            }
            .probe("list")
        },
        MeasuredFixture(
            "list/background", area: .lists, size: CGSize(width: 320, height: 200),
            commit: "8d46be3ba8b4b3f1917ce49bc4382ba2240c8c05", code: "Fixtures/Sources/List/ListLooksFixtures.swift",
            measured: [
                "list": CGRect(x: 0, y: 0, width: 320, height: 200),
                "row1": CGRect(x: 16, y: 14, width: 35, height: 16),
                "row2": CGRect(x: 16, y: 38, width: 45, height: 16),
            ]
        ) {
            List {
                Text("Apple").probe("row1")
                Text("Banana").probe("row2")
            }
            .scrollContentBackground(.hidden)
            .background(Color.yellow)
            .probe("list")
        },
        MeasuredFixture(
            "list/pinning", area: .lists, size: CGSize(width: 320, height: 200),
            commit: "8d46be3ba8b4b3f1917ce49bc4382ba2240c8c05", code: "Fixtures/Sources/List/ListLooksFixtures.swift",
            measured: [
                "a1": CGRect(x: 16, y: 42, width: 35.5, height: 16),
                "a2": CGRect(x: 16, y: 66, width: 37, height: 16),
                "a3": CGRect(x: 16, y: 90, width: 37.5, height: 16),
                "a4": CGRect(x: 16, y: 114, width: 37.5, height: 16),
                "a5": CGRect(x: 16, y: 138, width: 37.5, height: 16),
                "a6": CGRect(x: 16, y: 162, width: 37.5, height: 16),
                "list": CGRect(x: 0, y: 0, width: 320, height: 200),
            ]
        ) {
            ScrollViewReader { _ in
                List {
                    Section("First") {
                        ForEach(1...6, id: \.self) { index in
                            Text("Row \(index)").id("a\(index)").probe("a\(index)")
                        }
                    }
                    Section("Second") {
                        ForEach(1...6, id: \.self) { index in
                            Text("Item \(index)").id("b\(index)").probe("b\(index)")
                        }
                    }
                }
            }
            .probe("list")
        },
    ]
}
