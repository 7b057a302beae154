/// A `Shape` as a view: its size is the shape's own answer, `Shape.sizeThatFits(_:)`. The default
/// takes the proposal with 10 points on an unspecified axis, as `Color` does; `Circle` answers a
/// square (see docs/layout-rules.md, "Shapes and Color"). Source: Apple's documentation of
/// `Shape.sizeThatFits(_:)`, and OpenSwiftUI's `_ShapeView`, which sizes itself by asking its
/// shape. Paint never changes the size: a stroke is drawn half outside the frame, and
/// `strokeBorder` draws inside it (its view sizes as the inset shape, `StrokeBorderShapeView`).
struct ShapeRule<S: Shape>: LeafRule {
    /// The shape that sizes the view.
    let shape: S
    /// The outline drawn: the shape itself, or the base of a stroked or inset shape.
    let outline: any Shape
    let fill: PaintColor?
    let fillStyle: FillStyle
    let stroke: PaintStroke?

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    var drawsItself: Bool { true }

    func paint(of node: LayoutNode, previous: NodePaint?) -> NodePaint? {
        var size = node.frame.size
        // A `strokeBorder` outline is drawn in the frame inset by half the line width; a path
        // outline is made for that smaller frame (the built-in shapes are drawn in it by name).
        if let stroke, stroke.inset, fill == nil {
            let inset = CGFloat(stroke.lineWidth)
            size = CGSize(width: max(0, size.width - inset), height: max(0, size.height - inset))
        }
        var drawn = PaintShape(outline, in: size)
        if fillStyle.isEOFilled, fill != nil { drawn.evenOdd = true }
        return NodePaint(shape: drawn, fill: fill, stroke: stroke)
    }
}

extension PaintShape {
    /// The outline of `shape` in a frame of `size`: the built-in shapes by name, any other by its path.
    init(_ shape: any Shape, in size: CGSize) {
        switch shape {
        case is Rectangle, is ContainerRelativeShape: self = .rectangle
        case let rounded as RoundedRectangle: self = .roundedRectangle(rounded.cornerSize)
        case is Circle: self = .circle
        case is Ellipse: self = .ellipse
        case is Capsule: self = .capsule
        default: self = PaintShape(kind: "path", path: shape.path(in: CGRect(origin: .zero, size: size)).svgPathData)
        }
    }
}
