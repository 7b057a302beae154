import Testing
@testable import LayoutLab

/// A small deterministic generator (SplitMix64), so a failing seed reproduces exactly.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

struct RandomKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// Measures its content and feeds the measurement back into its own frame: the pattern whose
/// convergence layoutlab exists to study. `gain` > 1 grows without end; < 1 shrinks to a fixpoint.
nonisolated struct Feedback: View {
    let content: AnyView
    let gain: CGFloat
    let viaTask: Bool
    @State private var measured: CGFloat = 0

    var body: some View {
        if viaTask {
            content
                .frame(minWidth: measured)
                .background(GeometryReader { proxy in Color.clear.task(id: proxy.size.width) { measured = proxy.size.width * gain } })
        } else {
            content
                .frame(minWidth: measured)
                .background(GeometryReader { proxy in Color.clear.preference(key: RandomKey.self, value: proxy.size.width) })
                .onPreferenceChange(RandomKey.self) { measured = $0 * gain }
        }
    }
}

/// Builds a random view tree of stacks, frames (including invalid dimensions), padding, readers,
/// effects and feedback loops.
struct RandomViewBuilder {
    var rng: SeededGenerator
    /// Applied to every view the builder makes (with a generator of its own, so that the tree is
    /// the same with and without it).
    var decorate: ((AnyView) -> AnyView)?

    init(rng: SeededGenerator, decorate: ((AnyView) -> AnyView)? = nil) {
        self.rng = rng
        self.decorate = decorate
    }

    private mutating func length() -> CGFloat {
        switch Int.random(in: 0..<20, using: &rng) {
        case 0: return -12
        case 1: return .nan
        case 2: return 0
        default: return CGFloat(Int.random(in: 1...300, using: &rng))
        }
    }

    private mutating func optionalLength() -> CGFloat? {
        Bool.random(using: &rng) ? nil : length()
    }

    mutating func view(depth: Int) -> AnyView {
        let view = undecoratedView(depth: depth)
        return decorate.map { $0(view) } ?? view
    }

    private mutating func undecoratedView(depth: Int) -> AnyView {
        if depth == 0 || Int.random(in: 0..<4, using: &rng) == 0 { return leaf() }
        switch Int.random(in: 0..<12, using: &rng) {
        case 0, 1, 2:
            let children = (0..<Int.random(in: 1...4, using: &rng)).map { _ in view(depth: depth - 1) }
            let spacing: CGFloat? = Bool.random(using: &rng) ? nil : CGFloat(Int.random(in: 0...20, using: &rng))
            let content = ForEach(children.indices, id: \.self) { children[$0] }
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: return AnyView(HStack(spacing: spacing) { content })
            case 1: return AnyView(VStack(spacing: spacing) { content })
            default: return AnyView(ZStack { content })
            }
        case 3:
            let inner = view(depth: depth - 1)
            return AnyView(inner.frame(width: optionalLength(), height: optionalLength()))
        case 4:
            let inner = view(depth: depth - 1)
            let bounds = (optionalLength(), optionalLength(), Bool.random(using: &rng) ? CGFloat.infinity : optionalLength())
            return AnyView(inner.frame(minWidth: bounds.0, idealWidth: bounds.1, maxWidth: bounds.2, minHeight: bounds.0, maxHeight: bounds.2))
        case 5:
            return AnyView(view(depth: depth - 1).padding(CGFloat(Int.random(in: -10...30, using: &rng))))
        case 6:
            let inner = view(depth: depth - 1)
            let ratio = CGFloat(Double.random(in: 0.1...3, using: &rng))
            return AnyView(GeometryReader { proxy in inner.frame(width: proxy.size.width * ratio) })
        case 7:
            let inner = view(depth: depth - 1)
            let gain = [0.5, 1, 1.1, 2][Int.random(in: 0..<4, using: &rng)]
            return AnyView(Feedback(content: inner, gain: CGFloat(gain), viaTask: Bool.random(using: &rng)))
        case 8:
            return AnyView(view(depth: depth - 1).fixedSize(horizontal: Bool.random(using: &rng), vertical: Bool.random(using: &rng)))
        case 9:
            return AnyView(view(depth: depth - 1).background(view(depth: depth - 1)))
        case 10:
            return AnyView(view(depth: depth - 1).scaleEffect(CGFloat(Double.random(in: 0.2...3, using: &rng))).offset(x: length()))
        default:
            return AnyView(ScrollView { view(depth: depth - 1) }.aspectRatio(Bool.random(using: &rng) ? 1.5 : nil, contentMode: .fit))
        }
    }

    private mutating func leaf() -> AnyView {
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: return AnyView(Color.red)
        case 1: return AnyView(Text(["Hi", "A longer line of text", "Width = 12.5", ""][Int.random(in: 0..<4, using: &rng)]))
        case 2: return AnyView(Spacer(minLength: Bool.random(using: &rng) ? nil : 4))
        case 3: return AnyView(Rectangle().layoutPriority(Double(Int.random(in: -1...2, using: &rng))))
        default: return AnyView(EmptyView())
        }
    }
}

@Suite struct RandomTreeTests {
    @Test func everyStepEndsAndNoFrameIsNaN() async {
        for seed in randomSeeds(count: 60) {
            var builder = RandomViewBuilder(rng: SeededGenerator(state: UInt64(seed)))
            let view = builder.view(depth: 5)
            let log = TraceLog()
            let result = await ViewRuntime.run(
                view, timeline: [.launch(.portrait), .rotate(.landscape)], profile: DeviceProfile.named("iphone-se-3")!,
                limits: UpdateLimits(framesPerStep: 20), observer: log
            )
            #expect(result.steps.count == 2, "seed \(seed)")
            #expect(log.results.allSatisfy { $0.frames <= 20 }, "seed \(seed)")
            for pass in log.passes {
                for node in pass.nodes {
                    let values = [node.frame.minX, node.frame.minY, node.frame.width, node.frame.height,
                                  node.renderFrame.minX, node.renderFrame.minY, node.renderFrame.width, node.renderFrame.height]
                    #expect(values.allSatisfy { $0.isFinite }, "seed \(seed): \(node.path) \(node.frame) \(node.renderFrame)")
                    #expect(node.frame.width >= 0 && node.frame.height >= 0, "seed \(seed): \(node.path)")
                }
            }
        }
    }
}
