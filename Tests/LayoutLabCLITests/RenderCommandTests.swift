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
