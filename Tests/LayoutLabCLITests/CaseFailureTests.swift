import Foundation
import GRDB
import Testing

/// User code that traps fails its case, not the run (docs/cli.md, "Cases that fail"), through a
/// package's own binary (`layoutlab-custom`) with three scenarios: a screen whose
/// EnvironmentObject was never injected, one that force-unwraps nil on iPads only, and a plain one.
@Suite struct CaseFailureTests {
    let custom = CLIRunner("layoutlab-custom")
    static let selection = ["--scenario", "hidden/*", "--profile", "iphone-15", "--profile", "ipad-air-11"]
    static let missingSession = "NeedsSession reads an EnvironmentObject of type Session that no ancestor provides"
    static let unwrap = "Fatal error: Unexpectedly found nil while unwrapping an Optional value"

    static func rows(_ path: String, run: String? = nil) throws -> [String] {
        try DatabaseQueue(path: path).read { db in
            try String.fetchAll(db, sql: """
                SELECT case_id || '|' || scenario || '|' || profile || '|' || outcome || '|' || steps || '|' || COALESCE(error, '')
                FROM run_cases WHERE ? IS NULL OR run_label = ? ORDER BY case_id
                """, arguments: [run, run])
        }
    }

    @Test func aTrappingCaseFailsAloneAndTheRunCompletes() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        let result = try custom.run(["record", "--db", db, "--label", "hidden"] + Self.selection, timeout: 300)
        #expect(result.status == 3, "\(result.stderr)")
        // One line per failed case, and nothing else: no backtrace, no runtime report.
        #expect(result.stderrLines.count == 3, "\(result.stderr)")
        #expect(result.stderrLines.allSatisfy { $0.hasPrefix("error: case hidden/") }, "\(result.stderr)")
        #expect(result.stderr.contains("error: case hidden/needs-session on iphone-15 failed: \(Self.missingSession)"))
        #expect(result.stderr.contains("error: case hidden/unwraps-on-ipad on ipad-air-11 failed: the case's code stopped the process"))
        #expect(result.stdout.contains("6 of 6 cases recorded (3 stable, 3 error)"), "\(result.stdout)")

        let runs = try DatabaseQueue(path: db).read { db in try String.fetchAll(db, sql: "SELECT status FROM runs") }
        #expect(runs == ["complete"])
        let cases = try Self.rows(db).map { $0.split(separator: "|").dropFirst().map(String.init) }
        let byCase = Dictionary(uniqueKeysWithValues: cases.map { ("\($0[0]) \($0[1])", $0) })
        #expect(byCase["hidden/plain iphone-15"]?[2] == "stable")
        #expect(byCase["hidden/plain ipad-air-11"]?[2] == "stable")
        #expect(byCase["hidden/unwraps-on-ipad iphone-15"]?[2] == "stable")
        let unwrapped = try #require(byCase["hidden/unwraps-on-ipad ipad-air-11"])
        #expect(unwrapped[2] == "error" && unwrapped[3] == "0")
        #expect(unwrapped[4].contains(Self.unwrap) && unwrapped[4].contains("SIGILL"), "\(unwrapped)")
        for profile in ["iphone-15", "ipad-air-11"] {
            let session = try #require(byCase["hidden/needs-session \(profile)"])
            // Caught before the body ran: the step that met it is recorded, with its diagnostic.
            #expect(session[2] == "error" && session[3] == "1" && session[4].hasPrefix(Self.missingSession), "\(session)")
        }
        let diagnostics = try DatabaseQueue(path: db).read { db in
            try String.fetchAll(db, sql: "SELECT code FROM run_diagnostics WHERE scenario = 'hidden/needs-session'")
        }
        #expect(diagnostics == ["missing-dependency", "missing-dependency"])
        #expect(try ReliabilityTests.integrity(db) == "ok")
    }

    /// The worker lays out several cases at once; a crash among them is pinned on the right one,
    /// and the rows and their ids are those of a record one case at a time.
    @Test func theRecordIsTheSameWhateverTheJobs() throws {
        let folder = try TemporaryFolder()
        var recorded: [[String]] = []
        for jobs in ["1", "3"] {
            let db = folder.path("jobs-\(jobs).sqlite")
            let selection = Self.selection + ["--scenario", "custom/*", "--profile", "iphone-se-3", "--jobs", jobs]
            #expect(try custom.run(["record", "--db", db] + selection, timeout: 300).status == 3)
            recorded.append(try Self.rows(db))
        }
        #expect(recorded[0].count == 15)
        #expect(recorded[0] == recorded[1])
    }

    /// runs, report (text, Markdown, HTML) and diff show errored cases with their messages; a case
    /// that starts failing is a change.
    @Test func errorsShowInRunsReportsAndDiffs() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        let selection = ["--scenario", "hidden/unwraps-on-ipad", "--scenario", "hidden/plain", "--profile", "iphone-15"]
        #expect(try custom.run(["record", "--db", db, "--label", "before"] + selection).status == 0)
        var failing = custom
        failing.environment["HIDDEN_UNWRAP_EVERYWHERE"] = "1"
        #expect(try failing.run(["record", "--db", db, "--label", "after"] + selection).status == 3)

        let runs = try custom.run(["runs", "--db", db])
        #expect(runs.stdout.contains("1 stable, 1 error"), "\(runs.stdout)")
        let report = try custom.run(["report", "after", "--db", db])
        #expect(report.stdout.contains("hidden/unwraps-on-ipad · iphone-15  error; 0 steps"), "\(report.stdout)")
        #expect(report.stdout.contains("  error: the case's code stopped the process (SIGILL, a trap): "), "\(report.stdout)")
        #expect(try custom.run(["report", "after", "--db", db, "--format", "md"]).stdout.contains("**Error:** the case's code stopped"))
        #expect(try custom.run(["report", "after", "--db", db, "--format", "html"]).stdout.contains("<p class=\"case-error\">Error: the case"))
        let json = try custom.run(["report", "after", "--db", db, "--format", "json"]).stdout
        #expect(json.contains("\"error\"") && json.contains("Unexpectedly found nil"))

        let diff = try custom.run(["diff", "before", "after", "--db", db])
        #expect(diff.status == 1)
        #expect(diff.stdout.contains("outcome stable → error; error in B: the case's code stopped the process"), "\(diff.stdout)")
        #expect(try custom.run(["diff", "after", "after", "--db", db]).status == 0)
    }

    /// A case's own output stays its own (the worker tells its supervisor on a descriptor of its
    /// own), and a case that ends the process with `exit(0)` fails alone, as a trap does.
    @Test func printingAndExitingCasesAreToldApart() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        let result = try custom.run([
            "record", "--db", db, "--scenario", "chatty/prints", "--scenario", "exiting/calls-exit", "--scenario", "hidden/plain",
            "--profile", "iphone-15",
        ], timeout: 300)
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stdout.contains("rendering the card"), "\(result.stdout)")
        #expect(result.stdout.contains("3 of 3 cases recorded (2 stable, 1 error)"), "\(result.stdout)")
        #expect(result.stderr.contains("debug: card body"), "\(result.stderr)")
        #expect(result.stderr.contains("error: case exiting/calls-exit on iphone-15 failed: the case's code ended the process (exit status 0)"), "\(result.stderr)")
        let outcomes = Dictionary(uniqueKeysWithValues: try Self.rows(db).map { row in
            let fields = row.split(separator: "|").map(String.init)
            return (fields[1], fields[3])
        })
        #expect(outcomes == ["chatty/prints": "stable", "exiting/calls-exit": "error", "hidden/plain": "stable"])
    }

    /// A case that exits with a status layoutlab's own workers end with is still the case's doing:
    /// the worker says how it ends before it does.
    @Test(arguments: ["2", "3", "130"])
    func aCaseExitingWithLayoutLabsOwnStatusFailsAlone(status: String) throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        var exiting = custom
        exiting.environment["HIDDEN_EXIT_STATUS"] = status
        let result = try exiting.run(["record", "--db", db, "--scenario", "exiting/calls-exit", "--scenario", "hidden/plain", "--profile", "iphone-15"], timeout: 300)
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stderrLines == ["error: case exiting/calls-exit on iphone-15 failed: the case's code ended the process (exit status \(status))"], "\(result.stderr)")
        let runs = try DatabaseQueue(path: db).read { db in try String.fetchAll(db, sql: "SELECT status FROM runs") }
        #expect(runs == ["complete"])
        #expect(try Self.rows(db).count == 2)
    }

    /// Recording in the command's own process (`LAYOUTLAB_IN_PROCESS=1`) still catches the traps
    /// the engine sees coming.
    @Test func anInProcessRecordCatchesMissingDependencies() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        var inProcess = custom
        inProcess.environment["LAYOUTLAB_IN_PROCESS"] = "1"
        let result = try inProcess.run(["record", "--db", db, "--scenario", "hidden/needs-session", "--scenario", "hidden/plain", "--profile", "iphone-15"])
        #expect(result.status == 3)
        #expect(result.stderrLines == ["error: case hidden/needs-session on iphone-15 failed: \(Self.missingSession) (a View.environmentObject(_:) for Session may be missing)"])
        #expect(try Self.rows(db).map { $0.split(separator: "|")[3] } == ["error", "stable"])
    }
}
