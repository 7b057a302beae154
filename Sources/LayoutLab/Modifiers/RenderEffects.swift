nonisolated extension View {
    /// Moves the rendered view; layout is unchanged.
    public func offset(_ offset: CGSize) -> some View {
        modifier(RenderEffectModifier(kind: "offset", effect: .offset(offset)))
    }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }

    /// Scales the rendered view about `anchor`; layout is unchanged (seed 002's SizeView).
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
    }

    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(RenderEffectModifier(kind: "scaleEffect", effect: .scale(scale, anchor: anchor)))
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Transforms the rendered view in its own coordinates (origin at its top-leading corner);
    /// layout is unchanged.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(RenderEffectModifier(kind: "transformEffect", effect: .affine(transform)))
    }

    /// Projects the rendered view in its own coordinates; layout is unchanged.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(RenderEffectModifier(kind: "projectionEffect", effect: .projection(transform)))
    }

    /// Applies render-only effects computed from the view's own geometry.
    public func visualEffect<E: VisualEffect>(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> E) -> some View {
        modifier(RenderEffectModifier(kind: "visualEffect", effect: .visual({ proxy in
            effect(EmptyVisualEffect(), proxy)._renderTransform(for: proxy.layoutFrame)
        })))
    }
}

nonisolated struct RenderEffectModifier: PrimitiveModifier {
    let kind: String
    let effect: RenderEffectRule.Effect

    static func _makeModifiedList(modifier: Self, inputs: _ViewInputs, content: @escaping _ContentExpander, list: inout _ViewList) {
        ModifierExpansion.wrapEach(inputs: inputs, content: content, list: &list) { child in
            ModifierExpansion.node(
                modifier.kind, around: child, layout: RenderEffectRule(effect: modifier.effect), marker: 0xEF,
                passesTraitsThrough: true
            )
        }
    }
}

/// Render-only effects usable inside `visualEffect`; none of them can change layout.
public protocol VisualEffect {
    /// The effect's transform for a view laid out in `frame` (global coordinates).
    func _renderTransform(for frame: CGRect) -> RenderTransform
}

/// The identity effect `visualEffect` hands its closure.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
    public func _renderTransform(for frame: CGRect) -> RenderTransform { .identity }
}

/// An effect applied on top of another (`content.offset(…).scaleEffect(…)`).
public struct ComposedVisualEffect<Inner: VisualEffect>: VisualEffect {
    let inner: Inner
    let outer: (CGRect) -> RenderTransform

    public func _renderTransform(for frame: CGRect) -> RenderTransform {
        outer(frame).concatenating(inner._renderTransform(for: frame))
    }
}

extension VisualEffect {
    public func offset(_ offset: CGSize) -> ComposedVisualEffect<Self> {
        ComposedVisualEffect(inner: self) { _ in .translation(x: offset.width, y: offset.height) }
    }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ComposedVisualEffect<Self> {
        offset(CGSize(width: x, height: y))
    }

    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> ComposedVisualEffect<Self> {
        scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
    }

    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ComposedVisualEffect<Self> {
        ComposedVisualEffect(inner: self) { frame in .scale(x: scale.width, y: scale.height, about: anchor.point(in: frame)) }
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ComposedVisualEffect<Self> {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Opacity, blur and similar only change pixels: accepted, no geometric effect.
    public func opacity(_ opacity: Double) -> Self { self }
    public func blur(radius: CGFloat, opaque: Bool = false) -> Self { self }
}
