/// A control that picks a date, showing its selection as the environment's locale and time zone
/// format it (`\.timeZone`, GMT unless set, so that a layout does not depend on the machine).
/// iOS's compact style (the default): the label leading and the date and the time in pills
/// trailing. macOS's default, compact and stepper-field styles: the label, then a field with the
/// date and the time and a stepper after it; `.field` without the stepper. Graphical: a calendar,
/// a clock or both, of the platform's size; iOS's wheel likewise (`Layouts/DatePickerRule.swift`).
public nonisolated struct DatePicker<Label: View>: View {
    let label: Label
    let selection: Binding<Date>
    let components: DatePickerComponents

    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection
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

    /// The date and the time as the picker shows them: macOS's field numerically ("3/15/2025",
    /// "3:09 PM"), iOS's pills with the month's name ("Mar 15, 2025", "11:09 AM"); in the
    /// environment's locale and time zone.
    static func texts(of date: Date, environment: EnvironmentValues, numeric: Bool) -> (date: String, time: String) {
        let formatter = DateFormatter()
        formatter.locale = environment.locale
        formatter.timeZone = environment.timeZone
        if numeric {
            formatter.setLocalizedDateFormatFromTemplate("yMd")
        } else {
            formatter.dateStyle = .medium
            formatter.timeStyle = .none
        }
        let dateText = formatter.string(from: date)
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        // ICU puts a narrow no-break space before "PM"; Apple's pickers show a space.
        let timeText = formatter.string(from: date).replacingOccurrences(of: "\u{202F}", with: " ")
        return (dateText, timeText)
    }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let environment = inputs.environment
        let metrics = environment.controlMetrics
        let context = environment.controlContext
        let style = environment.datePickerStyle
        let isIOS = environment.os.platform == .iOS
        if style == .wheel, isIOS {
            list.append(LayoutNode(
                kind: "DatePicker", slot: inputs.slot, identity: inputs.identity,
                layout: DatePickerRule(size: CGSize(width: metrics.dateWheelWidth, height: metrics.wheelHeight), fillsWidth: false)
            ))
            return
        }
        let label = view.label
        let labelNode = context.labelsHidden ? nil : ControlLabel.expand({ inputs, list in makeViewList(label, inputs, &list) }, inputs: inputs, isControlLabel: true)
        var parts = _ViewList()
        var partInputs = inputs.containerContent(orientation: .horizontal)
        partInputs.identity = inputs.identity.appending(0xDA7E)
        partInputs.environment.controlContext = ControlContext()
        var indicator: CGSize?
        var gap = metrics.datePillGap
        if style == .graphical {
            // The calendar and the clock, each a block of its own size.
            let fills = metrics.graphicalDatePickerFillsWidth
            if view.components.contains(.date) || view.components.isEmpty {
                let rule = DatePickerRule(size: metrics.graphicalDatePickerSize, fillsWidth: fills)
                parts.append(LayoutNode(kind: "DatePicker", slot: "calendar", identity: partInputs.identity.appending(0), layout: rule))
            }
            if view.components.contains(.hourAndMinute) {
                let rule = DatePickerRule(size: metrics.graphicalClockSize, fillsWidth: fills)
                parts.append(LayoutNode(kind: "DatePicker", slot: "clock", identity: partInputs.identity.appending(1), layout: rule))
            }
            if parts.count == 1, labelNode == nil {
                parts.nodes[0].slot = inputs.slot
                list.append(contentsOf: parts) { $0 }
                return
            }
            gap = metrics.graphicalDatePickerGap
        } else if let field = metrics.dateField {
            // macOS: one field with the date and the time, a stepper after it.
            let texts = texts(of: view.selection.wrappedValue, environment: environment, numeric: true)
            let shown = [view.components.contains(.date) ? texts.date : nil, view.components.contains(.hourAndMinute) ? texts.time : nil]
                .compactMap { $0 }
            let fieldView = HStack(spacing: field.timeGap) {
                ForEach(Array(shown.enumerated()), id: \.offset) { Text(verbatim: $0.element).font(.body).monospacedDigit() }
            }
            .padding(.horizontal, field.horizontalInset)
            .frame(height: field.height)
            makeViewList(fieldView, partInputs.child(slot: 0), &parts)
            if style != .field { indicator = field.stepper }
        } else {
            let texts = texts(of: view.selection.wrappedValue, environment: environment, numeric: false)
            if view.components.contains(.date) {
                makeViewList(Text(verbatim: texts.date).padding(metrics.datePillInsets), partInputs.child(slot: 0), &parts)
            }
            if view.components.contains(.hourAndMinute) {
                makeViewList(Text(verbatim: texts.time).padding(metrics.timePillInsets), partInputs.child(slot: 1), &parts)
            }
        }
        let layout = LabeledContentRule(
            hasLabel: labelNode != nil, indicator: indicator, gap: metrics.datePillGap, contentGap: style == .graphical ? gap : (indicator == nil ? gap : 0),
            fillsWidth: metrics.labeledControlsFillWidth,
            heightFromLabel: context.inListRow && metrics.listRowControlsTakeLabelHeight && metrics.datePickerRowTakesLabelHeight
        )
        let node = LayoutNode(kind: "DatePicker", slot: inputs.slot, identity: inputs.identity, layout: layout)
        node.setChildren((labelNode.map { [$0] } ?? []) + parts.nodes)
        list.append(node)
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
    /// `.automatic` and `.compact`.
    case compact, graphical, wheel, field, stepperField
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

nonisolated extension View {
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        let kind: DatePickerStyleKind = switch style {
        case is GraphicalDatePickerStyle: .graphical
        case is WheelDatePickerStyle: .wheel
        case is FieldDatePickerStyle: .field
        case is StepperFieldDatePickerStyle: .stepperField
        default: .compact
        }
        return environment(\.datePickerStyle, kind)
    }
}
