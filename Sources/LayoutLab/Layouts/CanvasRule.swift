/// `Canvas`: a leaf with no content to size it, so it fills its proposal, 10 points on an
/// unspecified axis, as `Color` does (see `Canvas` for the sources); drawn as a placeholder,
/// since the lab does not run its renderer.
struct CanvasRule: LeafRule {
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    var drawsItself: Bool { true }

    func paint(of node: LayoutNode, previous: NodePaint?) -> NodePaint? {
        if let previous, previous.placeholder == "Canvas" { return previous }
        return NodePaint(placeholder: "Canvas")
    }
}
