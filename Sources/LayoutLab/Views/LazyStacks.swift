/// A vertical stack that creates its rows as they come into view (see `LazyStackRule.swift`).
public nonisolated struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    @inline(__always)
    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let rule = LazyStackRule(
            axis: .vertical, alignment: Alignment(horizontal: view.alignment, vertical: .top), spacing: view.spacing, pinnedViews: view.pinnedViews
        )
        list.append(rule.makeNode("LazyVStack", content: view.content, orientation: rule.axis, inputs: inputs))
    }
}

/// A horizontal stack that creates its columns as they come into view (see `LazyStackRule.swift`).
public nonisolated struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    @inline(__always)
    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let rule = LazyStackRule(
            axis: .horizontal, alignment: Alignment(horizontal: .leading, vertical: view.alignment), spacing: view.spacing, pinnedViews: view.pinnedViews
        )
        list.append(rule.makeNode("LazyHStack", content: view.content, orientation: rule.axis, inputs: inputs))
    }
}
