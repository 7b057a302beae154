import ActivityKit
import Foundation
@_spi(Modules) import LayoutLab

/// LayoutLab's own view, not WidgetKit's: a Live Activity's Lock Screen view laid out as the
/// banner shows it on the running device (`LiveActivityMetrics`): the banner's width, its
/// content's own height kept between the banner's least and greatest.
public nonisolated struct LiveActivityHost: View {
    private let content: () -> AnyView?

    /// The activity's current content, as the Lock Screen shows it now.
    public init<W: Widget, A: ActivityAttributes>(_ widget: W, activity: Activity<A>) {
        let isStale = activity.activityState == .stale
        self.init(widget, attributes: activity.attributes, state: activity.content.state, isStale: isStale, activityID: activity.id)
    }

    public init<W: Widget, A: ActivityAttributes>(
        _ widget: W, attributes: A, state: A.ContentState, isStale: Bool = false, activityID: String = "preview"
    ) {
        let context = ActivityViewContext(attributes: attributes, state: state, isStale: isStale, activityID: activityID)
        self.content = { Self.content(of: widget.body, for: context) }
    }

    public var body: some View {
        let screen = RunningDevice.current.screen.size
        LockScreenBannerLayout(width: LiveActivityMetrics.lockScreenWidth(onScreen: screen)) {
            content() ?? AnyView(EmptyView())
        }
    }

    nonisolated static func content<C: WidgetConfiguration>(of configuration: C, for context: Any) -> AnyView? {
        if let hosted = configuration as? HostedActivityConfiguration { return hosted.lockScreenContent(for: context) }
        if C.Body.self == Never.self { return nil }
        return content(of: configuration.body, for: context)
    }
}

/// The banner: its content offered the banner's width and no height, then its height held
/// between the HIG's least and greatest (`LiveActivityMetrics`); content smaller than the banner
/// sits in its centre.
struct LockScreenBannerLayout: Layout {
    let width: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: width, height: height(of: subviews))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        // Centred, as a hosting view centres a root view smaller than its space.
        let size = ProposedViewSize(width: width, height: height(of: subviews))
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: size)
        }
    }

    private func height(of subviews: Subviews) -> CGFloat {
        let ideal = subviews.map { $0.sizeThatFits(ProposedViewSize(width: width, height: nil)).height }.max() ?? 0
        return min(max(ideal, LiveActivityMetrics.lockScreenHeights.lowerBound), LiveActivityMetrics.lockScreenHeights.upperBound)
    }
}

/// The Lock Screen presentation's size, from the table "iOS Live Activity dimensions" of Apple's
/// Human Interface Guidelines, Live Activities (2023 edition,
/// https://developer.apple.com/design/human-interface-guidelines/live-activities): 408 × 84–160
/// on a 430 × 932 screen, 371 × 84–160 on 393 × 852.
enum LiveActivityMetrics {
    static let lockScreenHeights: ClosedRange<CGFloat> = 84...160

    /// Both listed screens give a banner 22 points narrower than the screen. *A choice for the
    /// screens the table does not list: the same 22 points.*
    static func lockScreenWidth(onScreen screen: CGSize) -> CGFloat {
        min(screen.width, screen.height) - 22
    }
}
