/// Progress: a spinner for an indeterminate task, a bar for a determinate one (the automatic
/// style), with an optional label and value label (`Layouts/ProgressViewRule.swift`).
public nonisolated struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    let isDeterminate: Bool

    init(label: Label?, currentValueLabel: CurrentValueLabel?, isDeterminate: Bool) {
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.isDeterminate = isDeterminate
    }

    public init(@ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {
        self.init(label: label(), currentValueLabel: nil, isDeterminate: false)
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {
        self.init(label: label(), currentValueLabel: nil, isDeterminate: value != nil)
    }

    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(label: label(), currentValueLabel: currentValueLabel(), isDeterminate: value != nil)
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let environment = inputs.environment
        let metrics = environment.controlMetrics
        var circular = !view.isDeterminate
        switch environment.progressViewStyle {
        case .circular: circular = true
        case .linear: circular = false
        case .automatic: break
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
        self.init(label: nil, currentValueLabel: nil, isDeterminate: value != nil)
    }
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
        self.init(label: Text(titleKey), currentValueLabel: nil, isDeterminate: value != nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(label: Text(title), currentValueLabel: nil, isDeterminate: value != nil)
    }
}

/// How progress is drawn; SwiftUI's built-in styles.
public protocol ProgressViewStyle {}

public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {} }
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
}
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
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

enum ProgressViewStyleKind: Hashable, Sendable {
    case automatic, circular, linear
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static let defaultValue = ProgressViewStyleKind.automatic
}

extension EnvironmentValues {
    var progressViewStyle: ProgressViewStyleKind {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let kind: ProgressViewStyleKind = switch style {
        case is CircularProgressViewStyle: .circular
        case is LinearProgressViewStyle: .linear
        default: .automatic
        }
        return environment(\.progressViewStyle, kind)
    }
}
