/// Expands a style's body (`makeBody(configuration:)` of a custom `ButtonStyle`, `ToggleStyle`,
/// `LabelStyle`…) as SwiftUI does: the style's own dynamic properties (`@Environment`, `@State`)
/// are linked first, as a view's are before its body runs.
enum StyleBody {
    static func expand<Style, Body: View>(
        _ style: Style, owner: Identity, inputs: _ViewInputs, list: inout _ViewList, body: (Style) -> Body
    ) {
        _ = DynamicPropertyLinker.link(style, owner: owner.appending(type: Style.self), inputs: inputs)
        // A style that would read a missing dependency is not run, as a view's body is not.
        if !inputs.graph.takeLinkedPropertyMissing() { makeViewList(body(style), inputs, &list) }
    }

    /// A custom style's body in its control's place, under a node named as the control
    /// (`Toggle`, `ProgressView`, `GroupBox`) that passes the body's traits through, so the
    /// recording still shows the control: `makeBody` expands the body with the control's
    /// identity as its owner.
    static func controlNode(
        kind: String, inputs: _ViewInputs, list: inout _ViewList,
        makeBody: (_ owner: Identity, _ inputs: _ViewInputs, _ list: inout _ViewList) -> Void
    ) {
        let node = LayoutNode(kind: kind, slot: inputs.slot, identity: inputs.identity, layout: PassthroughRule(), passesTraitsThrough: true)
        var body = _ViewList()
        var bodyInputs = inputs.containerContent(orientation: nil)
        bodyInputs.identity = inputs.identity.appending(Identity.Marker.body)
        makeBody(inputs.identity, bodyInputs, &body)
        if body.count == 1 { body.nodes[0].slot = "" }
        node.setChildren(body)
        list.append(node)
    }
}
