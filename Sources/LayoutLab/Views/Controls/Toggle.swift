/// A control that turns on and off. As a switch it is a `LabeledContent`-like row: the label
/// leading and the switch trailing, spanning the width offered on iOS; as a checkbox (macOS's
/// default) the box comes first; as a button it is a bordered button (Platform/ControlMetrics.swift).
public nonisolated struct Toggle<Label: View>: View {
    let label: Label
    let isOn: Binding<Bool>

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let label = view.label
        let configuration = ToggleStyleConfiguration(
            label: .init(expand: { inputs, list in makeViewList(label, inputs, &list) }), binding: view.isOn
        )
        inputs.environment.toggleStyle.expand(configuration, inputs: inputs, list: &list)
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == LayoutLab.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { LayoutLab.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { LayoutLab.Label(title, systemImage: systemImage) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The platform's toggle for a style's configuration (inside a custom style's body).
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

/// A toggle's parts, as a `ToggleStyle` receives them.
public struct ToggleStyleConfiguration {
    public typealias Label = _StyleConfigurationPart

    public let label: Label
    let binding: Binding<Bool>

    @Binding public var isOn: Bool
    public var isMixed: Bool { false }

    init(label: Label, binding: Binding<Bool>) {
        self.label = label
        self.binding = binding
        _isOn = binding
    }
}

public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ToggleStyleConfiguration
}

/// The platform's default: a switch on iOS, a checkbox on macOS.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

public struct CheckboxToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

nonisolated extension View {
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, AnyToggleStyle(style))
    }
}

/// A toggle style of any kind, as the environment carries it. Unchecked: it holds a style value
/// and a closure over it, never mutated once made.
struct AnyToggleStyle: @unchecked Sendable {
    private enum Kind { case automatic, switchStyle, checkbox, button, custom }
    private let kind: Kind
    private let makeBody: (ToggleStyleConfiguration, Identity, _ViewInputs, inout _ViewList) -> Void

    init<S: ToggleStyle>(_ style: S) {
        kind = switch style {
        case is DefaultToggleStyle: .automatic
        case is SwitchToggleStyle: .switchStyle
        case is CheckboxToggleStyle: .checkbox
        case is ButtonToggleStyle: .button
        default: .custom
        }
        makeBody = { configuration, owner, inputs, list in
            // Inside the custom body, `Toggle(configuration)` is the platform's toggle again.
            var bodyInputs = inputs
            bodyInputs.environment.toggleStyle = .automatic
            StyleBody.expand(style, owner: owner, inputs: bodyInputs, list: &list) { $0.makeBody(configuration: configuration) }
        }
    }

    static let automatic = AnyToggleStyle(DefaultToggleStyle())

    func expand(_ configuration: ToggleStyleConfiguration, inputs: _ViewInputs, list: inout _ViewList) {
        let environment = inputs.environment
        let metrics = environment.controlMetrics
        let context = environment.controlContext
        var kind = kind
        if kind == .automatic { kind = metrics.checkbox != nil ? .checkbox : .switchStyle }
        switch kind {
        case .custom:
            StyleBody.controlNode(kind: "Toggle", inputs: inputs, list: &list) { owner, inputs, list in
                makeBody(configuration, owner, inputs, &list)
            }
        case .button:
            ButtonExpansion.expand(
                kind: "Toggle", role: nil, inputs: inputs, list: &list, style: AnyButtonStyle(BorderedButtonStyle()),
                label: configuration.label.expand
            )
        case .checkbox, .switchStyle, .automatic:
            let checkbox = kind == .checkbox ? metrics.checkbox ?? (CGSize(width: 16, height: 16), 5) : nil
            let label = context.labelsHidden ? nil : ControlLabel.expand(configuration.label.expand, inputs: inputs, isControlLabel: true, trails: true)
            let layout = LabeledContentRule(
                hasLabel: label != nil, indicator: checkbox?.size ?? metrics.switchSize,
                indicatorPlacement: checkbox != nil ? .leading : .trailing, gap: checkbox?.gap ?? metrics.switchGap,
                fillsWidth: checkbox == nil && metrics.labeledControlsFillWidth,
                heightFromLabel: context.inListRow && metrics.listRowControlsTakeLabelHeight,
                firstBaselineAtTop: checkbox == nil && !context.inListRow && metrics.hostedControlsBaselineAtTop
            )
            let node = LayoutNode(kind: "Toggle", slot: inputs.slot, identity: inputs.identity, layout: layout)
            node.setChildren(label.map { [$0] } ?? [])
            list.append(node)
        }
    }
}

private struct ToggleStyleKey: EnvironmentKey {
    static let defaultValue = AnyToggleStyle.automatic
}

extension EnvironmentValues {
    var toggleStyle: AnyToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}
