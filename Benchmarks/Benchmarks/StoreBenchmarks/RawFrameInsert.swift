import Foundation
import GRDB
import GRDBSQLite
import LayoutLabStore

/// The baseline for record throughput: the frame rows a recording wrote, inserted again by the
/// plainest loop SQLite allows (one prepared statement, C-level binds, one transaction) into a
/// database with the same schema, indexes and settings.
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

    static let insertSQL = """
        INSERT INTO node_frame (pass_id, ordinal, node_id, name, proposed_width, proposed_height,
                                x, y, width, height, render_x, render_y, render_width, render_height)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """

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

    /// Inserts `rows` and returns how long it took, commit included.
    static func insert(_ rows: [FrameRow], into path: String) throws -> Duration {
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            // The store's writer settings (LayoutStore.open).
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            try db.execute(sql: "PRAGMA cache_size = -\(LayoutStore.writerCacheKiB)")
        }
        let pool = try DatabasePool(path: path, configuration: configuration)
        return try pool.writeWithoutTransaction { db in
            let statement = try db.makeStatement(sql: insertSQL)
            let handle = statement.sqliteStatement
            let start = ContinuousClock.now
            try db.inTransaction(.immediate) {
                for row in rows {
                    sqlite3_bind_int64(handle, 1, row.passId)
                    sqlite3_bind_int64(handle, 2, row.ordinal)
                    sqlite3_bind_int64(handle, 3, row.nodeId)
                    if let name = row.name {
                        sqlite3_bind_text(handle, 4, name, -1, transient)
                    } else {
                        sqlite3_bind_null(handle, 4)
                    }
                    bind(row.proposedWidth, at: 5, handle)
                    bind(row.proposedHeight, at: 6, handle)
                    sqlite3_bind_double(handle, 7, row.x)
                    sqlite3_bind_double(handle, 8, row.y)
                    sqlite3_bind_double(handle, 9, row.width)
                    sqlite3_bind_double(handle, 10, row.height)
                    sqlite3_bind_double(handle, 11, row.renderX)
                    sqlite3_bind_double(handle, 12, row.renderY)
                    sqlite3_bind_double(handle, 13, row.renderWidth)
                    sqlite3_bind_double(handle, 14, row.renderHeight)
                    let code = sqlite3_step(handle)
                    sqlite3_reset(handle)
                    guard code == SQLITE_DONE else { throw DatabaseError(resultCode: ResultCode(rawValue: code)) }
                }
                return .commit
            }
            return ContinuousClock.now - start
        }
    }

    private static func bind(_ value: Double?, at index: Int32, _ handle: SQLiteStatement) {
        if let value { sqlite3_bind_double(handle, index, value) } else { sqlite3_bind_null(handle, index) }
    }

    /// SQLite copies the text before the bind returns.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}
