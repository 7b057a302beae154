/// A `Shape` as a view: its size is the shape's own answer, `Shape.sizeThatFits(_:)`. The default
/// takes the proposal with 10 points on an unspecified axis, as `Color` does; `Circle` answers a
/// square (see docs/layout-rules.md, "Shapes and Color"). Source: Apple's documentation of
/// `Shape.sizeThatFits(_:)`, and OpenSwiftUI's `_ShapeView`, which sizes itself by asking its
/// shape.
struct ShapeRule<S: Shape>: LeafRule {
    let shape: S
    let paint: ShapePaint

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    func paint(of node: LayoutNode, previous: NodePaint?) -> NodePaint? {
        let inset = shape as? any InsetStrokeShape
        let outline = PaintShape(inset?.baseShape ?? shape, in: node.frame.size)
        switch paint {
        case .fill(let color):
            return NodePaint(shape: outline, fill: color)
        case .stroke(let color, let lineWidth):
            return NodePaint(shape: outline, stroke: PaintStroke(color: color, lineWidth: Double(lineWidth), inset: inset != nil))
        }
    }
}

/// How a shape view draws: filled, or stroked along its outline.
enum ShapePaint {
    case fill(PaintColor)
    case stroke(PaintColor, lineWidth: CGFloat)
}

extension PaintShape {
    /// The outline of `shape` in a frame of `size`: the built-in shapes by name, any other by its path.
    init(_ shape: any Shape, in size: CGSize) {
        switch shape {
        case is Rectangle: self = .rectangle
        case let rounded as RoundedRectangle: self = .roundedRectangle(rounded.cornerSize)
        case is Circle: self = .circle
        case is Ellipse: self = .ellipse
        case is Capsule: self = .capsule
        default: self = PaintShape(kind: "path", path: shape.path(in: CGRect(origin: .zero, size: size)).svgPathData)
        }
    }
}

extension Path {
    /// The path as SVG path data.
    var svgPathData: String {
        func point(_ point: CGPoint) -> String { "\(point.x.formattedPoints) \(point.y.formattedPoints)" }
        return elements.map { element in
            switch element {
            case .move(let to): "M\(point(to))"
            case .line(let to): "L\(point(to))"
            case .quadCurve(let to, let control): "Q\(point(control)) \(point(to))"
            case .curve(let to, let control1, let control2): "C\(point(control1)) \(point(control2)) \(point(to))"
            case .closeSubpath: "Z"
            }
        }.joined()
    }
}
