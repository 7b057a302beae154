#if os(Linux)
// SQLite's C interface under Apple's module name, as apps that keep their own database call it.
import SQLite3
import Testing

@Suite struct SQLite3Tests {
    @Test func anInMemoryDatabaseAnswersAQuery() throws {
        var db: OpaquePointer?
        #expect(sqlite3_open(":memory:", &db) == SQLITE_OK)
        defer { sqlite3_close(db) }
        #expect(sqlite3_exec(db, "CREATE TABLE sets(reps INTEGER); INSERT INTO sets VALUES (5), (8);", nil, nil, nil) == SQLITE_OK)
        var statement: OpaquePointer?
        #expect(sqlite3_prepare_v2(db, "SELECT SUM(reps) FROM sets", -1, &statement, nil) == SQLITE_OK)
        defer { sqlite3_finalize(statement) }
        #expect(sqlite3_step(statement) == SQLITE_ROW)
        #expect(sqlite3_column_int(statement, 0) == 13)
    }
}
#endif
