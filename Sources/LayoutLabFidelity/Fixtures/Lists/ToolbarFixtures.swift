import LayoutLab

/// A stack with toolbar items that count taps; the items are window chrome on macOS.
private struct TappedToolbarView: View {
    @State private var taps = 0

    var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                Text("Taps: \(taps)").probe("taps")
                Text("Content below the toolbar").probe("content")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .navigationTitle("Toolbar")
            .toolbar {
                ToolbarItem(placement: .navigation) { Button("Back") { taps += 10 } }
                ToolbarItem(placement: .primaryAction) { Button("Action") { taps += 1 } }
                ToolbarItemGroup {
                    Button("One") { taps += 100 }
                    Button("Two") { taps += 1000 }
                }
            }
        }
        .probe("stack")
    }
}

/// A list of fruit filtered by a search field in the toolbar.
private struct SearchedFruitView: View {
    @State private var query = ""
    private static let names = ["Apple", "Banana", "Cherry", "Date", "Elderberry"]

    private var shown: [String] {
        query.isEmpty ? Self.names : Self.names.filter { $0.lowercased().contains(query.lowercased()) }
    }

    var body: some View {
        NavigationStack {
            List(shown, id: \.self) { name in Text(name).probe(name) }
                .navigationTitle("Fruit")
                .searchable(text: $query, prompt: "Find fruit")
        }
        .probe("stack")
    }
}

extension FidelitySuite {
    /// macOS toolbars and search: the bar is window chrome, the content keeps the whole window (macOS 26).
    static let toolbarFixtures: [MeasuredFixture] = [
        MeasuredFixture(
            "toolbar/basic", area: .navigation, size: CGSize(width: 400, height: 200),
            commit: "bb666588a5ed3ebbbfe606018c8028fb7fd0eb43", code: "Fixtures/Sources/Toolbar/ToolbarFixtures.swift",
            measured: [
                "content": CGRect(x: 121.25, y: 106, width: 157.5, height: 16),
                "stack": CGRect(x: 0, y: 0, width: 400, height: 200),
                "taps": CGRect(x: 178, y: 78, width: 44, height: 16),
            ]
        ) {
            TappedToolbarView()
        },
        MeasuredFixture(
            "toolbar/searchable", area: .navigation, size: CGSize(width: 400, height: 200),
            commit: "5e9ceaa88335ac287ef533596062e9eac20bf686", code: "Fixtures/Sources/Toolbar/ToolbarFixtures.swift",
            measured: [
                "Apple": CGRect(x: 16, y: 14, width: 35, height: 16),
                "Banana": CGRect(x: 16, y: 38, width: 45, height: 16),
                "Cherry": CGRect(x: 16, y: 62, width: 41.5, height: 16),
                "Date": CGRect(x: 16, y: 86, width: 28.5, height: 16),
                "Elderberry": CGRect(x: 16, y: 110, width: 63.5, height: 16),
                "stack": CGRect(x: 0, y: 0, width: 400, height: 200),
            ]
        ) {
            SearchedFruitView()
        },
    ]
}
