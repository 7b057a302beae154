import Foundation
import GRDB
import Testing

/// `record --jobs N` lays out N cases at once and writes them in order: the same rows, with the
/// same ids, as `--jobs 1` (docs/cli.md, "Parallel records").
@Suite struct ParallelRecordTests {
    let cli = CLIRunner()

    static func rows(_ path: String) throws -> [String] {
        try DatabaseQueue(path: path).read { db in
            try Row.fetchAll(db, sql: """
                SELECT case_id, scenario, variant, profile, outcome, steps, passes, diagnostics, frame_rows FROM run_cases ORDER BY case_id
                """).map { "\($0)" }
                + [try Row.fetchOne(db, sql: """
                    SELECT COUNT(*), SUM(x + y + width + height), SUM(render_x + render_width) FROM pass_frames
                    """).map { "\($0)" } ?? ""]
                + (try String.fetchAll(db, sql: "SELECT detail FROM pass_actions ORDER BY case_id, step, frame, pass, ordinal").map { $0 })
        }
    }

    @Test func twoJobsRecordWhatOneJobRecords() throws {
        let folder = try TemporaryFolder()
        let selection = ["--scenario", "measurement-reader/*", "--scenario", "layout/*", "--profile", "iphone-15", "--profile", "ipad-air-11", "--profile", "iphone-se-3+rtl"]
        let one = folder.path("one.sqlite"), two = folder.path("two.sqlite")
        let first = try cli.run(["record", "--db", one, "--jobs", "1"] + selection)
        #expect(first.status == 0, "\(first.stderr)")
        let second = try cli.run(["record", "--db", two, "--jobs", "2"] + selection)
        #expect(second.status == 0, "\(second.stderr)")
        let a = try Self.rows(one), b = try Self.rows(two)
        #expect(a.count > 20)
        #expect(a == b)
        #expect(try cli.run(["diff", "\(one):1", "\(two):1"]).status == 0)
        try cli.run(["record", "--db", folder.path("x.sqlite"), "--jobs", "0"]).expectBadInput("bad --jobs '0'")
    }
}
