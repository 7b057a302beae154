/// A control from another Apple framework that SwiftUI draws as a button around the app's label
/// (PhotosUI's `PhotosPicker`): the framework modules for Linux (`Sources/_PhotosUI_SwiftUI`)
/// build theirs on it, so it lays out exactly as a `Button` with the same label and style does,
/// under its own kind.
@_spi(Modules) public enum _ModuleButton {
    /// Appends the control of `kind` with `label` inside the button style in the environment.
    /// `action`, if given, runs when a `tap` step taps it (what presenting the framework's own
    /// interface stands for here).
    public static func append<Label: View>(
        kind: String, label: Label, action: (() -> Void)? = nil, inputs: _ViewInputs, list: inout _ViewList
    ) {
        let start = list.count
        ButtonExpansion.expand(kind: kind, role: nil, inputs: inputs, list: &list) { inputs, list in
            makeViewList(label, inputs, &list)
        }
        guard let action else { return }
        for node in list.nodes[start...] { inputs.graph.noteTapAction(action, on: node) }
    }
}
