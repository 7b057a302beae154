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
            pass.placeChild(child, in: node.frame, proposal: proposal, alignment: .center)
        }
    }

    func dimensions(of node: LayoutNode, size: CGSize, pass: LayoutPass) -> ViewDimensions {
        guard node.children.count == 1 else { return ViewDimensions(size: size) }
        return pass.dimensions(of: node.children[0], size: size)
    }
}
