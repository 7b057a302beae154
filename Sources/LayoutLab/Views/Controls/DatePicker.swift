/// A control that picks a date. Compact (the default): the label leading and the date and time in
/// pills trailing, measured on fixed samples ("Sep 30, 2026", "12:00 PM") so that a layout does
/// not depend on the day it runs; graphical and wheel: a block of the platform's size
/// (`Layouts/DatePickerRule.swift`).
public struct DatePicker<Label: View>: View {
    let label: Label
    let components: DatePickerComponents

    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.label = label()
        components = displayedComponents
    }

    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    /// The texts the pills are measured on.
    static var samples: (date: String, time: String) { ("Sep 30, 2026", "12:00 PM") }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let environment = inputs.environment
        let metrics = environment.controlMetrics
        let context = environment.controlContext
        switch environment.datePickerStyle {
        case .graphical:
            list.append(LayoutNode(
                kind: "DatePicker", slot: inputs.slot, identity: inputs.identity, layout: DatePickerRule(idealSize: metrics.graphicalDatePickerSize)
            ))
        case .wheel where environment.os.platform == .iOS:
            list.append(LayoutNode(
                kind: "DatePicker", slot: inputs.slot, identity: inputs.identity,
                layout: DatePickerRule(idealSize: CGSize(width: metrics.wheelIdealWidth, height: metrics.wheelHeight))
            ))
        default:
            let label = view.label
            let labelNode = context.labelsHidden ? nil : ControlLabel.expand({ inputs, list in makeViewList(label, inputs, &list) }, inputs: inputs, isControlLabel: true)
            var pills = _ViewList()
            var pillInputs = inputs.containerContent(orientation: .horizontal)
            pillInputs.identity = inputs.identity.appending(0xDA7E)
            pillInputs.environment.controlContext = ControlContext()
            let samples = Self.samples
            if view.components.contains(.date) {
                makeViewList(Text(verbatim: samples.date).padding(metrics.datePillInsets), pillInputs.child(slot: 0), &pills)
            }
            if view.components.contains(.hourAndMinute) {
                makeViewList(Text(verbatim: samples.time).padding(metrics.datePillInsets), pillInputs.child(slot: 1), &pills)
            }
            let layout = LabeledContentRule(
                hasLabel: labelNode != nil, indicator: nil, gap: metrics.datePillGap, contentGap: metrics.datePillGap,
                fillsWidth: metrics.labeledControlsFillWidth, heightFromLabel: context.inListRow && metrics.listRowControlsTakeLabelHeight
            )
            let node = LayoutNode(kind: "DatePicker", slot: inputs.slot, identity: inputs.identity, layout: layout)
            node.setChildren((labelNode.map { [$0] } ?? []) + pills.nodes)
            list.append(node)
        }
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}

public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    public static let date = DatePickerComponents(rawValue: 2)
}

/// How a date picker is drawn; SwiftUI's protocol is closed.
public protocol DatePickerStyle {}

public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
public struct FieldDatePickerStyle: DatePickerStyle { public init() {} }
public struct StepperFieldDatePickerStyle: DatePickerStyle { public init() {} }

extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() } }
extension DatePickerStyle where Self == FieldDatePickerStyle { public static var field: FieldDatePickerStyle { FieldDatePickerStyle() } }
extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
    public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}

enum DatePickerStyleKind: Hashable, Sendable {
    case compact, graphical, wheel
}

private struct DatePickerStyleKey: EnvironmentKey {
    static let defaultValue = DatePickerStyleKind.compact
}

extension EnvironmentValues {
    var datePickerStyle: DatePickerStyleKind {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        let kind: DatePickerStyleKind = switch style {
        case is GraphicalDatePickerStyle: .graphical
        case is WheelDatePickerStyle: .wheel
        default: .compact
        }
        return environment(\.datePickerStyle, kind)
    }
}
