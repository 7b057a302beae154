/// An effect that moves a view's rendering by a transform computed from its size (Apple:
/// "GeometryEffect", a `ViewModifier` whose body is its `effectValue(size:)`), as apps write
/// shake and flip effects. Like `projectionEffect(_:)`, it changes where the view is drawn, not
/// where it is laid out: the view keeps its frame and the transform is applied to its rendering,
/// in its own coordinates (origin at its top-leading corner).
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    func effectValue(size: CGSize) -> ProjectionTransform
}

nonisolated extension GeometryEffect {
    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    public static func _makeModifiedList(modifier: Self, inputs: _ViewInputs, content: @escaping _ContentExpander, list: inout _ViewList) {
        // The effect is main-actor code, as SwiftUI runs it; the engine calls it on the case's
        // thread during layout (Runtime/MainActorBridge.swift).
        nonisolated(unsafe) let modifier = modifier
        let effect = RenderEffectModifier(kind: "geometryEffect", effect: .visual({ proxy in
            let size = proxy.size
            return MainActorBridge.run { modifier.effectValue(size: size) }.renderTransform(of: proxy.layoutFrame)
        }))
        RenderEffectModifier._makeModifiedList(modifier: effect, inputs: inputs, content: content, list: &list)
    }
}
