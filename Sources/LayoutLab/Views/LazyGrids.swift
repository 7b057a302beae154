/// One column of a `LazyVGrid` or row of a `LazyHGrid`: how wide it is, the spacing after it and
/// how its cells align (see `LazyGridRule.swift`).
public struct GridItem: Hashable, Sendable {
    public enum Size: Hashable, Sendable {
        /// Exactly this length.
        case fixed(CGFloat)
        /// A share of what the fixed items and the spacing leave, clamped to the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` as fit in the item's share.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A grid that grows vertically, its columns described by `GridItem`s, creating its rows as they
/// come into view (see `LazyGridRule.swift`).
public nonisolated struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let rule = LazyGridRule(
            axis: .vertical, items: view.columns, alignment: Alignment(horizontal: view.alignment, vertical: .center), spacing: view.spacing,
            pinnedViews: view.pinnedViews
        )
        list.append(rule.makeNode("LazyVGrid", content: view.content, orientation: nil, inputs: inputs))
    }
}

/// A grid that grows horizontally, its rows described by `GridItem`s, creating its columns as they
/// come into view (see `LazyGridRule.swift`).
public nonisolated struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let rule = LazyGridRule(
            axis: .horizontal, items: view.rows, alignment: Alignment(horizontal: .center, vertical: view.alignment), spacing: view.spacing,
            pinnedViews: view.pinnedViews
        )
        list.append(rule.makeNode("LazyHGrid", content: view.content, orientation: nil, inputs: inputs))
    }
}
