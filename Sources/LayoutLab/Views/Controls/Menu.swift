/// A control that shows a menu when pressed. It lays out as a button in the environment's button
/// style (its label alone on iOS); its content is never presented, so it is never laid out.
public nonisolated struct Menu<Label: View, Content: View>: View {
    let label: Label
    /// Kept for an app's `MenuStyle`, whose body may place it (`configuration.content`).
    let content: Content
    /// A menu with a primary action is a split button on macOS, its chevrons' part narrower.
    var hasPrimaryAction = false

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.label = label()
        self.content = content()
        hasPrimaryAction = true
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let label = view.label
        let environment = inputs.environment
        if let style = environment.customMenuStyle {
            let configuration = MenuStyleConfiguration(label: .init(label), content: .init(view.content))
            return style.expand(kind: "Menu", configuration: configuration, inputs: inputs, list: &list)
        }
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

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The platform's menu for a style's configuration (in a custom style's body, `Menu(configuration)`
    /// is the built-in menu, as SwiftUI's is).
    public init(_ configuration: MenuStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// How a menu is drawn: the platform's styles are accepted (the menu lays out as its button
/// either way on iOS); an app's own style's body is laid out in the menu's place.
public protocol MenuStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = MenuStyleConfiguration
}

/// A menu's parts, as a `MenuStyle` receives them.
public struct MenuStyleConfiguration {
    public typealias Label = _StyleConfigurationPart
    public typealias Content = _StyleConfigurationPart
    public let label: Label
    public let content: Content
}

public struct DefaultMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

public struct ButtonMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { DefaultMenuStyle() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { ButtonMenuStyle() } }
extension MenuStyle where Self == BorderlessButtonMenuStyle {
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

private struct CustomMenuStyleKey: EnvironmentKey {
    static let defaultValue: CustomControlStyle<MenuStyleConfiguration>? = nil
}

extension EnvironmentValues {
    /// An app's own menu style (nil: the platform's).
    var customMenuStyle: CustomControlStyle<MenuStyleConfiguration>? {
        get { self[CustomMenuStyleKey.self] }
        set { self[CustomMenuStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        let isPlatform = style is DefaultMenuStyle || style is ButtonMenuStyle || style is BorderlessButtonMenuStyle
        let custom = isPlatform ? nil : CustomControlStyle(style, environmentKey: \.customMenuStyle) { $0.makeBody(configuration: $1) }
        return environment(\.customMenuStyle, custom)
    }

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
