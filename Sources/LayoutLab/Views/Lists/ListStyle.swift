/// How a list draws its rows and sections; SwiftUI's protocol is closed, so the built-in styles
/// are all there is (Platform/ListMetrics.swift has their geometry).
public protocol ListStyle {}

public struct DefaultListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle {
    public init() {}
    public init(alternatesRowBackgrounds: Bool) {}
}
public struct SidebarListStyle: ListStyle { public init() {} }
public struct BorderedListStyle: ListStyle {
    public init() {}
    public init(alternatesRowBackgrounds: Bool) {}
}

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }
extension ListStyle where Self == BorderedListStyle {
    public static var bordered: BorderedListStyle { BorderedListStyle() }
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedListStyle { BorderedListStyle() }
}

/// How a form arranges its controls; all lay out as the grouped form here (docs/fidelity.md).
public protocol FormStyle {}
public struct AutomaticFormStyle: FormStyle { public init() {} }
public struct GroupedFormStyle: FormStyle { public init() {} }
public struct ColumnsFormStyle: FormStyle { public init() {} }
extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { AutomaticFormStyle() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { GroupedFormStyle() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { ColumnsFormStyle() } }

/// The style the environment carries; `form` is a Form's.
enum ListStyleKind: Hashable, Sendable {
    case automatic, plain, grouped, insetGrouped, inset, sidebar, bordered, form
}

/// How much room sections leave between them (`listSectionSpacing`).
public struct ListSectionSpacing: Hashable, Sendable {
    let value: CGFloat?
    public static let `default` = ListSectionSpacing(value: nil)
    public static let compact = ListSectionSpacing(value: 20)
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(value: spacing) }
}

/// The form styles SwiftUI offers; `.automatic` is grouped on iOS and columns on macOS.
enum FormStyleKind: Hashable, Sendable {
    case automatic, grouped, columns
}

private struct FormStyleKey: EnvironmentKey {
    static let defaultValue = FormStyleKind.automatic
}

/// Set for the rows of a macOS columns form: a leading label goes in the form's label column.
private struct InFormLabelColumnsKey: EnvironmentKey {
    static let defaultValue = false
}

private struct ListStyleKey: EnvironmentKey {
    static let defaultValue = ListStyleKind.automatic
}

private struct ListRowSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

private struct ListSectionSpacingKey: EnvironmentKey {
    static let defaultValue = ListSectionSpacing.default
}

extension EnvironmentValues {
    var formStyle: FormStyleKind {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }

    var inFormLabelColumns: Bool {
        get { self[InFormLabelColumnsKey.self] }
        set { self[InFormLabelColumnsKey.self] = newValue }
    }

    var listStyle: ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }

    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }

    var listSectionSpacing: ListSectionSpacing {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
}

nonisolated extension View {
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let kind: ListStyleKind = switch style {
        case is PlainListStyle: .plain
        case is GroupedListStyle: .grouped
        case is InsetGroupedListStyle: .insetGrouped
        case is InsetListStyle: .inset
        case is SidebarListStyle: .sidebar
        case is BorderedListStyle: .bordered
        default: .automatic
        }
        return environment(\.listStyle, kind)
    }

    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        let kind: FormStyleKind = switch style {
        case is GroupedFormStyle: .grouped
        case is ColumnsFormStyle: .columns
        default: .automatic
        }
        return environment(\.formStyle, kind)
    }

    /// Extra space between rows (measured on iOS 26: 12 makes rows 68 apart instead of 56).
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\.listRowSpacing, spacing)
    }

    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environment(\.listSectionSpacing, spacing)
    }

    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        environment(\.listSectionSpacing, .custom(spacing))
    }

    /// The row's content insets, replacing the style's (nil restores them).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(TraitModifier(key: ListRowInsetsTrait.key, value: insets as Any))
    }

    // Drawing and editing only.
    public func listRowBackground<V: View>(_ view: V?) -> some View { self }
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
    public func listItemTint(_ tint: Color?) -> some View { self }
    public func headerProminence(_ prominence: Prominence) -> some View { environment(\.headerProminence, prominence) }
    public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }
    /// A row the user cannot select (iOS 17); a recorded case selects through its bindings.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }

    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View {
        self
    }

    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

    /// The iOS 13 form, a menu made beforehand (nil: none); shown only on a long press.
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View { self }

    public func contextMenu<MenuItems: View, Preview: View>(
        @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
    ) -> some View {
        self
    }

    /// Pull to refresh: no one pulls here, so it only gives the views inside the action to
    /// call (`@Environment(\.refresh)`).
    public func refreshable(action: @escaping () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action))
    }
}

nonisolated extension DynamicViewContent {
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }
}

/// Views made from a collection (`ForEach`), which lists can edit.
public protocol DynamicViewContent: View {}

nonisolated extension ForEach: DynamicViewContent where Content: View {}

/// The per-row insets trait `.listRowInsets` sets.
enum ListRowInsetsTrait {
    static let key = ObjectIdentifier(ListRowInsetsTrait.self)

    static func of(_ node: LayoutNode) -> EdgeInsets? {
        node.trait(key) as? EdgeInsets
    }
}

/// How prominent a section header is: drawing only.
public enum Prominence: Hashable, Sendable {
    case standard, increased
}
