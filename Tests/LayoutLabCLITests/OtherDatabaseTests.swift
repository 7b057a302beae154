import Foundation
import GRDB
import Testing

/// Runs in other database files (`FILE:RUN`) and `layoutlab merge`
/// (docs/cli.md, "Runs in other databases").
@Suite struct OtherDatabaseTests {
    let cli = CLIRunner()
    static let scenario = ["--scenario", "geometry-reader/in-scroll-view", "--scenario", "read-size/child-size", "--profile", "iphone-15", "--profile", "iphone-se-3"]

    static func frameRows(_ path: String, label: String) throws -> Int {
        try DatabaseQueue(path: path).read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM pass_frames f JOIN runs r ON r.id = f.run_id WHERE r.label = ?", arguments: [label]) ?? 0
        }
    }

    /// A pull request's run against a baseline kept in another file, as CI would keep it: the
    /// same layouts compare equal across files, and a knob that changes one shows, named as given.
    @Test func aDiffComparesRunsInTwoDatabaseFiles() throws {
        let folder = try TemporaryFolder()
        let baseline = folder.path("baseline.sqlite"), pull = folder.path("pull.sqlite")
        #expect(try cli.run(["record", "--db", baseline, "--label", "main"] + Self.scenario).status == 0)
        #expect(try cli.run(["record", "--db", pull, "--label", "same"] + Self.scenario).status == 0)
        #expect(try cli.run(["record", "--db", pull, "--set", "geometry-reader.unspecified=0"] + Self.scenario).status == 0)

        let same = try cli.run(["diff", "\(baseline):main", "same", "--db", pull])
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        let changed = try cli.run(["diff", "\(baseline):main", "\(pull):latest"])
        #expect(changed.status == 1, "\(changed.stderr)")
        #expect(changed.stdout.hasPrefix("Diff run 1 \"\(baseline):main\" → run 2 \"\(pull):2\""), "\(changed.stdout.prefix(200))")
        #expect(changed.stdout.contains("Knobs differ: geometry-reader.unspecified 10 → 0."))
        #expect(changed.stdout.contains("reader"))

        let html = try cli.run(["diff", "\(baseline):main", "\(pull):latest", "--format", "html", "--output", folder.path("diff.html")])
        #expect(html.status == 1)
        #expect(try String(contentsOfFile: folder.path("diff.html"), encoding: .utf8).contains("<svg"))

        let report = try cli.run(["report", "\(baseline):main"])
        #expect(report.status == 0, "\(report.stderr)")
        #expect(report.stdout.contains("Report run 1 \"main\""))
    }

    /// Two databases, each with a run labelled "main" of the same case, merge into one: nothing is
    /// lost, the second label becomes main@b, every frame row is there, and the merged runs diff
    /// as the originals did.
    @Test func mergeCopiesEveryRunAndKeepsBothOfTwoLabels() throws {
        let folder = try TemporaryFolder()
        let a = folder.path("a.sqlite"), b = folder.path("b.sqlite"), out = folder.path("out.sqlite")
        #expect(try cli.run(["record", "--db", a, "--label", "main", "--scenario", "read-size/child-size", "--profile", "iphone-15", "--set", "text.scale=0.9"]).status == 0)
        #expect(try cli.run(["record", "--db", b, "--label", "main", "--scenario", "read-size/child-size", "--profile", "iphone-15"]).status == 0)
        #expect(try cli.run(["record", "--db", b, "--scenario", "read-size/child-size", "--profile", "iphone-15", "--set", "text.scale=1.1"]).status == 0)

        let merge = try cli.run(["merge", out, a, b])
        #expect(merge.status == 0, "\(merge.stderr)")
        #expect(merge.stdout.hasSuffix("3 runs merged into \(out)\n"), "\(merge.stdout)")
        let runs = try DatabaseQueue(path: out).read { db in try Row.fetchAll(db, sql: "SELECT label FROM runs ORDER BY id").map { $0["label"] as String? } }
        #expect(runs == ["main", "main@b", nil])
        #expect(try Self.frameRows(out, label: "main") == Self.frameRows(a, label: "main"))
        #expect(try Self.frameRows(out, label: "main@b") == Self.frameRows(b, label: "main"))
        let knob = try DatabaseQueue(path: out).read { db in try String.fetchOne(db, sql: "SELECT value FROM run_knobs WHERE run_id = 3 AND key = 'text.scale'") }
        #expect(knob == "1.1")

        // The merged runs are the originals: diffing across the files finds nothing.
        #expect(try cli.run(["diff", "\(out):main@b", "\(b):main"]).status == 0)
        #expect(try cli.run(["diff", "\(out):main", "\(a):main"]).status == 0)
        #expect(try cli.run(["diff", "\(out):main", "\(out):main@b"]).status == 1, "text.scale 0.9 against 1")
        // A run merged into a database that already has paths reuses them.
        #expect(try cli.run(["merge", out, b]).status == 0)
        let nodes = try DatabaseQueue(path: out).read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) - COUNT(DISTINCT COALESCE(prefix_node_id, -1) || '/' || path_suffix) FROM node")
        }
        #expect(nodes == 0, "every path has one row")
    }

    @Test func badReferencesAndInputsAreRefused() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        #expect(try cli.run(["record", "--db", db, "--label", "main", "--scenario", "read-size/child-size", "--profile", "iphone-15"]).status == 0)
        try cli.run(["diff", folder.path("gone.sqlite") + ":main", "main", "--db", db]).expectBadInput("no database at", "gone.sqlite")
        try cli.run(["diff", "\(db):nosuch", "main", "--db", db]).expectBadInput("nosuch")
        try cli.run(["report", folder.path("gone.sqlite") + ":1"]).expectBadInput("no database at")
        try cli.run(["merge", folder.path("out.sqlite"), folder.path("missing.sqlite")]).expectBadInput("no database at", "missing.sqlite")
        try cli.run(["merge", db, db]).expectBadInput("is the output database")
        #expect(!FileManager.default.fileExists(atPath: folder.path("out.sqlite")))
    }

    /// A selection recorded as four shards (the same label in four files) and merged is the
    /// unsharded run: one run with every case, and a diff against the unsharded recording finds
    /// nothing.
    @Test func fourShardsMergedEqualOneUnshardedRun() throws {
        let folder = try TemporaryFolder()
        let selection = ["--scenario", "layout/*", "--scenario", "read-size/*", "--profile", "iphone-15", "--profile", "iphone-se-3"]
        let full = folder.path("full.sqlite"), merged = folder.path("merged.sqlite")
        #expect(try cli.run(["record", "--db", full, "--label", "pr"] + selection).status == 0)
        var shards: [String] = []
        for index in 1...4 {
            let shard = folder.path("shard-\(index).sqlite")
            let result = try cli.run(["record", "--db", shard, "--label", "pr", "--shard", "\(index)/4"] + selection)
            #expect(result.status == 0, "\(result.stderr)")
            shards.append(shard)
        }
        let merge = try cli.run(["merge", merged] + shards)
        #expect(merge.status == 0, "\(merge.stderr)")
        let runs = try DatabaseQueue(path: merged).read { db in try String.fetchAll(db, sql: "SELECT label FROM runs") }
        #expect(runs == ["pr"])
        let count = { (path: String) in try DatabaseQueue(path: path).read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM run_cases") ?? 0 } }
        #expect(try count(merged) == count(full))
        #expect(try count(full) >= 8, "every shard has cases")
        let diff = try cli.run(["diff", "\(full):pr", "\(merged):pr"])
        #expect(diff.status == 0, "\(diff.stdout)")

        try cli.run(["record", "--db", folder.path("x.sqlite"), "--shard", "5/4"] + selection).expectBadInput("bad --shard '5/4'")
        try cli.run(["record", "--db", folder.path("x.sqlite"), "--shard", "two"] + selection).expectBadInput("bad --shard 'two'")
    }

    /// A copy keeps everything a run recorded: a sweep's points and parameters, and the causes.
    @Test func aCopyKeepsSweepPointsAndCauses() throws {
        let folder = try TemporaryFolder()
        let a = folder.path("a.sqlite"), out = folder.path("out.sqlite")
        #expect(try cli.run(["record", "--db", a, "--scenario", "style-guide/zstack-two-pass", "--profile", "iphone-15", "--sweep", "param.fraction=0.5,1"]).status == 0)
        #expect(try cli.run(["merge", out, a]).status == 0)
        let query = "SELECT c.variant, c.base_variant, c.parameters, c.sweep, k.state, k.new_value FROM run_cases c JOIN pass_causes k ON k.case_id = c.case_id ORDER BY c.variant"
        let read = { (path: String) in try DatabaseQueue(path: path).read { db in try Row.fetchAll(db, sql: query).map { "\($0)" } } }
        let original = try read(a)
        #expect(original.count == 2)
        #expect(try read(out) == original)
        // And the paints pictures are drawn from, pass for pass, and so the pictures themselves.
        let paints = "SELECT c.variant, p.step, p.frame, p.pass, p.node_path, p.paint FROM node_paints p JOIN run_cases c ON c.case_id = p.case_id ORDER BY c.variant, p.pass_id, p.node_path"
        let readPaints = { (path: String) in try DatabaseQueue(path: path).read { db in try Row.fetchAll(db, sql: paints).map { "\($0)" } } }
        #expect(try readPaints(a).count == 4)
        #expect(try readPaints(out) == readPaints(a))
        let render = { (path: String) in try cli.run(["render", "latest", "style-guide/zstack-two-pass", "--db", path, "--variant", "fraction=1"]).stdout }
        #expect(try render(out).contains("<svg"))
        #expect(try render(out).replacingOccurrences(of: "run 2", with: "run 1") == render(a))
    }
}
