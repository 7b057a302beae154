import LayoutLab

extension FidelitySuite {
    /// Disclosure groups collapsed, expanded with a custom label, and nested (macOS 26).
    static let controlDisclosureGroups: [MeasuredFixture] = [
        MeasuredFixture(
            "disclosure/basic", area: .controls, size: CGSize(width: 320, height: 300),
            commit: "9646d69b7e806bd7b927989ffd7d73b31b63a7d9", code: "Fixtures/Sources/Disclosure/DisclosureFixtures.swift",
            measured: [
                "customLabel": CGRect(x: 31.5, y: 110, width: 83, height: 24),
                "expanded": CGRect(x: 20, y: 106, width: 280, height: 48),
                "group": CGRect(x: 20, y: 70, width: 280, height: 24),
                "inner": CGRect(x: 20, y: 190, width: 280, height: 40),
                "nested": CGRect(x: 138.25, y: 214, width: 43.5, height: 16),
                "outer": CGRect(x: 20, y: 166, width: 280, height: 64),
                "shownContent": CGRect(x: 139.5, y: 138, width: 41, height: 16),
                "stack": CGRect(x: 0, y: 50, width: 320, height: 200),
            ]
        ) {
            VStack(alignment: .leading, spacing: 12) {
                DisclosureGroup("Details", isExpanded: .constant(false)) {
                    Text("Inside").probe("inside")
                    Toggle("Option", isOn: .constant(true)).probe("toggle")
                }
                .probe("group")
                DisclosureGroup(isExpanded: .constant(true)) {
                    Text("Shown").probe("shownContent")
                } label: {
                    Label("Network", image: "icon").probe("customLabel")
                }
                .probe("expanded")
                DisclosureGroup("Outer", isExpanded: .constant(true)) {
                    DisclosureGroup("Inner", isExpanded: .constant(true)) {
                        Text("Nested").probe("nested")
                    }
                    .probe("inner")
                }
                .probe("outer")
            }
            .padding(20)
            .probe("stack")
        },
    ]
}
