import LayoutLab

extension FidelitySuite {
    /// Content-unavailable views: a title with a symbol and a description, a custom label with a
    /// description and an action, and the search preset (macOS 26).
    static let controlUnavailable: [MeasuredFixture] = [
        MeasuredFixture(
            "unavailable/basic", area: .controls, size: CGSize(width: 360, height: 400),
            commit: "1ff56546cd43fc1bdf060723f09ef87e90a279a0", code: "Fixtures/Sources/Unavailable/UnavailableFixtures.swift",
            measured: [
                "action": CGRect(x: 151.75, y: 236.5, width: 56.5, height: 24),
                "custom": CGRect(x: 0, y: 136, width: 360, height: 128),
                "customLabel": CGRect(x: 114.75, y: 156, width: 130.5, height: 38),
                "description": CGRect(x: 138.75, y: 206, width: 82.5, height: 18.5),
                "search": CGRect(x: 0, y: 272, width: 360, height: 128),
                "stack": CGRect(x: 0, y: 0, width: 360, height: 400),
                "titled": CGRect(x: 0, y: 0, width: 360, height: 128),
            ]
        ) {
            VStack(spacing: 8) {
                ContentUnavailableView("No Mail", systemImage: "tray", description: Text("Try again later.")).probe("titled")
                ContentUnavailableView {
                    Label("No Results", image: "icon").probe("customLabel")
                } description: {
                    Text("Search again.").probe("description")
                } actions: {
                    Button("Retry") {}.probe("action")
                }
                .probe("custom")
                ContentUnavailableView.search.probe("search")
            }
            .probe("stack")
        },
    ]
}
