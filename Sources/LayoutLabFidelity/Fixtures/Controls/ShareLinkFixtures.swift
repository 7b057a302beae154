import LayoutLab

extension FidelitySuite {
    /// Share links: the default label, a title and a custom label (macOS 26).
    static let controlShareLinks: [MeasuredFixture] = [
        MeasuredFixture(
            "sharelink/basic", area: .controls, size: CGSize(width: 320, height: 160),
            commit: "1ff56546cd43fc1bdf060723f09ef87e90a279a0", code: "Fixtures/Sources/ShareLink/ShareLinkFixtures.swift",
            measured: [
                "custom": CGRect(x: 108.5, y: 101.579833984375, width: 103, height: 32),
                "customLabel": CGRect(x: 120.5, y: 105.579833984375, width: 79, height: 24),
                "plain": CGRect(x: 114, y: 26.420166015625, width: 92, height: 25.579833984375),
                "stack": CGRect(x: 108.5, y: 26.420166015625, width: 103, height: 107.15966796875),
                "titled": CGRect(x: 121.25, y: 64, width: 77.5, height: 25.579833984375),
            ]
        ) {
            VStack(spacing: 12) {
                ShareLink(item: URL(string: "https://www.apple.com")!).probe("plain")
                ShareLink("Send", item: URL(string: "https://www.apple.com")!).probe("titled")
                ShareLink(item: URL(string: "https://www.apple.com")!) {
                    Label("Custom", image: "icon").probe("customLabel")
                }
                .probe("custom")
            }
            .probe("stack")
        },
    ]
}
