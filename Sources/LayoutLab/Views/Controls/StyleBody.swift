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
}
