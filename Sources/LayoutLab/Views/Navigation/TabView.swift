/// Tabs, one shown at a time, with a tab bar (`Layouts/TabViewRule.swift`). Each view of the
/// content is a tab; the one whose tag matches the selection is shown (the first without a
/// selection, or when none matches).
public nonisolated struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let environment = inputs.environment
        var tabInputs = inputs.containerContent(orientation: nil)
        tabInputs.identity = inputs.identity.appending(Identity.Marker.body)
        tabInputs.environment.controlContext.tagsForEachElements = true
        var tabs = _ViewList()
        makeViewList(view.content, tabInputs, &tabs)
        let selected = view.selection.flatMap { selection in
            tabs.nodes.first { ControlTag.matches(ControlTag.of($0), AnyHashable(selection.wrappedValue)) }
        } ?? tabs.nodes.first

        let bars = BarMetrics.of(
            environment.os, bottomInset: inputs.graph.screen.safeAreaInsets.bottom, regularWidth: environment.horizontalSizeClass == .regular
        )
        var children = selected.map { [$0] } ?? []
        let hidesBar = selected.map { NavigationChrome.collect(below: [$0]).tabBarHidden == true } ?? false
        var bar: (CGFloat, Bool)?
        if !environment.tabViewIsPaged, !hidesBar, bars.tabBar > 0 {
            bar = (bars.tabBar, bars.tabBarAtTop)
            children.append(LayoutNode(
                kind: "tabBar", slot: "", identity: inputs.identity.appending(0x7AB),
                layout: ToolbarRule(places: [], bars: bars)
            ))
        }
        let node = LayoutNode(kind: "TabView", slot: inputs.slot, identity: inputs.identity, layout: TabViewRule(bar: bar))
        node.setChildren(children)
        list.append(node)
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

/// A tab (the iOS 18 API): its content, standing for `value`.
public nonisolated struct Tab<Value: Hashable, Content: View, Label: View>: View {
    let value: Value?
    let content: Content

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        var content = _ViewList()
        makeViewList(view.content, inputs, &content)
        if let value = view.value {
            for node in content.nodes { node.setTrait(ControlTag.key, AnyHashable(value)) }
        }
        list.append(contentsOf: content) { $0 }
    }
}

extension Tab where Label == LayoutLab.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.value = value
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.value = value
        self.content = content()
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) where Value == Never {
        value = nil
        self.content = content()
    }

    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.value = value
        self.content = content()
    }
}

extension Tab {
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.content = content()
    }

    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content)
    where Label == LayoutLab.Label<Text, Image> {
        self.value = value
        self.content = content()
    }
}

/// A group of tabs under a header (iOS 18): a sidebar section in the sidebar-adaptable style; in a
/// tab bar its tabs are tabs of the view like the others, so its content joins the tab view's.
public nonisolated struct TabSection<Header: View, Content: View, Footer: View>: View {
    let content: Content

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        makeViewList(view.content, inputs, &list)
    }
}

extension TabSection where Header == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension TabSection where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.content = content()
    }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// When the tab bar shrinks as the content scrolls (iOS 26): nothing scrolls here, so the bar keeps
/// its height (behaviour only).
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = TabBarMinimizeBehavior(name: "automatic")
    public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
    public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
    public static let never = TabBarMinimizeBehavior(name: "never")
}

/// A tab's role (`.search`): drawing only.
public struct TabRole: Hashable, Sendable {
    let name: String
    public static let search = TabRole(name: "search")
}

/// How a tab view shows its tabs.
public protocol TabViewStyle {}
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
public struct PageTabViewStyle: TabViewStyle {
    public enum IndexDisplayMode: Hashable, Sendable { case automatic, always, never }
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}
public struct SidebarAdaptableTabViewStyle: TabViewStyle { public init() {} }
public struct TabBarOnlyTabViewStyle: TabViewStyle { public init() {} }

extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() } }
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { PageTabViewStyle() }
}
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}
extension TabViewStyle where Self == TabBarOnlyTabViewStyle { public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() } }

/// The page indicator's look: accepted.
public struct PageIndexViewStyle: Hashable, Sendable {
    public enum BackgroundDisplayMode: Hashable, Sendable { case automatic, always, interactive, never }
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    public static func page(backgroundDisplayMode: BackgroundDisplayMode) -> PageIndexViewStyle { PageIndexViewStyle() }
}

private struct TabViewIsPagedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// `.tabViewStyle(.page)`: no tab bar.
    var tabViewIsPaged: Bool {
        get { self[TabViewIsPagedKey.self] }
        set { self[TabViewIsPagedKey.self] = newValue }
    }
}

nonisolated extension View {
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewIsPaged, style is PageTabViewStyle || style is VerticalPageTabViewStyle)
    }

    public func indexViewStyle(_ style: PageIndexViewStyle) -> some View { self }

    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { self }

    /// A view above the tab bar (iOS 26, the bar's accessory, a mini player): drawn in the tab bar's
    /// Liquid Glass, over the content, whose safe area the engine does not inset for it (no
    /// measurement of the accessory's height is at hand; docs/supported-api.md says so).
    public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
    public func tabViewBottomAccessory<Content: View>(isEnabled: Bool, @ViewBuilder content: () -> Content) -> some View { self }

    /// The tab's item in the bar: drawing only (the bar's height is the platform's).
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }

    public func badge(_ count: Int) -> some View { self }
    public func badge(_ label: Text?) -> some View { self }
    public func badge(_ key: LocalizedStringKey?) -> some View { self }
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View { self }
}
