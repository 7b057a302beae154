import Foundation
import GRDB
import LayoutLab

/// Typed reads of what a database recorded, inside one read transaction.
///
/// The store alone knows its tables and their SQL: the reports and the CLI read runs, cases,
/// steps, frames, values and diagnostics through these methods and get records back. Users' own
/// queries go to the contract views (docs/schema.md, "The views"), which stay the public surface.
///
/// Reads that return a value or a whole list use the connection's cached statements (a report
/// asks the same few questions of hundreds of cases, and preparing a statement cost more than
/// running it); reads that hand out ``RecordedRows`` prepare their own, so that two can be read
/// side by side.
///
/// A `Recording` lives only inside ``LayoutStore/read(_:)``; so do the ``RecordedRows`` it hands
/// out, which read their rows one at a time from the open transaction.
public struct Recording {
    let db: Database
    /// Paints decoded in this read, by their row: a report pictures hundreds of cases that draw
    /// the same texts and colours, and decoding a paint's JSON again for each was a tenth of the
    /// time of a sweep's page.
    let decodedPaints = DecodedPaints()

    init(_ db: Database) {
        self.db = db
    }
}

/// The paints of `paint` rows decoded so far, by id.
final class DecodedPaints {
    private var paints: [Int64: NodePaint] = [:]
    private let decoder = JSONDecoder()

    /// The paint of row `id`, decoded from `description()` the first time it is asked for; nil
    /// when the row holds none.
    func paint(_ id: Int64, description: () throws -> String?) throws -> NodePaint? {
        if let known = paints[id] { return known }
        guard let text = try description() else { return nil }
        let paint = try decoder.decode(NodePaint.self, from: Data(text.utf8))
        paints[id] = paint
        return paint
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
