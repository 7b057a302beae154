import GRDB

/// Typed reads of what a database recorded, inside one read transaction.
///
/// The store alone knows its tables and their SQL: the reports and the CLI read runs, cases,
/// steps, frames, values and diagnostics through these methods and get records back. Users' own
/// queries go to the contract views (docs/schema.md, "The views"), which stay the public surface.
///
/// A `Recording` lives only inside ``LayoutStore/read(_:)``; so do the ``RecordedRows`` it hands
/// out, which read their rows one at a time from the open transaction.
public struct Recording {
    let db: Database

    init(_ db: Database) {
        self.db = db
    }
}

extension LayoutStore {
    /// Runs `body` in one read transaction: everything it reads comes from the same state of the
    /// database, even while a recorder commits cases.
    ///
    /// A damaged file (a corrupt page, a stored value that cannot be what its column holds)
    /// throws ``StoreError/damaged(database:detail:)``, whatever the bytes.
    public func read<T>(_ body: (Recording) throws -> T) throws -> T {
        try DatabaseErrors.reporting(in: path, lockTimeout: lockWaiting.timeout) {
            try pool.read { db in try body(Recording(db)) }
        }
    }
}
