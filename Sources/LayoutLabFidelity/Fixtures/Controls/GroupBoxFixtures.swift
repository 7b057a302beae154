import LayoutLab

extension FidelitySuite {
    /// Group boxes: titled, untitled, with a custom label, stretched by their content, nested (macOS 26).
    static let controlGroupBoxes: [MeasuredFixture] = [
        MeasuredFixture(
            "groupbox/basic", area: .controls, size: CGSize(width: 320, height: 400),
            commit: "c1f2005614a68dd7d977c0ca9315e3b3de93c3c6", code: "Fixtures/Sources/GroupBox/GroupBoxFixtures.swift",
            measured: [
                "content": CGRect(x: 129, y: 66.25, width: 62, height: 40.5),
                "custom": CGRect(x: 118.75, y: 161.75, width: 82.5, height: 53),
                "customLabel": CGRect(x: 128.75, y: 161.75, width: 72.5, height: 24),
                "inner": CGRect(x: 133.25, y: 307.75, width: 53.5, height: 45),
                "inside": CGRect(x: 129, y: 66.25, width: 36.5, height: 16),
                "nested": CGRect(x: 138.25, y: 331.75, width: 43.5, height: 16),
                "outer": CGRect(x: 128.25, y: 283.75, width: 63.5, height: 74),
                "plain": CGRect(x: 115.25, y: 123.75, width: 89.5, height: 26),
                "plainContent": CGRect(x: 120.25, y: 128.75, width: 79.5, height: 16),
                "stack": CGRect(x: 0, y: 42.25, width: 320, height: 315.5),
                "titled": CGRect(x: 124, y: 42.25, width: 72, height: 69.5),
                "toggle": CGRect(x: 129, y: 88.25, width: 62, height: 18.5),
                "wide": CGRect(x: 0, y: 226.75, width: 320, height: 45),
                "wideContent": CGRect(x: 5, y: 250.75, width: 310, height: 16),
            ]
        ) {
            VStack(spacing: 12) {
                GroupBox("Settings") {
                    VStack(alignment: .leading) {
                        Text("Inside").probe("inside")
                        Toggle("Option", isOn: .constant(true)).probe("toggle")
                    }
                    .probe("content")
                }
                .probe("titled")
                GroupBox {
                    Text("Plain content").probe("plainContent")
                }
                .probe("plain")
                GroupBox {
                    Text("Custom")
                } label: {
                    Label("Custom", image: "icon").probe("customLabel")
                }
                .probe("custom")
                GroupBox("Wide") {
                    Text("Wide").frame(maxWidth: .infinity).probe("wideContent")
                }
                .probe("wide")
                GroupBox("Outer") {
                    GroupBox("Inner") {
                        Text("Nested").probe("nested")
                    }
                    .probe("inner")
                }
                .probe("outer")
            }
            .probe("stack")
        },
    ]
}
