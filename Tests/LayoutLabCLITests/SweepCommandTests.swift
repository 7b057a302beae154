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


    /// Points recorded out of order (1024, 320, 1008, 336) come back in numeric order, in the
    /// sweep's table and in the list of cases; the text of a sweep prints its table and a line per
    /// case, not every case in full (`--section details` adds them); an unknown section is bad
    /// input.
    @Test func aSweepReportSortsItsPointsAsNumbersAndPrintsALinePerCase() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        let record = try cli.run([
            "record", "--db", db, "--scenario", "measurement-reader/same-width-rotation", "--variant", "unversioned",
            "--profile", "iphone-15", "--sweep", "width=1024,320,1008,336",
        ])
        #expect(record.status == 0, "\(record.stderr)")
        let recorded = try DatabaseQueue(path: db).read { db in
            try String.fetchAll(db, sql: "SELECT sweep FROM run_cases ORDER BY case_id").map { String($0.dropFirst("width=".count)) }
        }
        #expect(recorded.count == 4)
        let numeric = recorded.sorted { Double($0)! < Double($1)! }
        #expect(numeric != recorded && numeric != recorded.sorted(), "the points are recorded neither in numeric nor in text order")

        let report = try cli.run(["report", "latest", "--db", db, "--node", "address-1"])
        #expect(report.status == 0, "\(report.stderr)")
        let lines = report.stdout.split(separator: "\n").map(String.init)
        // The table's rows: a point, then its outcome.
        let tableValues = lines.compactMap { line -> String? in
            let cells = line.split(separator: " ").map(String.init)
            return cells.count > 2 && recorded.contains(cells[0]) ? cells[0] : nil
        }
        #expect(tableValues == numeric, "\(report.stdout)")
        let caseLines = lines.filter { $0.hasPrefix("measurement-reader/same-width-rotation [unversioned width=") }
        #expect(caseLines.map { $0.firstMatch(of: /width=([0-9]+)\]/).map { String($0.1) } ?? "" } == numeric)
        #expect(!report.stdout.contains("Settled layout"), "a sweep's text leaves each case's details out")
        #expect(lines.count < 40, "\(lines.count) lines")

        let details = try cli.run(["report", "latest", "--db", db, "--section", "details"])
        #expect(details.stdout.components(separatedBy: "Settled layout, step 0").count - 1 == recorded.count)
        #expect(!details.stdout.contains("sweep width ·"), "--section details alone leaves the tables out")
        let tablesOnly = try cli.run(["report", "latest", "--db", db, "--section", "tables"])
        #expect(tablesOnly.stdout.contains("sweep width ·") && !tablesOnly.stdout.contains("[unversioned width="))
        try cli.run(["report", "latest", "--db", db, "--section", "tabels"]).expectBadInput("unknown section 'tabels'", "did you mean 'tables'")
    }

    /// The plot gives each series a panel and a scale of its own, with ticks: the node's width
    /// and height each span their panel, whatever the passes' scale.
    @Test func aSweepPlotGivesEachSeriesItsOwnScale() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        let record = try cli.run([
            "record", "--db", db, "--scenario", "measurement-reader/same-width-rotation", "--variant", "unversioned",
            "--profile", "iphone-15", "--sweep", "width=320...512/32",
        ])
        #expect(record.status == 0, "\(record.stderr)")
        let page = folder.path("report.html")
        let report = try cli.run(["report", "latest", "--db", db, "--node", "address-1", "--section", "tables", "--format", "html", "--output", page])
        #expect(report.status == 0, "\(report.stderr)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let plot = try #require(html.firstMatch(of: /<svg class="sweep-plot"[\s\S]*?<\/svg>/).map { String($0.0) })
        let areas = plot.matches(of: /<rect class="plot-area" x="[0-9.]+" y="([0-9.]+)" width="[0-9.]+" height="([0-9.]+)"/)
            .map { (Double($0.1)!, Double($0.2)!) }
        #expect(areas.count == 3, "passes, width and height")
        #expect(plot.matches(of: /<line class="tick"/).count >= 3 * 2, "ticks on every panel")
        #expect(!html.contains("<section class=\"case\""), "--section tables leaves the cases out")
        // The recorded widths and heights vary along the sweep: each line spans most of its panel.
        let sizes = try DatabaseQueue(path: db).read { db in
            try Row.fetchAll(db, sql: """
                SELECT f.width, f.height FROM final_frames f JOIN run_cases c ON c.case_id = f.case_id
                WHERE f.node_name = 'address-1' AND f.step = 2
                """).map { ($0["width"] as Double, $0["height"] as Double) }
        }
        #expect(Set(sizes.map(\.0)).count > 1 && Set(sizes.map(\.1)).count > 1)
        for (className, panel) in [("node-width", areas[1]), ("node-height", areas[2])] {
            let line = try #require(plot.firstMatch(of: Regex("<polyline class=\"\(className)\" points=\"([^\"]+)\"")))
            let ys = String(line.output[1].substring!).split(separator: " ").map { Double($0.split(separator: ",")[1])! }
            #expect(ys.allSatisfy { $0 >= panel.0 - 0.01 && $0 <= panel.0 + panel.1 + 0.01 }, "\(className) within its panel")
            #expect(ys.max()! - ys.min()! > panel.1 / 2, "\(className) spans its panel: \(ys)")
        }
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
