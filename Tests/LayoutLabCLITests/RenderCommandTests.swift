import Foundation
import GRDB
import Testing

/// `layoutlab render` (docs/rendering.md): a recorded pass drawn as SVG or PNG.
@Suite struct RenderCommandTests {
    let cli = CLIRunner()

    func recorded(_ scenario: String, variant: String? = nil, in folder: TemporaryFolder) throws -> String {
        let db = folder.path("lab.sqlite")
        var arguments = ["record", "--db", db, "--scenario", scenario, "--profile", "iphone-15"]
        if let variant { arguments += ["--variant", variant] }
        let record = try cli.run(arguments)
        #expect(record.status == 0, "\(record.stderr)")
        return db
    }

    /// The settled pass of the last step by default: the screen's size, every text node of that
    /// pass drawn (each with its path), and the safe area.
    @Test func drawsTheSettledPass() throws {
        let folder = try TemporaryFolder()
        let db = try recorded("measurement-reader/same-width-rotation", variant: "unversioned", in: folder)
        let output = folder.path("squeeze.svg")
        let result = try cli.run(["render", "latest", "measurement-reader/same-width-rotation", "--db", db, "--output", output])
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"screen-picture\" width=\"393\" height=\"852\""))
        #expect(svg.contains("step 2 rotate(portrait)"))
        #expect(svg.contains("class=\"safe-area\""))
        let texts = try DatabaseQueue(path: db).read { db in
            try String.fetchAll(db, sql: "SELECT node_path FROM final_frames WHERE step = 2 AND node_kind = 'Text' AND width > 0")
        }
        #expect(texts.count > 10)
        for path in texts {
            #expect(svg.contains("class=\"text\" data-node=\"\(path)\""), "\(path) is not drawn")
        }
        // Printed when there is no --output.
        let printed = try cli.run(["render", "latest", "measurement-reader/same-width-rotation", "--db", db])
        #expect(printed.stdout == svg)
    }

    /// `--pass` draws an earlier pass: the text-jitter loop's text reads differently there.
    @Test func drawsTheChosenPass() throws {
        let folder = try TemporaryFolder()
        let db = try recorded("geometry-reader/text-jitter", variant: "proportional", in: folder)
        let first = try cli.run(["render", "latest", "geometry-reader/text-jitter", "--db", db, "--step", "0", "--pass", "0.0"])
        let settled = try cli.run(["render", "latest", "geometry-reader/text-jitter", "--db", db, "--step", "0"])
        #expect(first.status == 0 && settled.status == 0, "\(first.stderr) \(settled.stderr)")
        #expect(first.stdout.contains("pass 0.0"))
        #expect(first.stdout != settled.stdout)
    }

    @Test func writesPNGWithRsvgConvert() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert") else { return }
        let folder = try TemporaryFolder()
        let db = try recorded("geometry-reader/text-jitter", variant: "proportional", in: folder)
        let output = folder.path("jitter.png")
        let result = try cli.run(["render", "latest", "geometry-reader/text-jitter", "--db", db, "--output", output])
        #expect(result.status == 0, "\(result.stderr)")
        let png = try Data(contentsOf: URL(fileURLWithPath: output))
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // At the profile's scale: an iPhone 15's 393 × 852 points at 3× are 1179 × 2556 pixels
        // (IHDR's width and height, big-endian, after the signature and the chunk's header).
        let bytes = [UInt8](png)
        func word(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(bytes.count > 24 && word(at: 16) == 1179 && word(at: 20) == 2556, "\(word(at: 16))×\(word(at: 20))")
    }

    @Test func badInputWritesNothing() throws {
        let folder = try TemporaryFolder()
        let db = try recorded("geometry-reader/text-jitter", variant: "proportional", in: folder)
        let base = ["render", "latest", "geometry-reader/text-jitter", "--db", db]
        try cli.run(base + ["--output", folder.path("x.jpg")]).expectBadInput("x.jpg", ".svg or .png")
        try cli.run(base + ["--pass", "7"]).expectBadInput("bad --pass '7'")
        try cli.run(base + ["--pass", "99.0"]).expectBadInput("no pass 99.0")
        try cli.run(base + ["--step", "5"]).expectBadInput("no step 5")
        try cli.run(["render", "latest", "geometry-reader/text-jiter", "--db", db]).expectBadInput("unknown scenario", "geometry-reader/text-jitter")
        var withoutConverter = cli
        withoutConverter.environment["PATH"] = folder.path("empty")
        try withoutConverter.run(base + ["--output", folder.path("x.png")]).expectBadInput("rsvg-convert", "librsvg2-bin")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path("")).filter { $0.hasPrefix("x.") }
        #expect(written.isEmpty)
    }
}

/// The HTML report's hover stories (docs/reports.md, "The HTML report"): what hovering a node's
/// frame shows is `explain`'s story of its nearest named node in that pass, whole, its `why:`
/// lines first.
@Suite struct ReportStoryTests {
    let cli = CLIRunner()

    @Test func hoveringTheSqueezedAddressTellsExplainsStory() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite"), page = folder.path("report.html")
        let scenario = "measurement-reader/same-width-rotation"
        #expect(try cli.run(["record", "--db", db, "--scenario", scenario, "--variant", "unversioned", "--profile", "iphone-15"]).status == 0)
        #expect(try cli.run(["report", "latest", "--db", db, "--format", "html", "--output", page]).status == 0)
        let report = try ReportPage(path: page)
        let (paths, stories, pictures, html) = (report.paths, report.stories, report.pictures, report.html)
        func lines(_ runs: String) -> [String] { report.lines(runs) }

        // Step 2's only pass, settled: the address of row 1 is drawn as a text inside address-1,
        // and over it lies its frame for the pointer, with address-1's story.
        let shown = try #require(html.components(separatedBy: "data-pass=\"0.0\"").last?.firstMatch(of: /data-p="([0-9]+)"/))
        let picture = lines(pictures[Int(shown.output.1)!]).joined(separator: "\n")
        let text = try #require(paths.firstIndex { $0.hasSuffix("HStack[#1]/frame[2]/Text") })
        let element = try #require(picture.firstMatch(of: try Regex("<rect data-n=\"\(text)\" data-s=\"([0-9]+)\"")))
        let captured = try #require(element.output[1].substring)
        let number = try #require(Int(captured))
        let told = lines(stories[number])

        // explain's story, whole, its why: lines first.
        let explained = try cli.run(["explain", "latest", scenario, "address-1", "--db", db, "--step", "2", "--pass", "0.0"]).stdout
            .split(separator: "\n").map(String.init)
        let why = explained.filter { $0.hasPrefix("  why: ") }.map { String($0.dropFirst(2)) }
        #expect(!why.isEmpty)
        #expect(Array(told.prefix(why.count)) == why)
        #expect(told.dropFirst(why.count).filter { !$0.isEmpty } == explained.filter { !$0.isEmpty && !$0.hasPrefix("  why: ") })
        #expect(told.dropFirst(why.count).first { !$0.isEmpty }?.hasPrefix("Why address-1 is ") == true)
    }

    /// With `--node`, a page tells the stories of that node only: a sweep of hundreds of points
    /// would otherwise tell every named node's at every point.
    @Test func withNodeHoveringTellsThatNodesStoriesOnly() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        let recorded = try cli.run([
            "record", "--db", db, "--scenario", "measurement-reader/same-width-rotation", "--variant", "unversioned",
            "--profile", "iphone-15", "--sweep", "width=320...352/16",
        ])
        #expect(recorded.status == 0)
        func toldNodes(_ extra: [String]) throws -> Set<String> {
            let page = folder.path("report-\(extra.count).html")
            #expect(try cli.run(["report", "latest", "--db", db, "--format", "html", "--output", page] + extra).status == 0)
            let report = try ReportPage(path: page)
            return Set(report.stories.compactMap { runs in
                report.lines(runs).first { $0.hasPrefix("Why ") }?.firstMatch(of: #/^Why (\S+) is /#).map { String($0.output.1) }
            })
        }
        let all = try toldNodes([])
        #expect(all.isSuperset(of: ["address-1", "name-1"]), "\(all)")
        #expect(try toldNodes(["--node", "address-1"]) == ["address-1"])
    }
}

/// A report page's pictures and stories, read back as its script reads them.
private struct ReportPage {
    let html: String
    let paths: [String]
    let stories: [String]
    let pictures: [String]
    /// The page's lines, as its script joins them: a shape and the numbers that fill it.
    let filled: [String]

    init(path: String) throws {
        let html = try String(contentsOfFile: path, encoding: .utf8)
        func list<T: Decodable>(_ id: String, as type: T.Type) throws -> T {
            let start = try #require(html.range(of: "<script type=\"application/json\" id=\"\(id)\">"))
            let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
            return try JSONDecoder().decode(T.self, from: Data(html[start.upperBound..<end.lowerBound].utf8))
        }
        func listedLines(_ id: String) throws -> [String] {
            let start = try #require(html.range(of: "id=\"\(id)\">\n"))
            let end = try #require(html.range(of: "\n</script>", range: start.upperBound..<html.endIndex))
            return html[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        let shapes = try listedLines("picture-shapes").map {
            $0.replacingOccurrences(of: "<\\/", with: "</").replacingOccurrences(of: "\\\\", with: "\\").components(separatedBy: "\u{E000}")
        }
        filled = try listedLines("picture-lines").map { line -> String in
            let parts = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            let pieces = shapes[Int(parts[0])!]
            guard parts.count > 1 else { return pieces.joined(separator: "\u{E000}") }
            return pieces.indices.map { $0 == 0 ? pieces[0] : parts[$0] + pieces[$0] }.joined()
        }
        self.html = html
        paths = try list("node-paths", as: [String].self)
        stories = try list("report-stories", as: [String].self)
        pictures = try list("pictures", as: [String].self)
    }

    /// The lines of a picture or story, given as runs of line numbers.
    func lines(_ runs: String) -> [String] {
        runs.split(separator: ",").flatMap { run -> [String] in
            let ends = run.split(separator: "-").map { Int($0)! }
            return (ends[0]...ends[ends.count - 1]).map { filled[$0] }
        }
    }
}
