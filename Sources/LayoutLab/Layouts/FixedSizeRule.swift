/// `.fixedSize`: proposes nil (the ideal) on the fixed axes and takes the child's size.
struct FixedSizeRule: ContentSpacingRule {
    let horizontal: Bool
    let vertical: Bool

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        pass.unionSize(of: node.children, proposal: childProposal(proposal))
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let proposal = childProposal(node.proposal)
        for child in node.children {
            pass.placeChild(child, centredIn: node.frame, proposal: proposal)
        }
    }

    var explicitGuideSource: ExplicitGuideSource { .children }

    func explicitAlignment(of key: AlignmentKey, node: LayoutNode, proposal: ProposedViewSize, size: CGSize, pass: LayoutPass) -> CGFloat? {
        pass.explicitAlignment(key, ofChildren: node.children, centredIn: size, proposal: childProposal(proposal))
    }
}
