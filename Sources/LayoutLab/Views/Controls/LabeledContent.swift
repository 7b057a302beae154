/// A label and a value, the value at the trailing edge (`Layouts/LabeledContentRule.swift`).
public nonisolated struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let label = view.label, content = view.content
        let environment = inputs.environment
        let metrics = environment.controlMetrics
        let labelNode = environment.controlContext.labelsHidden ? nil : ControlLabel.expand({ inputs, list in
            makeViewList(label, inputs, &list)
        }, inputs: inputs, isControlLabel: true)
        var contentList = _ViewList()
        var contentInputs = inputs.containerContent(orientation: .horizontal)
        contentInputs.identity = inputs.identity.appending(0xC0_47)
        makeViewList(content, contentInputs, &contentList)
        let layout = LabeledContentRule(
            hasLabel: labelNode != nil, indicator: nil, gap: metrics.switchGap, contentGap: metrics.switchGap,
            fillsWidth: metrics.labeledControlsFillWidth
        )
        let node = LayoutNode(kind: "LabeledContent", slot: inputs.slot, identity: inputs.identity, layout: layout)
        node.setChildren((labelNode.map { [$0] } ?? []) + contentList.nodes)
        list.append(node)
    }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A value shown through a format style (`LabeledContent("Total", value: 3, format: .number)`).
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(title) })
    }
}

/// A control whose fixed-size part (no view of its own) sits after its label: steppers and
/// colour wells.
enum IndicatorControl {
    static func expand(
        kind: String, label: @escaping _ContentExpander, indicator: CGSize, gap: CGFloat, hostedControl: Bool = false,
        inputs: _ViewInputs, list: inout _ViewList
    ) {
        let environment = inputs.environment
        let metrics = environment.controlMetrics
        let context = environment.controlContext
        let labelNode = context.labelsHidden ? nil : ControlLabel.expand(label, inputs: inputs, isControlLabel: true)
        let layout = LabeledContentRule(
            hasLabel: labelNode != nil, indicator: indicator, gap: gap, fillsWidth: metrics.labeledControlsFillWidth,
            heightFromLabel: context.inListRow && metrics.listRowControlsTakeLabelHeight,
            firstBaselineAtTop: hostedControl && !context.inListRow && metrics.hostedControlsBaselineAtTop
        )
        let node = LayoutNode(kind: kind, slot: inputs.slot, identity: inputs.identity, layout: layout)
        node.setChildren(labelNode.map { [$0] } ?? [])
        list.append(node)
    }
}
