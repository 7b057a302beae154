import LayoutLab

extension FidelitySuite {
    /// Pull-down menus (closed) in their label and style forms, and a text with a context menu (macOS 26).
    static let controlMenus: [MeasuredFixture] = [
        MeasuredFixture(
            "menu/basic", area: .controls, size: CGSize(width: 360, height: 240),
            commit: "8896c560ab8165ee46a12c3f027b75dd8aa4c88f", code: "Fixtures/Sources/Menu/MenuFixtures.swift",
            measured: [
                "buttonStyle": CGRect(x: 141.5, y: 116, width: 77, height: 24),
                "context": CGRect(x: 136.25, y: 188, width: 87.5, height: 16),
                "custom": CGRect(x: 132.75, y: 44, width: 94.5, height: 24),
                "last": CGRect(x: 142.5, y: 216, width: 75, height: 16),
                "noIndicator": CGRect(x: 146.25, y: 152, width: 67.5, height: 24),
                "options": CGRect(x: 132.5, y: 8, width: 95, height: 24),
                "primary": CGRect(x: 134.25, y: 80, width: 91.5, height: 24),
                "stack": CGRect(x: 132.5, y: 8, width: 95, height: 224),
            ]
        ) {
            VStack(spacing: 12) {
                Menu("Options") {
                    Button("Cut") {}
                    Button("Copy") {}
                    Divider()
                    Menu("More") {
                        Button("Paste") {}
                    }
                }
                .probe("options")
                Menu {
                    Button("Delete", role: .destructive) {}
                } label: {
                    Text("Custom")
                }
                .probe("custom")
                Menu {
                    Button("Cut") {}
                } label: {
                    Text("Primary")
                } primaryAction: {}
                .probe("primary")
                Menu("Plain") {
                    Button("Cut") {}
                }
                .menuStyle(.button)
                .probe("buttonStyle")
                Menu("Hidden") {
                    Button("Cut") {}
                }
                .menuIndicator(.hidden)
                .probe("noIndicator")
                Text("Right-click me")
                    .contextMenu {
                        Button("Action") {}
                    }
                    .probe("context")
                Text("Last: none 0").probe("last")
            }
            .probe("stack")
        },
    ]
}
