/// A coordinate space to read a frame in: the screen (`global`), the view's own bounds
/// (`local`), or the bounds of an enclosing view that declared a name with
/// `.coordinateSpace(_:)`. Scroll views declare `.scrollView` themselves
/// (docs/layout-rules.md, "Coordinate spaces").
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)

    public var isGlobal: Bool { self == .global }
    public var isLocal: Bool { self == .local }
}

/// A coordinate space as the iOS 17 APIs take it: `.local`, `.global`, `.named(_:)`,
/// `.scrollView`, `.scrollView(axis:)`.
public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

/// A space named by a view: one declared with `.coordinateSpace(.named(_:))`, or the nearest
/// scroll view's.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
    let name: AnyHashable

    public var coordinateSpace: CoordinateSpace { .named(name) }
}

public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }

    /// The nearest enclosing scroll view's bounds, whichever way it scrolls.
    public static var scrollView: NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(ScrollViewSpace.Query.any))
    }

    /// The nearest enclosing scroll view that scrolls along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(axis == .horizontal ? ScrollViewSpace.Query.horizontal : .vertical))
    }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

/// The space a scroll view declares while its content is placed, and the `.scrollView` names
/// that find it.
struct ScrollViewSpace: Hashable {
    let axes: Axis.Set

    enum Query: Hashable {
        case any, horizontal, vertical
    }

    func matches(_ query: Query) -> Bool {
        switch query {
        case .any: true
        case .horizontal: axes.contains(.horizontal)
        case .vertical: axes.contains(.vertical)
        }
    }
}

/// The named spaces enclosing a view while it is placed, innermost last.
typealias NamedSpaces = [(name: AnyHashable, frame: CGRect)]

extension Array where Element == (name: AnyHashable, frame: CGRect) {
    /// The rendered frame of the innermost space that `name` refers to, if any encloses the view.
    func frame(of name: AnyHashable) -> CGRect? {
        if let query = name.base as? ScrollViewSpace.Query {
            return last { ($0.name.base as? ScrollViewSpace)?.matches(query) ?? false }?.frame
        }
        return last { $0.name == name }?.frame
    }

    /// The innermost scroll view's frame and axes.
    func scrollView(along axis: Axis?) -> (frame: CGRect, axes: Axis.Set)? {
        for space in reversed() {
            guard let scroll = space.name.base as? ScrollViewSpace else { continue }
            if let axis, !scroll.axes.contains(axis == .horizontal ? .horizontal : .vertical) { continue }
            return (space.frame, scroll.axes)
        }
        return nil
    }
}
