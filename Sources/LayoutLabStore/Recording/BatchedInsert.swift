import GRDB

/// An `INSERT` of many rows into one table, run several rows to a statement. SQLite's work per
/// statement (opening the table and its indexes, halting the program, resetting) then comes once
/// a batch instead of once a row: it weighed a quarter of a frame row.
struct BatchedInsert {
    /// Rows per batched statement; what is left of a call's rows goes one by one.
    static let batchSize = 128

    private let columnCount: Int32
    private let single: RawStatement
    private let batch: RawStatement

    /// `conflict`: what a row that breaks a constraint does (SQLite's `INSERT OR …`). `.replace`
    /// replaces the row that has its key, also within a batch, where rows go in in order.
    /// `.rollback` ends the whole transaction, where `.abort` undoes only the statement: to be
    /// able to, SQLite keeps the prior content of every page a many-row statement changes in a
    /// statement journal, which a recorder that rolls back its case on any error has no use for.
    init(_ db: Database, into table: String, columns: [String], conflict: Database.ConflictResolution = .abort) throws {
        columnCount = Int32(columns.count)
        single = try RawStatement(db, sql: Self.sql(table, columns, rows: 1, conflict: conflict))
        batch = try RawStatement(db, sql: Self.sql(table, columns, rows: Self.batchSize, conflict: conflict))
    }

    static func sql(_ table: String, _ columns: [String], rows: Int, conflict: Database.ConflictResolution = .abort) -> String {
        let row = "(" + repeatElement("?", count: columns.count).joined(separator: ", ") + ")"
        let or = conflict == .abort ? "" : "OR \(conflict.rawValue) "
        return "INSERT \(or)INTO \(table) (\(columns.joined(separator: ", "))) VALUES "
            + repeatElement(row, count: rows).joined(separator: ", ")
    }

    /// Inserts `count` rows, in order. `bindRow(statement, base, index)` binds row `index`'s
    /// values to parameters `base + 1`, `base + 2`…
    func insert(count: Int, bindRow: (RawStatement, _ base: Int32, _ index: Int) throws -> Void) throws {
        var start = 0
        while count - start >= Self.batchSize {
            for offset in 0..<Self.batchSize {
                try bindRow(batch, Int32(offset) * columnCount, start + offset)
            }
            try batch.execute()
            start += Self.batchSize
        }
        for index in start..<count {
            try bindRow(single, 0, index)
            try single.execute()
        }
    }
}
