/// A control that picks a value from a range: a track that spans the width offered
/// (`Layouts/SliderRule.swift`), with its minimum and maximum value labels at its ends. The label
/// is shown before the track on macOS only.
public nonisolated struct Slider<Label: View, ValueLabel: View>: View {
    let label: Label?
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    init(label: Label?, minimum: ValueLabel?, maximum: ValueLabel?) {
        self.label = label
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let environment = inputs.environment
        let metrics = environment.controlMetrics
        var leading: [LayoutNode] = [], trailing: [LayoutNode] = []
        if metrics.showsSliderLabel, !environment.controlContext.labelsHidden, let label = view.label,
           let node = ControlLabel.expand({ inputs, list in makeViewList(label, inputs, &list) }, inputs: inputs, isControlLabel: true) {
            leading.append(node)
        }
        var valueInputs = inputs.containerContent(orientation: nil)
        valueInputs.environment.font = environment.os.platform == .macOS ? .footnote : environment.font
        for (index, valueLabel) in [view.minimumValueLabel, view.maximumValueLabel].enumerated() {
            guard let valueLabel else { continue }
            var nodes = _ViewList()
            makeViewList(valueLabel, valueInputs.child(slot: index), &nodes)
            if index == 0 { leading += nodes.nodes } else { trailing += nodes.nodes }
        }
        let layout = SliderRule(
            leadingCount: leading.count, height: metrics.sliderHeight, idealTrackWidth: metrics.sliderIdealWidth, gap: metrics.sliderLabelGap
        )
        let node = LayoutNode(kind: "Slider", slot: inputs.slot, identity: inputs.identity, layout: layout)
        node.setChildren(leading + trailing)
        list.append(node)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(label: nil, minimum: nil, maximum: nil)
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(label: nil, minimum: nil, maximum: nil)
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(label: label(), minimum: nil, maximum: nil)
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(label: label(), minimum: nil, maximum: nil)
    }
}

// The iOS 13 forms, deprecated, with the label last and the value labels as views. Disfavoured:
// `Slider(value:) { label }` fits both orders, and means the current one.
extension Slider {
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(label: label(), minimum: minimumValueLabel, maximum: maximumValueLabel)
    }

    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(label: label(), minimum: minimumValueLabel, maximum: maximumValueLabel)
    }
}

extension Slider where ValueLabel == EmptyView {
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(label: label(), minimum: nil, maximum: nil)
    }

    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(label: label(), minimum: nil, maximum: nil)
    }
}
