import LayoutLab

/// A fruit identified by its name.
private struct NamedFruit: Identifiable, Sendable {
    let id: String
    var name: String { id }
}

/// A bar whose width is seeded once from its item into state.
private struct SeededBar: View {
    let id: String
    @State private var width: CGFloat

    init(id: String, width: CGFloat) {
        self.id = id
        _width = State(initialValue: width)
    }

    var body: some View {
        Color.blue.frame(width: width, height: 20).probe("row-\(id)")
    }
}

/// Two fruits held in state, listed from the collection (the rows of a binding `ForEach`).
private struct FruitStateColumn: View {
    @State private var fruits = [NamedFruit(id: "Apple"), NamedFruit(id: "Banana")]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(fruits) { fruit in
                Text(fruit.name).probe(fruit.name)
            }
        }
        .probe("stack")
    }
}

extension FidelitySuite {
    /// ForEach over ranges, identifiable data and key paths in stacks, with modifiers, nesting and no elements (macOS 26).
    static let layoutForEach: [MeasuredFixture] = [
        MeasuredFixture(
            "foreach/range", area: .stacks, size: CGSize(width: 300, height: 200),
            commit: "d7ce47e2d6fed6b7607e22afd3e314f761a1d754", code: "Fixtures/Sources/ForEach/ForEachFixtures.swift",
            measured: [
                "bottom": CGRect(x: 127.75, y: 124, width: 44.5, height: 16),
                "row0": CGRect(x: 127.75, y: 76, width: 37.5, height: 16),
                "row1": CGRect(x: 127.75, y: 92, width: 35.5, height: 16),
                "row2": CGRect(x: 127.75, y: 108, width: 37, height: 16),
                "stack": CGRect(x: 127.75, y: 60, width: 44.5, height: 80),
                "top": CGRect(x: 127.75, y: 60, width: 22.5, height: 16),
            ]
        ) {
            VStack(alignment: .leading) {
                Text("Top").probe("top")
                ForEach(0..<3) { index in
                    Text("Row \(index)").probe("row\(index)")
                }
                Text("Bottom").probe("bottom")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "foreach/identifiable", area: .stacks, size: CGSize(width: 300, height: 200),
            commit: "d7ce47e2d6fed6b7607e22afd3e314f761a1d754", code: "Fixtures/Sources/ForEach/ForEachFixtures.swift",
            measured: [
                "Apple": CGRect(x: 81.25, y: 92, width: 35, height: 16),
                "Banana": CGRect(x: 124.25, y: 92, width: 45, height: 16),
                "Cherry": CGRect(x: 177.25, y: 92, width: 41.5, height: 16),
                "row": CGRect(x: 81.25, y: 92, width: 137.5, height: 16),
            ]
        ) {
            HStack {
                ForEach([NamedFruit(id: "Apple"), NamedFruit(id: "Banana"), NamedFruit(id: "Cherry")]) { fruit in
                    Text(fruit.name).probe(fruit.name)
                }
            }
            .probe("row")
        },
        MeasuredFixture(
            "foreach/id-keypath", area: .stacks, size: CGSize(width: 300, height: 200),
            commit: "d7ce47e2d6fed6b7607e22afd3e314f761a1d754", code: "Fixtures/Sources/ForEach/ForEachFixtures.swift",
            measured: [
                "Alpha": CGRect(x: 132.75, y: 76, width: 34.5, height: 16),
                "Beta": CGRect(x: 136, y: 92, width: 28, height: 16),
                "Gamma": CGRect(x: 126.75, y: 108, width: 46.5, height: 16),
                "stack": CGRect(x: 126.75, y: 76, width: 46.5, height: 48),
            ]
        ) {
            VStack(spacing: 0) {
                ForEach(["Alpha", "Beta", "Gamma"], id: \.self) { name in
                    Text(name).probe(name)
                }
            }
            .probe("stack")
        },
        MeasuredFixture(
            "foreach/modifier", area: .stacks, size: CGSize(width: 300, height: 260),
            commit: "d7ce47e2d6fed6b7607e22afd3e314f761a1d754", code: "Fixtures/Sources/ForEach/ForEachFixtures.swift",
            measured: [
                "framed0": CGRect(x: 131.25, y: 155, width: 37.5, height: 16),
                "framed1": CGRect(x: 132.25, y: 185, width: 35.5, height: 16),
                "framedLast": CGRect(x: 90, y: 178, width: 120, height: 30),
                "padded0": CGRect(x: 131.25, y: 68, width: 37.5, height: 16),
                "padded1": CGRect(x: 132.25, y: 116, width: 35.5, height: 16),
                "paddedLast": CGRect(x: 116.25, y: 100, width: 67.5, height: 48),
                "stack": CGRect(x: 90, y: 52, width: 120, height: 156),
            ]
        ) {
            VStack(spacing: 0) {
                ForEach(0..<2) { index in
                    Text("Row \(index)").probe("padded\(index)")
                }
                .padding()
                .probe("paddedLast")
                ForEach(0..<2) { index in
                    Text("Row \(index)").probe("framed\(index)")
                }
                .frame(width: 120, height: 30)
                .background(Color.blue)
                .probe("framedLast")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "foreach/nested", area: .stacks, size: CGSize(width: 300, height: 200),
            commit: "d7ce47e2d6fed6b7607e22afd3e314f761a1d754", code: "Fixtures/Sources/ForEach/ForEachFixtures.swift",
            measured: [
                "cell00": CGRect(x: 97, y: 76, width: 30, height: 20),
                "cell01": CGRect(x: 135, y: 76, width: 30, height: 20),
                "cell02": CGRect(x: 173, y: 76, width: 30, height: 20),
                "cell10": CGRect(x: 97, y: 104, width: 30, height: 20),
                "cell11": CGRect(x: 135, y: 104, width: 30, height: 20),
                "cell12": CGRect(x: 173, y: 104, width: 30, height: 20),
                "grid": CGRect(x: 97, y: 76, width: 106, height: 48),
                "row0": CGRect(x: 97, y: 76, width: 106, height: 20),
                "row1": CGRect(x: 97, y: 104, width: 106, height: 20),
            ]
        ) {
            VStack {
                ForEach(0..<2) { row in
                    HStack {
                        ForEach(0..<3) { column in
                            Color.blue.frame(width: 30, height: 20).probe("cell\(row)\(column)")
                        }
                    }
                    .probe("row\(row)")
                }
            }
            .probe("grid")
        },
        MeasuredFixture(
            "foreach/empty", area: .stacks, size: CGSize(width: 300, height: 200),
            commit: "d7ce47e2d6fed6b7607e22afd3e314f761a1d754", code: "Fixtures/Sources/ForEach/ForEachFixtures.swift",
            measured: [
                "a": CGRect(x: 137.25, y: 92, width: 9, height: 16),
                "b": CGRect(x: 154.25, y: 92, width: 8.5, height: 16),
                "bottom": CGRect(x: 127.75, y: 108, width: 44.5, height: 16),
                "row": CGRect(x: 137.25, y: 92, width: 25.5, height: 16),
                "stack": CGRect(x: 127.75, y: 76, width: 44.5, height: 48),
                "top": CGRect(x: 138.75, y: 76, width: 22.5, height: 16),
            ]
        ) {
            VStack {
                Text("Top").probe("top")
                ForEach([String](), id: \.self) { Text($0) }
                ForEach(0..<0) { Text("Row \($0)") }
                HStack {
                    Text("A").probe("a")
                    ForEach([String](), id: \.self) { Text($0) }
                    Text("B").probe("b")
                }
                .probe("row")
                Text("Bottom").probe("bottom")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "foreach/binding", area: .stacks, size: CGSize(width: 300, height: 200),
            commit: "d7ce47e2d6fed6b7607e22afd3e314f761a1d754", code: "Fixtures/Sources/ForEach/ForEachFixtures.swift",
            measured: [
                "Apple": CGRect(x: 127.5, y: 84, width: 35, height: 16),
                "Banana": CGRect(x: 127.5, y: 100, width: 45, height: 16),
                "stack": CGRect(x: 127.5, y: 84, width: 45, height: 32),
            ]
        ) {
            FruitStateColumn()
        },
        MeasuredFixture(
            "foreach/identity", area: .stacks, size: CGSize(width: 300, height: 200),
            commit: "d7ce47e2d6fed6b7607e22afd3e314f761a1d754", code: "Fixtures/Sources/ForEach/ForEachFixtures.swift",
            measured: [
                "row-a": CGRect(x: 80, y: 62, width: 60, height: 20),
                "row-b": CGRect(x: 80, y: 90, width: 100, height: 20),
                "row-c": CGRect(x: 80, y: 118, width: 140, height: 20),
                "stack": CGRect(x: 80, y: 62, width: 140, height: 76),
            ]
        ) {
            VStack(alignment: .leading) {
                ForEach([("a", CGFloat(60)), ("b", CGFloat(100)), ("c", CGFloat(140))], id: \.0) { item in
                    SeededBar(id: item.0, width: item.1)
                }
            }
            .probe("stack")
        },
    ]
}
