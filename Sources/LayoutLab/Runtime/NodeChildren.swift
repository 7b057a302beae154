/// A node's children, in order.
///
/// Most nodes have exactly one child: a modifier wraps one view, and a custom view's body is one
/// view. That child is held here rather than in an array of its own, a heap block a node that
/// lived as long as the tree and was freed with it, one of the small blocks a list's row is made
/// of (docs/performance.md, "The flat list beside Yoga"). A `_ViewList` holds its nodes the same
/// way, so that a modifier's content of one view makes no array either. Either way it is eight
/// bytes: the two cases share the references' spare bits for their tag.
struct NodeChildren: RandomAccessCollection {
    private enum Storage {
        case one(LayoutNode)
        case many([LayoutNode])
    }

    private var storage: Storage

    init() {
        storage = .many([])
    }

    init(_ nodes: [LayoutNode]) {
        storage = nodes.count == 1 ? .one(nodes[0]) : .many(nodes)
    }

    init(_ node: LayoutNode) {
        storage = .one(node)
    }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch storage {
        case .one: 1
        case .many(let nodes): nodes.count
        }
    }

    var count: Int { endIndex }

    var isEmpty: Bool { endIndex == 0 }

    subscript(position: Int) -> LayoutNode {
        switch storage {
        case .one(let node):
            precondition(position == 0, "child index out of range")
            return node
        case .many(let nodes):
            return nodes[position]
        }
    }

    /// The children as an array (made for a single child).
    var array: [LayoutNode] {
        switch storage {
        case .one(let node): [node]
        case .many(let nodes): nodes
        }
    }

    /// Calls `body` with the children laid out contiguously, as `Array`'s method does.
    @inline(__always)
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<LayoutNode>) throws -> R) rethrows -> R {
        switch storage {
        case .one(let node):
            return try withUnsafePointer(to: node) { try body(UnsafeBufferPointer(start: $0, count: 1)) }
        case .many(let nodes):
            return try nodes.withUnsafeBufferPointer(body)
        }
    }

    mutating func append(_ node: LayoutNode) {
        if isEmpty { storage = .one(node); return }
        // Room for a row's few children at once, rather than regrowing at the third.
        growing(toHold: 4) { $0.append(node) }
    }

    /// Makes room for `capacity` children in all (past one: one is held without an array).
    mutating func reserveCapacity(_ capacity: Int) {
        guard capacity > 1 else { return }
        if case .many(let nodes) = storage, nodes.capacity >= capacity { return }
        growing(toHold: capacity) { _ in }
    }

    /// Appends `nodes`; a node with no children yet (a `GeometryReader`'s deferred content) takes
    /// them as they are held.
    mutating func append(contentsOf nodes: NodeChildren) {
        guard !nodes.isEmpty else { return }
        if isEmpty { self = nodes; return }
        growing(toHold: count + nodes.count) { all in
            nodes.withUnsafeBufferPointer { all.append(contentsOf: $0) }
        }
    }

    /// Changes the children as an array with room for `capacity` (an array grown past that
    /// doubles as usual), which they are held in from then on. The stored array is let go of
    /// first, so that `change` holds its only reference and grows it without a copy.
    @inline(__always)
    private mutating func growing(toHold capacity: Int, _ change: (inout [LayoutNode]) -> Void) {
        var all: [LayoutNode]
        switch storage {
        case .one(let node):
            all = []
            all.reserveCapacity(capacity)
            all.append(node)
        case .many(let nodes):
            all = nodes
            storage = .many([])
            if all.capacity < capacity { all.reserveCapacity(capacity) }
        }
        change(&all)
        storage = .many(all)
    }
}
