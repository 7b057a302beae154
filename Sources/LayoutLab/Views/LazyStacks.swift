/// Which parts of a lazy container's sections stay in view while it scrolls. Accepted; the
/// engine does not pin (docs/fidelity.md, "Lazy stacks and grids").
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// A vertical stack that creates its rows as they come into view (see `LazyStackRule.swift`).
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let rule = LazyStackRule(axis: .vertical, alignment: Alignment(horizontal: view.alignment, vertical: .top), spacing: view.spacing)
        list.append(rule.makeNode("LazyVStack", content: view.content, orientation: rule.axis, inputs: inputs))
    }
}

/// A horizontal stack that creates its columns as they come into view (see `LazyStackRule.swift`).
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let rule = LazyStackRule(axis: .horizontal, alignment: Alignment(horizontal: .leading, vertical: view.alignment), spacing: view.spacing)
        list.append(rule.makeNode("LazyHStack", content: view.content, orientation: rule.axis, inputs: inputs))
    }
}
