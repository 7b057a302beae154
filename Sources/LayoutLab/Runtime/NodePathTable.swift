/// Node paths, interned for a whole case. A path is stored as its parent's id and its last
/// segment, so memory grows with the number of distinct nodes, not with their depth; a path's id
/// stays the same from pass to pass, which lets a recorder key rows by it and ask for the full
/// string only the first time it meets an id.
///
/// The engine thread interns; any thread may read paths (the recorder does), hence the lock.
public final class NodePathTable: @unchecked Sendable {
    private struct Key: Hashable {
        let parent: Int
        let kind: String
        let slot: String
    }

    private var ids: [Key: Int] = [:]
    private let lock = NSLock()
    private var parents: [Int] = []
    private var segments: [String] = []

    init() {}

    /// The id of the path `parent/kind[slot]` (`parent` is -1 for a root).
    func id(parent: Int, kind: String, slot: String) -> Int {
        let key = Key(parent: parent, kind: kind, slot: slot)
        if let id = ids[key] { return id }
        lock.lock()
        let id = segments.count
        parents.append(parent)
        segments.append(NodePath.segment(kind: kind, slot: slot))
        lock.unlock()
        ids[key] = id
        return id
    }

    /// The full path for `id`: `Root/VStack/HStack[1]/Text[0]`.
    public func path(_ id: Int) -> String {
        guard id >= 0 else { return "" }
        lock.lock()
        defer { lock.unlock() }
        var chain: [Int] = []
        var current = id
        while current >= 0 {
            chain.append(current)
            current = parents[current]
        }
        return chain.reversed().map { segments[$0] }.joined(separator: "/")
    }

    /// The number of distinct paths met so far.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return segments.count
    }

    /// Gives `node` its path id below the path `parentID` (-1 for a root), then its subtree theirs.
    func assign(_ node: LayoutNode, parentID: Int) {
        node.pathID = id(parent: parentID, kind: node.kind, slot: node.slot)
        var stack: [LayoutNode] = [node]
        while let current = stack.popLast() {
            for child in current.children {
                child.pathID = id(parent: current.pathID, kind: child.kind, slot: child.slot)
                stack.append(child)
            }
        }
    }
}
