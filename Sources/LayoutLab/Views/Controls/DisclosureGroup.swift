/// A label row with a disclosure indicator that shows or hides content below it
/// (`Layouts/DisclosureGroupRule.swift`). Expanded, its content's views stack as a `VStack` under
/// the row. Without an `isExpanded` binding it starts collapsed, as SwiftUI's does; the model keeps
/// it so (a tap on the indicator is not modelled).
public nonisolated struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?

    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = nil
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let metrics = inputs.environment.controlMetrics.disclosureGroup
        let label = view.label, content = view.content
        let expanded = view.isExpanded?.wrappedValue ?? false
        let labelNode = ControlLabel.expand({ inputs, list in makeViewList(label, inputs, &list) }, inputs: inputs)
        var contentList = _ViewList()
        if expanded {
            var contentInputs = inputs.containerContent(orientation: .vertical)
            contentInputs.identity = inputs.identity.appending(0xD15C)
            makeViewList(VStack { content }, contentInputs, &contentList)
        }
        let node = LayoutNode(
            kind: "DisclosureGroup", slot: inputs.slot, identity: inputs.identity,
            layout: DisclosureGroupRule(hasLabel: labelNode != nil, metrics: metrics)
        )
        node.setChildren((labelNode.map { [$0] } ?? []) + contentList.nodes)
        list.append(node)
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}
