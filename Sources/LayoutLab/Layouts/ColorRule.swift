/// `Color` as a view, and a `ShapeStyle` given to `background(_:)`: it fills whatever it is
/// offered; an unspecified axis gets 10 points (SwiftUI's default size for a view with no ideal
/// size, as seed 002 observes for GeometryReader; see docs/layout-rules.md, "Shapes and Color").
struct ColorRule: LeafRule {
    /// The colour it fills with, any `opacity` above it applied.
    let color: PaintColor

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func paint(of node: LayoutNode, previous: NodePaint?) -> NodePaint? {
        if let previous, previous.fill == color, previous.shape == .rectangle { return previous }
        return NodePaint(shape: .rectangle, fill: color)
    }
}
