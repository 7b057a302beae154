import LayoutLab

/// A scale and a vertical offset animated together by the keyframe fixture.
private struct Pulse: Animatable {
    var scale: CGFloat = 1
    var offset: CGFloat = 0
    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(scale, offset) }
        set { scale = newValue.first; offset = newValue.second }
    }
}

extension FidelitySuite {
    /// Phase and keyframe animators at rest: a triggered animator shows its first phase or initial value (macOS 26).
    static let layoutAnimators: [MeasuredFixture] = [
        MeasuredFixture(
            "animator/phase", area: .modifiers, size: CGSize(width: 300, height: 120),
            commit: "558dd43ba574c328384b9c278030d618502e1471", code: "Fixtures/Sources/Animator/AnimatorFixtures.swift",
            measured: [
                "box": CGRect(x: 156.5, y: 40, width: 40, height: 40),
                "row": CGRect(x: 103.5, y: 40, width: 93, height: 40),
                "text": CGRect(x: 103.5, y: 52, width: 33, height: 16),
            ]
        ) {
            // Triggered phase animators at rest show their first phase.
            HStack(spacing: 20) {
                Text("Pulse")
                    .phaseAnimator([false, true], trigger: 0, content: { view, up in
                        view.scaleEffect(up ? 1.5 : 1).opacity(up ? 0.5 : 1)
                    }, animation: { _ in .easeInOut(duration: 0.4) })
                    .probe("text")
                Color.blue.frame(width: 40, height: 40)
                    .phaseAnimator([0, 1, 2], trigger: 0) { view, phase in
                        view.offset(y: CGFloat(phase) * -10)
                    }
                    .probe("box")
            }
            .probe("row")
        },
        MeasuredFixture(
            "animator/keyframe", area: .modifiers, size: CGSize(width: 300, height: 120),
            commit: "558dd43ba574c328384b9c278030d618502e1471", code: "Fixtures/Sources/Animator/AnimatorFixtures.swift",
            measured: [
                "box": CGRect(x: 120, y: 40, width: 60, height: 40),
            ]
        ) {
            // A triggered keyframe animator at rest shows its initial value.
            Color.red.frame(width: 60, height: 40)
                .keyframeAnimator(initialValue: Pulse(), trigger: 0, content: { view, value in
                    view.scaleEffect(value.scale).offset(y: value.offset)
                }) { _ in
                    KeyframeTrack(\.scale) {
                        SpringKeyframe(1.3, duration: 0.2)
                        LinearKeyframe(1, duration: 0.3)
                    }
                    KeyframeTrack(\.offset) {
                        CubicKeyframe(-20, duration: 0.25)
                        CubicKeyframe(0, duration: 0.25)
                    }
                }
                .probe("box")
        },
    ]
}
