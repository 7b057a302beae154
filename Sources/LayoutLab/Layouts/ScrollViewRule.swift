/// ScrollView: offers its content `nil` (the ideal) along the scrolling axes and the proposal
/// across them; takes the proposed size (the content's, where unspecified). Content starts at the
/// top/leading edge on scrolling axes and is centred across them.
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
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let proposal = contentProposal(node.proposal)
        for child in node.children {
            let size = pass.size(of: child, proposing: proposal)
            let origin = CGPoint(
                x: axes.contains(.horizontal) ? node.frame.minX : node.frame.midX - size.width / 2,
                y: axes.contains(.vertical) ? node.frame.minY : node.frame.midY - size.height / 2
            )
            pass.placeChild(child, frame: CGRect(origin: origin, size: size), proposal: proposal)
        }
    }
}
