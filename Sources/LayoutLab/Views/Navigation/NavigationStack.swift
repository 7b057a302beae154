/// A stack of views with a navigation bar: its root view, below the bar (`Layouts/
/// NavigationStackRule.swift`). Pushed views are not shown: a recording shows the root.
public nonisolated struct NavigationStack<Data, Root: View>: View {
    let root: Root

    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
    }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
    }

    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let root = view.root
        NavigationExpansion.stack(kind: "NavigationStack", inputs: inputs, list: &list) { inputs, list in
            makeViewList(root, inputs, &list)
        }
    }
}

/// The iOS 13 navigation container: a stack on iPhone, or with `.navigationViewStyle(.stack)`;
/// columns side by side in a regular width when it has more than one view.
public nonisolated struct NavigationView<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let content = view.content
        let environment = inputs.environment
        var columns = _ViewList()
        makeViewList(content, inputs.containerContent(orientation: nil), &columns)
        let split = environment.horizontalSizeClass == .regular && !environment.navigationViewIsStack && columns.count > 1
        guard split else {
            NavigationExpansion.stack(kind: "NavigationView", inputs: inputs, list: &list) { inputs, list in
                makeViewList(content, inputs, &list)
            }
            return
        }
        let expanders: [_ContentExpander] = columns.nodes.indices.map { index in
            { _, list in list.append(columns.nodes[index]) }
        }
        NavigationExpansion.split(kind: "NavigationView", columns: expanders, inputs: inputs, list: &list)
    }
}

/// Two or three columns side by side in a regular width; in a compact width, a stack showing the
/// sidebar (`Layouts/NavigationSplitViewRule.swift`).
public nonisolated struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let sidebar = view.sidebar, content = view.content, detail = view.detail
        guard inputs.environment.horizontalSizeClass == .regular else {
            NavigationExpansion.stack(kind: "NavigationSplitView", inputs: inputs, list: &list) { inputs, list in
                makeViewList(sidebar, inputs, &list)
            }
            return
        }
        var columns: [_ContentExpander] = [{ inputs, list in makeViewList(sidebar, inputs, &list) }]
        if let content { columns.append { inputs, list in makeViewList(content, inputs, &list) } }
        columns.append { inputs, list in makeViewList(detail, inputs, &list) }
        NavigationExpansion.split(kind: "NavigationSplitView", columns: columns, inputs: inputs, list: &list)
    }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
    }
}

/// Which split view columns show: accepted, every column shows in a regular width.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

public protocol NavigationSplitViewStyle {}
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

public protocol NavigationViewStyle {}
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() } }
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

private struct NavigationViewIsStackKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// `.navigationViewStyle(.stack)`.
    var navigationViewIsStack: Bool {
        get { self[NavigationViewIsStackKey.self] }
        set { self[NavigationViewIsStackKey.self] = newValue }
    }
}

/// Builds navigation containers: each one's bar from what its content asks
/// (`NavigationChrome`), and the nodes that lay them out.
enum NavigationExpansion {
    /// One column: the content, a bar above it, a toolbar below it when items ask for one.
    static func stack(kind: String, inputs: _ViewInputs, list: inout _ViewList, content: _ContentExpander) {
        list.append(column(kind: kind, slot: inputs.slot, inputs: inputs, content: content).node)
    }

    /// Columns side by side, each a stack of its own.
    static func split(kind: String, columns: [_ContentExpander], inputs: _ViewInputs, list: inout _ViewList) {
        let environment = inputs.environment
        let bars = BarMetrics.of(environment.os, bottomInset: 0, regularWidth: true)
        let names = columns.count == 3 ? ["sidebar", "content", "detail"] : ["sidebar", "detail"]
        let base = inputs.containerContent(orientation: nil)
        var requested: [CGFloat?] = []
        let nodes = zip(names, columns).enumerated().map { index, pair in
            var columnInputs = base.child(slot: index)
            // A list in the sidebar column is a sidebar list unless told otherwise (Apple:
            // `ListStyle.automatic` "in a sidebar column of a NavigationSplitView" is `.sidebar`).
            if index == 0, columns.count > 1, columnInputs.environment.listStyle == .automatic {
                columnInputs.environment.listStyle = .sidebar
            }
            let (node, chrome) = column(kind: pair.0, slot: "", inputs: columnInputs, content: pair.1)
            requested.append(chrome.columnWidth)
            return node
        }
        let defaults: [CGFloat] = columns.count == 3 ? [bars.sidebarWidth, bars.contentColumnWidth] : [bars.sidebarWidth]
        let widths = defaults.enumerated().map { index, width in requested[index] ?? width }
        let node = LayoutNode(
            kind: kind, slot: inputs.slot, identity: inputs.identity,
            layout: NavigationSplitViewRule(fixedWidths: widths, sidebarInset: bars.sidebarInset)
        )
        node.setChildren(nodes)
        list.append(node)
    }

    private static func column(kind: String, slot: String, inputs: _ViewInputs, content: _ContentExpander) -> (node: LayoutNode, chrome: NavigationChrome) {
        let environment = inputs.environment
        var contentInputs = inputs.containerContent(orientation: nil)
        contentInputs.identity = inputs.identity.appending(Identity.Marker.body)
        var root = _ViewList()
        content(contentInputs, &root)
        let chrome = NavigationChrome.collect(below: root.nodes.array)
        let bars = BarMetrics.of(
            environment.os, bottomInset: inputs.graph.screen.safeAreaInsets.bottom, regularWidth: environment.horizontalSizeClass == .regular
        )

        var children = root.nodes.array
        if root.count == 1 { root.nodes[0].slot = "" }
        var topBar: NavigationStackRule.Bar?
        var bottomBar: NavigationStackRule.Bar?
        let barIsEmpty = chrome.title == nil && !chrome.searchable
            && !chrome.items.contains { $0.placement.slot != .bottom && !$0.nodes.isEmpty }
        if bars.barsTakeSpace, chrome.navigationBarHidden != true, !(barIsEmpty && bars.emptyBarTakesNoSpace) {
            let large = chrome.title != nil && chrome.titleMode != .inline
            if large, bars.largeTitleAbsorbsListPadding, let list = root.nodes.first?.layout as? ListRule {
                list.placement.startsUnderLargeTitle = true
            }
            var height = bars.inlineBar + (large ? bars.largeTitleExtra : 0)
            if chrome.searchable, !bars.searchFieldAtBottom { height += bars.searchField }
            let bar = barNode(
                kind: "navigationBar", chrome: chrome, slots: [.leading, .principal, .trailing], large: large, bars: bars,
                inputs: inputs
            )
            children.append(bar)
            topBar = NavigationStackRule.Bar(height: height)
        }
        let searchAtBottom = chrome.searchable && bars.searchFieldAtBottom && chrome.navigationBarHidden != true
        if bars.barsTakeSpace, chrome.bottomBarHidden != true,
           searchAtBottom || chrome.items.contains(where: { $0.placement.slot == .bottom }) {
            let bar = barNode(kind: "bottomBar", chrome: chrome, slots: [.bottom], large: false, bars: bars, inputs: inputs)
            children.append(bar)
            bottomBar = NavigationStackRule.Bar(height: bars.bottomToolbar)
        }
        let layout = NavigationStackRule(
            contentCount: root.count, top: topBar, bottom: bottomBar, fillsProposal: bars.barsTakeSpace
        )
        let node = LayoutNode(kind: kind, slot: slot, identity: inputs.identity, layout: layout)
        node.setChildren(children)
        return (node, chrome)
    }

    /// A bar: its title (in the navigation bar) and the toolbar items for `slots`.
    private static func barNode(
        kind: String, chrome: NavigationChrome, slots: Set<ToolbarItemPlacement.Slot>, large: Bool, bars: BarMetrics, inputs: _ViewInputs
    ) -> LayoutNode {
        var items: [(LayoutNode, ToolbarRule.Place)] = []
        let hasPrincipal = chrome.items.contains { $0.placement.slot == .principal && !$0.nodes.isEmpty }
        if slots.contains(.principal), let title = chrome.title, large || !hasPrincipal {
            var titleInputs = inputs.containerContent(orientation: nil)
            titleInputs.identity = inputs.identity.appending(0x717_1E)
            titleInputs.slot = "title"
            var list = _ViewList()
            makeViewList(title.font(large ? Font.largeTitle.bold() : .headline), titleInputs, &list)
            items += list.nodes.map { ($0, large ? .largeTitle : .principal) }
        }
        for entry in chrome.items where slots.contains(entry.placement.slot) {
            let place: ToolbarRule.Place = switch entry.placement.slot {
            case .leading: .leading
            case .principal: .principal
            case .bottom: .bottom
            default: .trailing
            }
            items += entry.nodes.map { ($0, place) }
        }
        for (index, item) in items.enumerated() where item.0.slot != "title" {
            item.0.slot = NodePath.Slot.text("", appendingPosition: index)
        }
        let layout = ToolbarRule(places: items.map(\.1), bars: bars)
        let node = LayoutNode(kind: kind, slot: "", identity: inputs.identity.appending(kind == "bottomBar" ? 0xB0B : 0xBA2), layout: layout)
        node.setChildren(items.map(\.0))
        return node
    }
}
