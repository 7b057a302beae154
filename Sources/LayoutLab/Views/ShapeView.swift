// Shapes with their paint, as SwiftUI 17 declares them: `fill`, `stroke` and `strokeBorder`
// return `ShapeView`s, which can be filled and stroked again (`Circle().fill(.red).stroke(.blue)`),
// each new layer drawn over the ones before (Apple's documentation of `ShapeView`,
// `FillShapeView`, `StrokeShapeView`, `StrokeBorderShapeView`). Whatever the layers, the view is
// one node laid out as its shape (`ShapeRule`).

/// A view that provides a shape you can style.
public protocol ShapeView<Content>: View, _RemoveGlobalActorIsolation {
    associatedtype Content: Shape
    nonisolated var shape: Content { get }
}

/// One layer of paint on a shape.
enum ShapeLayer {
    case fill(any ShapeStyle, FillStyle)
    /// `inset`: drawn inside the frame (`strokeBorder`), the outline inset by half the width.
    case stroke(any ShapeStyle, StrokeStyle, inset: Bool)
}

/// A shape view's layers, bottom first, for the node that draws them all.
protocol LayeredShapeView {
    var shapeLayers: [ShapeLayer] { get }
}

extension LayeredShapeView {
    static func layers(below background: some View) -> [ShapeLayer] {
        (background as? any LayeredShapeView)?.shapeLayers ?? []
    }
}

/// A shape filled with a style: what `Shape.fill(_:style:)` returns.
public nonisolated struct _ShapeView<Content: Shape, Style: ShapeStyle>: ShapeView, LayeredShapeView {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle

    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    var shapeLayers: [ShapeLayer] { [.fill(style, fillStyle)] }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        view._makeViewList(inputs: inputs, list: &list)
    }

    func _makeViewList(inputs: _ViewInputs, list: inout _ViewList) {
        ShapeNode.append(sizing: shape, drawing: shape, layers: shapeLayers, inputs: inputs, list: &list)
    }
}

/// A shape view filled over `background` (`ShapeView.fill(_:style:)`).
public nonisolated struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, LayeredShapeView {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    public var background: Background

    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }

    var shapeLayers: [ShapeLayer] { Self.layers(below: background) + [.fill(style, fillStyle)] }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        ShapeNode.append(sizing: view.shape, drawing: view.shape, layers: view.shapeLayers, inputs: inputs, list: &list)
    }
}

/// A shape's outline stroked, centred on the outline, over `background`. Laid out as the shape:
/// `Circle().stroke(lineWidth: 2)` in a 40-point-high row is 40 × 40 (measured; the fidelity
/// fixture `shape/layout`, probe `strokedFlex`).
public nonisolated struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, LayeredShapeView {
    public var shape: Content
    public var style: Style
    public var strokeStyle: StrokeStyle
    public var isAntialiased: Bool
    public var background: Background

    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    var shapeLayers: [ShapeLayer] { Self.layers(below: background) + [.stroke(style, strokeStyle, inset: false)] }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        ShapeNode.append(sizing: view.shape, drawing: view.shape, layers: view.shapeLayers, inputs: inputs, list: &list)
    }
}

/// A shape's outline stroked inside its frame: the shape inset by half the line width, then
/// stroked. It lays out as the inset shape, which takes the proposal (a `Circle` offered 60 × 40
/// is 60 × 40); the drawing is inset, not the frame.
public nonisolated struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView, LayeredShapeView {
    public var shape: Content
    public var style: Style
    public var strokeStyle: StrokeStyle
    public var isAntialiased: Bool
    public var background: Background

    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    var shapeLayers: [ShapeLayer] { Self.layers(below: background) + [.stroke(style, strokeStyle, inset: true)] }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        ShapeNode.append(
            sizing: view.shape.inset(by: view.strokeStyle.lineWidth / 2), drawing: view.shape, layers: view.shapeLayers,
            inputs: inputs, list: &list
        )
    }
}

nonisolated extension Shape {
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        StrokeShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// The stroked outline as a shape of its own (iOS 17): it can be filled, framed, trimmed.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style)
    }

    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        stroke(style: StrokeStyle(lineWidth: lineWidth))
    }
}

nonisolated extension InsettableShape {
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = ForegroundStyle(), style: StrokeStyle, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Self, S, EmptyView> {
        StrokeBorderShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    public func strokeBorder<S: ShapeStyle>(
        _ content: S = ForegroundStyle(), lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Self, S, EmptyView> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        strokeBorder(ForegroundStyle(), style: style, antialiased: antialiased)
    }

    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth, antialiased: antialiased)
    }
}

nonisolated extension ShapeView {
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

nonisolated extension ShapeView where Content: InsettableShape {
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = ForegroundStyle(), style: StrokeStyle, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Content, S, Self> {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    public func strokeBorder<S: ShapeStyle>(
        _ content: S = ForegroundStyle(), lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// The node a shape view makes: sized by `sizing`, drawing `drawing`'s outline with the layers.
enum ShapeNode {
    static func append<Sizing: Shape>(
        sizing: Sizing, drawing: some Shape, layers: [ShapeLayer], inputs: _ViewInputs, list: inout _ViewList
    ) {
        let environment = inputs.environment
        // A shape that is itself a stroked outline (`stroke(lineWidth:)` as a shape) is drawn as
        // that stroke, painted with what would fill it.
        let stroked = drawing as? any StrokedShapeParts
        let outline: any Shape = stroked?.strokedBase ?? drawing
        var fill: PaintColor?, fillStyle = FillStyle(), stroke: PaintStroke?
        for layer in layers {
            switch layer {
            case .fill(let style, let rule):
                if let stroked {
                    stroke = PaintStroke(color: environment.paint(for: style), style: stroked.strokeStyle, inset: false)
                } else {
                    fill = environment.paint(for: style)
                    fillStyle = rule
                }
            case .stroke(let style, let strokeStyle, let inset):
                stroke = PaintStroke(color: environment.paint(for: style), style: strokeStyle, inset: inset)
            }
        }
        let kind = inputs.graph.kindName(for: type(of: ShapeNode.innermost(sizing)))
        list.append(LayoutNode(
            kind: kind, slot: inputs.slot, identity: inputs.identity,
            layout: ShapeRule(shape: sizing, outline: outline, fill: fill, fillStyle: fillStyle, stroke: stroke)
        ))
    }

    /// The shape a chain of shape modifiers starts from: nodes are recorded under its kind
    /// (`Circle().trim(from: 0, to: 0.5).stroke(…)` is a `Circle`).
    static func innermost(_ shape: any Shape) -> any Shape {
        var current = shape
        while let wrapper = current as? any WrappingShape { current = wrapper.wrappedShape }
        return current
    }
}

/// A shape made from another by a shape modifier.
protocol WrappingShape {
    var wrappedShape: any Shape { get }
}

/// A stroked outline used as a shape: its base and its stroke.
protocol StrokedShapeParts {
    var strokedBase: any Shape { get }
    var strokeStyle: StrokeStyle { get }
}

extension _InsetShape: WrappingShape {
    var wrappedShape: any Shape { base }
}
