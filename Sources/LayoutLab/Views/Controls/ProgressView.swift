/// Progress: a spinner for an indeterminate task, a bar for a determinate one (the automatic
/// style), with an optional label and value label (`Layouts/ProgressViewRule.swift`).
public nonisolated struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    let isDeterminate: Bool
    /// How much is done, 0...1, for a determinate view with a value: what a custom style reads.
    var fractionCompleted: Double?

    init(label: Label?, currentValueLabel: CurrentValueLabel?, isDeterminate: Bool) {
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.isDeterminate = isDeterminate
    }

    /// The fraction `value` of `total` is, clamped to 0...1 as SwiftUI clamps it (nil without a value).
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, of total: V) -> Double? {
        guard let value else { return nil }
        guard total > 0 else { return 1 }
        return min(max(Double(value) / Double(total), 0), 1)
    }

    private func with(fraction: Double?) -> Self {
        var view = self
        view.fractionCompleted = fraction
        return view
    }

    public init(@ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {
        self.init(label: label(), currentValueLabel: nil, isDeterminate: false)
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {
        self = Self(label: label(), currentValueLabel: nil, isDeterminate: value != nil).with(fraction: Self.fraction(value, of: total))
    }

    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self = Self(label: label(), currentValueLabel: currentValueLabel(), isDeterminate: value != nil)
            .with(fraction: Self.fraction(value, of: total))
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let environment = inputs.environment
        let metrics = environment.controlMetrics
        var circular = !view.isDeterminate
        switch environment.progressViewStyle.kind {
        case .circular: circular = true
        case .linear: circular = false
        case .automatic: break
        case .custom:
            environment.progressViewStyle.expand(view.configuration, inputs: inputs, list: &list)
            return
        }
        let hidesLabels = environment.controlContext.labelsHidden
        let label = view.label
        let labelNode = hidesLabels ? nil : label.flatMap { label in
            ControlLabel.expand({ inputs, list in makeViewList(label, inputs, &list) }, inputs: inputs)
        }
        var valueNode: LayoutNode?
        if !hidesLabels, let value = view.currentValueLabel {
            var valueInputs = inputs
            valueInputs.identity = inputs.identity.appending(0x7A1)
            valueNode = ControlLabel.expand({ inputs, list in makeViewList(value, inputs, &list) }, inputs: valueInputs)
        }
        let style: ProgressViewRule.Style = circular
            ? .circular(side: metrics.spinnerSide[environment.controlSize] ?? 20)
            : .linear(height: metrics.linearProgressHeight, idealWidth: metrics.progressIdealWidth)
        let layout = ProgressViewRule(
            style: style, gap: circular ? metrics.circularProgressLabelGap : metrics.linearProgressLabelGap,
            hasLabel: labelNode != nil, hasValueLabel: valueNode != nil
        )
        let node = LayoutNode(kind: "ProgressView", slot: inputs.slot, identity: inputs.identity, layout: layout)
        node.setChildren([labelNode, valueNode].compactMap { $0 })
        list.append(node)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() {
        self.init(label: nil, currentValueLabel: nil, isDeterminate: false)
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self = Self(label: nil, currentValueLabel: nil, isDeterminate: value != nil).with(fraction: Self.fraction(value, of: total))
    }
}

extension ProgressView {
    /// The view's parts, as a custom style receives them.
    var configuration: ProgressViewStyleConfiguration {
        let label = self.label, value = self.currentValueLabel
        return ProgressViewStyleConfiguration(
            fractionCompleted: isDeterminate ? fractionCompleted : nil,
            label: label.map { label in .init(expand: { inputs, list in makeViewList(label, inputs, &list) }) },
            currentValueLabel: value.map { value in .init(expand: { inputs, list in makeViewList(value, inputs, &list) }) }
        )
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
                             CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The platform's progress view for a style's configuration (in a custom style's body,
    /// `ProgressView(configuration)` draws the built-in view, as SwiftUI's does).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self = Self(label: configuration.label, currentValueLabel: configuration.currentValueLabel,
                    isDeterminate: configuration.fractionCompleted != nil)
            .with(fraction: configuration.fractionCompleted)
    }
}

/// A progress view's parts, as a `ProgressViewStyle` receives them: how much is done (nil while
/// indeterminate) and its labels, if it has them.
public struct ProgressViewStyleConfiguration {
    public typealias Label = _StyleConfigurationPart

    public typealias CurrentValueLabel = _StyleConfigurationPart

    public let fractionCompleted: Double?
    public var label: Label?
    public var currentValueLabel: CurrentValueLabel?
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) {
        self.init(label: Text(titleKey), currentValueLabel: nil, isDeterminate: false)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(label: Text(title), currentValueLabel: nil, isDeterminate: false)
    }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self = Self(label: Text(titleKey), currentValueLabel: nil, isDeterminate: value != nil).with(fraction: Self.fraction(value, of: total))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self = Self(label: Text(title), currentValueLabel: nil, isDeterminate: value != nil).with(fraction: Self.fraction(value, of: total))
    }
}

/// How progress is drawn: SwiftUI's built-in styles, or an app's own, whose body is laid out in
/// the progress view's place with the view's configuration (a ring drawn with `trim(from:to:)`).
public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ProgressViewStyleConfiguration
}

public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

/// A progress view style of any kind, as the environment carries it: a built-in one by kind, an
/// app's own with its body. Unchecked: it holds a style value and a closure over it, never
/// mutated once made.
struct AnyProgressViewStyle: @unchecked Sendable {
    enum Kind: Hashable, Sendable { case automatic, circular, linear, custom }
    let kind: Kind
    private let makeBody: ((ProgressViewStyleConfiguration, Identity, _ViewInputs, inout _ViewList) -> Void)?

    init<S: ProgressViewStyle>(_ style: S) {
        switch style {
        case is DefaultProgressViewStyle: kind = .automatic; makeBody = nil
        case is CircularProgressViewStyle: kind = .circular; makeBody = nil
        case is LinearProgressViewStyle: kind = .linear; makeBody = nil
        default:
            kind = .custom
            makeBody = { configuration, owner, inputs, list in
                // Inside the custom body, `ProgressView(configuration)` is the platform's view again.
                var bodyInputs = inputs
                bodyInputs.environment.progressViewStyle = .automatic
                StyleBody.expand(style, owner: owner, inputs: bodyInputs, list: &list) { $0.makeBody(configuration: configuration) }
            }
        }
    }

    static let automatic = AnyProgressViewStyle(DefaultProgressViewStyle())

    /// A custom style's body in the progress view's place, under a node named as the view.
    func expand(_ configuration: ProgressViewStyleConfiguration, inputs: _ViewInputs, list: inout _ViewList) {
        guard let makeBody else { return }
        StyleBody.controlNode(kind: "ProgressView", inputs: inputs, list: &list) { owner, inputs, list in
            makeBody(configuration, owner, inputs, &list)
        }
    }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static let defaultValue = AnyProgressViewStyle.automatic
}

extension EnvironmentValues {
    var progressViewStyle: AnyProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewStyle, AnyProgressViewStyle(style))
    }
}
