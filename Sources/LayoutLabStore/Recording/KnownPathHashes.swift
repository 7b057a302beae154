import Foundation
import GRDB

/// The path hashes of the `node` table's rows, so that a path whose hash is not among them is
/// inserted at once instead of first being looked for. A fresh recording meets mostly new paths,
/// and the lookup cost as much as the insert.
///
/// The set may hold hashes that are not in the table (a rolled-back case's, or two paths sharing
/// a hash): those only cost a lookup. It must never miss a committed row, so it catches up at the
/// start of every case, inside the case's immediate transaction, when no other writer can commit.
/// Node rows are never deleted, so new rows are exactly those past the highest id already read.
final class KnownPathHashes: @unchecked Sendable {
    private let lock = NSLock()
    private var hashes = Set<Int64>()
    /// The highest id read so far; nil before the first read.
    private var readThroughId: Int64?
    /// Past this many hashes the set stops growing and, no longer knowing every row, answers
    /// "maybe" for any hash it does not hold: the largest stress table's 230,000 paths would
    /// otherwise hold several megabytes for the rest of the run.
    let limit: Int
    private var isComplete = true

    init(limit: Int = 100_000) {
        self.limit = limit
    }

    /// Reads the hashes of the rows committed since the last call, by this process or another.
    func catchUp(_ db: Database) throws {
        lock.lock()
        defer { lock.unlock() }
        // The first read takes every row: the narrow (prefix, hash) index is far cheaper to scan
        // than the table, whose rows carry paths. Later reads take the few rows past the last id.
        let rows = if let readThroughId {
            try Row.fetchCursor(db, sql: "SELECT id, path_hash FROM node WHERE id > ?", arguments: [readThroughId])
        } else {
            try Row.fetchCursor(db, sql: "SELECT id, path_hash FROM node INDEXED BY node_prefix_hash")
        }
        var highest = readThroughId ?? 0
        while let row = try rows.next() {
            let id: Int64 = row[0]
            add(row[1])
            highest = max(highest, id)
        }
        readThroughId = highest
    }

    /// Whether a row with this hash may exist; false means it certainly does not.
    func mayContain(_ hash: Int64) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return !isComplete || hashes.contains(hash)
    }

    /// A case committed, and with it every row up to `id`: its own rows, whose hashes were noted
    /// as it inserted them, above the ones the case's catch-up read (no other writer can commit
    /// while a case's transaction is open). The next catch-up starts past them.
    func committed(through id: Int64) {
        lock.lock()
        defer { lock.unlock() }
        if let readThroughId { self.readThroughId = max(readThroughId, id) }
    }

    /// Notes a row this case inserted (it may yet roll back, which only costs a lookup later).
    func insert(_ hash: Int64) {
        lock.lock()
        defer { lock.unlock() }
        add(hash)
    }

    private func add(_ hash: Int64) {
        if hashes.count < limit {
            hashes.insert(hash)
        } else if !hashes.contains(hash) {
            isComplete = false
        }
    }
}
