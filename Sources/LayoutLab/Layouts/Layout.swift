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
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }

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

/// Preferred spacing around a view. layoutlab uses SwiftUI's default of 8 points between views.
public struct ViewSpacing: Sendable {
    public static let zero = ViewSpacing(length: 0)
    let length: CGFloat

    public init() { length = 8 }
    init(length: CGFloat) { self.length = length }

    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { max(length, next.length) }
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { self }
}

/// A key for a value a view hands to its parent layout (`.layoutValue(key:value:)`).
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// A proxy for one subview of a layout: measure it, read its traits, place it.
public struct LayoutSubview: Equatable {
    let node: LayoutNode
    let index: Int
    let host: SubviewHost

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        host.pass.size(of: node, proposing: proposal)
    }

    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        host.pass.dimensions(of: node, size: sizeThatFits(proposal))
    }

    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        host.placements[index] = SubviewPlacement(position: position, anchor: anchor, proposal: proposal)
    }

    public var priority: Double { node.layoutPriority }

    public var spacing: ViewSpacing { ViewSpacing() }

    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        (node.trait(ObjectIdentifier(key)) as? K.Value) ?? K.defaultValue
    }

    /// The `Spacer` this subview is, if it is one (stacks treat spacers specially).
    var spacer: SpacerLayout? { node.spacer }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }
}

/// The subviews of a layout container, in order.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let storage: [LayoutSubview]

    public var startIndex: Int { storage.startIndex }
    public var endIndex: Int { storage.endIndex }
    public subscript(index: Int) -> LayoutSubview { storage[index] }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(storage: Array(storage[bounds])) }

    public var layoutDirection: LayoutDirection { .leftToRight }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { a.storage == b.storage }
}

public enum LayoutDirection: Hashable, Sendable {
    case leftToRight
    case rightToLeft
}

struct SubviewPlacement {
    let position: CGPoint
    let anchor: UnitPoint
    let proposal: ProposedViewSize
}

/// What the subviews of one node share: the current pass and the placements being collected.
/// The pass is unowned: subviews only exist while their pass runs, and nodes (which own the
/// host) must not keep the pass that may hold them in its diagnostics. Unsafe, because a safe
/// unowned reference counts every read, and every measurement of a subview reads it: a
/// `LayoutSubview` kept past its layout call and used later reads freed memory (as in SwiftUI,
/// subviews are only valid during the call that received them).
final class SubviewHost {
    @exclusivity(unchecked) unowned(unsafe) var pass: LayoutPass
    @exclusivity(unchecked) var placements: [SubviewPlacement?] = []

    init(pass: LayoutPass) {
        self.pass = pass
    }
}

/// Runs a public `Layout` as a node's layout rule.
final class LayoutAdapter<L: Layout>: NodeLayout {
    let layout: L
    /// Made on first use. A pointer, not an `L.Cache?`: this code is not specialised, and every
    /// access to an optional of an associated type looks up that optional's metadata at run time
    /// (2 % of a pass in the stress table).
    @exclusivity(unchecked) private var cache: UnsafeMutablePointer<L.Cache>?
    @exclusivity(unchecked) private var host: SubviewHost?
    @exclusivity(unchecked) private var subviews: LayoutSubviews?

    init(_ layout: L) {
        self.layout = layout
    }

    deinit {
        guard let cache else { return }
        cache.deinitialize(count: 1)
        cache.deallocate()
    }

    private func cache(for subviews: LayoutSubviews) -> UnsafeMutablePointer<L.Cache> {
        if let cache { return cache }
        let made = UnsafeMutablePointer<L.Cache>.allocate(capacity: 1)
        made.initialize(to: layout.makeCache(subviews: subviews))
        cache = made
        return made
    }

    private func subviews(of node: LayoutNode, pass: LayoutPass) -> LayoutSubviews {
        if let subviews, let host {
            host.pass = pass
            return subviews
        }
        let host = SubviewHost(pass: pass)
        let subviews = LayoutSubviews(storage: node.children.enumerated().map {
            LayoutSubview(node: $0.element, index: $0.offset, host: host)
        })
        self.host = host
        self.subviews = subviews
        return subviews
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        let subviews = subviews(of: node, pass: pass)
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache(for: subviews).pointee)
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let subviews = subviews(of: node, pass: pass)
        guard let host else { return }
        host.placements = Array(repeating: nil, count: subviews.count)
        layout.placeSubviews(in: node.frame, proposal: node.proposal, subviews: subviews, cache: &cache(for: subviews).pointee)
        let placements = host.placements
        for (child, placement) in zip(node.children, placements) {
            if let placement {
                pass.placeChild(child, at: placement.position, anchor: placement.anchor, proposal: placement.proposal)
            } else {
                // SwiftUI centres a subview the layout never placed.
                pass.placeChild(child, at: CGPoint(x: node.frame.midX, y: node.frame.midY), anchor: .center, proposal: .unspecified)
            }
        }
    }
}

/// A container view laid out by a `Layout`: the stacks, and custom layouts called as functions.
struct LayoutContainer<L: Layout, Content: View>: View {
    let kind: String?
    let layout: L
    let content: Content

    typealias Body = Never
    var body: Never { primitiveBody(Self.self) }

    static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let node = LayoutNode(
            kind: view.kind ?? inputs.graph.kindName(for: L.self), slot: inputs.slot, identity: inputs.identity,
            layout: LayoutAdapter(view.layout)
        )
        var children = _ViewList()
        makeViewList(view.content, inputs.containerContent(orientation: L.layoutProperties.stackOrientation), &children)
        node.setChildren(children)
        list.append(node)
    }
}
