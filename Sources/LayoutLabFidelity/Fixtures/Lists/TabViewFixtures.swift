import LayoutLab

extension FidelitySuite {
    /// macOS tab views: the first tab selected, and a tab view in a fixed frame (macOS 26).
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
    ]
}
