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
        let label = view.label, content = view.content
        if let style = inputs.environment.groupBoxStyle {
            let configuration = GroupBoxStyleConfiguration(label: .init(label), content: .init(content))
            return style.expand(kind: "GroupBox", configuration: configuration, inputs: inputs, list: &list)
        }
        let metrics = inputs.environment.controlMetrics.groupBox
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

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The platform's group box for a style's configuration (in a custom style's body,
    /// `GroupBox(configuration)` draws the built-in box, as SwiftUI's does).
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// How a group box is drawn: the platform's box, or an app's own style (a card), whose body is
/// laid out in the box's place with the box's label and content.
public protocol GroupBoxStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = GroupBoxStyleConfiguration
}

/// A group box's parts, as a `GroupBoxStyle` receives them.
public struct GroupBoxStyleConfiguration {
    public typealias Label = _StyleConfigurationPart
    public typealias Content = _StyleConfigurationPart
    public let label: Label
    public let content: Content
}

public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { GroupBox(configuration) }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

private struct GroupBoxStyleKey: EnvironmentKey {
    static let defaultValue: CustomControlStyle<GroupBoxStyleConfiguration>? = nil
}

extension EnvironmentValues {
    var groupBoxStyle: CustomControlStyle<GroupBoxStyleConfiguration>? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of the group boxes inside: the platform's (`.automatic`) or an app's own.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environment(
            \.groupBoxStyle,
            style is DefaultGroupBoxStyle ? nil : CustomControlStyle(style, environmentKey: \.groupBoxStyle) { $0.makeBody(configuration: $1) }
        )
    }
}
