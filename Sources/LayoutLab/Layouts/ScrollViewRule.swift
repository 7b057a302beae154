/// ScrollView (see docs/layout-rules.md, "ScrollView"): offers its content `nil` (the ideal)
/// along the scrolling axes and its own proposal across them. Along a scrolling axis it takes
/// the proposal (the content's length when the proposal is `nil`); across, it is exactly as
/// large as its content, never the proposal, so its parent positions it (a 120-wide column in a
/// vertical scroll view offered 300 × 200 makes a 120 × 200 scroll view). The content starts at
/// the top-leading corner, shorter content is not centred along the scroll axis. Source: layouts
/// measured on SwiftUI (macOS 26.2, public fixtures; docs/fidelity.md, "ScrollView"); Apple's
/// documentation describes only the scrolling axes.
struct ScrollViewRule: LayoutRule {
    let axes: Axis.Set

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height
        )
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        let content = pass.unionSize(of: node.children, proposal: contentProposal(proposal))
        return CGSize(
            width: axes.contains(.horizontal) ? proposal.width ?? content.width : content.width,
            height: axes.contains(.vertical) ? proposal.height ?? content.height : content.height
        )
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let proposal = contentProposal(node.proposal)
        for child in node.children {
            // Along a scrolling axis the content starts at offset 0. Across, the scroll view is
            // its content's size, so centring it there places it edge to edge.
            let size = pass.size(of: child, proposing: proposal)
            let origin = CGPoint(
                x: axes.contains(.horizontal) ? node.frame.minX : node.frame.midX - size.width / 2,
                y: axes.contains(.vertical) ? node.frame.minY : node.frame.midY - size.height / 2
            )
            pass.placeChild(child, frame: CGRect(origin: origin, size: size), proposal: proposal)
        }
    }
}
