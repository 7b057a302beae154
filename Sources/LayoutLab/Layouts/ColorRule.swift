/// `Color` as a view, and a `ShapeStyle` given to `background(_:)`: it fills whatever it is
/// offered; an unspecified axis gets 10 points (SwiftUI's default size for a view with no ideal
/// size, as seed 002 observes for GeometryReader; see docs/layout-rules.md, "Shapes and Color").
struct ColorRule: LeafRule {
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}
