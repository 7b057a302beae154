nonisolated extension View {
    /// Shows `content` at `edge`, insetting this view and its safe area by the content's height
    /// plus `spacing` (see `SafeAreaInsetRule.swift`).
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(SafeAreaInsetModifier(
            content: content(), edge: Edge(vertical: edge), alignment: Alignment(horizontal: alignment, vertical: .center),
            spacing: spacing
        ))
    }

    /// Shows `content` at `edge`, insetting this view and its safe area by the content's width
    /// plus `spacing`.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(SafeAreaInsetModifier(
            content: content(), edge: Edge(horizontal: edge), alignment: Alignment(horizontal: .center, vertical: alignment),
            spacing: spacing
        ))
    }

    /// A custom bar at `edge` (iOS 26): laid out as `safeAreaInset` lays its content out. Apple's
    /// documentation gives both the same parameters and the same result, content "above or below
    /// the modified view", making space for it; the bar also gets a scroll view's edge effect
    /// under it, which is drawing only.
    public func safeAreaBar<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }

    public func safeAreaBar<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }

    /// Pads the view like `padding` and adds the insets to its safe area (see `SafeAreaPaddingRule.swift`).
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(SafeAreaPaddingModifier(insets: insets))
    }

    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(SafeAreaPaddingModifier(insets: EdgeInsets(edges, length ?? PaddingModifier.defaultLength)))
    }

    public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }
}

nonisolated struct SafeAreaInsetModifier<Content: View>: PrimitiveModifier {
    let content: Content
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat?

    static func _makeModifiedList(modifier: Self, inputs: _ViewInputs, content: @escaping _ContentExpander, list: inout _ViewList) {
        ModifierExpansion.wrapEach(inputs: inputs, content: content, list: &list) { primary in
            var check = FrameDimensionCheck()
            let layout = SafeAreaInsetRule(edge: modifier.edge, alignment: modifier.alignment, spacing: check.fixed(modifier.spacing, "spacing"))
            let node = ModifierExpansion.node("safeAreaInset", around: primary, layout: layout, marker: 0x5AF1)
            check.report(on: node, graph: inputs.graph)

            var contentInputs = inputs.containerContent(orientation: nil)
            contentInputs.identity = node.identity.appending(Identity.Marker.secondary)
            var secondaries = _ViewList()
            makeViewList(modifier.content, contentInputs, &secondaries)
            if secondaries.count > 1 {
                // Several views are one implicit ZStack, as SwiftUI makes them.
                let stack = LayoutNode(
                    kind: "ZStack", slot: "inset", identity: contentInputs.identity.appending(Identity.Marker.body),
                    layout: ZStackRule(ZStackLayout())
                )
                stack.setChildren(secondaries)
                node.setChildren([primary, stack])
            } else {
                secondaries.nodes.first?.slot = "inset"
                node.setChildren(primary: primary, secondaries: secondaries, reducedBefore: false)
            }
            return node
        }
    }
}

nonisolated struct SafeAreaPaddingModifier: PrimitiveModifier {
    let insets: EdgeInsets

    static func _makeModifiedList(modifier: Self, inputs: _ViewInputs, content: @escaping _ContentExpander, list: inout _ViewList) {
        ModifierExpansion.wrapEach(inputs: inputs, content: content, list: &list) { child in
            // As SwiftUI's clear frames of the inset's length: negative or non-finite is 0, reported.
            var check = FrameDimensionCheck()
            let insets = EdgeInsets(
                top: check.fixed(modifier.insets.top, "top") ?? 0, leading: check.fixed(modifier.insets.leading, "leading") ?? 0,
                bottom: check.fixed(modifier.insets.bottom, "bottom") ?? 0, trailing: check.fixed(modifier.insets.trailing, "trailing") ?? 0
            )
            let node = ModifierExpansion.node("safeAreaPadding", around: child, layout: SafeAreaPaddingRule(insets: insets), marker: 0x5AFD)
            check.report(on: node, graph: inputs.graph)
            return node
        }
    }
}
