import Foundation
import Testing

/// A record killed outright (SIGKILL: no handler runs, nothing is finished) leaves its run
/// `running` in the file; `runs` shows it `abandoned` once its process is gone, and the next
/// `record` marks it so (docs/cli.md, "Runs that died").
@Suite struct AbandonedRunTests {
    let cli = CLIRunner()

    @Test func aKilledRecordIsShownAbandonedAndMarkedByTheNextRecord() async throws {
        let folder = try TemporaryFolder()
        let path = folder.path("lab.sqlite")
        let process = try await cli.startRecordingUntilFirstCase(into: path, label: "killed")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let tool = RecordTests()
        #expect(try tool.sqlite(path, "SELECT status FROM runs") == "running", "SIGKILL leaves the row as it was")
        #expect(try tool.sqlite(path, "SELECT heartbeat_at IS NOT NULL FROM runs") == "1")
        // The kill lands once a case is in; on a loaded machine a second may be in too.
        let finished = try tool.sqlite(path, "SELECT COUNT(*) FROM run_cases WHERE run_id = 1")
        #expect((Int(finished) ?? 0) >= 1)

        let runs = try cli.run(["runs", "--db", path])
        let line = try #require(runs.stdout.split(separator: "\n").first { $0.contains("killed") })
        #expect(line.contains("abandoned"), "\(line)")

        let record = try cli.run(["record", "--db", path, "--scenario", "read-size/child-size", "--profile", "iphone-15"])
        #expect(record.status == 0)
        #expect(record.stderr.contains("warning: run 1 'killed' was abandoned"), "\(record.stderr)")
        #expect(try tool.sqlite(path, "SELECT status FROM runs WHERE id = 1") == "abandoned")
        #expect(try tool.sqlite(path, "SELECT COUNT(*) FROM run_cases WHERE run_id = 1") == finished, "its finished cases are kept")
    }
}
