// Where a scroll view rests. `defaultScrollAnchor` changes where its content starts, and so the
// layout (`Layouts/ScrollViewRule.swift`); `scrollPosition` and `onScrollGeometryChange` report
// or drive positions a finger or code reaches later, and are accepted: a recording scrolls with
// the timeline's `scroll(to:)` and `scroll(toID:anchor:)` steps, or `ScrollViewProxy.scrollTo`.

/// A scroll view's position as a value (iOS 18): an edge, a point or a view's id.
public struct ScrollPosition: Equatable, @unchecked Sendable {
    public private(set) var edge: Edge?
    public private(set) var point: CGPoint?
    public private(set) var viewID: AnyHashable?
    public private(set) var isPositionedByUser = false

    public init(idType: (some Hashable).Type = Never.self) {}

    public init(edge: Edge) { self.edge = edge }

    public init(point: CGPoint) { self.point = point }

    public init(x: CGFloat) { point = CGPoint(x: x, y: 0) }

    public init(y: CGFloat) { point = CGPoint(x: 0, y: y) }

    public init(id: some Hashable, anchor: UnitPoint? = nil) { viewID = AnyHashable(id) }

    public func viewID<T: Hashable>(type: T.Type) -> T? { viewID?.base as? T }

    public mutating func scrollTo(edge: Edge) { self = ScrollPosition(edge: edge) }
    public mutating func scrollTo(point: CGPoint) { self = ScrollPosition(point: point) }
    public mutating func scrollTo(x: CGFloat) { self = ScrollPosition(x: x) }
    public mutating func scrollTo(y: CGFloat) { self = ScrollPosition(y: y) }
    public mutating func scrollTo(id: some Hashable, anchor: UnitPoint? = nil) { self = ScrollPosition(id: id, anchor: anchor) }
}

/// A scroll view's geometry, as `onScrollGeometryChange` hands it over.
public struct ScrollGeometry: Equatable, Sendable {
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    public var contentInsets: EdgeInsets
    public var containerSize: CGSize
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }
}

nonisolated extension View {
    public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View { self }

    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View { self }

    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View { self }

    /// Where a scroll view's content starts: `.bottom` shows the end of a longer content, and
    /// puts a shorter one at the bottom (Apple: `defaultScrollAnchor(_:)`, "the anchor point of
    /// the content aligns with the anchor point of the scroll view", for the initial offset and
    /// for content smaller than the scroll view). Set on a scroll view or around one.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environment(\.defaultScrollAnchor, anchor)
    }
}

private struct DefaultScrollAnchorKey: EnvironmentKey {
    static let defaultValue: UnitPoint? = nil
}

extension EnvironmentValues {
    var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }
}
