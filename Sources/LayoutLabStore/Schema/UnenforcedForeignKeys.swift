import GRDB

extension Database {
    /// Runs `body` with foreign keys unenforced on this connection, and enforced again after it,
    /// however it ends. Call it outside a transaction: SQLite ignores the switch inside one.
    ///
    /// For writes that make every parent row themselves (a recorded case), or that must go
    /// through where damaged pages stop a cascade (discarding a run).
    func withForeignKeysUnenforced<T>(_ body: () throws -> T) throws -> T {
        try execute(sql: "PRAGMA foreign_keys = OFF")
        defer { try? execute(sql: "PRAGMA foreign_keys = ON") }
        return try body()
    }
}
