/// `UIViewRepresentable`, `UIViewControllerRepresentable`, `NSViewRepresentable` and
/// `NSViewControllerRepresentable`: a platform view the engine cannot draw, laid out as a
/// placeholder leaf of the size SwiftUI would give it.
///
/// SwiftUI asks the representable first: `sizeThatFits(_:uiView:context:)` (iOS 16, macOS 13)
/// answers for the proposal unless it returns nil. Otherwise the view's intrinsic content size
/// stands, axis by axis; an axis without one (`UIView.noIntrinsicMetric`, -1) takes the
/// proposal, as a UIView without an intrinsic size fills what SwiftUI offers it (Apple,
/// "UIViewRepresentable", sizeThatFits(_:uiView:context:)). Such an axis offered nothing
/// (`nil`) is 10, the default SwiftUI's flexible views fall back on
/// (`ProposedViewSize.replacingUnspecifiedDimensions()`), as `Color` and shapes do here (a model:
/// not measured for representables).
struct ViewRepresentableRule: LeafRule {
    let host: any _PlatformViewHost
    /// The representable's type name: what its placeholder shows.
    let label: String

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        if let size = host.sizeThatFits(proposal) { return size }
        let intrinsic = host.intrinsicContentSize
        let offered = proposal.replacingUnspecifiedDimensions()
        return CGSize(
            width: intrinsic.width >= 0 ? intrinsic.width : offered.width,
            height: intrinsic.height >= 0 ? intrinsic.height : offered.height
        )
    }

    var drawsItself: Bool { true }

    func paint(of node: LayoutNode, previous: NodePaint?) -> NodePaint? {
        NodePaint(placeholder: label)
    }
}
