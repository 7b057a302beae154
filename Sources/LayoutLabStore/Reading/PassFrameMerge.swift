import GRDB
import GRDBSQLite

/// Pairs the frame rows of two passes by node, for ``Recording/nodes(ofPass:comparedWith:tolerance:includesUnchanged:)``.
///
/// Two recordings of a case lay their nodes out in nearly the same tree order, so both passes are
/// read in order, side by side, and a node of A is first looked for at B's next row: a
/// sequential read of both passes, where a join looked every node of A up in B through the
/// `node_frame_node` index and then fetched B's row by its key, two b-tree searches a node (all
/// of a diff's time on a stress table, docs/performance.md). Only a node B has elsewhere (a node
/// added, removed or moved in the tree) is looked up; B's reading then resumes after the row
/// found, so a change costs the nodes it moved, not the rest of the pass.
///
/// Rows are read through SQLite's own step and column calls; only the rows returned are decoded
/// into values (path, kind, name). Valid only inside the read that made it.
final class PassFrameMerge {
    private let db: Database
    private let rowsA: Statement
    private let rowsB: Statement
    private let lookupB: Statement
    private let pathOf: Statement
    private let kindOf: Statement
    private let passB: Int64
    private let tolerance: Double
    private let includesUnchanged: Bool
    /// Whether B's sequential read has a current row, and has ended.
    private var hasRowB = false
    private var endedB = false

    /// The columns both reads select, in this order.
    private static let columns = "ordinal, node_id, name, x, y, width, height, render_x, render_y, render_width, render_height"
    private static let firstFrameColumn: Int32 = 3

    init(_ db: Database, passA: Int64, passB: Int64, tolerance: Double, includesUnchanged: Bool) throws {
        self.db = db
        self.passB = passB
        self.tolerance = tolerance
        self.includesUnchanged = includesUnchanged
        // Two statements of the same text: not the cached one, which both would share.
        rowsA = try db.makeStatement(sql: "SELECT \(Self.columns) FROM node_frame WHERE pass_id = ? ORDER BY ordinal")
        rowsB = try db.makeStatement(sql: "SELECT \(Self.columns) FROM node_frame WHERE pass_id = ? ORDER BY ordinal")
        lookupB = try db.makeStatement(
            sql: "SELECT \(Self.columns) FROM node_frame INDEXED BY node_frame_node WHERE node_id = ? AND pass_id = ?"
        )
        pathOf = try db.makeStatement(sql: "SELECT path FROM node_paths WHERE id = ?")
        kindOf = try db.makeStatement(sql: "SELECT kind FROM node WHERE id = ?")
        sqlite3_bind_int64(rowsA.sqliteStatement, 1, passA)
        sqlite3_bind_int64(rowsB.sqliteStatement, 1, passB)
        sqlite3_bind_int64(lookupB.sqliteStatement, 2, passB)
        try advanceB()
    }

    /// The next node of A, in tree order, that B lacks or that moved beyond the tolerance (every
    /// node of A when `includesUnchanged`); nil after the last.
    func next() throws -> NodeInTwoPasses? {
        let a = rowsA.sqliteStatement
        while try step(a) {
            let node = sqlite3_column_int64(a, 1)
            if hasRowB, sqlite3_column_int64(rowsB.sqliteStatement, 1) == node {
                let pair = try pairIfChanged(a, rowsB.sqliteStatement)
                try advanceB()
                if let pair { return pair }
                continue
            }
            let lookup = lookupB.sqliteStatement
            sqlite3_bind_int64(lookup, 1, node)
            defer { sqlite3_reset(lookup) }
            guard try step(lookup) else {
                return NodeInTwoPasses(
                    path: try text(pathOf, node) ?? "", kind: try text(kindOf, node), name: Self.text(a, 2),
                    a: Self.geometry(a), b: nil
                )
            }
            let ordinal = sqlite3_column_int64(lookup, 0)
            let pair = try pairIfChanged(a, lookup)
            // B's read resumes after the row found: the nodes between are B's own, or met later.
            while hasRowB, sqlite3_column_int64(rowsB.sqliteStatement, 0) <= ordinal { try advanceB() }
            if let pair { return pair }
        }
        return nil
    }

    /// The two rows' node, unless it is unchanged and unchanged nodes are not asked for.
    private func pairIfChanged(_ a: OpaquePointer, _ b: OpaquePointer) throws -> NodeInTwoPasses? {
        var changed = includesUnchanged
        if !changed {
            for column in Self.firstFrameColumn..<(Self.firstFrameColumn + 8)
            where abs(sqlite3_column_double(a, column) - sqlite3_column_double(b, column)) > tolerance {
                changed = true
                break
            }
        }
        guard changed else { return nil }
        let node = sqlite3_column_int64(a, 1)
        return NodeInTwoPasses(
            path: try text(pathOf, node) ?? "", kind: try text(kindOf, node), name: Self.text(b, 2) ?? Self.text(a, 2),
            a: Self.geometry(a), b: Self.geometry(b)
        )
    }

    private func advanceB() throws {
        guard !endedB else { return }
        hasRowB = try step(rowsB.sqliteStatement)
        endedB = !hasRowB
    }

    /// Steps a statement: whether it is on a row.
    private func step(_ statement: OpaquePointer) throws -> Bool {
        switch sqlite3_step(statement) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let code:
            throw DatabaseError(
                resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection))
            )
        }
    }

    /// The one text column a lookup by id gives, or nil.
    private func text(_ statement: Statement, _ id: Int64) throws -> String? {
        let handle = statement.sqliteStatement
        sqlite3_bind_int64(handle, 1, id)
        defer { sqlite3_reset(handle) }
        return try step(handle) ? Self.text(handle, 0) : nil
    }

    private static func text(_ statement: OpaquePointer, _ column: Int32) -> String? {
        guard let bytes = sqlite3_column_text(statement, column) else { return nil }
        return String(cString: bytes)
    }

    private static func geometry(_ statement: OpaquePointer) -> NodeGeometry {
        func value(_ offset: Int32) -> Double { sqlite3_column_double(statement, firstFrameColumn + offset) }
        return NodeGeometry(
            layout: RecordedRect(x: value(0), y: value(1), width: value(2), height: value(3)),
            render: RecordedRect(x: value(4), y: value(5), width: value(6), height: value(7))
        )
    }
}
