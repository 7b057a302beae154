import LayoutLab

/// A fruit row for the data-driven lists.
private struct FruitRow: Identifiable, Hashable, Sendable {
    let id: Int
    let name: String

    static let three = [FruitRow(id: 1, name: "Apple"), FruitRow(id: 2, name: "Banana"), FruitRow(id: 3, name: "Cherry")]
}

extension FidelitySuite {
    /// macOS lists: row geometry, sections, the list styles, row modifiers and a data-driven list (macOS 26).
    static let listFixtures: [MeasuredFixture] = [
        MeasuredFixture(
            "list/basic", area: .lists, size: CGSize(width: 320, height: 260),
            commit: "bd2e4d11d9f6d13d247ad7a7efcbc29de41a1fcd", code: "Fixtures/Sources/List/ListFixtures.swift",
            measured: [
                "label": CGRect(x: 16, y: 134, width: 48.5, height: 24),
                "list": CGRect(x: 0, y: 0, width: 320, height: 260),
                "row1": CGRect(x: 16, y: 14, width: 35, height: 16),
                "row2": CGRect(x: 16, y: 38, width: 45, height: 16),
                "tall": CGRect(x: 16, y: 62, width: 288, height: 40),
                "toggle": CGRect(x: 16, y: 166, width: 70, height: 18.5),
                "wide": CGRect(x: 16, y: 110, width: 288, height: 16),
                "wideText": CGRect(x: 16, y: 110, width: 41.5, height: 16),
                "wideTrailing": CGRect(x: 295, y: 110, width: 9, height: 16),
            ]
        ) {
            List {
                Text("Apple").probe("row1")
                Text("Banana").probe("row2")
                Color.red.frame(height: 40).probe("tall")
                HStack {
                    Text("Cherry").probe("wideText")
                    Spacer()
                    Text("A").probe("wideTrailing")
                }
                .probe("wide")
                Label("Title", image: "icon").probe("label")
                Toggle("Enabled", isOn: .constant(true)).probe("toggle")
            }
            .probe("list")
        },
        MeasuredFixture(
            "list/sections", area: .lists, size: CGSize(width: 320, height: 300),
            commit: "bd2e4d11d9f6d13d247ad7a7efcbc29de41a1fcd", code: "Fixtures/Sources/List/ListFixtures.swift",
            measured: [
                "apple": CGRect(x: 16, y: 42, width: 35, height: 16),
                "banana": CGRect(x: 16, y: 66, width: 45, height: 16),
                "carrot": CGRect(x: 16, y: 138, width: 38.5, height: 16),
                "cherry": CGRect(x: 16, y: 210, width: 41.5, height: 16),
                "fruits": CGRect(x: 16, y: 66, width: 45, height: 16),
                "list": CGRect(x: 0, y: 0, width: 320, height: 300),
                "plainSection": CGRect(x: 16, y: 210, width: 41.5, height: 16),
                "vegetables": CGRect(x: 16, y: 164, width: 36, height: 16),
                "vegFooter": CGRect(x: 16, y: 164, width: 36, height: 16),
                "vegHeader": CGRect(x: 16, y: 112, width: 61.5, height: 16),
            ]
        ) {
            List {
                Section("Fruits") {
                    Text("Apple").probe("apple")
                    Text("Banana").probe("banana")
                }
                .probe("fruits")
                Section {
                    Text("Carrot").probe("carrot")
                } header: {
                    Text("Vegetables").probe("vegHeader")
                } footer: {
                    Text("Footer").probe("vegFooter")
                }
                .probe("vegetables")
                Section {
                    Text("Cherry").probe("cherry")
                }
                .probe("plainSection")
            }
            .probe("list")
        },
        MeasuredFixture(
            "list/styles", area: .lists, size: CGSize(width: 320, height: 320),
            commit: "bd2e4d11d9f6d13d247ad7a7efcbc29de41a1fcd", code: "Fixtures/Sources/List/ListFixtures.swift",
            measured: [
                "bordered": CGRect(x: 0, y: 164, width: 320, height: 70),
                "borderedRow1": CGRect(x: 7, y: 169, width: 35, height: 16),
                "borderedRow2": CGRect(x: 7, y: 193, width: 45, height: 16),
                "inset": CGRect(x: 0, y: 8, width: 320, height: 70),
                "insetRow1": CGRect(x: 16, y: 22, width: 35, height: 16),
                "insetRow2": CGRect(x: 16, y: 46, width: 45, height: 16),
                "plain": CGRect(x: 0, y: 86, width: 320, height: 70),
                "plainRow1": CGRect(x: 8, y: 90, width: 35, height: 16),
                "plainRow2": CGRect(x: 8, y: 114, width: 45, height: 16),
                "sidebar": CGRect(x: 0, y: 242, width: 320, height: 70),
                "sidebarRow1": CGRect(x: 16, y: 258.75, width: 35, height: 18.5),
                "sidebarRow2": CGRect(x: 16, y: 290.75, width: 45, height: 18.5),
                "stack": CGRect(x: 0, y: 8, width: 320, height: 304),
            ]
        ) {
            VStack(spacing: 8) {
                List {
                    Text("Apple").probe("insetRow1")
                    Text("Banana").probe("insetRow2")
                }
                .listStyle(.inset)
                .frame(height: 70)
                .probe("inset")
                List {
                    Text("Apple").probe("plainRow1")
                    Text("Banana").probe("plainRow2")
                }
                .listStyle(.plain)
                .frame(height: 70)
                .probe("plain")
                List {
                    Text("Apple").probe("borderedRow1")
                    Text("Banana").probe("borderedRow2")
                }
                .listStyle(.bordered)
                .frame(height: 70)
                .probe("bordered")
                List {
                    Text("Apple").probe("sidebarRow1")
                    Text("Banana").probe("sidebarRow2")
                }
                .listStyle(.sidebar)
                .frame(height: 70)
                .probe("sidebar")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "list/modifiers", area: .lists, size: CGSize(width: 320, height: 260),
            commit: "bd2e4d11d9f6d13d247ad7a7efcbc29de41a1fcd", code: "Fixtures/Sources/List/ListFixtures.swift",
            measured: [
                "background": CGRect(x: 16, y: 38, width: 45, height: 16),
                "inset": CGRect(x: 46, y: 14, width: 35, height: 16),
                "item1": CGRect(x: 16, y: 110, width: 35, height: 16),
                "item2": CGRect(x: 16, y: 134, width: 45, height: 16),
                "item3": CGRect(x: 16, y: 158, width: 41.5, height: 16),
                "list": CGRect(x: 0, y: 0, width: 320, height: 260),
                "noSeparator": CGRect(x: 16, y: 62, width: 41.5, height: 16),
                "tinted": CGRect(x: 16, y: 86, width: 38.5, height: 16),
            ]
        ) {
            List {
                Text("Apple")
                    .listRowInsets(EdgeInsets(top: 2, leading: 30, bottom: 2, trailing: 10))
                    .probe("inset")
                Text("Banana").listRowBackground(Color.yellow).probe("background")
                Text("Cherry").listRowSeparator(.hidden).probe("noSeparator")
                Text("Carrot").listRowSeparatorTint(Color.red).probe("tinted")
                ForEach(FruitRow.three) { fruit in
                    Text(fruit.name).probe("item\(fruit.id)")
                }
            }
            .probe("list")
        },
        MeasuredFixture(
            "list/steps", area: .lists, size: CGSize(width: 320, height: 200),
            commit: "bd2e4d11d9f6d13d247ad7a7efcbc29de41a1fcd", code: "Fixtures/Sources/List/ListFixtures.swift",
            measured: [
                "item1": CGRect(x: 16, y: 14, width: 35, height: 16),
                "item2": CGRect(x: 16, y: 38, width: 45, height: 16),
                "item3": CGRect(x: 16, y: 62, width: 41.5, height: 16),
                "list": CGRect(x: 0, y: 0, width: 320, height: 200),
            ]
        ) {
            List(FruitRow.three, selection: .constant(nil as Int?)) { fruit in
                Text(fruit.name).probe("item\(fruit.id)")
            }
            .probe("list")
        },
    ]
}
