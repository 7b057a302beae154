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
        if let style = environment.customLabeledContentStyle {
            let configuration = LabeledContentStyleConfiguration(label: .init(label), content: .init(content))
            return style.expand(kind: "LabeledContent", configuration: configuration, inputs: inputs, list: &list)
        }
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

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The platform's labeled content for a style's configuration (in a custom style's body).
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// How labeled content is drawn: the platform's (label leading, value trailing), or an app's own
/// style, whose body is laid out in its place (a value under its label, say).
public protocol LabeledContentStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabeledContentStyleConfiguration
}

/// Labeled content's parts, as a `LabeledContentStyle` receives them.
public struct LabeledContentStyleConfiguration {
    public typealias Label = _StyleConfigurationPart
    public typealias Content = _StyleConfigurationPart
    public let label: Label
    public let content: Content
}

public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { LabeledContent(configuration) }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

private struct CustomLabeledContentStyleKey: EnvironmentKey {
    static let defaultValue: CustomControlStyle<LabeledContentStyleConfiguration>? = nil
}

extension EnvironmentValues {
    /// An app's own labeled-content style (nil: the platform's).
    var customLabeledContentStyle: CustomControlStyle<LabeledContentStyleConfiguration>? {
        get { self[CustomLabeledContentStyleKey.self] }
        set { self[CustomLabeledContentStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        let custom = style is AutomaticLabeledContentStyle
            ? nil : CustomControlStyle(style, environmentKey: \.customLabeledContentStyle) { $0.makeBody(configuration: $1) }
        return environment(\.customLabeledContentStyle, custom)
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
