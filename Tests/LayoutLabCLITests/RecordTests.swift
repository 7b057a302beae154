import Foundation
import Testing

/// `layoutlab record`, `runs` and `schema`, through the built binary.
@Suite struct RecordTests {
    let cli = CLIRunner()

    func sqlite(_ database: String, _ sql: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); print('\\n'.join('|'.join('' if v is None else str(v) for v in r) for r in c.execute(sys.argv[2])))", database, sql]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func recordsTheSelectedCasesAndSummarisesThem() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        let result = try cli.run(["record", "--db", db, "--label", "first", "--scenario", "measurement-reader/same-*", "--profile", "iphone-1[35]", "--variant", "versioned"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("run 1 'first': 2 of 2 cases recorded (2 stable)"))
        #expect(result.stdout.contains("measurement-reader/same-width-rotation  versioned"))
        #expect(try sqlite(db, "SELECT scenario, variant, profile, outcome, steps FROM run_cases ORDER BY profile")
            == "measurement-reader/same-width-rotation|versioned|iphone-13|stable|3\nmeasurement-reader/same-width-rotation|versioned|iphone-15|stable|3")
        #expect(try sqlite(db, "SELECT label, status, engine_version FROM runs") == "first|complete|0.1.0")
        #expect(try sqlite(db, "SELECT command FROM runs").contains("record --db"))
        let runs = try cli.run(["runs", "--db", db])
        #expect(runs.stdout.contains("first  complete"))
        let json = try cli.run(["runs", "--db", db, "--format", "json"])
        let entries = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [[String: Any]]
        #expect(entries.first?["cases"] as? Int == 2)
    }

    @Test func databaseComesFromTheEnvironmentWhenNotGiven() throws {
        let folder = try TemporaryFolder()
        var cli = self.cli
        cli.environment["LAYOUTLAB_DB"] = folder.path("env.sqlite")
        #expect(try cli.run(["record", "--scenario", "read-size/*", "--profile", "iphone-se-3"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.path("env.sqlite")))
        cli.environment["LAYOUTLAB_DB"] = nil
        cli.directory = folder.url
        #expect(try cli.run(["record", "--scenario", "read-size/*", "--profile", "iphone-se-3"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.path("layoutlab.sqlite")))
    }

    @Test func stressScenariosRunOnlyWhenNamed() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        #expect(try cli.run(["record", "--db", db, "--profile", "iphone-se-3", "--scenario", "*"]).status == 0)
        #expect(try sqlite(db, "SELECT COUNT(*) FROM run_cases WHERE scenario LIKE 'stress/%'") == "3")
        #expect(try cli.run(["record", "--db", db, "--profile", "iphone-se-3", "--scenario", "geometry-reader/path"]).status == 0)
        #expect(try cli.run(["record", "--db", db, "--profile", "iphone-se-3"]).status == 0)
        #expect(try sqlite(db, "SELECT COUNT(*) FROM run_cases WHERE run_id = 3 AND scenario LIKE 'stress/%'") == "0")
    }

    /// The regression check of docs/reports.md, "A regression check without a device": the same
/// catalog recorded twice lays out the same,
    /// so `diff baseline latest` is quiet (exit 0) until a layout really moves.
    @Test func recordingTheCatalogTwiceDiffsClean() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        for label in ["baseline", "again"] {
            let result = try cli.run(["record", "--db", db, "--label", label, "--profile", "iphone-15", "--profile", "ipad-air-11"])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let diff = try cli.run(["diff", "--db", db, "baseline", "latest"])
        #expect(diff.status == 0, "\(diff.stdout)")
        #expect(diff.stdout.contains("Nothing changed"))
    }

    @Test func aScenarioFromAnotherPackageRecordsThroughLayoutLabCLIMain() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        let result = try CLIRunner("layoutlab-custom").run(["record", "--db", db, "--scenario", "custom/*", "--profile", "ipad-air-11"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try sqlite(db, "SELECT variant, outcome FROM run_cases ORDER BY variant") == "large|stable\nsmall|stable")
        #expect(try sqlite(db, "SELECT width FROM final_frames WHERE node_name = 'badge' ORDER BY width") == "20.0\n40.0")
    }

    @Test func schemaDescribesEveryContractViewAndColumn() throws {
        let result = try cli.run(["schema"])
        #expect(result.status == 0)
        for view in ["run_cases", "pass_frames", "final_frames", "pass_preferences", "pass_state", "pass_actions", "run_diagnostics", "runs"] {
            #expect(result.stdout.contains("view \(view)"))
        }
        #expect(result.stdout.contains("node_path"))
        let json = try JSONSerialization.jsonObject(with: Data(try cli.run(["schema", "--format", "json"]).stdout.utf8)) as! [[String: Any]]
        let frames = json.first { $0["name"] as? String == "pass_frames" }?["columns"] as? [[String: Any]]
        #expect(frames?.allSatisfy { ($0["meaning"] as? String)?.isEmpty == false } == true)
    }
}

/// Every bad input is one line on stderr, exit 2, and nothing written (docs/cli.md, "Bad input").
@Suite struct RecordBadInputTests {
    let cli = CLIRunner()

    @Test func unknownScenarioSuggestsNearMatches() throws {
        let folder = try TemporaryFolder()
        let result = try cli.run(["record", "--db", folder.path("lab.sqlite"), "--scenario", "geometry-reader/in-scrol-view"])
        result.expectBadInput("unknown scenario 'geometry-reader/in-scrol-view'", "did you mean 'geometry-reader/in-scroll-view'")
        #expect(!FileManager.default.fileExists(atPath: folder.path("lab.sqlite")))
    }

    @Test func unknownProfileSuggestsNearMatches() throws {
        let folder = try TemporaryFolder()
        let result = try cli.run(["record", "--db", folder.path("lab.sqlite"), "--profile", "iphone-14"])
        result.expectBadInput("unknown profile 'iphone-14'", "did you mean")
        #expect(!FileManager.default.fileExists(atPath: folder.path("lab.sqlite")))
    }

    @Test func unknownVariantAndBadGlob() throws {
        let folder = try TemporaryFolder()
        try cli.run(["record", "--db", folder.path("lab.sqlite"), "--variant", "versiond"]).expectBadInput("unknown variant 'versiond'", "'versioned'")
        try cli.run(["record", "--db", folder.path("lab.sqlite"), "--scenario", "layout/[ab"]).expectBadInput("bad glob 'layout/[ab'")
        #expect(!FileManager.default.fileExists(atPath: folder.path("lab.sqlite")))
    }

    @Test func missingFolderForTheDatabase() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("no/such/folder/lab.sqlite")
        try cli.run(["record", "--db", path, "--scenario", "read-size/*"]).expectBadInput(path)
        #expect(!FileManager.default.fileExists(atPath: folder.path("no")))
    }

    @Test func aFileThatIsNotSQLiteStaysByteForByteUnchanged() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("notes.sqlite")
        let bytes = Data("These are my notes, not a database.\n".utf8)
        try bytes.write(to: URL(fileURLWithPath: path))
        try cli.run(["record", "--db", path, "--scenario", "read-size/*"]).expectBadInput(path)
        try cli.run(["runs", "--db", path]).expectBadInput(path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["notes.sqlite"])
    }

    @Test func aNewerSchemaIsRefusedAndLeftUntouched() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("lab.sqlite")
        #expect(try cli.run(["record", "--db", path, "--scenario", "read-size/*", "--profile", "iphone-se-3"]).status == 0)
        // A later layoutlab added a migration this binary does not know.
        let bump = Process()
        bump.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        bump.arguments = ["python3", "-c", "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute(\"INSERT INTO grdb_migrations VALUES ('9999_from_the_future')\"); c.execute('PRAGMA user_version = 9999'); c.commit(); c.execute('PRAGMA wal_checkpoint(TRUNCATE)')", path]
        try bump.run()
        bump.waitUntilExit()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        try cli.run(["record", "--db", path, "--scenario", "read-size/*"]).expectBadInput(path, "newer")
        try cli.run(["runs", "--db", path]).expectBadInput("newer")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func aDuplicateLabelWritesNothing() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("lab.sqlite")
        #expect(try cli.run(["record", "--db", path, "--label", "base", "--scenario", "read-size/*", "--profile", "iphone-se-3"]).status == 0)
        try cli.run(["record", "--db", path, "--label", "base", "--scenario", "read-size/*"]).expectBadInput("base", "already exists")
        let runs = try JSONSerialization.jsonObject(with: Data(try cli.run(["runs", "--db", path, "--format", "json"]).stdout.utf8)) as! [[String: Any]]
        #expect(runs.count == 1)
    }

    @Test func aMissingDatabaseIsBadInputForReaders() throws {
        let folder = try TemporaryFolder()
        try cli.run(["runs", "--db", folder.path("absent.sqlite")]).expectBadInput("absent.sqlite")
        #expect(!FileManager.default.fileExists(atPath: folder.path("absent.sqlite")))
    }
}

/// Concurrency and interruption, with real processes.
@Suite struct RecordProcessTests {
    let cli = CLIRunner()

    @Test func twoRecordersOnOneDatabaseBothKeepAllTheirCases() async throws {
        let folder = try TemporaryFolder()
        let path = folder.path("shared.sqlite")
        let arguments = ["record", "--db", path, "--scenario", "measurement-reader/*", "--profile", "iphone-1[35]*"]
        async let first = Task.detached { try cli.run(arguments + ["--label", "a"]) }.value
        async let second = Task.detached { try cli.run(arguments + ["--label", "b"]) }.value
        let (a, b) = try await (first, second)
        #expect(a.status == 0, "\(a.stderr)")
        #expect(b.status == 0, "\(b.stderr)")
        let counts = try RecordTests().sqlite(path, "SELECT run_label, COUNT(*) FROM run_cases GROUP BY run_label ORDER BY run_label")
        let expected = try RecordTests().sqlite(path, "SELECT COUNT(*) FROM run_cases WHERE run_label = 'a'")
        #expect(counts == "a|\(expected)\nb|\(expected)")
        #expect(Int(expected)! >= 20)
    }

    @Test func anInterruptedRecordKeepsFinishedCasesAndNoHalfWrittenOne() async throws {
        let folder = try TemporaryFolder()
        let path = folder.path("lab.sqlite")
        // Interrupt the second case in flight.
        let process = try await cli.startRecordingUntilFirstCase(into: path, label: "stopped")
        try await Task.sleep(for: .milliseconds(300))
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        let tool = RecordTests()
        #expect(try tool.sqlite(path, "SELECT status FROM runs") == "interrupted")
        let cases = Int(try tool.sqlite(path, "SELECT COUNT(*) FROM run_cases"))!
        #expect(cases >= 1 && cases < 8)
        // Every kept case is whole: all its steps ended, every step has its final pass.
        #expect(try tool.sqlite(path, "SELECT COUNT(*) FROM run_cases WHERE steps != 1 OR passes = 0") == "0")
        #expect(try tool.sqlite(path, "SELECT COUNT(DISTINCT case_id) FROM final_frames") == String(cases))
    }
}
