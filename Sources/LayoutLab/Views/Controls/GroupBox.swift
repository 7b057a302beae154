/// A box around content, with an optional label (`Layouts/GroupBoxRule.swift`): on macOS the label
/// sits above the box, the content inside it, padded; its several views stack as a leading
/// `VStack`.
public nonisolated struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    @available(*, deprecated, renamed: "init(content:label:)")
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let metrics = inputs.environment.controlMetrics.groupBox
        let label = view.label, content = view.content
        var labelInputs = inputs
        if labelInputs.environment.font == nil, let font = metrics.labelFont { labelInputs.environment.font = font }
        let labelNode = ControlLabel.expand({ inputs, list in makeViewList(label, inputs, &list) }, inputs: labelInputs)
        var contentList = _ViewList()
        var contentInputs = inputs.containerContent(orientation: .vertical)
        contentInputs.identity = inputs.identity.appending(0x6B0C)
        makeViewList(VStack(alignment: .leading) { content }, contentInputs, &contentList)
        let node = LayoutNode(
            kind: "GroupBox", slot: inputs.slot, identity: inputs.identity,
            layout: GroupBoxRule(hasLabel: labelNode != nil, metrics: metrics)
        )
        node.setChildren((labelNode.map { [$0] } ?? []) + contentList.nodes)
        list.append(node)
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

/// How a group box is drawn; the platform's default is the only style modelled.
public protocol GroupBoxStyle {}

public struct DefaultGroupBoxStyle: GroupBoxStyle { public init() {} }

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

nonisolated extension View {
    /// Accepted: the default style is the only one laid out.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View { self }
}
