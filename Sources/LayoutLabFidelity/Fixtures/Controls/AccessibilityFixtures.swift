import LayoutLab

extension FidelitySuite {
    /// Texts, an image and controls carrying accessibility modifiers (macOS 26).
    static let controlAccessibility: [MeasuredFixture] = [
        MeasuredFixture(
            "accessibility/basic", area: .modifiers, size: CGSize(width: 320, height: 300),
            commit: "37d0f2c3e30c51350b0e415c28e0909e150b9786", code: "Fixtures/Sources/Accessibility/AccessibilityFixtures.swift",
            measured: [
                "button": CGRect(x: 0, y: 159, width: 53.5, height: 24),
                "card": CGRect(x: 0, y: 133, width: 72, height: 16),
                "heading": CGRect(x: 0, y: 21, width: 50.5, height: 16),
                "hidden": CGRect(x: 0, y: 107, width: 39.5, height: 16),
                "image": CGRect(x: 0, y: 73, width: 24, height: 24),
                "plain": CGRect(x: 0, y: 47, width: 29.5, height: 16),
                "slider": CGRect(x: 0, y: 227, width: 320, height: 16),
                "stack": CGRect(x: 0, y: 21, width: 320, height: 258),
                "stepper": CGRect(x: 0, y: 253, width: 64.5, height: 26),
                "switch": CGRect(x: 0, y: 193, width: 88, height: 24),
            ]
        ) {
            VStack(alignment: .leading, spacing: 10) {
                Text("Heading").accessibilityAddTraits(.isHeader).probe("heading")
                Text("Plain").probe("plain")
                Image("icon").accessibilityLabel("Icon image").probe("image")
                Text("Secret").accessibilityHidden(true).probe("hidden")
                HStack(spacing: 8) {
                    Text("Card")
                    Text("Detail")
                }
                .accessibilityElement(children: .combine)
                .accessibilityLabel("Card with detail")
                .probe("card")
                Button("Save") {}
                    .accessibilityHint("Saves the document")
                    .accessibilityIdentifier("save")
                    .probe("button")
                Toggle("Flag", isOn: .constant(true)).toggleStyle(.switch).probe("switch")
                Slider(value: .constant(0.25)).accessibilityLabel("Volume").probe("slider")
                Stepper("Count", value: .constant(2)).probe("stepper")
            }
            .probe("stack")
        },
    ]
}
