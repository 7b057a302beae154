/// A container view laid out by a `Layout`: the stacks, and custom layouts called as functions.
nonisolated struct LayoutContainer<L: Layout, Content: View>: View {
    let kind: String?
    let layout: L
    let content: Content

    typealias Body = Never
    var body: Never { primitiveBody(Self.self) }

    @inline(__always)
    static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        LayoutContainerExpansion.expand(kind: view.kind, layout: view.layout, content: view.content, inputs: inputs, list: &list)
    }
}

/// Expands a layout container into its node. Generic over the layout and the content rather
/// than a method of `LayoutContainer`, so that the stacks call it without the runtime looking up
/// a `LayoutContainer` type for every stack of every pass (a sixth of expanding a list's rows).
enum LayoutContainerExpansion {
    /// Inlined into each container's `_makeViewList`, which is inlined into its witness, so that a
    /// stack's rule type (`LayoutProtocolRule<HStackLayout>`) is known where the rule is made: made
    /// in code generic over the layout, the runtime was asked for it at every stack of every pass.
    @inline(__always)
    static func expand<L: Layout, Content: View>(
        kind: String?, layout: L, content: Content, inputs: _ViewInputs, list: inout _ViewList
    ) {
        let node = LayoutNode(
            kind: kind ?? inputs.graph.kindName(for: L.self), slot: inputs.slot, identity: inputs.identity,
            layout: rule(for: layout)
        )
        GridLayout.reportInvalidSpacing(of: layout, on: node, graph: inputs.graph)
        var children = _ViewList()
        makeViewList(content, inputs.containerContent(orientation: stackOrientation(of: layout)), &children)
        node.setChildren(children)
        list.append(node)
    }

    /// The node's rule: the built-in stacks' own (`StackRule`, `ZStackRule`: no bookkeeping a
    /// pass), any other layout run through the `Layout` protocol. The type tests are resolved
    /// where this is inlined, in code specialised for the layout.
    @inline(__always)
    static func rule<L: Layout>(for layout: L) -> any LayoutRule {
        if L.self == HStackLayout.self { return StackRule(unsafeBitCast(layout, to: HStackLayout.self)) }
        if L.self == VStackLayout.self { return StackRule(unsafeBitCast(layout, to: VStackLayout.self)) }
        if L.self == ZStackLayout.self { return ZStackRule(unsafeBitCast(layout, to: ZStackLayout.self)) }
        return LayoutProtocolRule(layout)
    }

    /// The axis a `Spacer` inside grows along: the layout type's, or for `AnyLayout` the wrapped
    /// layout's.
    private static func stackOrientation<L: Layout>(of layout: L) -> Axis? {
        if L.self == AnyLayout.self, let erased = layout as? AnyLayout {
            return erased.wrappedLayoutProperties.stackOrientation
        }
        return L.layoutProperties.stackOrientation
    }
}
