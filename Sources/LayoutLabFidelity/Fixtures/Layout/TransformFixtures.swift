import LayoutLab

extension FidelitySuite {
    /// Rotation, scale and offset effects in a row, before the animated change, and an affine
    /// transform effect, which moves pixels and leaves frames (macOS 26).
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
        MeasuredFixture(
            "transform/basic", area: .modifiers, size: CGSize(width: 320, height: 260),
            commit: "cb7937a86a3fb9bc548904a940859007f0cf48c1", code: "Fixtures/Sources/Transform/TransformFixtures.swift",
            measured: [
                "affine": CGRect(x: 130, y: 184, width: 60, height: 20),
                "anchored": CGRect(x: 70.25, y: 120, width: 40, height: 40),
                "offset": CGRect(x: 60, y: 56, width: 40, height: 40),
                "rotated": CGRect(x: 140, y: 56, width: 40, height: 40),
                "row1": CGRect(x: 60, y: 56, width: 200, height: 40),
                "row2": CGRect(x: 70.25, y: 120, width: 179.5, height: 40),
                "scaled": CGRect(x: 220, y: 56, width: 40, height: 40),
                "stack": CGRect(x: 60, y: 56, width: 200, height: 148),
                "stretched": CGRect(x: 150.25, y: 120, width: 40, height: 40),
                "text": CGRect(x: 230.25, y: 132, width: 19.5, height: 16),
            ]
        ) {
            // Offsets, rotations, scales and an affine transform move pixels; the frames stay.
            VStack(spacing: 24) {
                HStack(spacing: 40) {
                    Color.red.frame(width: 40, height: 40).offset(x: 10, y: 6).probe("offset")
                    Color.blue.frame(width: 40, height: 40).rotationEffect(.degrees(45)).probe("rotated")
                    Color.green.frame(width: 40, height: 40).scaleEffect(1.5).probe("scaled")
                }
                .probe("row1")
                HStack(spacing: 40) {
                    Color.orange.frame(width: 40, height: 40).rotationEffect(.degrees(30), anchor: .topLeading).probe("anchored")
                    Color.purple.frame(width: 40, height: 40).scaleEffect(x: 2, y: 0.5, anchor: .bottom).probe("stretched")
                    Text("Tilt").rotationEffect(.degrees(-20)).probe("text")
                }
                .probe("row2")
                Color.gray.frame(width: 60, height: 20).transformEffect(CGAffineTransform(translationX: 20, y: -4)).probe("affine")
            }
            .probe("stack")
        },
    ]
}
