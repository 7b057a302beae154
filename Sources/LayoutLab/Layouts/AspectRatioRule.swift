/// `.aspectRatio(_:contentMode:)`: offers the child the largest (`.fit`) or smallest (`.fill`) size
/// of the given ratio — or the child's ideal ratio — that the proposal allows, and takes the
/// child's answer. With one axis unspecified, the other determines the size.
struct AspectRatioRule: ContentSpacingRule {
    let ratio: CGFloat?
    let contentMode: ContentMode

    private func effectiveRatio(node: LayoutNode, pass: LayoutPass) -> CGFloat {
        if let ratio, ratio > 0, ratio.isFinite { return ratio }
        let ideal = pass.unionSize(of: node.children, proposal: .unspecified)
        guard ideal.height > 0, ideal.width > 0, ideal.width.isFinite, ideal.height.isFinite else { return 1 }
        return ideal.width / ideal.height
    }

    private func childProposal(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> ProposedViewSize {
        let r = effectiveRatio(node: node, pass: pass)
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            let ideal = pass.unionSize(of: node.children, proposal: .unspecified)
            return ProposedViewSize(width: ideal.width, height: ideal.width / r)
        case (.some(let w), nil):
            return ProposedViewSize(width: w, height: w / r)
        case (nil, .some(let h)):
            return ProposedViewSize(width: h * r, height: h)
        case (.some(let w), .some(let h)):
            let widerThanRatio = h == 0 ? true : w / h > r
            let heightLimits = contentMode == .fit ? widerThanRatio : !widerThanRatio
            return heightLimits ? ProposedViewSize(width: h * r, height: h) : ProposedViewSize(width: w, height: w / r)
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        pass.unionSize(of: node.children, proposal: childProposal(proposal, node: node, pass: pass))
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let proposal = childProposal(node.proposal, node: node, pass: pass)
        for child in node.children {
            pass.placeChild(child, centredIn: node.frame, proposal: proposal)
        }
    }

    var explicitGuideSource: ExplicitGuideSource { .children }

    func explicitAlignment(of key: AlignmentKey, node: LayoutNode, proposal: ProposedViewSize, size: CGSize, pass: LayoutPass) -> CGFloat? {
        pass.explicitAlignment(key, ofChildren: node.children, centredIn: size, proposal: childProposal(proposal, node: node, pass: pass))
    }
}
