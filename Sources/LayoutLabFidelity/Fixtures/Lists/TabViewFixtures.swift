import LayoutLab

extension FidelitySuite {
    /// macOS tab views: the first tab selected, a tab view in a fixed frame, and the `Tab` API (macOS 26).
    static let tabViewFixtures: [MeasuredFixture] = [
        MeasuredFixture(
            "tabview/basic", area: .navigation, size: CGSize(width: 360, height: 260),
            commit: "1ff56546cd43fc1bdf060723f09ef87e90a279a0", code: "Fixtures/Sources/TabView/TabViewFixtures.swift",
            measured: [
                "first": CGRect(x: 166.5, y: 134, width: 27, height: 16),
                "tabs": CGRect(x: 0, y: 0, width: 360, height: 260),
            ]
        ) {
            TabView(selection: .constant(0)) {
                Group { Text("First").probe("first") }.tabItem { Text("One") }.tag(0)
                Group { Text("Second") }.tabItem { Label("Two", image: "icon") }.tag(1)
                Color.red.frame(width: 60, height: 40).tabItem { Text("Three") }.tag(2)
            }
            .probe("tabs")
        },
        MeasuredFixture(
            "tabview/sized", area: .navigation, size: CGSize(width: 360, height: 260),
            commit: "1ff56546cd43fc1bdf060723f09ef87e90a279a0", code: "Fixtures/Sources/TabView/TabViewFixtures.swift",
            measured: [
                "alpha": CGRect(x: 162.75, y: 134, width: 34.5, height: 16),
                "tabs": CGRect(x: 60, y: 50, width: 240, height: 160),
            ]
        ) {
            TabView {
                Text("Alpha").probe("alpha").tabItem { Text("A") }
                Text("Beta").tabItem { Text("B") }
            }
            .frame(width: 240, height: 160)
            .probe("tabs")
        },
        MeasuredFixture(
            "tabview/tab-api", area: .navigation, size: CGSize(width: 360, height: 260),
            commit: "fd0864f2f391f3f05520d66f69ea9d0991936eda", code: "Fixtures/Sources/TabView/TabViewFixtures.swift",
            measured: [
                "home": CGRect(x: 137, y: 134, width: 86, height: 16),
                "tabs": CGRect(x: 0, y: 0, width: 360, height: 260),
            ]
        ) {
            // The `Tab` API with the first tab selected: symbols (the macOS bar ignores them), a
            // badge and a disabled tab.
            TabView(selection: .constant(0)) {
                Tab("Home", systemImage: "house", value: 0) {
                    Text("Home content").probe("home")
                }
                Tab("Alerts", systemImage: "bell", value: 1) {
                    Text("Alerts content")
                }
                .badge(3)
                Tab("Off", systemImage: "gear", value: 2) {
                    Text("Off content")
                }
                .disabled(true)
            }
            .probe("tabs")
        },
    ]
}
