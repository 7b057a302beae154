import Foundation

/// A control that picks a set of dates on a calendar (iOS 16). iOS shows it as a month's
/// calendar, the graphical `DatePicker`'s without its time row, and its label only to
/// assistive technologies (Apple: "MultiDatePicker", whose pictures show the calendar alone).
/// No measurement of it is at hand: it is laid out as the graphical date picker's calendar block,
/// of that block's size, taking the width offered on iOS (`Layouts/DatePickerRule.swift`;
/// docs/fidelity.md, "Controls"). The bounds limit what can be picked, not the layout.
public nonisolated struct MultiDatePicker<Label: View>: View {
    let label: Label
    let selection: Binding<Set<DateComponents>>

    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection
    }

    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label)
    }

    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label)
    }

    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label)
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let metrics = inputs.environment.controlMetrics
        let rule = DatePickerRule(size: metrics.graphicalDatePickerSize, fillsWidth: metrics.graphicalDatePickerFillsWidth)
        list.append(LayoutNode(kind: "MultiDatePicker", slot: inputs.slot, identity: inputs.identity, layout: rule))
    }
}

extension MultiDatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection) { Text(title) }
    }
}
