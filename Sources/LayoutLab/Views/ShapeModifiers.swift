// Shapes made from shapes: `trim`, `rotation`, `scale`, `offset`, `transform`, `size`, a stroked
// outline as a shape, and `AnyShape`. Each changes the path, drawn in the same frame. A trimmed or
// stroked shape sizes itself as its base does (OpenSwiftUICore's `_TrimmedShape.sizeThatFits`
// asks its shape; a stroked circle stays square: the fidelity fixture `shape/layout`, probe
// `strokedFlex`, and a trimmed, stroked circle framed 60 × 40 is 40 × 40, `shape/modifiers`,
// `trimmed`). A moved shape (offset, scaled, rotated, transformed) does not ask its base: it
// declares no `sizeThatFits` in SwiftUI's interface, so it takes the proposal as any shape does
// (`shape/modifiers`: a circle offset or scaled in a 60 × 40 frame is 60 × 40, probes `offset`,
// `scaled`, `anchored`). A node made of one is recorded under its base's kind.

/// The part of a shape's path between two fractions of its length (`trim(from:to:)`).
public nonisolated struct _TrimmedShape<S: Shape>: Shape, WrappingShape {
    public var shape: S
    public var startFraction: CGFloat
    public var endFraction: CGFloat

    public init(shape: S, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
        self.shape = shape
        self.startFraction = startFraction
        self.endFraction = endFraction
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    var wrappedShape: any Shape { shape }
}

/// A shape's stroked outline as a shape (`stroke(style:)`, `stroke(lineWidth:)` since iOS 17).
/// As a view it is drawn as the stroke of its base, in the colour that fills it.
public nonisolated struct _StrokedShape<S: Shape>: Shape, WrappingShape, StrokedShapeParts {
    public var shape: S
    public var style: StrokeStyle

    public init(shape: S, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).strokedPath(style) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    var wrappedShape: any Shape { shape }
    var strokedBase: any Shape { shape }
    var strokeStyle: StrokeStyle { style }
}

/// A shape with its path offset.
public nonisolated struct OffsetShape<Content: Shape>: Shape, WrappingShape {
    public var shape: Content
    public var offset: CGSize

    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
    var wrappedShape: any Shape { shape }
}

/// A shape rotated about a unit point of its frame; a positive angle turns clockwise on screen.
public nonisolated struct RotatedShape<Content: Shape>: Shape, WrappingShape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        let turn = CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
        return shape.path(in: rect).applying(turn)
    }

    var wrappedShape: any Shape { shape }
}

/// A shape scaled about a unit point of its frame.
public nonisolated struct ScaledShape<Content: Shape>: Shape, WrappingShape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        let scaling = CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
        return shape.path(in: rect).applying(scaling)
    }

    var wrappedShape: any Shape { shape }
}

/// A shape with its path mapped by an affine transform (in the frame's coordinates).
public nonisolated struct TransformedShape<Content: Shape>: Shape, WrappingShape {
    public var shape: Content
    public var transform: CGAffineTransform

    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
    var wrappedShape: any Shape { shape }
}

/// A shape drawn in a rectangle of a fixed size at its frame's origin (`size(_:)`). Its frame is
/// still the proposal's: the fixed size changes the path, not the layout.
public nonisolated struct _SizedShape<S: Shape>: Shape, WrappingShape {
    public var shape: S
    public var size: CGSize

    public init(shape: S, size: CGSize) {
        self.shape = shape
        self.size = size
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: CGRect(origin: rect.origin, size: size)) }
    var wrappedShape: any Shape { shape }
}

/// A type-erased shape: `AnyShape(isRound ? Circle() : Rectangle())` paths, sizes and draws as
/// the shape it holds.
public nonisolated struct AnyShape: Shape, WrappingShape, @unchecked Sendable {
    private let base: any Shape

    public init<S: Shape>(_ shape: S) {
        base = (shape as? AnyShape)?.base ?? shape
    }

    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
    var wrappedShape: any Shape { base }
}

nonisolated extension Shape {
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }

    public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }

    public func size(_ size: CGSize) -> some Shape {
        _SizedShape(shape: self, size: size)
    }

    public func size(width: CGFloat, height: CGFloat) -> some Shape {
        _SizedShape(shape: self, size: CGSize(width: width, height: height))
    }
}
