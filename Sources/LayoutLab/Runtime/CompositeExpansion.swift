/// Expands custom views and custom modifiers: link their dynamic properties, evaluate `body`,
/// expand that. A body that is a single view gets a node named after the custom type (so paths
/// read like the source); a body of several views is transparent, as in SwiftUI, and its views
/// join the parent's children. Bodies are main-actor code, evaluated through `MainActorBridge`.
enum CompositeExpansion {
    static func expand<V: View>(_ view: V, inputs: _ViewInputs, list: inout _ViewList) {
        let identity = inputs.identity.appending(type: V.self)
        let cells = DynamicPropertyLinker.link(view, owner: identity, inputs: inputs)
        var bodyInputs = inputs
        bodyInputs.identity = identity.appending(Identity.Marker.body)
        var inner = _ViewList()
        // A body that would read a missing dependency is not run: the case ends in error.
        if !inputs.graph.takeLinkedPropertyMissing() { makeViewList(MainActorBridge.body(of: view), bodyInputs, &inner) }
        wrap(inner, kind: inputs.graph.kindName(for: V.self), identity: identity, cells: cells, inputs: inputs, into: &list)
    }

    static func expand<M: ViewModifier>(
        modifier: M, inputs: _ViewInputs, content: @escaping (_ViewInputs, inout _ViewList) -> Void,
        list: inout _ViewList
    ) {
        let identity = inputs.identity.appending(type: M.self)
        let cells = DynamicPropertyLinker.link(modifier, owner: identity, inputs: inputs)
        var bodyInputs = inputs
        bodyInputs.identity = identity.appending(Identity.Marker.body)
        bodyInputs.modifierContent = ModifierContent(expand: content, outer: inputs.modifierContent)
        var inner = _ViewList()
        if !inputs.graph.takeLinkedPropertyMissing() {
            makeViewList(MainActorBridge.body(of: modifier, content: _ViewModifier_Content()), bodyInputs, &inner)
        }
        wrap(inner, kind: inputs.graph.kindName(for: M.self), identity: identity, cells: cells, inputs: inputs, into: &list)
    }

    private static func wrap(
        _ inner: _ViewList, kind: String, identity: Identity, cells: [StateCell], inputs: _ViewInputs,
        into list: inout _ViewList
    ) {
        guard inner.count == 1 else {
            // Transparent: the state of this view is reported at its first view's node.
            for cell in cells { cell.ownerNode = inner.nodes.first }
            list.append(contentsOf: inner) { $0 }
            return
        }
        // The scenario's own view is the window's root: it lays out as a hosting controller does.
        let hostsWindow = inputs.hostsWindow && inputs.identity == .root
        let node = LayoutNode(
            kind: kind, slot: inputs.slot, identity: identity,
            layout: hostsWindow ? HostingRule() : PassthroughRule(), passesTraitsThrough: true
        )
        inner.nodes[0].slot = ""
        node.setChildren(inner)
        for cell in cells { cell.ownerNode = node }
        list.append(node)
    }
}
