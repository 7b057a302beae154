/// `Divider`: a hairline across the enclosing stack's axis (horizontal outside stacks), one
/// pixel thick, as long as it is offered along the other axis.
struct DividerRule: LeafRule {
    let isVertical: Bool

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        let thickness = 1 / max(pass.grid.scale, 1)
        return isVertical
            ? CGSize(width: thickness, height: proposal.height ?? 0)
            : CGSize(width: proposal.width ?? 0, height: thickness)
    }
}
