import Foundation
import GRDB
import Testing

/// Cause and effect in the recording (docs/schema.md, "Causes"): each state write with the action
/// that made it, and the loop a case that never settles goes round.
@Suite struct CauseTests {
    let cli = CLIRunner()

    /// Seed 003's two-pass trick: the reader's width preference changes in pass 0.0, so
    /// onPreferenceChange fires and writes availableWidth from 0 to the width the preference
    /// carried; the frames of pass 0.1 are its effect. Seed 001's text-jitter, which never
    /// settles, names its loop: the task whose id is the measured width writes @State width, the
    /// view's body runs again, the text's width moves, and with it the task's id.
    @Test func writesAreTiedToTheirActionsAndACycleNamesItsLoop() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        #expect(try cli.run(["record", "--db", db, "--scenario", "style-guide/zstack-two-pass", "--profile", "iphone-15"]).status == 0)
        #expect(try cli.run(["record", "--db", db, "--scenario", "geometry-reader/text-jitter", "--variant", "proportional", "--profile", "iphone-15"]).status == 0)
        let (cause, preference) = try DatabaseQueue(path: db).read { db in
            (
                try Row.fetchOne(db, sql: "SELECT frame, pass, action, detail, state, old_value, new_value FROM pass_causes WHERE scenario = 'style-guide/zstack-two-pass'"),
                try String.fetchOne(db, sql: """
                    SELECT value FROM pass_preferences WHERE scenario = 'style-guide/zstack-two-pass' AND frame = 0 AND pass = 0
                    AND key = 'WidthPreferenceKey' AND role = 'read'
                    """)
            )
        }
        let row = try #require(cause)
        #expect(row["action"] as String == "onPreferenceChange")
        #expect(row["state"] as String == "availableWidth")
        #expect(row["old_value"] as String == "0")
        #expect(row["new_value"] as String == (try #require(preference)))
        #expect(row["detail"] as String == "WidthPreferenceKey = \(preference!)")
        #expect(row["frame"] as Int == 0 && row["pass"] as Int == 0)

        let report = try cli.run(["report", "latest", "--db", db])
        let loop = try #require(report.stdout.split(separator: "\n").first { $0.hasPrefix("  loop: ") })
        #expect(loop.contains("task at Color (its id changed) → @State width of TextJitter"), "\(loop)")
        // The effect is the text's width, pass by pass as recorded, and it changes the task's id again.
        let widths = try DatabaseQueue(path: db).read { db in
            try Double.fetchAll(db, sql: """
                SELECT width FROM pass_frames WHERE scenario = 'geometry-reader/text-jitter' AND node_name = 'text'
                ORDER BY frame, pass
                """)
        }
        #expect(widths.count > 2)
        let shown = widths.prefix(2).map(pointsText).joined(separator: ", ")
        #expect(loop.contains("→ TextJitter's body runs again → text's width (\(shown), "), "\(loop)")
        #expect(loop.hasSuffix(") → its id"), "\(loop)")
    }
}
