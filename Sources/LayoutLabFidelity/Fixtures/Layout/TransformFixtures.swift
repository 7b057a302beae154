import LayoutLab

extension FidelitySuite {
    /// Rotation, scale and offset effects in a row, before the animated change (macOS 26).
    static let layoutTransforms: [MeasuredFixture] = [
        MeasuredFixture(
            "transform/steps", area: .modifiers, size: CGSize(width: 320, height: 120),
            commit: "cb7937a86a3fb9bc548904a940859007f0cf48c1", code: "Fixtures/Sources/Transform/TransformFixtures.swift",
            measured: [
                "grow": CGRect(x: 140, y: 40, width: 40, height: 40),
                "row": CGRect(x: 60, y: 40, width: 200, height: 40),
                "slide": CGRect(x: 220, y: 40, width: 40, height: 40),
                "spin": CGRect(x: 60, y: 40, width: 40, height: 40),
            ]
        ) {
            let turned = false
            HStack(spacing: 40) {
                Color.red.frame(width: 40, height: 40).rotationEffect(.degrees(turned ? 90 : 0)).probe("spin")
                Color.blue.frame(width: 40, height: 40).scaleEffect(turned ? 1.5 : 1).probe("grow")
                Color.green.frame(width: 40, height: 40).offset(x: turned ? 20 : 0).probe("slide")
            }
            .probe("row")
        },
    ]
}
