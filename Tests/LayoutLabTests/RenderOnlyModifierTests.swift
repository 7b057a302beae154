import Testing
@testable import LayoutLab

/// Random chains of the modifiers that only draw, applied to every view of random trees, leave
/// every layout frame where it was (docs/layout-rules.md, "Drawing, animation and input").
@Suite struct RenderOnlyModifierTests {
    /// Applies a random chain of render-only modifiers; its own generator, so the tree it
    /// decorates is the same as without it.
    final class Decorator: @unchecked Sendable {
        var rng: SeededGenerator
        let namespace = Namespace().wrappedValue

        init(seed: UInt64) { rng = SeededGenerator(state: seed) }

        func decorate(_ view: AnyView) -> AnyView {
            var view = view
            for _ in 0..<Int.random(in: 0...3, using: &rng) {
                view = modifier(view)
            }
            return view
        }

        private func angle() -> Angle { .degrees(Double(Int.random(in: -360...360, using: &rng))) }

        private func modifier(_ view: AnyView) -> AnyView {
            switch Int.random(in: 0..<24, using: &rng) {
            case 0: return AnyView(view.opacity(0.5))
            case 1: return AnyView(view.shadow(radius: 4, x: 2, y: 3))
            case 2: return AnyView(view.blur(radius: 3))
            case 3: return AnyView(view.rotationEffect(angle(), anchor: [.center, .topLeading, .bottomTrailing][Int.random(in: 0..<3, using: &rng)]))
            case 4: return AnyView(view.rotation3DEffect(angle(), axis: (x: 1, y: CGFloat(Int.random(in: 0...1, using: &rng)), z: 0)))
            case 5: return AnyView(view.clipShape(RoundedRectangle(cornerRadius: 8)))
            case 6: return AnyView(view.cornerRadius(12))
            case 7: return AnyView(view.mask { Circle() })
            case 8: return AnyView(view.contentShape(Rectangle()))
            case 9: return AnyView(view.tint(.orange).accentColor(.pink))
            case 10: return AnyView(view.foregroundStyle(.regularMaterial).foregroundStyle(.red, .blue, .green))
            case 11: return AnyView(view.zIndex(Double(Int.random(in: -2...2, using: &rng))))
            case 12: return AnyView(view.accessibilityLabel("Label").accessibilityHint("Hint").accessibilityAddTraits(.isButton))
            case 13: return AnyView(view.onTapGesture {}.onLongPressGesture {})
            case 14: return AnyView(view.gesture(DragGesture().onChanged { _ in }).simultaneousGesture(TapGesture()))
            case 15: return AnyView(view.animation(.spring, value: Int.random(in: 0...3, using: &rng)).transition(.opacity))
            case 16:
                let id = Int.random(in: 0...2, using: &rng)
                return AnyView(view.matchedGeometryEffect(id: id, in: namespace, isSource: Bool.random(using: &rng)))
            case 17: return AnyView(view.disabled(true).allowsHitTesting(false))
            case 18: return AnyView(view.symbolRenderingMode(.hierarchical).symbolVariant(.fill))
            // Not `redacted`: placeholder text is as wide as measured SwiftUI draws it, every
            // character 0.4888 em (docs/layout-rules.md, "Text"), so it moves frames.
            case 19: return AnyView(view.saturation(0.4).grayscale(0.2))
            case 20: return AnyView(view.environment(\.colorScheme, .dark).preferredColorScheme(.dark))
            // Not `truncationMode`: a line cut with `.middle` fills the width it is offered, as
            // measured (docs/layout-rules.md, "Text"), so it changes frames.
            case 21: return AnyView(view.multilineTextAlignment(.center))
            case 22: return AnyView(view.scaleEffect(CGFloat(Double.random(in: 0.3...2, using: &rng))).offset(x: 7, y: -3))
            default: return AnyView(view.compositingGroup().drawingGroup().hidden())
            }
        }
    }

    /// Kinds of the nodes decorations add, left out when the two trees are compared.
    static let decorationKinds: Set<String> = ["rotationEffect", "rotation3DEffect", "clipped", "matchedGeometryEffect", "scaleEffect", "offset"]

    static func frames(seed: Int, decorator: Decorator?) async -> [[CGRect]] {
        var builder = RandomViewBuilder(rng: SeededGenerator(state: UInt64(seed)), decorate: decorator.map { decorator in { decorator.decorate($0) } })
        let view = builder.view(depth: 4)
        let log = TraceLog()
        _ = await ViewRuntime.run(
            view, timeline: [.launch(.portrait), .rotate(.landscape)], profile: DeviceProfile.named("iphone-se-3@ios-26")!,
            limits: UpdateLimits(framesPerStep: 20), observer: log
        )
        return (0..<2).map { step in
            log.finalPass(step: step)?.nodes.filter { !decorationKinds.contains($0.kind) }.map(\.frame) ?? []
        }
    }

    @Test func layoutFramesIgnoreRenderOnlyModifiers() async {
        for seed in randomSeeds(count: 40) {
            let plain = await Self.frames(seed: seed, decorator: nil)
            let decorated = await Self.frames(seed: seed, decorator: Decorator(seed: UInt64(seed) ^ 0x5EED))
            #expect(plain == decorated, "seed \(seed)")
        }
    }
}
