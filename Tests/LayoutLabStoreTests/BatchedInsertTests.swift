import GRDB
import Testing
@testable import LayoutLabStore

/// Rows go in several to a statement, and what is left one by one: every count, on either side
/// of a batch, must store exactly the rows given, in order, with text, empty text and NULL kept
/// apart.
@Suite struct BatchedInsertTests {
    func stored(count: Int) throws -> [Row] {
        let queue = try DatabaseQueue()
        return try queue.write { db in
            try db.execute(sql: "CREATE TABLE t (n INTEGER NOT NULL, label TEXT, size REAL)")
            let insert = try BatchedInsert(db, into: "t", columns: ["n", "label", "size"])
            try insert.insert(count: count) { statement, base, index in
                statement.bind(index, at: base + 1)
                statement.bind(Self.label(index), at: base + 2)
                statement.bind(index % 3 == 0 ? nil : Double(index) / 4, at: base + 3)
            }
            return try Row.fetchAll(db, sql: "SELECT n, label, size FROM t ORDER BY rowid")
        }
    }

    static func label(_ index: Int) -> String? {
        switch index % 4 {
        case 0: nil
        case 1: ""
        case 2: "row \(index) · é"
        default: String(repeating: "x", count: index)
        }
    }

    @Test(arguments: [0, 1, BatchedInsert.batchSize - 1, BatchedInsert.batchSize, BatchedInsert.batchSize + 1, 3 * BatchedInsert.batchSize + 5])
    func everyRowIsStoredOnceInOrder(count: Int) throws {
        let rows = try stored(count: count)
        #expect(rows.count == count)
        for (index, row) in rows.enumerated() {
            #expect(row["n"] == index)
            #expect((row["label"] as String?) == Self.label(index), "row \(index)")
            #expect((row["size"] as Double?) == (index % 3 == 0 ? nil : Double(index) / 4), "row \(index)")
        }
    }

    /// The rows really go several to a statement: 70 rows are two full statements and six single ones.
    @Test func fullBatchesGoInOneStatementEach() throws {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE t (n INTEGER NOT NULL)")
            var statements: [Int] = []
            db.trace { event in
                if case .statement(let statement) = event, statement.sql.hasPrefix("INSERT") {
                    statements.append(statement.sql.components(separatedBy: "(?)").count - 1)
                }
            }
            let insert = try BatchedInsert(db, into: "t", columns: ["n"])
            try insert.insert(count: 2 * BatchedInsert.batchSize + 6) { statement, base, index in
                statement.bind(index, at: base + 1)
            }
            db.trace(options: [], nil)
            #expect(statements == [BatchedInsert.batchSize, BatchedInsert.batchSize] + Array(repeating: 1, count: 6))
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM t") == 2 * BatchedInsert.batchSize + 6)
        }
    }

    /// A replacing insert keeps, for each key, the last row given, within a batch and across
    /// batches, as one statement a row did (paint rows: two nodes of a pass can share a path).
    @Test func aReplacingInsertKeepsTheLastRowForEachKey() throws {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE t (k INTEGER PRIMARY KEY, v INTEGER NOT NULL)")
            let insert = try BatchedInsert(db, into: "t", columns: ["k", "v"], conflict: .replace)
            let count = 2 * BatchedInsert.batchSize + 7
            try insert.insert(count: count) { statement, base, index in
                statement.bind(index % 50, at: base + 1)
                statement.bind(index, at: base + 2)
            }
            let rows = try Row.fetchAll(db, sql: "SELECT k, v FROM t ORDER BY k")
            #expect(rows.count == 50)
            for row in rows {
                let key: Int = row["k"]
                let last = (0..<count).last { $0 % 50 == key }
                #expect(row["v"] == last)
            }
        }
    }

    /// A rolling-back insert that breaks a constraint ends the whole transaction, rows written
    /// before it included, and the error reaches the caller; the connection is usable afterwards
    /// (the recorder's inserts: a case is written whole or not at all).
    @Test func aRollingBackInsertThatBreaksAConstraintUndoesTheWholeTransaction() throws {
        let queue = try DatabaseQueue()
        try queue.write { db in try db.execute(sql: "CREATE TABLE t (k INTEGER PRIMARY KEY, v INTEGER NOT NULL)") }
        #expect(throws: DatabaseError.self) {
            try queue.inTransaction { db in
                try db.execute(sql: "INSERT INTO t (k, v) VALUES (-1, 0)")
                let insert = try BatchedInsert(db, into: "t", columns: ["k", "v"], conflict: .rollback)
                do {
                    // The second batch repeats a key of the first.
                    try insert.insert(count: 2 * BatchedInsert.batchSize) { statement, base, index in
                        statement.bind(index == BatchedInsert.batchSize + 3 ? 5 : index, at: base + 1)
                        statement.bind(index, at: base + 2)
                    }
                } catch {
                    // SQLite itself ended the transaction (an aborting insert would leave it open,
                    // with the first row and batch in it).
                    #expect(!db.isInsideTransaction)
                    throw error
                }
                return .commit
            }
        }
        #expect(try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM t") } == 0)
        try queue.write { db in try db.execute(sql: "INSERT INTO t (k, v) VALUES (1, 1)") }
        #expect(try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM t") } == 1)
    }
}
