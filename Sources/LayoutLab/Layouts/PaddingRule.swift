/// `.padding`: the proposal is inset (floored at 0), the size is the child's plus the insets.
struct PaddingRule: LayoutRule {
    let insets: EdgeInsets

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max(0, $0 - insets.horizontal) },
            height: proposal.height.map { max(0, $0 - insets.vertical) }
        )
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        let child = pass.unionSize(of: node.children, proposal: childProposal(proposal))
        return CGSize(width: child.width + insets.horizontal, height: child.height + insets.vertical)
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let inner = CGRect(
            x: node.frame.minX + insets.leading, y: node.frame.minY + insets.top,
            width: max(0, node.frame.width - insets.horizontal), height: max(0, node.frame.height - insets.vertical)
        )
        let proposal = childProposal(node.proposal)
        for child in node.children {
            pass.placeChild(child, in: inner, proposal: proposal, alignment: .center)
        }
    }

    /// The content's, with the padded edges made plain: the padding stands between the content
    /// and its neighbours there (OpenSwiftUI, `_PaddingLayout.spacing`).
    func spacing(of node: LayoutNode, pass: LayoutPass) -> Spacing {
        let padded = Edge.allCases.filter { insets[$0] != 0 }.reduce(into: Edge.Set()) { $0.insert(Edge.Set($1)) }
        return pass.spacing(of: node.children).resetting(padded)
    }

    func dimensions(of node: LayoutNode, size: CGSize, pass: LayoutPass) -> ViewDimensions {
        guard let child = node.children.first else { return ViewDimensions(size: size) }
        let inner = pass.dimensions(of: child, size: pass.size(of: child, proposing: childProposal(node.proposal)))
        return ViewDimensions(
            size: size, firstBaseline: inner.firstBaseline + insets.top, lastBaseline: inner.lastBaseline + insets.top
        )
    }
}
