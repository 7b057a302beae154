import GRDB
import GRDBSQLite
import LayoutLab

/// Inserts `node_frame` rows, which are nine in ten of the rows a recording writes, through a
/// cached GRDB statement but with SQLite's own bind calls. GRDB's `execute(arguments:)` boxes
/// every value, checks the thread and clears the bindings on each call, which doubled the cost
/// of a row; binding directly keeps the recorder close to a bare insert loop.
struct FrameRowInserter {
    private let db: Database
    private let statement: Statement

    init(_ db: Database) throws {
        self.db = db
        statement = try db.cachedStatement(sql: """
            INSERT INTO node_frame (pass_id, ordinal, node_id, name, proposed_width, proposed_height,
                                    x, y, width, height, render_x, render_y, render_width, render_height)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
    }

    func insert(pass: Int64, ordinal: Int, node: Int64, _ trace: NodeTrace) throws {
        let handle = statement.sqliteStatement
        sqlite3_bind_int64(handle, 1, pass)
        sqlite3_bind_int64(handle, 2, Int64(ordinal))
        sqlite3_bind_int64(handle, 3, node)
        if let name = trace.name {
            sqlite3_bind_text(handle, 4, name, -1, sqliteTransient)
        } else {
            sqlite3_bind_null(handle, 4)
        }
        bind(trace.proposal.width, at: 5)
        bind(trace.proposal.height, at: 6)
        sqlite3_bind_double(handle, 7, Double(trace.frame.minX))
        sqlite3_bind_double(handle, 8, Double(trace.frame.minY))
        sqlite3_bind_double(handle, 9, Double(trace.frame.width))
        sqlite3_bind_double(handle, 10, Double(trace.frame.height))
        sqlite3_bind_double(handle, 11, Double(trace.renderFrame.minX))
        sqlite3_bind_double(handle, 12, Double(trace.renderFrame.minY))
        sqlite3_bind_double(handle, 13, Double(trace.renderFrame.width))
        sqlite3_bind_double(handle, 14, Double(trace.renderFrame.height))
        let code = sqlite3_step(handle)
        sqlite3_reset(handle)
        guard code == SQLITE_DONE else {
            throw DatabaseError(
                resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)),
                sql: statement.sql
            )
        }
    }

    /// A nil proposal is NULL. (SQLite itself stores NaN as NULL, which the NOT NULL columns refuse.)
    private func bind(_ value: CGFloat?, at index: Int32) {
        if let value {
            sqlite3_bind_double(statement.sqliteStatement, index, Double(value))
        } else {
            sqlite3_bind_null(statement.sqliteStatement, index)
        }
    }
}

/// Tells SQLite to copy bound text before the bind call returns.
private let sqliteTransient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
