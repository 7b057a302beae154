import LayoutLab
import Foundation
import GRDB

/// Node paths and preference keys are stored once (tables `node` and `preference_key`) and
/// referred to by id, looked up or inserted on first sight. The ids that state, preference,
/// action and diagnostic rows refer to, and every preference key, are kept in memory for the
/// case. The memory lives as long as the case's transaction: ids from a rolled-back case must
/// never be reused.
final class Interner {
    private struct NodeEntry {
        var id: Int64
        var hasKind: Bool
    }

    private let db: Database
    private var nodes: [String: NodeEntry] = [:]
    private var keys: [String: Int64] = [:]
    private var lastKey: (name: String, id: Int64)?

    private let findNode: RawStatement
    private let insertNodes: BatchedInsert
    private let fillNodeKind: Statement
    private let findKey: Statement
    private let insertKey: Statement

    /// New nodes not inserted yet: inside `batchingNodeInserts`, they go in batches. Their ids are
    /// given here, counting on from the table's highest: the case's transaction keeps every other
    /// writer out, so nothing else can take them.
    private var pendingNodes: [(node: InternedNode, kind: String?, prefix: PrefixNode?)] = []
    /// Their hashes: a lookup only needs them in the table when it is for one of them.
    private var pendingHashes = Set<Int64>()
    private var nextNodeId: Int64
    private let firstNodeId: Int64
    private var isBatchingNodeInserts = false

    init(_ db: Database) throws {
        self.db = db
        findNode = try RawStatement(db, sql: """
            SELECT n.id, n.kind IS NOT NULL FROM node n LEFT JOIN node prefix ON prefix.id = n.prefix_node_id
            WHERE n.prefix_node_id IS ? AND n.path_hash = ? AND COALESCE(prefix.path_suffix, '') || n.path_suffix = ?
            """)
        insertNodes = try BatchedInsert(db, into: "node", columns: ["id", "path_suffix", "path_hash", "kind", "prefix_node_id"], conflict: .rollback)
        fillNodeKind = try db.cachedStatement(sql: "UPDATE node SET kind = ? WHERE id = ?")
        findKey = try db.cachedStatement(sql: "SELECT id FROM preference_key WHERE name = ?")
        insertKey = try db.cachedStatement(sql: "INSERT INTO preference_key (name) VALUES (?)")
        nextNodeId = try Int64.fetchOne(db, sql: "SELECT COALESCE(MAX(id), 0) + 1 FROM node")!
        firstNodeId = nextNodeId
    }

    /// Runs `body`, which announces many new paths, inserting their rows several to a statement;
    /// all are in the table when it returns. Rows that refer to nodes (frames, values) must not
    /// be written inside.
    func batchingNodeInserts(_ body: () throws -> Void) throws {
        isBatchingNodeInserts = true
        defer { isBatchingNodeInserts = false }
        try body()
        try insertPendingNodes()
    }

    private func insertPendingNodes() throws {
        guard !pendingNodes.isEmpty else { return }
        try insertNodes.insert(count: pendingNodes.count) { statement, base, index in
            let (node, kind, prefix) = pendingNodes[index]
            statement.bind(node.id, at: base + 1)
            statement.bind(node.path, fromByte: prefix?.length ?? 0, at: base + 2)
            statement.bind(node.hash, at: base + 3)
            statement.bind(kind, at: base + 4)
            statement.bind(prefix?.nodeId, at: base + 5)
        }
        pendingNodes.removeAll(keepingCapacity: true)
        pendingHashes.removeAll(keepingCapacity: true)
    }

    /// The highest node id this case has given out, if it gave any: once the case commits, every
    /// row up to it is known to the store's `KnownPathHashes`.
    var highestNodeId: Int64? { nextNodeId > firstNodeId ? nextNodeId - 1 : nil }

    /// The id of a node whose kind is known (announced by the engine, or seen with a frame). Such
    /// nodes are not remembered here: `CaseWriter` keeps their ids by the engine's path id, and
    /// remembering every path string would keep a whole tree of them alive for the length of the
    /// case (27 MB of the stress table's 230,000 nodes).
    ///
    /// The paths remembered for other rows are not consulted: those rows come after the paths
    /// they name are announced, and hashing a path of hundreds of bytes for that lookup cost as
    /// much as the rest of interning it. A path first met through them is found in the table.
    ///
    /// `hash` is the path's `PathHash`, and `prefix` the node whose path begins this one, or nil
    /// when none does: the engine's announcements give both without reading the string.
    func node(path: String, kind: String, hash: Int64, prefix: PrefixNode?) throws -> Int64 {
        let entry = try lookUpOrInsert(path: path, hash: hash, kind: kind, prefix: prefix)
        if !entry.hasKind {
            // Never a pending row: rows wait only inside a batch, whose paths all come with kinds.
            try fillNodeKind.execute(arguments: [kind, entry.id])
        }
        return entry.id
    }

    /// The same, with the hash and prefix found from the string.
    func node(path: String, kind: String) throws -> Int64 {
        try node(path: path, kind: kind, hash: PathHash.of(path), prefix: prefixNode(of: path))
    }

    /// The id of a node named by a state, preference, action or diagnostic row; nil for the empty
    /// path the engine reports for state that belongs to no node.
    func node(path: String?) throws -> Int64? {
        guard let path, !path.isEmpty else { return nil }
        if let entry = nodes[path] { return entry.id }
        let entry = try lookUpOrInsert(path: path, hash: PathHash.of(path), kind: nil, prefix: try prefixNode(of: path))
        nodes[path] = entry
        return entry.id
    }

    /// The node `path` is stored after, found or stored from the string alone, by the rule
    /// `AnnouncedPaths` follows for the engine's entries.
    private func prefixNode(of path: String) throws -> PrefixNode? {
        guard let length = NodePath(path).elementPrefixLength else { return nil }
        let prefixPath = String(path.utf8.prefix(length))!
        let entry = try lookUpOrInsert(path: prefixPath, hash: PathHash.of(prefixPath), kind: nil, prefix: nil)
        return PrefixNode(nodeId: entry.id, length: length)
    }

    func preferenceKey(_ name: String) throws -> Int64 {
        // A pass's values mostly share one key, whose name is one string: comparing it with the
        // last is a pointer check, where the dictionary hashed the whole generic type name.
        if let lastKey, lastKey.name == name { return lastKey.id }
        if let id = keys[name] {
            lastKey = (name, id)
            return id
        }
        let id: Int64
        if let existing = try Int64.fetchOne(findKey, arguments: [name]) {
            id = existing
        } else {
            try insertKey.execute(arguments: [name])
            id = db.lastInsertedRowID
        }
        keys[name] = id
        lastKey = (name, id)
        return id
    }

    private func lookUpOrInsert(path: String, hash: Int64, kind: String?, prefix: PrefixNode?) throws -> NodeEntry {
        if let known = committed?.entry(for: path, hash: hash) {
            if kind == nil || known.hasKind { return NodeEntry(id: known.id, hasKind: known.hasKind) }
        }
        if knownHashes?.mayContain(hash) ?? true {
            // A pending row must be in the table for the lookup to find it.
            if pendingHashes.contains(hash) { try insertPendingNodes() }
            // Stored after its prefix, or whole: by this rule, or by a binary from before prefixes.
            if let prefix, let found = try find(path, hash: hash, prefixNodeId: prefix.nodeId) { return found }
            if let found = try find(path, hash: hash, prefixNodeId: nil) { return found }
        }
        let node = InternedNode(path: path, hash: hash, id: nextNodeId, hasKind: kind != nil)
        nextNodeId += 1
        pendingNodes.append((node, kind, prefix))
        pendingHashes.insert(hash)
        if !isBatchingNodeInserts { try insertPendingNodes() }
        knownHashes?.insert(hash)
        if let committed, fresh.count < committed.limit { fresh.append(node) }
        return NodeEntry(id: node.id, hasKind: node.hasKind)
    }

    private func find(_ path: String, hash: Int64, prefixNodeId: Int64?) throws -> NodeEntry? {
        findNode.bind(prefixNodeId, at: 1)
        findNode.bind(hash, at: 2)
        findNode.bind(path, at: 3)
        return try findNode.fetchOne { NodeEntry(id: $0.int64(0), hasKind: $0.bool(1)) }
    }

    /// Ids of nodes committed by earlier cases of this store, and the nodes this case inserted
    /// (handed to the cache only once the case commits: a rolled-back id must never be reused).
    var committed: CommittedNodes?
    private(set) var fresh: [InternedNode] = []
    /// The hashes of the stored paths; without it, every new path is looked for before its insert.
    var knownHashes: KnownPathHashes?
}

/// A stored node whose path is the start of another's, and that path's length in UTF-8 bytes: the
/// other row keeps only the rest (migration 0004).
struct PrefixNode {
    var nodeId: Int64
    var length: Int
}

/// A row of the `node` table, as the interner met it.
struct InternedNode {
    var path: String
    /// `PathHash.of(path)`, which the cache is keyed by: keyed by the path string, filling the
    /// cache after a stress case's commit would hash every path again, on the case's clock.
    var hash: Int64
    var id: Int64
    var hasKind: Bool
}

/// 64-bit FNV-1a, as a signed integer for SQLite.
enum PathHash {
    static func of(_ path: String) -> Int64 {
        Int64(bitPattern: feed(path, into: 0xCBF2_9CE4_8422_2325))
    }

    /// The hash of `parent + "/" + segment` from the parent's hash alone: FNV reads bytes in order.
    static func of(segment: String, below parent: Int64) -> Int64 {
        Int64(bitPattern: feed(segment, into: feed("/", into: UInt64(bitPattern: parent))))
    }

    private static func feed(_ text: String, into hash: UInt64) -> UInt64 {
        var hash = hash
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }
}

/// Node ids a store's earlier cases committed, so that the next case (the same scenario on the
/// next profile, typically) finds them without asking SQLite. Bounded: past its limit it stops
/// growing rather than holding a stress table's every path. A case's nodes are added at the next
/// lookup (`StagedRows`).
final class CommittedNodes: @unchecked Sendable {
    private let lock = NSLock()
    private var nodes: [Int64: InternedNode] = [:]
    private var staged = StagedRows<InternedNode>()
    let limit: Int

    init(limit: Int = 20_000) {
        self.limit = limit
    }

    /// The node stored for `path`, whose `PathHash` is `hash`; nil if not cached (two paths with
    /// one hash share an entry, and the second is looked up in SQLite).
    func entry(for path: String, hash: Int64) -> InternedNode? {
        lock.lock()
        defer { lock.unlock() }
        if !staged.isEmpty {
            for fresh in staged.take() {
                nodes.reserveCapacity(min(limit, nodes.count + fresh.count))
                for node in fresh where nodes.count < limit {
                    if nodes[node.hash] == nil { nodes[node.hash] = node }
                }
            }
        }
        guard let node = nodes[hash], node.path == path else { return nil }
        return node
    }

    func add(_ fresh: [InternedNode]) {
        lock.lock()
        defer { lock.unlock() }
        staged.stage(fresh, room: limit - nodes.count)
    }
}
