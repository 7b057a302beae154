/// A control that increments and decrements a value: its label leading and the − + buttons
/// trailing (94 × 32 on iOS; Platform/ControlMetrics.swift).
public nonisolated struct Stepper<Label: View>: View {
    let label: Label

    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    // The label-first forms, SwiftUI's current ones (Apple: `init(label:onIncrement:onDecrement:
    // onEditingChanged:)`, `init(value:step:label:onEditingChanged:)`), which apps write with
    // trailing closures: `Stepper { Text("Guests") } onIncrement: { … } onDecrement: { … }`. The
    // value forms give way to the label-last ones where a lone trailing closure fits both.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
    }

    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
    }

    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
    }

    /// A stepper over a formatted value (Apple: `init(value:step:format:label:onEditingChanged:)`):
    /// the format shows the value where the platform shows one (macOS's field); laid out as the
    /// other steppers.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
                                         @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.label = label()
    }

    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
                                         step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
                                         onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.label = label()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let label = view.label
        let metrics = inputs.environment.controlMetrics
        IndicatorControl.expand(
            kind: "Stepper", label: { inputs, list in makeViewList(label, inputs, &list) }, indicator: metrics.stepperSize,
            gap: metrics.stepperGap, hostedControl: true, inputs: inputs, list: &list
        )
    }
}

extension Stepper where Label == Text {
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) { Text(title) }
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1,
                                         format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, format: format, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
                                         step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, format: format, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }
}

/// A control that picks a colour: its label leading and a colour well trailing.
public nonisolated struct ColorPicker<Label: View>: View {
    let label: Label

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let label = view.label
        let metrics = inputs.environment.controlMetrics
        IndicatorControl.expand(
            kind: "ColorPicker", label: { inputs, list in makeViewList(label, inputs, &list) }, indicator: metrics.colorWellSize,
            gap: metrics.switchGap, inputs: inputs, list: &list
        )
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
