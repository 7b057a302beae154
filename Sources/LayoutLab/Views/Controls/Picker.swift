/// A control that picks one of its options (`Layouts/PickerRule.swift`; in a list row, a
/// `LabeledContent`-like row). Options are the content's views; each stands for its `.tag`, or
/// inside a `ForEach` for its id. The option whose tag matches the selection is shown (the first
/// when none does).
public nonisolated struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
        self.label = label
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let environment = inputs.environment
        let metrics = environment.controlMetrics
        let context = environment.controlContext
        let style = environment.pickerStyle.resolved(os: environment.os, inListRow: context.inListRow)

        var optionInputs = inputs.containerContent(orientation: nil)
        optionInputs.identity = inputs.identity.appending(0x0971)
        optionInputs.environment.controlContext = ControlContext(tagsForEachElements: true)
        if style == .control(.segmented) { optionInputs.environment.font = .system(size: metrics.segmentFontSize) }
        // Radio buttons' titles are control labels: macOS sets them in `.body` (measured macOS 26,
        // iamcgn/swiftui-web picker/basic: radio and inline options 18.5 tall, 24.5 apart).
        if style == .control(.radioGroup), optionInputs.environment.font == nil, let font = metrics.labelFont {
            optionInputs.environment.font = font
        }
        var options = _ViewList()
        makeViewList(view.content, optionInputs, &options)
        let selection = AnyHashable(view.selection.wrappedValue)
        let selected = options.nodes.first { ControlTag.matches(ControlTag.of($0), selection) } ?? options.nodes.first
        let label = view.label

        func labelNode() -> LayoutNode? {
            context.labelsHidden ? nil : ControlLabel.expand({ inputs, list in makeViewList(label, inputs, &list) }, inputs: inputs, isControlLabel: true)
        }

        switch style {
        case .rowValue(let indicator):
            let labelNode = labelNode()
            let layout = LabeledContentRule(
                hasLabel: labelNode != nil, indicator: indicator, gap: metrics.switchGap, contentGap: metrics.menuIndicatorGap,
                fillsWidth: metrics.labeledControlsFillWidth, heightFromLabel: metrics.listRowControlsTakeLabelHeight
            )
            let node = LayoutNode(kind: "Picker", slot: inputs.slot, identity: inputs.identity, layout: layout)
            selected?.slot = ""
            node.setChildren((labelNode.map { [$0] } ?? []) + (selected.map { [$0] } ?? []))
            list.append(node)
        case .rows:
            // An inline picker in a list: a row per option, a checkmark's room at its end.
            for (index, option) in options.nodes.enumerated() {
                let layout = LabeledContentRule(
                    hasLabel: true, indicator: CGSize(width: metrics.disclosureIndicator?.height ?? 17, height: 17), gap: metrics.switchGap,
                    fillsWidth: metrics.labeledControlsFillWidth
                )
                let node = LayoutNode(
                    kind: "Picker", slot: NodePath.Slot.text(inputs.slot, appendingPosition: index),
                    identity: inputs.identity.appending(UInt64(index) &+ 0x0977), layout: layout
                )
                option.slot = ""
                node.setChildren([option])
                list.append(node)
            }
        case .control(let controlStyle):
            let labelNode = metrics.pickerLabelGap != nil && !context.inListRow ? labelNode() : nil
            var shown: [LayoutNode]
            var measured: [LayoutNode] = []
            switch controlStyle {
            case .segmented, .radioGroup:
                shown = options.nodes.array
            case .menu, .wheel:
                shown = selected.map { [$0] } ?? []
                if controlStyle == .menu, metrics.menuSizesToWidestOption { measured = options.nodes.array }
            }
            if shown.count == 1 { shown[0].slot = "" }
            let layout = PickerRule(
                style: controlStyle, hasLabel: labelNode != nil, labelGap: metrics.pickerLabelGap ?? 0, metrics: metrics,
                fillsWidth: metrics.labeledControlsFillWidth, measuredOptions: measured
            )
            let node = LayoutNode(kind: "Picker", slot: inputs.slot, identity: inputs.identity, layout: layout)
            node.setChildren((labelNode.map { [$0] } ?? []) + shown)
            list.append(node)
        }
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == LayoutLab.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { LayoutLab.Label(titleKey, systemImage: systemImage) }
    }
}

// MARK: Styles

/// How a picker shows its options; SwiftUI's protocol is closed, so the built-in styles are all
/// there is.
public protocol PickerStyle {}

public struct DefaultPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct PalettePickerStyle: PickerStyle { public init() {} }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
public struct RadioGroupPickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { DefaultPickerStyle() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { MenuPickerStyle() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { InlinePickerStyle() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { WheelPickerStyle() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { PalettePickerStyle() } }
extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == RadioGroupPickerStyle { public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() } }

nonisolated extension View {
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind: PickerStyleKind = switch style {
        case is MenuPickerStyle, is PalettePickerStyle: .menu
        case is SegmentedPickerStyle: .segmented
        case is InlinePickerStyle: .inline
        case is WheelPickerStyle: .wheel
        case is NavigationLinkPickerStyle: .navigationLink
        case is RadioGroupPickerStyle: .radioGroup
        default: .automatic
        }
        return environment(\.pickerStyle, kind)
    }
}

/// The style the environment carries, and what it becomes where the picker is.
enum PickerStyleKind: Hashable, Sendable {
    case automatic, menu, segmented, inline, wheel, navigationLink, radioGroup

    enum Resolved: Equatable {
        /// A row: label leading, the selection (and an indicator) trailing.
        case rowValue(indicator: CGSize?)
        /// A row per option (an inline picker in a list).
        case rows
        case control(PickerRule.Style)
    }

    func resolved(os: OSGeneration, inListRow: Bool) -> Resolved {
        let metrics = ControlMetrics.of(os)
        let macOS = os.platform == .macOS
        if inListRow {
            switch self {
            case .automatic, .menu: return .rowValue(indicator: macOS ? CGSize(width: 12.5, height: 16) : metrics.menuIndicator)
            case .navigationLink: return .rowValue(indicator: metrics.disclosureIndicator)
            case .inline, .radioGroup: return macOS ? .control(.radioGroup) : .rows
            case .segmented: return .control(.segmented)
            case .wheel: return .control(macOS ? .menu : .wheel)
            }
        }
        switch self {
        case .automatic, .menu, .navigationLink: return .control(.menu)
        case .segmented: return .control(.segmented)
        case .wheel: return .control(macOS ? .menu : .wheel)
        case .inline, .radioGroup: return .control(macOS ? .radioGroup : .wheel)
        }
    }
}

private struct PickerStyleKey: EnvironmentKey {
    static let defaultValue = PickerStyleKind.automatic
}

extension EnvironmentValues {
    var pickerStyle: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}
