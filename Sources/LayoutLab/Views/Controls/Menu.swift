/// A control that shows a menu when pressed. It lays out as a button in the environment's button
/// style (its label alone on iOS); its content is never presented, so it is never laid out.
public nonisolated struct Menu<Label: View, Content: View>: View {
    let label: Label
    /// A menu with a primary action is a split button on macOS, its chevrons' part narrower.
    var hasPrimaryAction = false

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.label = label()
        hasPrimaryAction = true
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let label = view.label
        let environment = inputs.environment
        let metrics = environment.controlMetrics
        // The chevrons take the room between the title and the pop-up's end, beyond the
        // bordered button's own trailing inset (ControlMetrics.menuShowsIndicator).
        let buttonTrailing = metrics.borderedInsets[environment.controlSize]?.trailing ?? 0
        let popUpRoom = metrics.menuPickerInsets.trailing + metrics.menuIndicatorGap + metrics.menuIndicator.width - buttonTrailing
        let room = view.hasPrimaryAction ? metrics.primaryActionMenuIndicatorRoom ?? popUpRoom : popUpRoom
        let indicatorRoom = metrics.menuShowsIndicator && environment.menuIndicatorVisibility != .hidden ? max(0, room) : 0
        ButtonExpansion.expand(kind: "Menu", role: nil, inputs: inputs, list: &list) { inputs, list in
            guard indicatorRoom > 0 else { return makeViewList(label, inputs, &list) }
            var title = _ViewList()
            makeViewList(label, inputs, &title)
            let node = LayoutNode(
                kind: "menuIndicator", slot: inputs.slot, identity: inputs.identity.appending(0x3E_7B),
                layout: PaddingRule(insets: EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: indicatorRoom))
            )
            node.setChildren(title)
            list.append(node)
        }
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A split button: the title runs `primaryAction`, the rest opens the menu.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == LayoutLab.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { LayoutLab.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { LayoutLab.Label(title, systemImage: systemImage) }
    }
}

/// How a menu is drawn: accepted.
public protocol MenuStyle {}
public struct DefaultMenuStyle: MenuStyle { public init() {} }
public struct ButtonMenuStyle: MenuStyle { public init() {} }
public struct BorderlessButtonMenuStyle: MenuStyle { public init() {} }
extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { DefaultMenuStyle() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { ButtonMenuStyle() } }
extension MenuStyle where Self == BorderlessButtonMenuStyle {
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

nonisolated extension View {
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
    public func menuIndicator(_ visibility: Visibility) -> some View {
        modifier(EnvironmentWritingModifier { $0.menuIndicatorVisibility = visibility })
    }
}

/// Whether something is shown: the platform decides, or it is forced.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

private struct MenuIndicatorVisibilityKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    /// `.menuIndicator(_:)`: whether menus show their chevrons.
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorVisibilityKey.self] }
        set { self[MenuIndicatorVisibilityKey.self] = newValue }
    }
}
