import Foundation
import GRDB
import GRDBSQLite
import LayoutLabStore

/// The baseline for record throughput: the frame rows a recording wrote, inserted again by the
/// plainest loop SQLite allows (one prepared statement, C-level binds, one transaction) into a
/// database with the same schema, indexes and settings. A second baseline puts as many rows in a
/// statement as the recorder does: the recorder's rows are cheaper than the plain loop's, and
/// this shows by how much.
enum RawFrameInsert {
    struct FrameRow {
        var passId: Int64
        var ordinal: Int64
        var nodeId: Int64
        var name: String?
        var proposedWidth: Double?
        var proposedHeight: Double?
        var x, y, width, height: Double
        var renderX, renderY, renderWidth, renderHeight: Double
    }

    static func insertSQL(rows: Int) -> String {
        let row = "(" + repeatElement("?", count: 14).joined(separator: ", ") + ")"
        return """
            INSERT INTO node_frame (pass_id, ordinal, node_id, name, proposed_width, proposed_height,
                                    x, y, width, height, render_x, render_y, render_width, render_height)
            VALUES \(repeatElement(row, count: rows).joined(separator: ", "))
            """
    }

    /// Every frame row of a recorded database, in the order the recorder wrote them.
    static func rows(in path: String) throws -> [FrameRow] {
        try DatabaseQueue(path: path).read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM node_frame ORDER BY pass_id, ordinal").map { row in
                FrameRow(
                    passId: row["pass_id"], ordinal: row["ordinal"], nodeId: row["node_id"], name: row["name"],
                    proposedWidth: row["proposed_width"], proposedHeight: row["proposed_height"],
                    x: row["x"], y: row["y"], width: row["width"], height: row["height"],
                    renderX: row["render_x"], renderY: row["render_y"], renderWidth: row["render_width"],
                    renderHeight: row["render_height"]
                )
            }
        }
    }

    /// A new database made by the store (so: same migrations and settings) holding every row of
    /// `recorded` except the frames, which the frame rows' foreign keys point at.
    static func makeBaseline(copying recorded: String, to path: String) throws {
        _ = try LayoutStore.open(path: path)
        try DatabaseQueue(path: path).writeWithoutTransaction { db in
            try db.execute(sql: "ATTACH DATABASE ? AS recorded", arguments: [recorded])
            try db.inTransaction {
                for table in ["run", "run_case", "step", "pass", "node", "preference_key"] {
                    try db.execute(sql: "INSERT INTO main.\(table) SELECT * FROM recorded.\(table)")
                }
                return .commit
            }
            try db.execute(sql: "DETACH DATABASE recorded")
        }
    }

    /// Inserts `rows` and returns how long it took, commit included. With `rowsPerStatement`
    /// above 1, rows go that many to a statement (the last few one by one), as the recorder's do.
    static func insert(_ rows: [FrameRow], into path: String, rowsPerStatement: Int = 1) throws -> Duration {
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            // The store's writer settings (LayoutStore.open).
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            try db.execute(sql: "PRAGMA cache_size = -\(LayoutStore.writerCacheKiB)")
        }
        let pool = try DatabasePool(path: path, configuration: configuration)
        return try pool.writeWithoutTransaction { db in
            // The statements must outlive their handles' use.
            let statements = [try db.makeStatement(sql: insertSQL(rows: 1)), try db.makeStatement(sql: insertSQL(rows: rowsPerStatement))]
            defer { withExtendedLifetime(statements) {} }
            let single = statements[0].sqliteStatement
            let batch = statements[1].sqliteStatement
            let start = ContinuousClock.now
            try db.inTransaction(.immediate) {
                var next = 0
                while rowsPerStatement > 1, rows.count - next >= rowsPerStatement {
                    for offset in 0..<rowsPerStatement {
                        bind(rows[next + offset], from: Int32(offset * 14), batch)
                    }
                    try step(batch)
                    next += rowsPerStatement
                }
                for row in rows[next...] {
                    bind(row, from: 0, single)
                    try step(single)
                }
                return .commit
            }
            return ContinuousClock.now - start
        }
    }

    private static func bind(_ row: FrameRow, from base: Int32, _ handle: SQLiteStatement) {
        sqlite3_bind_int64(handle, base + 1, row.passId)
        sqlite3_bind_int64(handle, base + 2, row.ordinal)
        sqlite3_bind_int64(handle, base + 3, row.nodeId)
        if var name = row.name {
            // The string's own bytes, as the recorder binds them (no C-string copy first).
            name.withUTF8 { bytes in
                guard let start = bytes.baseAddress else {
                    sqlite3_bind_text(handle, base + 4, "", 0, transient)
                    return
                }
                start.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                    _ = sqlite3_bind_text(handle, base + 4, $0, Int32(bytes.count), transient)
                }
            }
        } else {
            sqlite3_bind_null(handle, base + 4)
        }
        bind(row.proposedWidth, at: base + 5, handle)
        bind(row.proposedHeight, at: base + 6, handle)
        sqlite3_bind_double(handle, base + 7, row.x)
        sqlite3_bind_double(handle, base + 8, row.y)
        sqlite3_bind_double(handle, base + 9, row.width)
        sqlite3_bind_double(handle, base + 10, row.height)
        sqlite3_bind_double(handle, base + 11, row.renderX)
        sqlite3_bind_double(handle, base + 12, row.renderY)
        sqlite3_bind_double(handle, base + 13, row.renderWidth)
        sqlite3_bind_double(handle, base + 14, row.renderHeight)
    }

    private static func step(_ handle: SQLiteStatement) throws {
        let code = sqlite3_step(handle)
        sqlite3_reset(handle)
        guard code == SQLITE_DONE else { throw DatabaseError(resultCode: ResultCode(rawValue: code)) }
    }

    private static func bind(_ value: Double?, at index: Int32, _ handle: SQLiteStatement) {
        if let value { sqlite3_bind_double(handle, index, value) } else { sqlite3_bind_null(handle, index) }
    }

    /// SQLite copies the text before the bind returns.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}
