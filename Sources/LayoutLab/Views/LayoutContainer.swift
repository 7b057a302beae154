/// A container view laid out by a `Layout`: the stacks, and custom layouts called as functions.
struct LayoutContainer<L: Layout, Content: View>: View {
    let kind: String?
    let layout: L
    let content: Content

    typealias Body = Never
    var body: Never { primitiveBody(Self.self) }

    static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let node = LayoutNode(
            kind: view.kind ?? inputs.graph.kindName(for: L.self), slot: inputs.slot, identity: inputs.identity,
            layout: LayoutProtocolRule(view.layout)
        )
        GridLayout.reportInvalidSpacing(of: view.layout, on: node, graph: inputs.graph)
        var children = _ViewList()
        makeViewList(view.content, inputs.containerContent(orientation: view.stackOrientation), &children)
        node.setChildren(children)
        list.append(node)
    }

    /// The axis a `Spacer` inside grows along: the layout type's, or for `AnyLayout` the wrapped
    /// layout's.
    private var stackOrientation: Axis? {
        if L.self == AnyLayout.self, let erased = layout as? AnyLayout {
            return erased.wrappedLayoutProperties.stackOrientation
        }
        return L.layoutProperties.stackOrientation
    }
}
