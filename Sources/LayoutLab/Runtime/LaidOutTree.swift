/// A laid-out node tree kept for a ``LayoutSnapshot``: its nodes in tree order, with what a trace
/// needs that only the engine thread can work out (each node's paint). Read from any thread once
/// made: nothing changes a node after its pass.
final class LaidOutTree: @unchecked Sendable {
    /// Holds the whole tree; `order` refers to its nodes without counting them. Let go of only in
    /// `deinit`.
    private var root: LayoutNode?
    private let order: [Unmanaged<LayoutNode>]
    private let paints: [NodePaint?]
    private let paths: NodePathTable
    private let grid: PixelGrid
    /// The tree's depth: the root is 0.
    private let depth: Int

    init(root: LayoutNode, order: [Unmanaged<LayoutNode>], paints: [NodePaint?], paths: NodePathTable, grid: PixelGrid, depth: Int) {
        self.root = root
        self.order = order
        self.paints = paints
        self.paths = paths
        self.grid = grid
        self.depth = depth
    }

    /// Freeing a node frees its children, a few stack frames a level: a tree thousands deep would
    /// overrun a task's stack (half a megabyte), so a deep tree is freed on an engine thread, and
    /// so is a large one, whose memory goes back to the allocator arena of the thread that made
    /// it without crossing to the caller's core. The caller waits: freed beside the next layout
    /// on another thread, the flat list's tree made that layout 1.3 times as long (its memory
    /// freed into one arena while the next tree was built in another, cold one;
    /// docs/performance.md, "The flat list beside Yoga").
    deinit {
        // Moved out, so that the engine thread drops the last reference, not this one.
        if depth > Self.depthFreedInPlace || order.count > Self.nodesFreedInPlace {
            EngineThread.release(EngineThread.Held(root.take()))
        }
    }

    /// The deepest tree freed on the thread that drops the last snapshot.
    static let depthFreedInPlace = 200
    /// The largest tree freed there: past it, handing the tree to an engine thread costs little.
    static let nodesFreedInPlace = 10_000

    var count: Int { order.count }

    func trace(at index: Int) -> NodeTrace {
        order[index]._withUnsafeGuaranteedRef { node in
            NodeTrace(placed: node, in: paths, renderFrame: node.renderFrame(on: grid), paint: paints[index])
        }
    }

    /// The first node `predicate` holds for, asked of the node itself rather than of its trace.
    func firstIndex(where predicate: (LayoutNode) -> Bool) -> Int? {
        order.firstIndex { $0._withUnsafeGuaranteedRef(predicate) }
    }

    /// Every node `predicate` holds for, in tree order.
    func indices(where predicate: (LayoutNode) -> Bool) -> [Int] {
        order.indices.filter { order[$0]._withUnsafeGuaranteedRef(predicate) }
    }
}
