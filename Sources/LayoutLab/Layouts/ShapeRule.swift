/// A `Shape` as a view: its size is the shape's own answer, `Shape.sizeThatFits(_:)`. The default
/// takes the proposal with 10 points on an unspecified axis, as `Color` does; `Circle` answers a
/// square (see docs/layout-rules.md, "Shapes and Color"). Source: Apple's documentation of
/// `Shape.sizeThatFits(_:)`, and OpenSwiftUI's `_ShapeView`, which sizes itself by asking its
/// shape.
struct ShapeRule<S: Shape>: LeafRule {
    let shape: S

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        shape.sizeThatFits(proposal)
    }
}
