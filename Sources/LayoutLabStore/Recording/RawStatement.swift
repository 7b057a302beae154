import GRDB
import GRDBSQLite

/// A cached statement driven through SQLite's own bind, step and column calls. GRDB's
/// `execute(arguments:)` boxes every value, checks the thread and clears the bindings on each
/// call, which doubled the cost of a small row; the recorder's per-row statements go through this.
struct RawStatement {
    private let db: Database
    private let statement: Statement
    private var handle: OpaquePointer { statement.sqliteStatement }

    init(_ db: Database, sql: String) throws {
        self.db = db
        statement = try db.cachedStatement(sql: sql)
    }

    func bind(_ value: Int64, at index: Int32) {
        sqlite3_bind_int64(handle, index, value)
    }

    func bind(_ value: Int, at index: Int32) {
        sqlite3_bind_int64(handle, index, Int64(value))
    }

    func bind(_ value: Int64?, at index: Int32) {
        if let value { sqlite3_bind_int64(handle, index, value) } else { sqlite3_bind_null(handle, index) }
    }

    /// A nil is NULL. (SQLite itself stores NaN as NULL, which NOT NULL columns refuse.)
    func bind(_ value: Double?, at index: Int32) {
        if let value { sqlite3_bind_double(handle, index, value) } else { sqlite3_bind_null(handle, index) }
    }

    /// Binds the string's own UTF-8 bytes: handing SQLite a `String` made a C string copy first.
    func bind(_ value: String?, at index: Int32) {
        guard let value else {
            sqlite3_bind_null(handle, index)
            return
        }
        bind(value, fromByte: 0, at: index)
    }

    /// Binds the text that follows the string's first `offset` UTF-8 bytes.
    func bind(_ value: String, fromByte offset: Int, at index: Int32) {
        var value = value
        value.withUTF8 { bytes in
            precondition(offset <= bytes.count, "binding from past the end of the text")
            guard let start = bytes.baseAddress, offset < bytes.count else {
                // An empty string, which must stay '' and not become NULL.
                sqlite3_bind_text(handle, index, "", 0, sqliteTransient)
                return
            }
            (start + offset).withMemoryRebound(to: CChar.self, capacity: bytes.count - offset) {
                // The bind's result code is dropped, as the other binds' are (Swift drops a C call's quietly).
                _ = sqlite3_bind_text(handle, index, $0, Int32(bytes.count - offset), sqliteTransient)
            }
        }
    }

    /// Runs a statement that returns no row.
    func execute() throws {
        let code = sqlite3_step(handle)
        sqlite3_reset(handle)
        guard code == SQLITE_DONE else { throw error(code) }
    }

    /// Runs a query for at most one row, read by `read` from the statement's columns.
    func fetchOne<T>(_ read: (Columns) -> T) throws -> T? {
        defer { sqlite3_reset(handle) }
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return read(Columns(handle: handle))
        case SQLITE_DONE: return nil
        case let code: throw error(code)
        }
    }

    /// The current row's columns, by index.
    struct Columns {
        fileprivate let handle: OpaquePointer

        func int64(_ index: Int32) -> Int64 { sqlite3_column_int64(handle, index) }
        func bool(_ index: Int32) -> Bool { sqlite3_column_int64(handle, index) != 0 }
    }

    private func error(_ code: Int32) -> DatabaseError {
        DatabaseError(
            resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)),
            sql: statement.sql
        )
    }
}

/// Tells SQLite to copy bound text before the bind call returns.
private let sqliteTransient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
