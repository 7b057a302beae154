/// What a view inside a navigation container asks of its bars: a title and how to show it,
/// toolbar items, a search field, bars hidden. The modifiers below store it on the view's node;
/// the nearest enclosing `NavigationStack` (or `TabView`, for its bar) collects it from its
/// content when it is expanded (docs/layout-rules.md, "Navigation, toolbars and tab views").
final class NavigationChrome {
    enum TitleMode: Sendable { case automatic, inline, large }

    var title: Text?
    var titleMode: TitleMode?
    var items: [ToolbarEntry] = []
    var searchable = false
    var navigationBarHidden: Bool?
    var tabBarHidden: Bool?
    var bottomBarHidden: Bool?
    /// The width a split view's column asks for (`navigationSplitViewColumnWidth`): its ideal.
    var columnWidth: CGFloat?

    static let key = ObjectIdentifier(NavigationChrome.self)

    /// Fills what is unset here from `other`, and adds its items after these.
    func merge(_ other: NavigationChrome) {
        title = title ?? other.title
        titleMode = titleMode ?? other.titleMode
        items += other.items
        searchable = searchable || other.searchable
        navigationBarHidden = navigationBarHidden ?? other.navigationBarHidden
        tabBarHidden = tabBarHidden ?? other.tabBarHidden
        bottomBarHidden = bottomBarHidden ?? other.bottomBarHidden
        columnWidth = columnWidth ?? other.columnWidth
    }

    /// Everything the views below `root` ask of the container that owns it, outermost first; a
    /// nested container's content answers to that container.
    static func collect(below roots: [LayoutNode]) -> NavigationChrome {
        let result = NavigationChrome()
        var seen = Set<ObjectIdentifier>()
        var stack = Array(roots.reversed())
        while let node = stack.popLast() {
            if let chrome = node.trait(key) as? NavigationChrome, seen.insert(ObjectIdentifier(chrome)).inserted {
                result.merge(chrome)
            }
            if node.layout is NavigationStackRule || node.layout is TabViewRule { continue }
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }
}

/// Applies a change to the chrome stored on the content's first node.
nonisolated struct NavigationChromeModifier: PrimitiveModifier {
    let update: (NavigationChrome, _ViewInputs) -> Void

    static func _makeModifiedList(modifier: Self, inputs: _ViewInputs, content: @escaping _ContentExpander, list: inout _ViewList) {
        var inner = _ViewList()
        content(inputs.content(), &inner)
        if let node = inner.nodes.first {
            let mine = NavigationChrome()
            modifier.update(mine, inputs)
            if let existing = node.trait(NavigationChrome.key) as? NavigationChrome {
                existing.merge(mine)
            } else {
                node.setTrait(NavigationChrome.key, mine)
            }
        }
        list.append(contentsOf: inner) { $0 }
    }
}

/// How a navigation title shows (the iOS 14 spelling).
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}

/// How a toolbar title shows (iOS 17).
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let mode: NavigationBarItem.TitleDisplayMode
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .large)
    public static let large = ToolbarTitleDisplayMode(mode: .large)
}

/// Where a search field goes: accepted, it takes its band under the navigation bar.
/// Whether a search field in a toolbar may shrink to a button (iOS 26: `.minimize`).
public struct SearchToolbarBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = SearchToolbarBehavior(name: "automatic")
    public static let minimize = SearchToolbarBehavior(name: "minimize")
}

nonisolated extension View {
    /// How a toolbar's search field behaves (iOS 26). Accepted: the engine lays the search field
    /// out where `searchable` puts it, whether or not it may minimise.
    public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> some View { self }
}

public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }

    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable { case automatic, always }
}

nonisolated extension View {
    public func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationChromeModifier { chrome, _ in chrome.title = title })
    }

    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    public func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(Text(verbatim: title.wrappedValue))
    }

    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationChromeModifier { chrome, _ in chrome.titleMode = NavigationChrome.TitleMode(displayMode) })
    }

    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.mode)
    }

    /// The iOS 13 spellings.
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }

    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationChromeModifier { chrome, _ in
            chrome.title = title
            chrome.titleMode = NavigationChrome.TitleMode(displayMode)
        })
    }

    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(Text(titleKey), displayMode: displayMode)
    }

    /// A title held in a string, shown verbatim (Apple's `StringProtocol` forms).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }

    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(Text(title), displayMode: displayMode)
    }

    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(NavigationChromeModifier { chrome, _ in chrome.navigationBarHidden = hidden })
    }

    /// Shows or hides the navigation bar, the tab bar or the bottom toolbar.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(NavigationChromeModifier { chrome, _ in
            guard visibility != .automatic else { return }
            let hidden = visibility == .hidden
            for bar in bars {
                switch bar.kind {
                case .navigationBar, .automatic: chrome.navigationBarHidden = hidden
                case .tabBar: chrome.tabBarHidden = hidden
                case .bottomBar: chrome.bottomBarHidden = hidden
                case .other: break
                }
            }
        })
    }

    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(NavigationChromeModifier { chrome, _ in
            guard visibility != .automatic else { return }
            for bar in bars where bar.kind == .navigationBar || bar.kind == .automatic { chrome.navigationBarHidden = visibility == .hidden }
            for bar in bars where bar.kind == .tabBar { chrome.tabBarHidden = visibility == .hidden }
            for bar in bars where bar.kind == .bottomBar { chrome.bottomBarHidden = visibility == .hidden }
        })
    }

    /// A search field, which takes its band under the navigation bar (BarMetrics.searchField).
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(NavigationChromeModifier { chrome, _ in chrome.searchable = true })
    }

    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }

    // Drawing only.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
    public func navigationSubtitle(_ subtitle: Text) -> some View { self }
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View { self }
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        environment(\.navigationViewIsStack, style is StackNavigationViewStyle)
    }
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
    /// The width of the split view column this view is the root of; a column takes its ideal
    /// width (the window is wide enough in every measurement; min and max are kept for narrower ones).
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        modifier(NavigationChromeModifier { chrome, _ in chrome.columnWidth = width })
    }

    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        modifier(NavigationChromeModifier { chrome, _ in chrome.columnWidth = ideal })
    }
}

extension NavigationChrome.TitleMode {
    init(_ mode: NavigationBarItem.TitleDisplayMode) {
        switch mode {
        case .automatic: self = .automatic
        case .inline: self = .inline
        case .large: self = .large
        }
    }
}

/// Which bar `.toolbar(_:for:)` and its relatives address.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, navigationBar, tabBar, bottomBar, other }
    let kind: Kind

    public static let automatic = ToolbarPlacement(kind: .automatic)
    public static let navigationBar = ToolbarPlacement(kind: .navigationBar)
    public static let tabBar = ToolbarPlacement(kind: .tabBar)
    public static let bottomBar = ToolbarPlacement(kind: .bottomBar)
    public static let windowToolbar = ToolbarPlacement(kind: .other)
}

/// A toolbar's purpose: drawing only.
public struct ToolbarRole: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarRole(name: "automatic")
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    public static let browser = ToolbarRole(name: "browser")
    public static let editor = ToolbarRole(name: "editor")
}
