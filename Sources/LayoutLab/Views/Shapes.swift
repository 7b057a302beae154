/// A 2D shape. As a view it is laid out by `ShapeRule`, which asks the shape's
/// `sizeThatFits(_:)`.
public protocol Shape: View {
    func path(in rect: CGRect) -> Path

    /// The size the shape takes for `proposal` when it is used as a view. The default takes the
    /// proposal and 10 points on an unspecified axis; a custom shape may answer otherwise, as
    /// `Circle` does.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public var body: Never { primitiveBody(Self.self) }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// A shape on its own fills with the foreground style.
    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        PaintedShape(shape: view, style: ForegroundStyle(), stroke: nil)._makeNode(inputs: inputs, list: &list)
    }

    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> some View {
        PaintedShape(shape: self, style: content, stroke: nil)
    }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        PaintedShape(shape: self, style: content, stroke: lineWidth)
    }

    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        PaintedShape(shape: self, style: content, stroke: style.lineWidth)
    }

    public func stroke(lineWidth: CGFloat = 1) -> some View {
        PaintedShape(shape: self, style: ForegroundStyle(), stroke: lineWidth)
    }

    /// Strokes the outline inset by half the line width. The inset shape takes the proposal even
    /// when the shape itself would not (a `Circle` offered 60 × 40 strokes a 60 × 40 frame).
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), lineWidth: CGFloat = 1) -> some View {
        PaintedShape(shape: InsetStroke(base: self, lineWidth: lineWidth), style: content, stroke: lineWidth)
    }
}

/// A shape with its paint: filled, or stroked `stroke` wide, with `style`. Recorded under the
/// shape's own kind (an inset stroke under its base's), and sized by the shape.
struct PaintedShape<S: Shape, Style: ShapeStyle>: View {
    let shape: S
    let style: Style
    let stroke: CGFloat?

    typealias Body = Never
    var body: Never { primitiveBody(Self.self) }

    static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        view._makeNode(inputs: inputs, list: &list)
    }

    func _makeNode(inputs: _ViewInputs, list: inout _ViewList) {
        let color = inputs.environment.paint(for: style)
        let kind = (shape as? any InsetStrokeShape)?.baseKind(in: inputs.graph) ?? inputs.graph.kindName(for: S.self)
        list.append(LayoutNode(
            kind: kind, slot: inputs.slot, identity: inputs.identity,
            layout: ShapeRule(shape: shape, paint: stroke.map { .stroke(color, lineWidth: $0) } ?? .fill(color))
        ))
    }
}

/// Rectangle, RoundedRectangle, Ellipse and Capsule keep the default sizing: they take the
/// proposal, as SwiftUI's do (measured; none of them declares `sizeThatFits` in OpenSwiftUI).
public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// The shape of a rounded corner: a circular arc, or Apple's continuous curve. Either way the
/// shape takes its whole proposal, so layout is the same.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}

public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize) }
}

/// A circle inscribed in the centred square of its frame. As a view it is square: the smaller
/// side of the proposal, with 10 points on an unspecified axis (a Circle offered 70 × 100 is
/// 70 × 70, measured on SwiftUI; OpenSwiftUI's `Circle.sizeThatFits` reconstructs the rule).
public struct Circle: Shape {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }
}

public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

public struct Capsule: Shape {
    public var style: RoundedCornerStyle

    public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerSize: CGSize(width: radius, height: radius))
    }
}

/// `strokeBorder`'s shape: the base shape's outline inset by half the line width, so the stroke
/// stays inside the frame. Recorded under the base shape's kind; it sizes like a plain shape,
/// whatever the base's own sizing.
struct InsetStroke<Base: Shape>: Shape, InsetStrokeShape {
    let base: Base
    let lineWidth: CGFloat

    func path(in rect: CGRect) -> Path {
        let inset = max(0, lineWidth / 2)
        return base.path(in: rect.insetBy(dx: min(inset, rect.width / 2), dy: min(inset, rect.height / 2)))
    }

    func baseKind(in graph: ViewGraph) -> String { graph.kindName(for: Base.self) }
    var baseShape: any Shape { base }
}

/// An inset stroke, seen without its base type: the kind it records and the outline it draws.
protocol InsetStrokeShape {
    func baseKind(in graph: ViewGraph) -> String
    var baseShape: any Shape { get }
}
