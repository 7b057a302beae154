/// `.padding`: the proposal is inset (floored at 0), the size is the child's plus the insets; the
/// child sits in the middle of the inset rectangle, and its explicit alignment values (a text's
/// baselines, `alignmentGuide`s) are reported moved by the insets.
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

    private func inset(_ rect: CGRect) -> CGRect {
        CGRect(
            x: rect.minX + insets.leading, y: rect.minY + insets.top,
            width: max(0, rect.width - insets.horizontal), height: max(0, rect.height - insets.vertical)
        )
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let inner = inset(node.frame)
        let proposal = childProposal(node.proposal)
        node.forEachChild { pass.placeChild($0, centredIn: inner, proposal: proposal) }
    }

    /// The content's, with the padded edges made plain: the padding stands between the content
    /// and its neighbours there (OpenSwiftUI, `_PaddingLayout.spacing`).
    func spacing(of node: LayoutNode, pass: LayoutPass) -> Spacing {
        let padded = Edge.allCases.filter { insets[$0] != 0 }.reduce(into: Edge.Set()) { $0.insert(Edge.Set($1)) }
        return pass.spacing(of: node.children).resetting(padded)
    }

    var explicitGuideSource: ExplicitGuideSource { .children }

    func explicitAlignment(of key: AlignmentKey, node: LayoutNode, proposal: ProposedViewSize, size: CGSize, pass: LayoutPass) -> CGFloat? {
        let childProposal = childProposal(proposal)
        let inner = inset(CGRect(origin: .zero, size: size))
        return pass.explicitAlignment(key, ofChildren: node.children, proposal: childProposal) {
            pass.centred($0, proposal: childProposal, in: inner)
        }
    }
}
