/// A type that defines the geometry of a collection of views, as SwiftUI's `Layout` does.
/// The built-in stacks are `Layout`s too, so custom layouts run on exactly the same machinery.
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    static var layoutProperties: LayoutProperties { get }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// The container's explicit value for a guide, relative to `bounds` (see
    /// `LayoutExplicitAlignment.swift` for the default).
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' spacing on every edge, or zero without subviews (SwiftUI's
    /// default, as OpenSwiftUI reconstructs it).
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        guard !subviews.isEmpty else { return .zero }
        return ViewSpacing(Spacing.union(subviews.lazy.map(\.spacing.spacing)))
    }

    /// Lays out `content` with this layout: `MyLayout { … }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutContainer(kind: nil, layout: self, content: content())
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Layout-specific properties: a stack orientation tells `Spacer` which way to grow.
public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?
    public init() {}
}

/// A key for a value a view hands to its parent layout (`.layoutValue(key:value:)`).
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
