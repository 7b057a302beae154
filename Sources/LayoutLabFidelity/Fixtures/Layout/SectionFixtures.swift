import LayoutLab

/// A titled group of items.
private struct ProduceGroup: Identifiable, Sendable {
    let id: String
    let items: [String]
}

extension FidelitySuite {
    /// Sections outside lists: header, content and footer in stacks, titles, ForEach and modifiers (macOS 26).
    static let layoutSections: [MeasuredFixture] = [
        MeasuredFixture(
            "section/vstack", area: .stacks, size: CGSize(width: 300, height: 250),
            commit: "d7ce47e2d6fed6b7607e22afd3e314f761a1d754", code: "Fixtures/Sources/Section/SectionFixtures.swift",
            measured: [
                "apple": CGRect(x: 127.5, y: 109, width: 35, height: 16),
                "banana": CGRect(x: 127.5, y: 125, width: 45, height: 16),
                "footer": CGRect(x: 127.5, y: 141, width: 39.5, height: 16),
                "header": CGRect(x: 127.5, y: 93, width: 34.5, height: 16),
                "stack": CGRect(x: 127.5, y: 93, width: 45, height: 64),
            ]
        ) {
            VStack(alignment: .leading) {
                Section {
                    Text("Apple").probe("apple")
                    Text("Banana").probe("banana")
                } header: {
                    Text("Fruits").probe("header")
                } footer: {
                    Text("Footer").probe("footer")
                }
            }
            .probe("stack")
        },
        MeasuredFixture(
            "section/title", area: .stacks, size: CGSize(width: 300, height: 250),
            commit: "d7ce47e2d6fed6b7607e22afd3e314f761a1d754", code: "Fixtures/Sources/Section/SectionFixtures.swift",
            measured: [
                "apple": CGRect(x: 116, y: 109, width: 35, height: 16),
                "carrot": CGRect(x: 116, y: 141, width: 38.5, height: 16),
                "stack": CGRect(x: 116, y: 93, width: 68, height: 64),
            ]
        ) {
            VStack(alignment: .leading, spacing: 0) {
                Section("Fruits") {
                    Text("Apple").probe("apple")
                }
                Section("Vegetables") {
                    Text("Carrot").probe("carrot")
                }
            }
            .probe("stack")
        },
        MeasuredFixture(
            "section/hstack", area: .stacks, size: CGSize(width: 300, height: 200),
            commit: "d7ce47e2d6fed6b7607e22afd3e314f761a1d754", code: "Fixtures/Sources/Section/SectionFixtures.swift",
            measured: [
                "a": CGRect(x: 139.75, y: 92, width: 9, height: 16),
                "b": CGRect(x: 156.75, y: 92, width: 8.5, height: 16),
                "footer": CGRect(x: 173.25, y: 92, width: 39.5, height: 16),
                "header": CGRect(x: 87.25, y: 92, width: 44.5, height: 16),
                "row": CGRect(x: 87.25, y: 92, width: 125.5, height: 16),
            ]
        ) {
            HStack {
                Section {
                    Text("A").probe("a")
                    Text("B").probe("b")
                } header: {
                    Text("Header").probe("header")
                } footer: {
                    Text("Footer").probe("footer")
                }
            }
            .probe("row")
        },
        MeasuredFixture(
            "section/foreach", area: .stacks, size: CGSize(width: 300, height: 250),
            commit: "d7ce47e2d6fed6b7607e22afd3e314f761a1d754", code: "Fixtures/Sources/Section/SectionFixtures.swift",
            measured: [
                "Apple": CGRect(x: 116, y: 93, width: 35, height: 16),
                "Banana": CGRect(x: 116, y: 109, width: 45, height: 16),
                "Carrot": CGRect(x: 116, y: 141, width: 38.5, height: 16),
                "Leek": CGRect(x: 116, y: 157, width: 29, height: 16),
                "stack": CGRect(x: 116, y: 77, width: 68, height: 96),
            ]
        ) {
            VStack(alignment: .leading) {
                ForEach([
                    ProduceGroup(id: "Fruits", items: ["Apple", "Banana"]),
                    ProduceGroup(id: "Vegetables", items: ["Carrot", "Leek"]),
                ]) { group in
                    Section(group.id) {
                        ForEach(group.items, id: \.self) { item in
                            Text(item).probe(item)
                        }
                    }
                }
            }
            .probe("stack")
        },
        MeasuredFixture(
            "section/modifier", area: .stacks, size: CGSize(width: 300, height: 250),
            commit: "d7ce47e2d6fed6b7607e22afd3e314f761a1d754", code: "Fixtures/Sources/Section/SectionFixtures.swift",
            measured: [
                "apple": CGRect(x: 132.5, y: 111, width: 35, height: 16),
                "banana": CGRect(x: 127.5, y: 150, width: 45, height: 16),
                "footer": CGRect(x: 130.25, y: 180, width: 39.5, height: 16),
                "framedLast": CGRect(x: 90, y: 173, width: 120, height: 30),
                "header": CGRect(x: 132.75, y: 63, width: 34.5, height: 16),
                "paddedLast": CGRect(x: 116.5, y: 95, width: 67, height: 48),
                "stack": CGRect(x: 90, y: 47, width: 120, height: 156),
            ]
        ) {
            VStack(spacing: 0) {
                Section {
                    Text("Apple").probe("apple")
                } header: {
                    Text("Fruits").probe("header")
                }
                .padding()
                .probe("paddedLast")
                Section {
                    Text("Banana").probe("banana")
                } footer: {
                    Text("Footer").probe("footer")
                }
                .frame(width: 120, height: 30)
                .background(Color.blue)
                .probe("framedLast")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "section/mixed", area: .stacks, size: CGSize(width: 300, height: 250),
            commit: "d7ce47e2d6fed6b7607e22afd3e314f761a1d754", code: "Fixtures/Sources/Section/SectionFixtures.swift",
            measured: [
                "apple": CGRect(x: 132.5, y: 101, width: 35, height: 16),
                "banana": CGRect(x: 127.5, y: 117, width: 45, height: 16),
                "bottom": CGRect(x: 127.75, y: 149, width: 44.5, height: 16),
                "footer": CGRect(x: 130.25, y: 133, width: 39.5, height: 16),
                "stack": CGRect(x: 127.5, y: 85, width: 45, height: 80),
                "top": CGRect(x: 138.75, y: 85, width: 22.5, height: 16),
            ]
        ) {
            VStack {
                Text("Top").probe("top")
                Section {
                    Text("Apple").probe("apple")
                }
                Section {
                    Text("Banana").probe("banana")
                } footer: {
                    Text("Footer").probe("footer")
                }
                Text("Bottom").probe("bottom")
            }
            .probe("stack")
        },
    ]
}
