import Foundation
import GRDB
import Testing

/// `record --param` and `--sweep`, and `report`'s sweep tables (docs/cli.md, "Sweeps").
@Suite struct SweepCommandTests {
    let cli = CLIRunner()

    /// Seed 004's unversioned table, swept from 320 to 512 wide: the report follows address-1 and
    /// names the width from which it no longer wraps, the first where it is as short as at the
    /// widest point, as the recording has it.
    @Test func aWidthSweepNamesTheWidthWhereTheAddressStopsBeingSqueezed() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        let record = try cli.run([
            "record", "--db", db, "--scenario", "measurement-reader/same-width-rotation", "--variant", "unversioned",
            "--profile", "iphone-15", "--sweep", "width=320...512/16",
        ])
        #expect(record.status == 0, "\(record.stderr)")
        let heights = try DatabaseQueue(path: db).read { db in
            try Row.fetchAll(db, sql: """
                SELECT c.sweep, f.height FROM final_frames f JOIN run_cases c ON c.case_id = f.case_id
                WHERE f.node_name = 'address-1' AND f.step = 2 ORDER BY c.case_id
                """).map { ($0["sweep"] as String, $0["height"] as Double) }
        }
        #expect(heights.count == 13)
        #expect(heights.first?.0 == "width=320" && heights.last?.0 == "width=512")
        let settled = try #require(heights.last?.1)
        let first = try #require(heights.firstIndex { $0.1 == settled })
        #expect(first > 0 && heights[first - 1].1 > settled, "the address is squeezed below some width")
        let width = String(heights[first].0.dropFirst("width=".count))

        let report = try cli.run(["report", "latest", "--db", db, "--node", "address-1"])
        #expect(report.status == 0)
        let lines = report.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("sweep width · measurement-reader/same-width-rotation [unversioned] · iphone-15"))
        let thresholds = try #require(lines.first { $0.hasPrefix("  address-1 height") })
        #expect(thresholds.hasSuffix("→ \(pointsText(settled)) from \(width) pt"), "\(thresholds)")

        // The HTML report plots it: a dot per point, a mark where the address changes height.
        let page = folder.path("report.html")
        #expect(try cli.run(["report", "latest", "--db", db, "--node", "address-1", "--format", "html", "--output", page]).status == 0)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("class=\"sweep-plot\""))
        #expect(html.components(separatedBy: "<circle class=\"outcome").count - 1 == 13)
        #expect(html.contains("<li>address-1 height") && html.contains("from \(width) pt</li>"))
    }


    /// A parameter sweep and a Dynamic Type sweep multiply; `--param` sets another parameter for
    /// every case; each case stores its point and launches as it says.
    @Test func sweepsMultiplyAndEachCaseStoresItsPoint() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        let record = try cli.run([
            "record", "--db", db, "--scenario", "layout/ratio-split-hstack", "--profile", "iphone-15",
            "--param", "width=200", "--sweep", "dynamic-type=large,xxLarge", "--sweep", "param.ratio=0...1/0.5",
        ])
        #expect(record.status == 0, "\(record.stderr)")
        let rows = try DatabaseQueue(path: db).read { db in
            try Row.fetchAll(db, sql: """
                SELECT c.variant, c.sweep, f.width, s.dynamic_type FROM run_cases c
                JOIN final_frames f ON f.case_id = c.case_id AND f.node_name = 'left'
                JOIN step s ON s.case_id = c.case_id
                ORDER BY c.case_id
                """).map { [$0["variant"] as String, $0["sweep"] as String, "\($0["width"] as Double)", $0["dynamic_type"] as String] }
        }
        #expect(rows.map { $0[1] } == [
            "dynamic-type=large param.ratio=0", "dynamic-type=large param.ratio=0.5", "dynamic-type=large param.ratio=1",
            "dynamic-type=xxLarge param.ratio=0", "dynamic-type=xxLarge param.ratio=0.5", "dynamic-type=xxLarge param.ratio=1",
        ])
        #expect(rows.map { $0[2] } == ["0.0", "100.0", "200.0", "0.0", "100.0", "200.0"], "ratio × the 200 set by --param")
        #expect(rows.map { $0[3] } == ["large", "large", "large", "xxLarge", "xxLarge", "xxLarge"])
        #expect(rows[1][0] == "ratio=0.5 width=200 dynamic-type=large")
    }

    @Test func badSweepsAndParametersAreRefused() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        let base = ["record", "--db", db, "--scenario", "layout/ratio-split-hstack"]
        try cli.run(base + ["--sweep", "width=500...300"]).expectBadInput("bad --sweep 'width=500...300'", "FROM ≤ TO")
        try cli.run(base + ["--sweep", "width=300...500/0"]).expectBadInput("the step must be a number above 0")
        try cli.run(base + ["--sweep", "height=300"]).expectBadInput("sweep width, dynamic-type or param.NAME")
        try cli.run(base + ["--sweep", "dynamic-type=huge"]).expectBadInput("Dynamic Type sizes are")
        try cli.run(base + ["--sweep", "param.ration=0...1"]).expectBadInput("unknown parameter 'ration'", "did you mean 'ratio'")
        try cli.run(base + ["--param", "ratio=2"]).expectBadInput("parameter ratio cannot be '2'; it takes a number in 0...1")
        #expect(!FileManager.default.fileExists(atPath: db))
    }
}
