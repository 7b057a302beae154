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

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.append(LayoutNode(
            kind: inputs.graph.kindName(for: Self.self), slot: inputs.slot, identity: inputs.identity,
            layout: ShapeRule(shape: view)
        ))
    }

    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> some View {
        self
    }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        self
    }

    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        self
    }

    public func stroke(lineWidth: CGFloat = 1) -> some View {
        self
    }

    /// Strokes the outline inset by half the line width. The inset shape takes the proposal even
    /// when the shape itself would not (a `Circle` offered 60 × 40 strokes a 60 × 40 frame).
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), lineWidth: CGFloat = 1) -> some View {
        InsetStroke(base: self, lineWidth: lineWidth)
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

/// `strokeBorder`'s view: the base shape's outline inset by half the line width, so the stroke
/// stays inside the frame. Recorded under the base shape's kind; it sizes like a plain shape,
/// whatever the base's own sizing.
struct InsetStroke<Base: Shape>: Shape {
    let base: Base
    let lineWidth: CGFloat

    func path(in rect: CGRect) -> Path {
        let inset = max(0, lineWidth / 2)
        return base.path(in: rect.insetBy(dx: min(inset, rect.width / 2), dy: min(inset, rect.height / 2)))
    }

    static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.append(LayoutNode(
            kind: inputs.graph.kindName(for: Base.self), slot: inputs.slot, identity: inputs.identity,
            layout: ShapeRule(shape: view)
        ))
    }
}
