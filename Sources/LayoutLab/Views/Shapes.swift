/// A 2D shape. As a view it is laid out by `ShapeRule`, which asks the shape's
/// `sizeThatFits(_:)`, and filled with the foreground style.
///
/// As in SwiftUI, a shape's geometry is `nonisolated` while the view it is stays on the main actor:
/// layout asks for it from anywhere.
public protocol Shape: Animatable, View, _RemoveGlobalActorIsolation {
    nonisolated func path(in rect: CGRect) -> Path

    /// The size the shape takes for `proposal` when it is used as a view. The default takes the
    /// proposal and 10 points on an unspecified axis; a custom shape may answer otherwise, as
    /// `Circle` does.
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

nonisolated extension Shape {
    public var body: Never { primitiveBody(Self.self) }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// A shape on its own fills with the foreground style.
    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        _ShapeView(shape: view, style: ForegroundStyle())._makeViewList(inputs: inputs, list: &list)
    }
}

/// A shape that can be inset, so that `strokeBorder` keeps its stroke inside the frame.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// Rectangle, RoundedRectangle, Ellipse and Capsule keep the default sizing: they take the
/// proposal, as SwiftUI's do (measured; none of them declares `sizeThatFits` in OpenSwiftUI).
public nonisolated struct Rectangle: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
}

/// The shape of a rounded corner: a circular arc, or Apple's continuous curve. Either way the
/// shape takes its whole proposal, so layout is the same; `render` draws both as circular arcs.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}

public nonisolated struct RoundedRectangle: InsettableShape {
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

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(base: self, amount: amount) }
}

/// A circle inscribed in the centred square of its frame. As a view it is square: the smaller
/// side of the proposal, with 10 points on an unspecified axis (a Circle offered 70 × 100 is
/// 70 × 70, measured on SwiftUI; OpenSwiftUI's `Circle.sizeThatFits` reconstructs the rule).
public nonisolated struct Circle: InsettableShape {
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

    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}

public nonisolated struct Ellipse: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}

public nonisolated struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle

    public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerSize: CGSize(width: radius, height: radius), style: style)
    }

    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}

/// A shape drawn `amount` inside its frame on every side (SwiftUI's `Circle._Inset` and the like,
/// one generic type here). It keeps the default sizing, taking the proposal whatever its base's
/// (a `Circle` stroked with `strokeBorder` offered 60 × 40 is 60 × 40; see `ShapeSizingTests`).
public nonisolated struct _InsetShape<Base: Shape>: InsettableShape {
    let base: Base
    let amount: CGFloat

    public func path(in rect: CGRect) -> Path {
        base.path(in: rect.insetBy(dx: min(amount, rect.width / 2), dy: min(amount, rect.height / 2)))
    }

    public func inset(by amount: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: self.amount + amount) }
}
