import Foundation
import GRDB
import LayoutLabStore
import Testing

@Suite struct DiffCommandTests {
    let cli = CLIRunner()

    @Test func differencesExitOneWithASummaryLinePerCaseAndANodeTable() async throws {
        let result = try await cli.runOnKnownDiff(["diff", "before", "after"])
        #expect(result.status == 1, "stderr: \(result.stderr)")
        #expect(result.stderr.isEmpty)
        // Eleven nodes changed; the card's frame, reader and colour moved with it, the dot's colour
        // with the dot: seven changes.
        #expect(result.stdout.contains("~ reports-tests/badge · iphone-13  changes 1 added, 1 moved, 5 moved+resized; 3 values changed; 1 diagnostic new"))
        let card = result.stdout.split(separator: "\n").first { $0.hasPrefix("     0  card ") }
        #expect(card?.contains("moved+resized  y -20.333, h +40.383") == true && card?.hasSuffix("and 3 wrappers") == true, "\(result.stdout)")
        #expect(result.stdout.split(separator: "\n").allSatisfy { $0.count <= 120 })
        let all = try await cli.runOnKnownDiff(["diff", "before", "after", "--nodes", "all"])
        #expect(all.stdout.contains("~ reports-tests/badge · iphone-13  nodes 1 added, 1 moved, 9 moved+resized; 3 values changed; 1 diagnostic new"))
        #expect(result.stdout.contains("- reports-tests/badge · iphone-se-3  only in A"))
        #expect(result.stdout.contains("+ reports-tests/badge · ipad-air-11  only in B"))
        #expect(result.stdout.contains("  STEP  NODE"))
        #expect(!result.stdout.contains("\u{1B}["), "no colour off a terminal")
    }

    @Test func aRunComparedWithItselfExitsZeroAndSaysNothingChanged() async throws {
        let result = try await cli.runOnKnownDiff(["diff", "after", "latest"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("Nothing changed beyond 0.1 pt: 3 cases compared."))
    }

    @Test func toleranceHidesSmallerChangesAndShowsLargerOnes() async throws {
        // The dot is 0.05 pt taller in "after": hidden at the default 0.1, shown at 0.01.
        let coarse = try await cli.runOnKnownDiff(["diff", "before", "after", "--scenario", "reports-tests/badge", "--nodes", "all"])
        #expect(coarse.stdout.contains("x -100.333, y -12.333, w +200\n"))
        #expect(!coarse.stdout.contains("h +0.05"))
        let fine = try await cli.runOnKnownDiff(["diff", "before", "after", "--tolerance", "0.01"])
        #expect(fine.stdout.contains("x -100.333, y -12.333, w +200, h +0.05"))
        // Above every distance, only the added footer is left of the nodes.
        let huge = try await cli.runOnKnownDiff(["diff", "before", "after", "--tolerance", "500", "--format", "json"])
        let json = try JSONSerialization.jsonObject(with: Data(huge.stdout.utf8)) as! [String: Any]
        let cases = json["cases"] as! [[String: Any]]
        let badge = try #require(cases.first { $0["presence"] as? String == "both" })
        let nodes = (badge["stepDiffs"] as! [[String: Any]]).flatMap { $0["nodes"] as! [[String: Any]] }
        #expect(nodes.map { $0["kind"] as? String } == ["added"])
        #expect(huge.status == 1)
    }

    @Test func allShowsUnchangedCases() async throws {
        let result = try await cli.runOnKnownDiff(["diff", "before", "after", "--all"])
        #expect(result.stdout.contains("= reports-tests/steady · iphone-13  unchanged"))
        let plain = try await cli.runOnKnownDiff(["diff", "before", "after"])
        #expect(!plain.stdout.contains("reports-tests/steady"))
    }

    @Test func scenarioGlobsSelectCases() async throws {
        let result = try await cli.runOnKnownDiff(["diff", "before", "after", "--scenario", "*/stead?"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Nothing changed beyond 0.1 pt: 1 case compared."))
    }

    @Test func markdownAndJSONCarryTheSameDiff() async throws {
        let markdown = try await cli.runOnKnownDiff(["diff", "before", "after", "--format", "md", "--nodes", "all"])
        #expect(markdown.status == 1, "stderr: \(markdown.stderr)")
        #expect(markdown.stdout.contains("| Step | Node | Name | Change | A | B | Δ |"))
        #expect(markdown.stdout.contains("| 0 | `Badge/background/frame/VStack/frame[1]` | `dot` | moved+resized | 175.333,439.667 40×10 | 75,427.333 240×10.05 | x -100.333, y -12.333, w +200 |"))
        let json = try await cli.runOnKnownDiff(["diff", "before", "after", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any]
        #expect((object["summary"] as? [String: Any])?["changed"] as? Int == 1)
        #expect((object["tolerance"] as? Double) == 0.1)
    }

    @Test func outputWritesTheReportToAFile() async throws {
        let folder = try TemporaryFolder()
        let file = folder.path("diff.md")
        let result = try await cli.runOnKnownDiff(["diff", "before", "after", "--format", "md", "--output", file])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(try String(contentsOfFile: file, encoding: .utf8).hasPrefix("## Diff run 1 \"before\" → run 2 \"after\""))
    }

    @Test func theDatabaseComesFromTheEnvironmentWhenNotGiven() async throws {
        var cli = cli
        cli.environment["LAYOUTLAB_DB"] = try await KnownDiffFixture.shared.databasePath()
        let result = try cli.run(["diff", "after", "after"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
    }

    @Test func theDefaultDatabaseIsInTheCurrentFolder() throws {
        let folder = try TemporaryFolder()
        let result = try CLIRunner(directory: folder.url).run(["diff", "a", "b"])
        result.expectBadInput("no database at \"layoutlab.sqlite\"")
    }
}

@Suite struct DiffBadInputTests {
    let cli = CLIRunner()

    @Test func unknownRunsAreBadInputWithNearMatches() async throws {
        try await cli.runOnKnownDiff(["diff", "befor", "after"]).expectBadInput("unknown run \"befor\"", "did you mean \"before\"")
        try await cli.runOnKnownDiff(["diff", "before", "latest~7"]).expectBadInput("unknown run \"latest~7\"", "only 2 runs")
    }

    /// `--profile` and `--variant` narrow a diff as they narrow a report.
    @Test func profilesAndVariantsNarrowTheDiff() async throws {
        let iPhone13 = try await cli.runOnKnownDiff(["diff", "before", "after", "--profile", "iphone-13"])
        #expect(iPhone13.status == 1, "\(iPhone13.stderr)")
        #expect(iPhone13.stdout.contains("2 cases compared: 1 changed, 1 unchanged; 0 only in A, 0 only in B."), "\(iPhone13.stdout)")
        #expect(!iPhone13.stdout.contains("iphone-se-3") && !iPhone13.stdout.contains("ipad-air-11"))
        let iPads = try await cli.runOnKnownDiff(["diff", "before", "after", "--profile", "ipad-*"])
        #expect(iPads.stdout.contains("0 cases compared: 0 changed, 0 unchanged; 0 only in A, 1 only in B."), "\(iPads.stdout)")
        try await cli.runOnKnownDiff(["diff", "before", "after", "--profile", "iphone-14"]).expectBadInput("unknown profile 'iphone-14'")
        try await cli.runOnKnownDiff(["diff", "before", "after", "--variant", "large"]).expectBadInput("unknown variant 'large'")

        // A scenario with two variants, one of which a knob moves.
        let folder = try TemporaryFolder()
        let db = folder.path("variants.sqlite")
        let selection = ["--scenario", "geometry-reader/text-jitter", "--profile", "iphone-15"]
        #expect(try cli.run(["record", "--db", db, "--label", "a"] + selection).status == 0)
        #expect(try cli.run(["record", "--db", db, "--label", "b", "--set", "text.scale=1.15"] + selection).status == 0)
        let both = try cli.run(["diff", "a", "b", "--db", db])
        #expect(both.stdout.contains("2 cases compared"), "\(both.stdout)")
        let one = try cli.run(["diff", "a", "b", "--db", db, "--variant", "monospaced"])
        #expect(one.stdout.contains("1 case compared: 1 changed, 0 unchanged"), "\(one.stdout)")
        #expect(!one.stdout.contains("proportional"), "\(one.stdout)")
    }

    /// A scenario the binary knows that the runs did not record is named as such, with what they did.
    @Test func aScenarioMissingFromTheRunsIsNamedAsSuch() async throws {
        try await cli.runOnKnownDiff(["diff", "before", "after", "--scenario", "read-size/child-size"]).expectBadInput(
            "scenario 'read-size/child-size' is not in run 1 \"before\" or run 2 \"after\", which recorded reports-tests/badge, reports-tests/steady"
        )
        try await cli.runOnKnownDiff(["report", "before", "--scenario", "read-size/*"]).expectBadInput(
            "scenario 'read-size/child-size' is not in run 1 \"before\", which recorded reports-tests/badge, reports-tests/steady"
        )
    }

    /// A scenario this binary does not know, recorded by another run of the database, is not a
    /// typo either: the message names the run that has it.
    @Test func aScenarioAnotherRunRecordedIsNamedWithThatRun() async throws {
        let folder = try TemporaryFolder()
        let db = folder.path("copy.sqlite")
        try FileManager.default.copyItem(atPath: try await KnownDiffFixture.shared.databasePath(), toPath: db)
        let recorded = try cli.run(["record", "--db", db, "--label", "other", "--scenario", "read-size/child-size", "--profile", "iphone-15"])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        try cli.run(["report", "other", "--db", db, "--scenario", "reports-tests/steady"]).expectBadInput(
            "scenario 'reports-tests/steady' is not in run 3 \"other\", which recorded read-size/child-size; run 2 \"after\" has it"
        )
    }

    @Test func aBadGlobIsBadInput() async throws {
        try await cli.runOnKnownDiff(["diff", "before", "after", "--scenario", "reports-tests/[ab"])
            .expectBadInput("bad glob 'reports-tests/[ab'")
    }

    @Test func aGlobMatchingNoCaseIsBadInputWithSuggestions() async throws {
        try await cli.runOnKnownDiff(["diff", "before", "after", "--scenario", "reports-tests/badg"])
            .expectBadInput("unknown scenario 'reports-tests/badg'", "'reports-tests/badge'")
    }

    @Test func aNegativeToleranceIsBadInput() async throws {
        try await cli.runOnKnownDiff(["diff", "before", "after", "--tolerance=-1"]).expectBadInput("--tolerance", "-1")
    }

    @Test func missingNonSQLiteAndNewerDatabasesAreBadInput() throws {
        let folder = try TemporaryFolder()
        try cli.run(["diff", "a", "b", "--db", folder.path("missing.sqlite")]).expectBadInput("no database at", "missing.sqlite")

        let text = folder.path("notes.sqlite")
        try Data("just some notes, not a database at all".utf8).write(to: URL(fileURLWithPath: text))
        try cli.run(["diff", "a", "b", "--db", text]).expectBadInput("is not a SQLite database")

        let newer = folder.path("newer.sqlite")
        _ = try LayoutStore.open(path: newer)
        let future = LayoutStore.supportedSchemaVersion + 1
        try DatabaseQueue(path: newer).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations VALUES (?)", arguments: [String(format: "%04d_future", future)])
            try db.execute(sql: "PRAGMA user_version = \(future)")
        }
        try cli.run(["diff", "a", "b", "--db", newer]).expectBadInput("schema version \(future)", "newer than this layoutlab supports")
    }
}
