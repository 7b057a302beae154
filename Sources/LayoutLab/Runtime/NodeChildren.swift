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
        switch storage {
        case .one(let first):
            // Room for a row's few children at once, rather than regrowing at the third.
            var all: [LayoutNode] = []
            all.reserveCapacity(4)
            all.append(first)
            all.append(node)
            storage = .many(all)
        case .many(var all):
            if all.isEmpty { storage = .one(node); return }
            storage = .many([])  // the array's only reference, so that appending does not copy it
            all.append(node)
            storage = .many(all)
        }
    }

    /// Makes room for `capacity` children in all (past one: one is held without an array).
    mutating func reserveCapacity(_ capacity: Int) {
        guard capacity > 1 else { return }
        switch storage {
        case .one(let first):
            var all: [LayoutNode] = []
            all.reserveCapacity(capacity)
            all.append(first)
            storage = .many(all)
        case .many(var all):
            guard all.capacity < capacity else { return }
            storage = .many([])
            all.reserveCapacity(capacity)
            storage = .many(all)
        }
    }

    /// Appends `nodes`; a node with no children yet (a `GeometryReader`'s deferred content) takes
    /// the array itself.
    mutating func append(contentsOf nodes: NodeChildren) {
        guard !nodes.isEmpty else { return }
        if isEmpty { self = nodes; return }
        var all = array
        storage = .many([])
        all.reserveCapacity(all.count + nodes.count)
        nodes.withUnsafeBufferPointer { all.append(contentsOf: $0) }
        storage = .many(all)
    }
}
