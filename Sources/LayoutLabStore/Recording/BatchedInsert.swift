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

    /// `replacing`: a row whose key is taken replaces the row that has it (`INSERT OR REPLACE`),
    /// also within a batch, where rows go in in order.
    init(_ db: Database, into table: String, columns: [String], replacing: Bool = false) throws {
        columnCount = Int32(columns.count)
        single = try RawStatement(db, sql: Self.sql(table, columns, rows: 1, replacing: replacing))
        batch = try RawStatement(db, sql: Self.sql(table, columns, rows: Self.batchSize, replacing: replacing))
    }

    static func sql(_ table: String, _ columns: [String], rows: Int, replacing: Bool = false) -> String {
        let row = "(" + repeatElement("?", count: columns.count).joined(separator: ", ") + ")"
        return "INSERT \(replacing ? "OR REPLACE " : "")INTO \(table) (\(columns.joined(separator: ", "))) VALUES "
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
