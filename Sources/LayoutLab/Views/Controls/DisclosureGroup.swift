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
        let label = view.label, content = view.content
        if let style = inputs.environment.customDisclosureGroupStyle {
            let configuration = DisclosureGroupStyleConfiguration(
                label: .init(label), content: .init(content),
                isExpanded: view.isExpanded ?? .constant(false)
            )
            return style.expand(kind: "DisclosureGroup", configuration: configuration, inputs: inputs, list: &list)
        }
        let metrics = inputs.environment.controlMetrics.disclosureGroup
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

/// How a disclosure group is drawn: the platform's row and indicator, or an app's own style, whose
/// body is laid out in its place and decides when the content shows (`configuration.isExpanded`).
/// A group made without an `isExpanded` binding hands its style a collapsed one that stays
/// collapsed, as the group itself does here (a tap is not modelled).
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// A disclosure group's parts, as a `DisclosureGroupStyle` receives them.
public struct DisclosureGroupStyleConfiguration {
    public typealias Label = _StyleConfigurationPart
    public typealias Content = _StyleConfigurationPart
    public let label: Label
    public let content: Content
    @Binding public var isExpanded: Bool

    init(label: Label, content: Content, isExpanded: Binding<Bool>) {
        self.label = label
        self.content = content
        _isExpanded = isExpanded
    }
}

extension DisclosureGroup where Label == DisclosureGroupStyleConfiguration.Label, Content == DisclosureGroupStyleConfiguration.Content {
    /// The platform's disclosure group for a style's configuration.
    public init(_ configuration: DisclosureGroupStyleConfiguration) {
        self.init(isExpanded: configuration.$isExpanded, content: { configuration.content }, label: { configuration.label })
    }
}

public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { DisclosureGroup(configuration) }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

private struct CustomDisclosureGroupStyleKey: EnvironmentKey {
    static let defaultValue: CustomControlStyle<DisclosureGroupStyleConfiguration>? = nil
}

extension EnvironmentValues {
    /// An app's own disclosure group style (nil: the platform's).
    var customDisclosureGroupStyle: CustomControlStyle<DisclosureGroupStyleConfiguration>? {
        get { self[CustomDisclosureGroupStyleKey.self] }
        set { self[CustomDisclosureGroupStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        let custom = style is AutomaticDisclosureGroupStyle
            ? nil : CustomControlStyle(style, environmentKey: \.customDisclosureGroupStyle) { $0.makeBody(configuration: $1) }
        return environment(\.customDisclosureGroupStyle, custom)
    }
}
