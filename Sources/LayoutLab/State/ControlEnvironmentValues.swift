// How controls, menus, scroll views and badges behave, as the environment carries it (Apple,
// "EnvironmentValues": Controls and input, Scrolling, View attributes). None changes a size:
// they are behaviour the engine does not run (repeating buttons, bouncing, menu order) or
// drawing, so the modifiers only write them, and the views inside read them.

/// Whether a held button repeats its action (Apple: "ButtonRepeatBehavior").
public struct ButtonRepeatBehavior: Hashable, Sendable {
    private let name: String
    public static let automatic = ButtonRepeatBehavior(name: "automatic")
    public static let enabled = ButtonRepeatBehavior(name: "enabled")
    public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

/// The order a menu lists its items in (Apple: "MenuOrder").
public struct MenuOrder: Hashable, Sendable {
    private let name: String
    public static let automatic = MenuOrder(name: "automatic")
    public static let priority = MenuOrder(name: "priority")
    public static let fixed = MenuOrder(name: "fixed")
}

/// Whether a scroll view bounces when its content fits (Apple: "ScrollBounceBehavior").
public struct ScrollBounceBehavior: Hashable, Sendable {
    private let name: String
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    public static let always = ScrollBounceBehavior(name: "always")
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// How prominent badges are (Apple: "BadgeProminence"): drawing only.
public struct BadgeProminence: Hashable, Sendable {
    private let name: String
    public static let standard = BadgeProminence(name: "standard")
    public static let increased = BadgeProminence(name: "increased")
    public static let decreased = BadgeProminence(name: "decreased")
}

/// How prominent the background under a view is (Apple: "BackgroundProminence").
public struct BackgroundProminence: Hashable, Sendable {
    private let name: String
    public static let standard = BackgroundProminence(name: "standard")
    public static let increased = BackgroundProminence(name: "increased")
}

private struct ButtonRepeatBehaviorKey: EnvironmentKey { static let defaultValue = ButtonRepeatBehavior.automatic }
private struct MenuOrderKey: EnvironmentKey { static let defaultValue = MenuOrder.automatic }
private struct IsScrollEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct HorizontalScrollIndicatorKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }
private struct VerticalScrollIndicatorKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }
private struct HorizontalBounceKey: EnvironmentKey { static let defaultValue = ScrollBounceBehavior.automatic }
private struct VerticalBounceKey: EnvironmentKey { static let defaultValue = ScrollBounceBehavior.automatic }
private struct ScrollDismissesKeyboardKey: EnvironmentKey { static let defaultValue = ScrollDismissesKeyboardMode.automatic }
private struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }
private struct BadgeProminenceKey: EnvironmentKey { static let defaultValue = BadgeProminence.standard }
private struct BackgroundProminenceKey: EnvironmentKey { static let defaultValue = BackgroundProminence.standard }
private struct AutocorrectionDisabledKey: EnvironmentKey { static let defaultValue = false }
private struct KeyboardShortcutKey: EnvironmentKey { static let defaultValue: KeyboardShortcut? = nil }

extension EnvironmentValues {
    public var buttonRepeatBehavior: ButtonRepeatBehavior {
        get { self[ButtonRepeatBehaviorKey.self] }
        set { self[ButtonRepeatBehaviorKey.self] = newValue }
    }
    public var menuOrder: MenuOrder {
        get { self[MenuOrderKey.self] }
        set { self[MenuOrderKey.self] = newValue }
    }
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorKey.self] }
        set { self[HorizontalScrollIndicatorKey.self] = newValue }
    }
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorKey.self] }
        set { self[VerticalScrollIndicatorKey.self] = newValue }
    }
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalBounceKey.self] }
        set { self[HorizontalBounceKey.self] = newValue }
    }
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalBounceKey.self] }
        set { self[VerticalBounceKey.self] = newValue }
    }
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardKey.self] }
        set { self[ScrollDismissesKeyboardKey.self] = newValue }
    }
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] }
        set { self[BackgroundProminenceKey.self] = newValue }
    }
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue }
    }
    /// The shortcut buttons in this environment answer; none unless a scenario sets one.
    public var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
}

nonisolated extension View {
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
        environment(\.buttonRepeatBehavior, behavior)
    }

    public func menuOrder(_ order: MenuOrder) -> some View {
        environment(\.menuOrder, order)
    }

    public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        environment(\.badgeProminence, prominence)
    }
}
