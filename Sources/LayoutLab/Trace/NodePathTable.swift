/// Node paths, interned for a whole case. A path is stored as its parent's id and its last
/// segment, so memory grows with the number of distinct nodes, not with their depth; a path's id
/// stays the same from pass to pass, which lets a recorder key rows by it and ask for the full
/// string only the first time it meets an id.
///
/// The engine thread interns; any thread may read paths (the recorder does), hence the lock.
public final class NodePathTable: @unchecked Sendable {
    /// Nodes are looked up by structural identity (a hash computed anyway), which is much cheaper
    /// than hashing their segments; the stored parent and kind confirm the match.
    /// 32-bit ids (a case has far fewer than 2³¹ paths): the map is twice the number of paths
    /// in slots, and an entry of two `Int`s made it 32 bytes a slot rather than 20.
    private struct Entry {
        let id: Int32
        let parent: Int32
    }

    @exclusivity(unchecked) private var ids = IdentityMap<Entry>()
    private let lock = NSLock()
    @exclusivity(unchecked) private var parents: [Int] = []
    @exclusivity(unchecked) private var kinds: [String] = []
    @exclusivity(unchecked) private var slots: [String] = []
    /// Each path's last segment, written the first time someone reads it (under the lock): a
    /// one-shot layout interns every node and may never read a path.
    @exclusivity(unchecked) private var segments: [String?] = []
    /// Each path's node identity, and the id its first child had when the parent was last
    /// assigned (-1: none yet), for `assign`'s guess. Read and written by the engine thread only.
    @exclusivity(unchecked) private var identities: [UInt64] = []
    @exclusivity(unchecked) private var firstChildren: [Int32] = []

    /// Whether a path met again in a later pass gets the id it had (false for a one-pass layout,
    /// which never meets a path twice: looking each one up in a table as large as the tree was a
    /// sixth of a one-shot layout's time, most of it waiting for memory). Such a table names its
    /// nodes in the snapshot's walk (`name`).
    private let keepsIDsAcrossPasses: Bool

    init(keepsIDsAcrossPasses: Bool = true) {
        self.keepsIDsAcrossPasses = keepsIDsAcrossPasses
    }

    /// The id of `node`'s path below the path `parent` (-1 for a root), trying `guess` first: the
    /// id this node's path had in the last pass if the tree kept its shape. Siblings met for the first time get consecutive ids, so the next
    /// sibling's guess is this one's id plus one; a guess reads arrays in order, where a lookup
    /// in `ids` waits on memory at a random place (it was a twentieth of a recorded pass).
    private func id(of node: LayoutNode, parent: Int, guess: Int) -> Int {
        // Only the engine thread appends, so it may read `kinds` without the lock.
        // Called by `assign`, with the lock held.
        if guess >= 0, guess < identities.count, identities[guess] == node.identity.raw, parents[guess] == parent,
           kinds[guess] == node.kind {
            return guess
        }
        if let entry = ids[node.identity], Int(entry.parent) == parent, kinds[Int(entry.id)] == node.kind { return Int(entry.id) }
        // `assign` holds the lock.
        let id = parents.count
        parents.append(parent)
        kinds.append(node.kind)
        slots.append(node.slot)
        segments.append(nil)
        ids[node.identity] = Entry(id: Int32(truncatingIfNeeded: id), parent: Int32(truncatingIfNeeded: parent))
        identities.append(node.identity.raw)
        firstChildren.append(-1)
        return id
    }

    /// The last segment of path `id`: `HStack[1]`. Called with the lock held.
    private func segment(_ id: Int) -> String {
        if let segment = segments[id] { return segment }
        let segment = NodePath.Segment.text(kind: NodePath.escape(kinds[id]), slotText: slots[id])
        segments[id] = segment
        return segment
    }

    /// The full path for `id`: `Root/VStack/HStack[1]/Text[0]`.
    public func path(_ id: Int) -> String {
        guard id >= 0 else { return "" }
        lock.lock()
        defer { lock.unlock() }
        var length = -1
        var current = id
        while current >= 0 {
            length += segment(current).utf8.count + 1
            current = parents[current]
        }
        // Written back to front into one buffer: no intermediate arrays or strings.
        return String(unsafeUninitializedCapacity: length) { buffer in
            var end = length
            var current = id
            while current >= 0 {
                var segment = segments[current]!
                segment.withUTF8 { bytes in
                    end -= bytes.count
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[end..<end + bytes.count]).initialize(from: bytes)
                }
                current = parents[current]
                if current >= 0 {
                    end -= 1
                    buffer[end] = UInt8(ascii: "/")
                }
            }
            return length
        }
    }

    /// The paths with ids in `ids`, as the table stores them.
    public func entries(_ ids: Range<Int>) -> [NodePathEntry] {
        lock.lock()
        defer { lock.unlock() }
        return ids.map { NodePathEntry(id: $0, parent: parents[$0], segment: segment($0), kind: kinds[$0]) }
    }

    /// The number of distinct paths met so far.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return parents.count
    }

    /// Whether nodes get their ids from the walk that makes a pass's snapshot (`name(_:parentID:)`)
    /// rather than from `assign` once their subtree is built: true for a table that does not keep
    /// ids across passes. A walk of its own over a long list waits on memory for every node again,
    /// and was a tenth of a one-shot layout's time (docs/performance.md, "The flat list beside Yoga").
    var namesNodesInSnapshotWalk: Bool { !keepsIDsAcrossPasses }

    /// Makes room for `count` paths in all, before a walk that names that many nodes
    /// (`name(_:parentID:)`): grown one doubling at a time, a long list's four arrays were copied
    /// thirteen times each, and each copy touched fresh pages
    /// (docs/performance.md, "The flat list beside Yoga"). Without the lock, as `name`.
    func reserve(paths count: Int) {
        assert(namesNodesInSnapshotWalk, "a table that keeps ids across passes grows as it assigns")
        guard count > parents.capacity else { return }
        parents.reserveCapacity(count)
        kinds.reserveCapacity(count)
        slots.reserveCapacity(count)
        segments.reserveCapacity(count)
    }

    /// Gives `node` a new path id below the path `parentID` (-1 for a root), for a table that names
    /// nodes in the snapshot's walk. Without the lock: such a table's paths are appended by its
    /// engine thread alone, in the walk that makes its first snapshot, before that snapshot can be
    /// read elsewhere (a later snapshot of the same laid-out tree finds every node named).
    func name(_ node: LayoutNode, parentID: Int) -> Int {
        assert(namesNodesInSnapshotWalk, "a table that keeps ids across passes names nodes in assign")
        let id = parents.count
        parents.append(parentID)
        kinds.append(node.kind)
        slots.append(node.slot)
        segments.append(nil)
        return id
    }

    /// Gives `node` its path id below the path `parentID` (-1 for a root), then its subtree theirs;
    /// nothing for a table that names nodes in the snapshot's walk (`namesNodesInSnapshotWalk`).
    /// The nodes on the stack are not counted: the tree holds them, and is not changed meanwhile.
    /// Holds the lock throughout, so a reader waits at most as long as a pass's assignment takes;
    /// taking it for each new path was 0.8 % of the instructions of a one-shot layout of a long
    /// list (callgrind, docs/performance.md, "The flat list beside Yoga").
    func assign(_ node: LayoutNode, parentID: Int) {
        guard keepsIDsAcrossPasses else { return }
        lock.lock()
        defer { lock.unlock() }
        node.pathID = id(of: node, parent: parentID, guess: -1)
        var stack: [Unmanaged<LayoutNode>] = [.passUnretained(node)]
        while let reference = stack.popLast() {
            reference._withUnsafeGuaranteedRef { current in
                let parent = current.pathID
                var guess = Int(firstChildren[parent])
                var first = true
                current.forEachChild { child in
                    let id = id(of: child, parent: parent, guess: guess)
                    child.pathID = id
                    if first {
                        firstChildren[parent] = Int32(truncatingIfNeeded: id)
                        first = false
                    }
                    guess = id + 1
                    stack.append(.passUnretained(child))
                }
            }
        }
    }
}

/// One interned path: its last segment below its parent's path (`parent` is -1 for a root).
/// Parents are always interned before their children, so a parent's id is smaller.
public struct NodePathEntry: Sendable, Hashable {
    public let id: Int
    public let parent: Int
    public let segment: String
    /// The node's kind, as in `NodeTrace.kind`.
    public let kind: String

    /// Whether the node is an element of a `ForEach`.
    public var isForEachElement: Bool { NodePath.Segment.isForEachElement(segment[...]) }
}
