/// `NavigationStack` (and `NavigationView`, a split view's columns): on iOS it takes the size
/// offered; its navigation bar takes its height from the top (64 on iOS 26 inline, 116.5 with a
/// large title, 44 and 96 on iOS 18, a search field's band more) and a bottom toolbar from the
/// bottom, and the root view is offered the rest and centred in it; the bars come off the root
/// view's safe area, as `safeAreaInset` does (docs/layout-rules.md, "Navigation, toolbars and tab views"). On macOS the bars are window
/// chrome: the stack is its content's size. Figures: Platform/BarMetrics.swift. *Apple; measured
/// (iOS 26, macOS 26).*
struct NavigationStackRule: LayoutRule {
    struct Bar: Sendable {
        let height: CGFloat
    }

    /// The first children are the root's; then the top bar's node and the bottom bar's, if any.
    let contentCount: Int
    let top: Bar?
    let bottom: Bar?
    let fillsProposal: Bool

    private var bars: CGFloat { (top?.height ?? 0) + (bottom?.height ?? 0) }

    private func content(_ node: LayoutNode) -> [LayoutNode] { Array(node.children.prefix(contentCount)) }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - bars) })
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        let content = pass.unionSize(of: NodeChildren(content(node)), proposal: contentProposal(proposal))
        guard fillsProposal else { return content }
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height + bars)
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let frame = node.frame
        let topHeight = min(top?.height ?? 0, frame.height)
        let bottomHeight = min(bottom?.height ?? 0, max(0, frame.height - topHeight))
        let region = CGRect(x: frame.minX, y: frame.minY + topHeight, width: frame.width, height: max(0, frame.height - topHeight - bottomHeight))
        let proposal = fillsProposal ? ProposedViewSize(region.size) : node.proposal
        // The bars take their height from the content's safe area: `ignoresSafeArea` extends
        // under them, and a `GeometryProxy` counts them in its insets.
        var context = pass.geometry
        if topHeight > 0 { context = context.inset(.top, by: topHeight, in: frame) }
        if bottomHeight > 0 { context = context.inset(.bottom, by: bottomHeight, in: frame) }
        pass.within(context) {
            for child in content(node) {
                pass.placeChild(child, in: region, proposal: proposal, alignment: .center)
            }
        }
        var bars = node.children.dropFirst(contentCount).makeIterator()
        if top != nil, let bar = bars.next() {
            let rect = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: topHeight)
            pass.placeChild(bar, frame: rect, proposal: ProposedViewSize(rect.size))
        }
        if bottom != nil, let bar = bars.next() {
            let rect = CGRect(x: frame.minX, y: frame.maxY - bottomHeight, width: frame.width, height: bottomHeight)
            pass.placeChild(bar, frame: rect, proposal: ProposedViewSize(rect.size))
        }
    }
}
