import LayoutLab
import Foundation

extension FidelitySuite {
    /// Links on macOS 26: titled, with a label, next to text, disabled and in a title font.
    static let textLinks: [MeasuredFixture] = [
        MeasuredFixture(
            "link/basic", area: .controls, size: CGSize(width: 320, height: 200),
            commit: "c070aac066b7eb759ee792e418958e4dae9db7d2", code: "Fixtures/Sources/Link/LinkFixtures.swift",
            measured: [
                "custom": CGRect(x: 114.75, y: 51.5, width: 90.5, height: 24),
                "customLabel": CGRect(x: 115, y: 51.5, width: 90.5, height: 24),
                "disabled": CGRect(x: 133.5, y: 115.5, width: 53, height: 16),
                "inline": CGRect(x: 154.75, y: 87.5, width: 45, height: 16),
                "large": CGRect(x: 133, y: 143.5, width: 54, height: 33),
                "row": CGRect(x: 120.25, y: 87.5, width: 79.5, height: 16),
                "stack": CGRect(x: 114.75, y: 23.5, width: 90.5, height: 153),
                "text": CGRect(x: 120.25, y: 87.5, width: 26.5, height: 16),
                "titled": CGRect(x: 142.5, y: 23.5, width: 35, height: 16),
            ]
        ) {
            let site = URL(string: "https://www.apple.com")!
            VStack(spacing: 12) {
                Link("Apple", destination: site).probe("titled")
                Link(destination: site) {
                    Label("Open site", image: "icon").probe("customLabel")
                }
                .probe("custom")
                HStack(spacing: 8) {
                    Text("Visit").probe("text")
                    Link("the site", destination: site).probe("inline")
                }
                .probe("row")
                Link("Disabled", destination: site).disabled(true).probe("disabled")
                Link("Large", destination: site).font(.title).probe("large")
            }
            .probe("stack")
        },
    ]
}
