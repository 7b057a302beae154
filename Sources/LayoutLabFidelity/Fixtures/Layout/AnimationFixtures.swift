import LayoutLab

extension FidelitySuite {
    /// Views under animations and transitions, before any change (macOS 26).
    static let layoutAnimations: [MeasuredFixture] = [
        MeasuredFixture(
            "animation/frame", area: .modifiers, size: CGSize(width: 320, height: 160),
            commit: "f9724bf0881273a0c8112dbb5aa18bf99031ffb7", code: "Fixtures/Sources/Animation/AnimationFixtures.swift",
            measured: [
                "below": CGRect(x: 141.75, y: 96, width: 36.5, height: 16),
                "box": CGRect(x: 110, y: 48, width: 100, height: 40),
                "stack": CGRect(x: 110, y: 48, width: 100, height: 64),
            ]
        ) {
            let expanded = false
            VStack(spacing: 8) {
                Color.red.frame(width: expanded ? 200 : 100, height: expanded ? 60 : 40).probe("box")
                Text("Below").probe("below")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "animation/transition", area: .modifiers, size: CGSize(width: 320, height: 160),
            commit: "f9724bf0881273a0c8112dbb5aa18bf99031ffb7", code: "Fixtures/Sources/Animation/AnimationFixtures.swift",
            measured: [
                "above": CGRect(x: 140.75, y: 48, width: 38.5, height: 16),
                "below": CGRect(x: 141.75, y: 96, width: 36.5, height: 16),
                "hello": CGRect(x: 144.5, y: 72, width: 31, height: 16),
                "stack": CGRect(x: 140.75, y: 48, width: 38.5, height: 64),
            ]
        ) {
            let show = true
            VStack(spacing: 8) {
                Text("Above").probe("above")
                if show {
                    Text("Hello").transition(.move(edge: .leading)).probe("hello")
                }
                Text("Below").probe("below")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "animation/implicit", area: .modifiers, size: CGSize(width: 320, height: 120),
            commit: "f9724bf0881273a0c8112dbb5aa18bf99031ffb7", code: "Fixtures/Sources/Animation/AnimationFixtures.swift",
            measured: [
                "faded": CGRect(x: 114, y: 40, width: 40, height: 40),
                "moved": CGRect(x: 166, y: 40, width: 40, height: 40),
                "row": CGRect(x: 114, y: 40, width: 92, height: 40),
            ]
        ) {
            let inset: CGFloat = 0
            let faded = false
            HStack(alignment: .top, spacing: 12) {
                Color.blue.frame(width: 40, height: 40).opacity(faded ? 0.3 : 1).probe("faded")
                Color.green.frame(width: 40, height: 40).padding(.leading, inset).animation(.linear(duration: 0), value: inset).probe("moved")
            }
            .probe("row")
        },
    ]
}
