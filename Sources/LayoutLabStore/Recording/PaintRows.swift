import Foundation
import GRDB
import LayoutLab

/// Writes a case's paint rows (docs/rendering.md, "What is recorded"): a row only when a node's
/// paint differs from the one it last had in the case, with each distinct paint stored once as
/// JSON. Most nodes keep their paint for the whole case, so a case costs about one row per
/// drawing node, not one per node and pass.
final class PaintRows {
    private let db: Database
    private let caseId: Int64
    private let findPaint: Statement
    private let insertPaint: Statement
    private let insertRows: BatchedInsert
    /// The paint last written for each path id, and whether one was written at all.
    private var last: [NodePaint?] = []
    private var written: [Bool] = []
    private var ids: [NodePaint: Int64] = [:]
    /// Paints earlier cases of this store committed: the same scenario on the next profile
    /// draws the same texts and colours, and finds their ids here without encoding them.
    private let committed: CommittedPaints?

    init(_ db: Database, caseId: Int64, committed: CommittedPaints? = nil) throws {
        self.db = db
        self.caseId = caseId
        self.committed = committed
        findPaint = try db.cachedStatement(sql: "SELECT id FROM paint WHERE description = ?")
        insertPaint = try db.cachedStatement(sql: "INSERT INTO paint (description) VALUES (?)")
        insertRows = try BatchedInsert(db, into: "node_paint", columns: ["case_id", "node_id", "pass_id", "paint_id"], conflict: .replace)
    }

    /// Writes the rows for the nodes of a pass whose paint changed; `nodeId` gives a traced
    /// node's database id.
    func write(_ nodes: [NodeTrace], pass: Int64, nodeId: (Int) throws -> Int64) throws {
        // Gathered, then inserted several to a statement, in order: a later row for the same
        // node and pass replaces an earlier one, as it did one statement a row.
        var rows: [(node: Int64, paint: Int64?)] = []
        // By index, reading two fields: a whole trace copied retains its strings and paint.
        for index in nodes.indices {
            let path = nodes[index].pathID, paint = nodes[index].paint
            if path >= last.count {
                last.append(contentsOf: repeatElement(nil, count: path - last.count + 1))
                written.append(contentsOf: repeatElement(false, count: path - written.count + 1))
            }
            // A node first seen drawing nothing needs no row: no row means no paint. Two nodes of
            // one pass can share a path (a ForEach with duplicate ids): the later one's row stands.
            if written[path] ? last[path] == paint : paint == nil { continue }
            rows.append((try nodeId(index), try paint.map(id(of:))))
            last[path] = paint
            written[path] = true
        }
        try insertRows.insert(count: rows.count) { statement, base, index in
            statement.bind(caseId, at: base + 1)
            statement.bind(rows[index].node, at: base + 2)
            statement.bind(pass, at: base + 3)
            statement.bind(rows[index].paint, at: base + 4)
        }
    }

    /// The paints this case wrote or found, with their ids: committed with the case.
    var known: [NodePaint: Int64] { ids }

    private func id(of paint: NodePaint) throws -> Int64 {
        if let known = ids[paint] { return known }
        if let known = committed?.id(of: paint) {
            ids[paint] = known
            return known
        }
        let description = paint.json
        let id: Int64
        if let existing = try Int64.fetchOne(findPaint, arguments: [description]) {
            id = existing
        } else {
            try insertPaint.execute(arguments: [description])
            id = db.lastInsertedRowID
        }
        ids[paint] = id
        return id
    }
}

/// Paint ids a store's earlier cases committed (paints are never deleted, so a committed id stays
/// good). Bounded, like `CommittedNodes`: past its limit it stops growing.
final class CommittedPaints: @unchecked Sendable {
    private let lock = NSLock()
    private var ids: [NodePaint: Int64] = [:]
    /// Added at the next lookup (`StagedRows`).
    private var staged = StagedRows<(paint: NodePaint, id: Int64)>()
    let limit: Int

    init(limit: Int = 20_000) {
        self.limit = limit
    }

    func id(of paint: NodePaint) -> Int64? {
        lock.lock()
        defer { lock.unlock() }
        if !staged.isEmpty {
            for known in staged.take() {
                for (paint, id) in known where ids.count < limit {
                    ids[paint] = id
                }
            }
        }
        return ids[paint]
    }

    func add(_ known: [NodePaint: Int64]) {
        lock.lock()
        defer { lock.unlock() }
        staged.stage(known.map { (paint: $0.key, id: $0.value) }, room: limit - ids.count)
    }
}
