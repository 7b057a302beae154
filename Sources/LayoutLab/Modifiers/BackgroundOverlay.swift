nonisolated extension View {
    // SwiftUI resolves `.background(Color.red)` to the style overload; so do we.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryViewModifier(secondary: background, alignment: alignment, isBackground: true))
    }

    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryViewModifier(secondary: content(), alignment: alignment, isBackground: true))
    }

    /// A style background is a fill offered the view's size.
    /// The environment's background style behind the view (iOS 15: `.background()`), as
    /// `background(.background)` draws it.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// The style `background()` and `.background` draw with below this view: drawing only.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }

    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryViewModifier(secondary: ShapeStyleFill(style: style), alignment: .center, isBackground: true))
    }

    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(SecondaryViewModifier(secondary: shape.fill(style), alignment: .center, isBackground: true))
    }

    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryViewModifier(secondary: overlay, alignment: alignment, isBackground: false))
    }

    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryViewModifier(secondary: content(), alignment: alignment, isBackground: false))
    }

    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryViewModifier(secondary: ShapeStyleFill(style: style), alignment: .center, isBackground: false))
    }

    /// A border is an overlay stroke in SwiftUI: it resets layout traits like any overlay.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        modifier(BorderModifier(style: content, width: width))
    }
}

/// `.background(…)` / `.overlay(…)`: the secondary views are built with the primary, offered the
/// primary's size, and reduce their preferences before (background) or after (overlay) it.
nonisolated struct SecondaryViewModifier<Secondary: View>: PrimitiveModifier {
    let secondary: Secondary
    let alignment: Alignment
    let isBackground: Bool

    static func _makeModifiedList(modifier: Self, inputs: _ViewInputs, content: @escaping _ContentExpander, list: inout _ViewList) {
        ModifierExpansion.wrapEach(inputs: inputs, content: content, list: &list) { primary in
            let layout = BackgroundOverlayRule(alignment: modifier.alignment, reducesBeforePrimary: modifier.isBackground, deferredContent: nil)
            let node = ModifierExpansion.node(
                modifier.isBackground ? "background" : "overlay", around: primary, layout: layout, marker: 0xB6
            )
            var secondaryInputs = inputs.containerContent(orientation: nil)
            secondaryInputs.identity = node.identity.appending(Identity.Marker.secondary)
            secondaryInputs.slot = modifier.isBackground ? "background" : "overlay"
            var secondaries = _ViewList()
            makeViewList(modifier.secondary, secondaryInputs, &secondaries)
            node.setChildren(primary: primary, secondaries: secondaries, reducedBefore: modifier.isBackground)
            return node
        }
    }
}

nonisolated struct BorderModifier<Style: ShapeStyle>: PrimitiveModifier {
    let style: Style
    let width: CGFloat

    static func _makeModifiedList(modifier: Self, inputs: _ViewInputs, content: @escaping _ContentExpander, list: inout _ViewList) {
        let drawing = ModifierDrawing(.border(inputs.environment.paint(for: modifier.style), width: modifier.width))
        ModifierExpansion.wrapEach(inputs: inputs, content: content, list: &list) { child in
            ModifierExpansion.node("border", around: child, layout: PassthroughRule(drawing: drawing), marker: 0xB0)
        }
    }
}

/// A style drawn as a view: it fills what it is offered. Shown as `Color` for colors.
nonisolated struct ShapeStyleFill<S: ShapeStyle>: View {
    let style: S

    typealias Body = Never
    var body: Never { primitiveBody(Self.self) }

    static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let kind = S.self == Color.self ? "Color" : inputs.graph.kindName(for: S.self)
        list.append(LayoutNode(kind: kind, slot: inputs.slot, identity: inputs.identity, layout: ColorRule(color: inputs.environment.paint(for: view.style), paints: inputs.graph.paints)))
    }
}
