/// Related controls shown together (Apple, "ControlGroup", iOS 15). In a menu or a toolbar
/// SwiftUI draws them as one compact group; in a view, its automatic style lays them out side by
/// side. No measurement of the group's own chrome is at hand, so the engine lays the controls
/// out as an `HStack` of them with the stack's spacing, each at its own size
/// (docs/supported-api.md, "Controls, navigation and lists", says so).
public nonisolated struct ControlGroup<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// With a label, which SwiftUI shows only where the group collapses into a menu.
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.content = content()
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        HStack { content }
    }
}

/// How a control group is drawn: accepted, drawing only.
public protocol ControlGroupStyle {}
public struct AutomaticControlGroupStyle: ControlGroupStyle { public init() {} }
public struct NavigationControlGroupStyle: ControlGroupStyle { public init() {} }
public struct MenuControlGroupStyle: ControlGroupStyle { public init() {} }
public struct CompactMenuControlGroupStyle: ControlGroupStyle { public init() {} }
public struct PaletteControlGroupStyle: ControlGroupStyle { public init() {} }

extension ControlGroupStyle where Self == AutomaticControlGroupStyle { public static var automatic: Self { Self() } }
extension ControlGroupStyle where Self == NavigationControlGroupStyle { public static var navigation: Self { Self() } }
extension ControlGroupStyle where Self == MenuControlGroupStyle { public static var menu: Self { Self() } }
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle { public static var compactMenu: Self { Self() } }
extension ControlGroupStyle where Self == PaletteControlGroupStyle { public static var palette: Self { Self() } }

nonisolated extension View {
    /// Drawing only: the group's controls lay out the same in every style here.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
}
