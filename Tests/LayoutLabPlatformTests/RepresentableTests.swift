#if os(Linux)
// `UIViewRepresentable` and friends as app code writes them: a wrapped UIKit view with an
// intrinsic size, one that sizes itself with `sizeThatFits` (iOS 16), one with no size of its own.
import SwiftUI
import LayoutLab
import Testing

/// A UIKit badge with an intrinsic size, as a custom control wrapped for SwiftUI.
final class BadgeView: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 120, height: 32) }
}

struct Badge: UIViewRepresentable {
    let calls: CallCounter

    final class Coordinator {
        init(calls: CallCounter) { calls.coordinators += 1 }
    }

    func makeCoordinator() -> Coordinator { Coordinator(calls: calls) }

    func makeUIView(context: Context) -> BadgeView {
        calls.makes += 1
        let view = BadgeView()
        view.backgroundColor = .systemBlue
        view.layer.cornerRadius = 8
        return view
    }

    func updateUIView(_ uiView: BadgeView, context: Context) {
        calls.updates += 1
        _ = context.coordinator
        _ = context.environment.displayScale
    }

    static func dismantleUIView(_ uiView: BadgeView, coordinator: Coordinator) {}
}

/// A blur behind content, the commonest representable in app code: no intrinsic size.
struct BlurView: UIViewRepresentable {
    var style: UIBlurEffect.Style = .systemMaterial

    func makeUIView(context: Context) -> UIVisualEffectView {
        UIVisualEffectView(effect: UIBlurEffect(style: style))
    }

    func updateUIView(_ uiView: UIVisualEffectView, context: Context) {
        uiView.effect = UIBlurEffect(style: style)
    }
}

/// A chart view that answers SwiftUI's proposal itself (iOS 16's `sizeThatFits`).
struct ChartView: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {}

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
        guard let width = proposal.width else { return nil }
        return CGSize(width: width, height: width / 2)
    }
}

/// A UIKit label wrapped for SwiftUI: its text's size in its font.
struct WrappedLabel: UIViewRepresentable {
    let text: String

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        return label
    }

    func updateUIView(_ uiView: UILabel, context: Context) {
        uiView.text = text
    }
}

/// A controller whose view is a spinner.
struct SpinnerController: UIViewControllerRepresentable {
    final class Controller: UIViewController {
        override func loadView() {
            view = UIActivityIndicatorView(style: .large)
        }
    }

    func makeUIViewController(context: Context) -> Controller { Controller() }
    func updateUIViewController(_ controller: Controller, context: Context) {}
}

struct RepresentablesScreen: View {
    let calls: CallCounter
    @State private var showsBadge = true
    @State private var passes = 0

    var body: some View {
        VStack(spacing: 0) {
            if showsBadge {
                Badge(calls: calls).accessibilityIdentifier("badge")
            }
            BlurView().frame(height: 80).accessibilityIdentifier("blur")
            ChartView().accessibilityIdentifier("chart")
            WrappedLabel(text: "Hello").accessibilityIdentifier("label")
            SpinnerController().accessibilityIdentifier("spinner")
        }
        .onAppear { passes += 1 }
        .onChange(of: passes) { showsBadge = false }
    }
}

@Suite struct RepresentableTests {
    @Test func representablesLayOutAtTheirSizes() async {
        let calls = CallCounter()
        let (result, log) = await record(RepresentablesScreen(calls: calls), on: "iphone-13")
        #expect(result.outcome == .stable)
        let first = log.passes[0]
        let badge = first.named("badge")
        #expect(badge?.kind == "Badge")
        #expect(badge?.frame.size == CGSize(width: 120, height: 32))
        // No intrinsic size: the blur takes the width offered and the frame's height.
        #expect(first.nodes(kind: "BlurView").first?.frame.size == CGSize(width: 390, height: 80))
        // sizeThatFits answers: half as tall as wide.
        #expect(first.named("chart")?.frame.size == CGSize(width: 390, height: 195))
        // The label is its text's size in the body font, as a Text is.
        let text = LayoutEngine.layout(Text(verbatim: "Hello").font(.body), in: CGSize(width: 390, height: 844)).root.frame.size
        #expect(first.named("label")?.frame.size == text)
        #expect(first.named("spinner")?.frame.size == CGSize(width: 37, height: 37))
        #expect(first.named("spinner")?.kind == "SpinnerController")
        // Drawn as a placeholder labelled with the representable's name.
        #expect(badge?.paint?.placeholder == "Badge")
    }

    @Test func makeRunsOnceUpdateEveryPassDismantleOnLeaving() async {
        let calls = CallCounter()
        let (_, log) = await record(RepresentablesScreen(calls: calls), on: "iphone-13")
        let withBadge = log.passes.filter { $0.node(named: "badge") != nil }.count
        #expect(withBadge >= 1)
        #expect(log.passes.last?.node(named: "badge") == nil)
        #expect(calls.makes == 1)
        #expect(calls.coordinators == 1)
        #expect(calls.updates == withBadge)
    }

    @Test func dismantleRunsWhenTheRepresentableLeaves() async {
        final class Tracked: UIView {}
        final class Log: @unchecked Sendable { var dismantled = 0 }
        struct Wrapped: UIViewRepresentable {
            let log: Log
            func makeUIView(context: Context) -> Tracked { Tracked() }
            func updateUIView(_ uiView: Tracked, context: Context) {}
            static func dismantleUIView(_ uiView: Tracked, coordinator: ()) {
                dismantledViews.append(ObjectIdentifier(uiView))
            }
        }
        struct Screen: View {
            let log: Log
            @State private var shown = true
            var body: some View {
                VStack {
                    if shown { Wrapped(log: log) }
                }
                .onAppear { shown = false }
            }
        }
        dismantledViews.removeAll()
        let (_, trace) = await record(Screen(log: Log()))
        #expect(trace.passes.first?.nodes(kind: "Wrapped").count == 1)
        #expect(trace.passes.last?.nodes(kind: "Wrapped").isEmpty == true)
        #expect(dismantledViews.count == 1)
    }
}

nonisolated(unsafe) var dismantledViews: [ObjectIdentifier] = []
#endif
