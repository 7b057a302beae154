/// A multi-line text editor (`Layouts/TextEditorRule.swift`): it takes the space offered, its
/// text wrapping inside it from the top leading corner.
public nonisolated struct TextEditor: View {
    let text: Binding<String>

    public init(text: Binding<String>) {
        self.text = text
    }

    public init(text: Binding<String>, selection: Binding<TextSelection?>) {
        self.text = text
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        var textList = _ViewList()
        var textInputs = inputs.containerContent(orientation: nil)
        textInputs.identity = inputs.identity.appending(0x7E7D)
        makeViewList(Text(verbatim: view.text.wrappedValue), textInputs, &textList)
        let node = LayoutNode(
            kind: "TextEditor", slot: inputs.slot, identity: inputs.identity,
            layout: TextEditorRule(inset: inputs.environment.controlMetrics.textEditorInset)
        )
        node.setChildren(textList)
        list.append(node)
    }
}

/// A selection in a `TextEditor` or `TextField`: accepted, never modelled.
public struct TextSelection: Hashable, Sendable {
    public init(insertionPoint: String.Index) {}
    public init(range: Range<String.Index>) {}
}
