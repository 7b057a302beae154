/// A `Shape` as a view: it fills its proposal; an unspecified axis gets 10 points, as `Color` does
/// (see docs/layout-rules.md, "Shapes and Color").
struct ShapeRule: LeafRule {
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}
