/// The iOS 13–15 links driven by a selection (`NavigationLink(destination:tag:selection:label:)`),
/// common in code written before `NavigationStack`: the link is active while the selection equals
/// its tag. Laid out as the link it shows; the destination is pushed only in SwiftUI's navigation,
/// which a recording shows at its root (NavigationStack.swift).
extension NavigationLink {
    @available(*, deprecated, message: "Use NavigationLink(value:label:) inside a NavigationStack")
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }

    @available(*, deprecated, message: "Use NavigationLink(value:label:) inside a NavigationStack")
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }
}

extension NavigationLink where Label == Text {
    @available(*, deprecated, message: "Use NavigationLink(_:value:) inside a NavigationStack")
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "Use NavigationLink(_:value:) inside a NavigationStack")
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination) { Text(title) }
    }
}

/// A split view's columns, for which one shows on a compact width (iOS 17).
public enum NavigationSplitViewColumn: Hashable, Sendable {
    case sidebar, content, detail
}

extension NavigationSplitView {
    /// `preferredCompactColumn`: which column a compact width shows. Accepted: a compact width
    /// shows the sidebar's stack here (NavigationStack.swift).
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }
}

extension NavigationSplitView where Content == EmptyView {
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, detail: detail)
    }

    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, detail: detail)
    }
}
