/// Where a control is, as it decides how the control looks: in a list or form row, in a toolbar,
/// with its label hidden. Containers set these for their content (docs/layout-rules.md, "Controls").
struct ControlContext: Hashable, Sendable {
    /// Inside a `List` or `Form` row.
    var inListRow = false
    /// Inside a toolbar or navigation bar.
    var inToolbar = false
    /// `.labelsHidden()`.
    var labelsHidden = false
    /// A `Picker` or `TabView` is collecting its options: `ForEach` tags each element with its id.
    var tagsForEachElements = false
    /// Inside a row of macOS's grouped form, where controls lay out as iOS's do (`controlMetrics`).
    var inGroupedFormRow = false
}

private struct ControlContextKey: EnvironmentKey {
    static let defaultValue = ControlContext()
}

extension EnvironmentValues {
    var controlContext: ControlContext {
        get { self[ControlContextKey.self] }
        set { self[ControlContextKey.self] = newValue }
    }

    /// The control table of the profile's OS (Platform/ControlMetrics.swift).
    ///
    /// In a row of macOS's grouped form the labelled controls span the row at their label's
    /// height and a toggle is a switch at the row's trailing edge, as on iOS (measured macOS 26,
    /// iamcgn/swiftui-web form/grouped, form/styles, form/grouped-background: a toggle, text
    /// field, picker and stepper each 300 × 18.5 in a 300 pt row).
    var controlMetrics: ControlMetrics {
        guard controlContext.inGroupedFormRow else { return ControlMetrics.of(os) }
        var metrics = ControlMetrics.of(os)
        metrics.checkbox = nil
        metrics.labeledControlsFillWidth = true
        metrics.listRowControlsTakeLabelHeight = true
        return metrics
    }

    /// The font text gets here when it sets none: the environment's, or the platform's default.
    var resolvedFont: Font { font ?? Typography.defaultFont(for: os) }
}

nonisolated extension View {
    /// Hides the labels of controls (the label is kept for accessibility).
    public func labelsHidden() -> some View {
        modifier(EnvironmentWritingModifier { $0.controlContext.labelsHidden = true })
    }

    /// Sets the size of controls within this view (Platform/ControlMetrics.swift).
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }

    /// The value a `Picker` option or a `TabView` tab stands for.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(TraitModifier(key: ControlTag.key, value: AnyHashable(tag)))
    }

    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View {
        modifier(TraitModifier(key: ControlTag.key, value: AnyHashable(tag)))
    }
}

/// The trait `.tag(_:)` sets (and `ForEach` sets to its ids inside a picker or tab view).
enum ControlTag {
    static let key = ObjectIdentifier(ControlTag.self)

    static func of(_ node: LayoutNode) -> AnyHashable? {
        node.trait(key) as? AnyHashable
    }

    /// Whether `tag` stands for `selection`; an optional selection matches the tag it wraps.
    static func matches(_ tag: AnyHashable?, _ selection: AnyHashable) -> Bool {
        guard let tag else { return false }
        return unwrapped(tag) == unwrapped(selection)
    }

    /// The value an optional wraps (`nil` stays itself), so `Optional(.a)` matches `.a`.
    private static func unwrapped(_ value: AnyHashable) -> AnyHashable {
        let mirror = Mirror(reflecting: value.base)
        guard mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value as? AnyHashable else { return value }
        return unwrapped(wrapped)
    }
}

/// Expands a control's label, which may be several views: they become one node, a leading
/// `VStack` (SwiftUI shows a control's second text as a subtitle under its title).
enum ControlLabel {
    /// - Parameters:
    ///   - isControlLabel: the label names the control beside it (a toggle's, slider's, picker's,
    ///     labeled content's), so its text takes the platform's label font when no font is set.
    ///   - trails: the label follows the control (a checkbox's title): in a macOS form it stays
    ///     with the control; a leading label goes in the form's label column, in plain text
    ///     (measured macOS 26: labeled content in a form is 16 tall, a checkbox 18.5;
    ///     iamcgn/swiftui-web labeledcontent/form, form/steps).
    static func expand(
        _ expand: (_ViewInputs, inout _ViewList) -> Void, inputs: _ViewInputs, slot: String = "label", isControlLabel: Bool = false,
        trails: Bool = false
    ) -> LayoutNode? {
        var list = _ViewList()
        var labelInputs = inputs.containerContent(orientation: nil)
        let inLabelColumn = labelInputs.environment.inFormLabelColumns && !trails
        if isControlLabel, !inLabelColumn, labelInputs.environment.font == nil,
           let font = ControlMetrics.of(labelInputs.environment.os).labelFont {
            labelInputs.environment.font = font
        }
        labelInputs.identity = inputs.identity.appending(0x1AB)
        expand(labelInputs, &list)
        switch list.count {
        case 0:
            return nil
        case 1:
            if inLabelColumn { FormLabelColumn.mark(list.nodes[0]) }
            return list.nodes[0]
        default:
            let stack = LayoutNode(
                kind: "VStack", slot: "", identity: labelInputs.identity.appending(0x57AC),
                layout: StackRule(VStackLayout(alignment: .leading, spacing: nil))
            )
            for (index, node) in list.nodes.enumerated() { node.slot = NodePath.Slot.text("", appendingPosition: index) }
            stack.setChildren(list)
            if inLabelColumn { FormLabelColumn.mark(stack) }
            return stack
        }
    }
}

/// Marks the labels that go in a macOS form's label column: a control's leading label (its first
/// child), which `ColumnsFormRule` right-aligns in the column.
enum FormLabelColumn {
    private static let key = ObjectIdentifier(FormLabelColumn.self)

    static func mark(_ label: LayoutNode) { label.setTrait(key, true) }

    /// The row's label for the column, when its control put one first.
    static func label(of row: LayoutNode) -> LayoutNode? {
        guard let first = row.children.first, first.trait(key) != nil else { return nil }
        return first
    }
}
