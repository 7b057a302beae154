/// `Image`: a placeholder of a declared intrinsic size (asset images do not exist off-device).
/// A `.resizable()` image takes the proposal, its intrinsic size standing in on unspecified axes.
struct ImageRule: LeafRule {
    let intrinsicSize: CGSize
    let isResizable: Bool
    /// The image's or symbol's name: what its placeholder shows.
    let label: String
    /// A symbol's colour (the foreground where it is): symbols are drawn like text, assets not.
    var symbolColor: PaintColor? = nil

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        guard isResizable else { return intrinsicSize }
        return proposal.replacingUnspecifiedDimensions(by: intrinsicSize)
    }

    func paint(of node: LayoutNode, previous: NodePaint?) -> NodePaint? {
        if let symbolColor { return NodePaint(shape: .symbol, fill: symbolColor, placeholder: label) }
        return NodePaint(placeholder: label)
    }
}
