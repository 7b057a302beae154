import LayoutLab

// An app's root tab view: a feed in a navigation stack, a search tab with a searchable list, and
// a profile tab, with tab items and a badge.

struct FeedTab: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                LazyFeedStandIn()
            }
            .navigationTitle("Feed")
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button { } label: { Image(systemName: "bell") }
                    Button { } label: { Image(systemName: "plus") }
                }
            }
            .refreshable { }
        }
    }
}

/// A few feed cards in a stack, as a lazy stack lays them out.
struct LazyFeedStandIn: View {
    var body: some View {
        VStack(spacing: 16) {
            ForEach(0..<4, id: \.self) { index in
                VStack(alignment: .leading, spacing: 8) {
                    RoundedRectangle(cornerRadius: 12)
                        .fill(Color.gray.opacity(0.2))
                        .aspectRatio(16 / 9, contentMode: .fit)
                    Text("Post \(index + 1)").font(.headline)
                    Text("A short description of the post that wraps onto a second line on narrow screens.")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .padding()
    }
}

struct SearchTab: View {
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List(["Apples", "Bananas", "Cherries", "Dates"], id: \.self) { fruit in
                Text(fruit)
            }
            .listStyle(.plain)
            .navigationTitle("Search")
            .searchable(text: $query, prompt: "Fruit")
        }
    }
}

struct TabsRoot: View {
    @State private var selection: Int

    init(selection: Int) {
        _selection = State(initialValue: selection)
    }

    var body: some View {
        TabView(selection: $selection) {
            FeedTab()
                .tabItem { Label("Feed", systemImage: "house") }
                .tag(0)
            SearchTab()
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
                .badge(3)
                .tag(1)
            Text("Profile")
                .tabItem { Label("Profile", systemImage: "person") }
                .tag(2)
        }
    }
}

struct TabsAppFixture: Scenario {
    static let name = "fixtures/tab-view"
    static let summary = "A tab view of navigation stacks: a feed with toolbar items, a searchable plain list, a profile."
    static let variants = ["feed", "search", "profile"]
    let variant: String

    init(variant: String) { self.variant = variant }

    var body: some View {
        TabsRoot(selection: ["feed", "search", "profile"].firstIndex(of: variant) ?? 0)
    }
}

extension RealCodeFixtures {
    static let tabs: [any Scenario.Type] = [TabsAppFixture.self]
}
