import Foundation
import GRDB
import Testing

/// Two `layoutlab record` processes write the same rows for the same catalog, to the last bit:
/// a diff between two runs shows the change under study and nothing else. (Each process hashes
/// with its own seed, so anything that depends on a dictionary's order shows up here.)
@Suite struct DeterminismTests {
    @Test func twoProcessesRecordTheCatalogIdentically() throws {
        let folder = try TemporaryFolder()
        let database = folder.path("twice.sqlite")
        let cli = CLIRunner()
        for label in ["first", "second"] {
            let result = try cli.run(["record", "--db", database, "--label", label])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let queue = try DatabaseQueue(path: database)
        let columns = "scenario, variant, profile, step, frame, pass, node_path, node_order, proposed_width, proposed_height, x, y, width, height, render_x, render_y, render_width, render_height, spacing_before"
        let differing = try queue.read { db in
            try Int.fetchOne(db, sql: """
                SELECT COUNT(*) FROM (
                    SELECT \(columns) FROM pass_frames WHERE run_id = 1
                    EXCEPT SELECT \(columns) FROM pass_frames WHERE run_id = 2
                )
                """)
        }
        let rows = try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM pass_frames WHERE run_id = 1") }
        #expect((rows ?? 0) > 1000)
        #expect(differing == 0)
        let values = try queue.read { db in
            try Int.fetchOne(db, sql: """
                SELECT COUNT(*) FROM (
                    SELECT scenario, variant, profile, step, frame, pass, node_path, name, value FROM pass_state WHERE run_id = 1
                    EXCEPT SELECT scenario, variant, profile, step, frame, pass, node_path, name, value FROM pass_state WHERE run_id = 2
                )
                """)
        }
        #expect(values == 0)
    }
}
