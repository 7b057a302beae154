/// A control that runs an action. It lays out its label with its style's padding around it
/// (`Layouts/ButtonRule.swift`); a custom `ButtonStyle`'s `makeBody(configuration:)` is laid out
/// for real, with the label inside it. The action runs when a `tap` step taps it
/// (docs/layout-rules.md, "Tapping a view").
public nonisolated struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    let action: () -> Void

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = action
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let label = view.label
        let start = list.count
        ButtonExpansion.expand(kind: "Button", role: view.role, inputs: inputs, list: &list) { inputs, list in
            makeViewList(label, inputs, &list)
        }
        for node in list.nodes[start...] { inputs.graph.noteTapAction(view.action, on: node) }
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == LayoutLab.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { LayoutLab.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { LayoutLab.Label(title, systemImage: systemImage) }
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { LayoutLab.Label(titleKey, systemImage: systemImage) }
    }

    public init(_ titleKey: LocalizedStringKey, image: String, action: @escaping () -> Void) {
        self.init(action: action) { LayoutLab.Label(titleKey, image: image) }
    }
}

/// What a button does: drawing only.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
    public static let confirm = ButtonRole(name: "confirm")
    public static let close = ButtonRole(name: "close")
}

/// Expands a button-like control: the style in the environment makes its body around the label.
enum ButtonExpansion {
    static func expand(
        kind: String, role: ButtonRole?, inputs: _ViewInputs, list: inout _ViewList,
        style override: AnyButtonStyle? = nil, label: @escaping _ContentExpander
    ) {
        let environment = inputs.environment
        let style = override ?? environment.buttonStyle
        let identity = inputs.identity
        let chrome = style.chrome(in: environment)
        var bodyInputs = inputs.containerContent(orientation: nil)
        bodyInputs.identity = identity.appending(Identity.Marker.body)
        if let font = chrome.labelFont, bodyInputs.environment.font == nil { bodyInputs.environment.font = font }
        // A built-in style tints its label unless the label or a view above sets a foreground.
        let look = style.drawing(in: environment)
        if let colour = look?.label, bodyInputs.environment.foregroundPaint == nil {
            bodyInputs.environment.foregroundPaint = colour
        }
        var body = _ViewList()
        style.expandBody(label: label, role: role, owner: identity, inputs: bodyInputs, list: &body)
        let node = LayoutNode(
            kind: kind, slot: inputs.slot, identity: identity,
            layout: ButtonRule(insets: chrome.insets, minSize: chrome.minSize, background: look?.background)
        )
        if body.count == 1 { body.nodes[0].slot = "" }
        node.setChildren(body)
        list.append(node)
    }
}
