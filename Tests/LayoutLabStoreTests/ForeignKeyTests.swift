import Foundation
import GRDB
import LayoutLab
import LayoutLabScenarios
import Testing
@testable import LayoutLabStore

/// A case is written with foreign keys unenforced (the recorder makes every parent row itself,
/// in the same transaction, and enforcing them made every multi-row insert keep a statement
/// journal): what it writes must still satisfy every foreign key, and enforcement must be back
/// on for what the connection does next (deleting a run cascades).
@Suite struct ForeignKeyTests {
    @Test func aRecordedCaseSatisfiesEveryForeignKeyAndEnforcementComesBack() async throws {
        let folder = try TemporaryFolder()
        let store = try LayoutStore.open(path: folder.databasePath)
        let run = try store.createRun(label: "fk", command: "swift test", host: "h")
        // Two profiles: the second case finds the first one's nodes and paints in the store's
        // caches of committed rows, and must refer to rows that exist.
        for profile in [iPhone13, try #require(DeviceProfile.named("ipad-pro-13"))] {
            _ = try await store.recordCase(run: run.id, scenario: MeasuredTableStress.self, variant: "rows-100", profile: profile)
        }
        try store.finishRun(run.id, status: .complete)

        let orphans = try store.pool.read { db in try Row.fetchAll(db, sql: "PRAGMA foreign_key_check") }
        #expect(orphans.isEmpty)
        #expect(try store.count("SELECT COUNT(*) FROM node_paint") > 0)
        #expect(try store.count("SELECT COUNT(*) FROM node_frame") > 0)

        let enforced = try await store.pool.write { db in try Int.fetchOne(db, sql: "PRAGMA foreign_keys") }
        #expect(enforced == 1)
        try await store.pool.write { db in try db.execute(sql: "DELETE FROM run WHERE id = ?", arguments: [run.id]) }
        #expect(try store.count("SELECT COUNT(*) FROM node_frame") == 0)
        #expect(try store.count("SELECT COUNT(*) FROM node_paint") == 0)
    }

    /// Committed nodes and paints are kept for the next case and only added to the caches when
    /// it first looks: what it finds must be what was committed.
    @Test func stagedCommittedRowsAreFoundByTheNextLookup() {
        let nodes = CommittedNodes(limit: 10)
        nodes.add([InternedNode(path: "Root/A", hash: 1, id: 7, hasKind: true)])
        nodes.add([InternedNode(path: "Root/B", hash: 2, id: 8, hasKind: true)])
        #expect(nodes.entry(for: "Root/A", hash: 1)?.id == 7)
        #expect(nodes.entry(for: "Root/B", hash: 2)?.id == 8)
        #expect(nodes.entry(for: "Root/C", hash: 1) == nil)

        // Bounded while staged too: past the limit nothing is kept for later.
        let bounded = CommittedNodes(limit: 2)
        bounded.add((1...3).map { InternedNode(path: "Root/\($0)", hash: Int64($0), id: Int64($0), hasKind: true) })
        bounded.add([InternedNode(path: "Root/4", hash: 4, id: 4, hasKind: true)])
        #expect(bounded.entry(for: "Root/1", hash: 1)?.id == 1)
        #expect(bounded.entry(for: "Root/2", hash: 2)?.id == 2)
        #expect(bounded.entry(for: "Root/3", hash: 3) == nil)
        #expect(bounded.entry(for: "Root/4", hash: 4) == nil)

        let paints = CommittedPaints(limit: 10)
        let blue = NodePaint(fill: PaintColor(name: "blue", opacity: 1))
        paints.add([blue: 3])
        #expect(paints.id(of: NodePaint(fill: PaintColor(name: "blue", opacity: 1))) == 3)
        #expect(paints.id(of: NodePaint(fill: PaintColor(name: "red", opacity: 1))) == nil)
    }
}
