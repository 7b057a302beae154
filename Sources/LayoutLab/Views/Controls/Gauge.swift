/// A value within a range, shown as a bar or a dial (`Layouts/GaugeRule.swift`).
public nonisolated struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View {
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    init(label: Label, currentValueLabel: CurrentValueLabel?) {
        self.label = label
        self.currentValueLabel = currentValueLabel
        minimumValueLabel = nil
        maximumValueLabel = nil
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let environment = inputs.environment
        let metrics = environment.controlMetrics
        var parts: [GaugeRule.Part] = []
        var children: [LayoutNode] = []
        func add<V: View>(_ part: GaugeRule.Part, _ content: V?, marker: UInt64) {
            guard let content, !environment.controlContext.labelsHidden || part != .label else { return }
            var partInputs = inputs
            partInputs.identity = inputs.identity.appending(marker)
            if let node = ControlLabel.expand({ inputs, list in makeViewList(content, inputs, &list) }, inputs: partInputs) {
                parts.append(part)
                children.append(node)
            }
        }
        add(.label, view.label, marker: 1)
        add(.currentValue, view.currentValueLabel, marker: 2)
        add(.minimum, view.minimumValueLabel, marker: 3)
        add(.maximum, view.maximumValueLabel, marker: 4)
        let style = environment.gaugeStyleKind
        let layout = GaugeRule(
            circular: style.isCircular, parts: parts, barHeight: metrics.gaugeBarHeight, gap: metrics.gaugeLabelGap,
            idealWidth: metrics.progressIdealWidth, circularSide: metrics.circularGaugeSide,
            measuredHeight: metrics.gaugeHeights?.height(of: style)
        )
        let node = LayoutNode(kind: "Gauge", slot: inputs.slot, identity: inputs.identity, layout: layout)
        node.setChildren(children)
        list.append(node)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(label: label(), currentValueLabel: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(label: label(), currentValueLabel: currentValueLabel())
    }
}

public protocol GaugeStyle {}

public struct DefaultGaugeStyle: GaugeStyle { public init() {} }
public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryLinearGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryCircularGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle { public init() {} }

extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

/// The gauge style a view chose, as a layout sees it.
enum GaugeStyleKind: Sendable, Hashable {
    case automatic, linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity

    init<S: GaugeStyle>(_ style: S) {
        switch style {
        case is LinearCapacityGaugeStyle: self = .linearCapacity
        case is AccessoryLinearGaugeStyle: self = .accessoryLinear
        case is AccessoryLinearCapacityGaugeStyle: self = .accessoryLinearCapacity
        case is AccessoryCircularGaugeStyle: self = .accessoryCircular
        case is AccessoryCircularCapacityGaugeStyle: self = .accessoryCircularCapacity
        default: self = .automatic
        }
    }

    /// The accessory circular styles are a dial; the others a bar.
    var isCircular: Bool { self == .accessoryCircular || self == .accessoryCircularCapacity }
}

private struct GaugeStyleKey: EnvironmentKey {
    static let defaultValue = GaugeStyleKind.automatic
}

extension EnvironmentValues {
    /// The style `.gaugeStyle` chose.
    var gaugeStyleKind: GaugeStyleKind {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyleKind, GaugeStyleKind(style))
    }
}
