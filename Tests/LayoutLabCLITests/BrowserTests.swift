import Foundation
import GRDB
import ReportFixtures
import Testing

/// The HTML diff in a real browser: Debian's Chromium, headless.
@Suite struct BrowserTests {
    let cli = CLIRunner()

    @Test func theHTMLDiffRendersInChromium() async throws {
        guard let chromium = HeadlessChromium.find() else {
            Issue.record("chromium is not installed; `.ci/run` installs it (apt-get install -y chromium)")
            return
        }
        let folder = try TemporaryFolder()
        let page = folder.path("diff.html")
        let result = try await cli.runOnKnownDiff(["diff", "before", "after", "--format", "html", "--output", page])
        #expect(result.status == 1, "stderr: \(result.stderr)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        HTMLChecks.expectSelfContained(html)

        // The DOM as the browser built it.
        let dom = try chromium.dumpDOM(page, profile: folder.path("profile-dom"))
        #expect(dom.stdout.contains("<h1>layoutlab diff</h1>"), "no DOM from chromium; stderr: \(dom.stderr.suffix(2000))")
        let sections = dom.stdout.components(separatedBy: "<section class=\"case ").dropFirst()
        #expect(sections.count == 3)
        let changed = try #require(sections.first { $0.hasPrefix("status-changed") })
        #expect(changed.contains("data-case=\"reports-tests/badge · iphone-13\""))
        #expect(sections.contains { $0.hasPrefix("status-only-a") && $0.contains("iphone-se-3") })
        #expect(sections.contains { $0.hasPrefix("status-only-b") && $0.contains("ipad-air-11") })
        // A and B drawn from the recordings once each, for the page, with the changed nodes
        // outlined (the dot, 240 wide in B); shown zoomed and whole, side by side and again as
        // the onion skin's layers.
        let drawings = try #require(dom.stdout.components(separatedBy: "<svg class=\"glyph-sheet\"").dropFirst().first?.components(separatedBy: "</svg>").first)
        #expect(drawings.components(separatedBy: "<g class=\"changed\"").count - 1 == 2)
        #expect(drawings.contains("<rect x=\"75\" y=\"427.333\" width=\"240\" height=\"10.05\" vector-effect=\"non-scaling-stroke\">"), "the dot's outline in B")
        let zoomed = try #require(changed.components(separatedBy: "<div class=\"compare zoom\">").dropFirst().first)
        #expect(zoomed.components(separatedBy: "class=\"screen-picture zoomed\"").count - 1 == 4)
        let compare = try #require(changed.components(separatedBy: "<div class=\"compare\">").dropFirst().first)
        #expect(compare.components(separatedBy: "class=\"screen-picture\"").count - 1 == 4)
        #expect(compare.components(separatedBy: "<use href=\"#d").count - 1 == 4)
        #expect(compare.contains("<title>A: reports-tests/badge · iphone-13 · step 0 launch(portrait)</title>"))
        #expect(compare.contains("aria-label=\"B's opacity over A\""))
        #expect(!changed.contains("<svg class=\"wireframe"), "pictures replace the wireframes")
        // The timeline and the diagnostics.
        #expect(changed.contains("<div class=\"timeline\">"))
        #expect(changed.contains("<td class=\"diag-new\">new</td>"))
        #expect(dom.consoleLines.isEmpty, "console: \(dom.consoleLines)")

        // What a person would see: a page that is not blank.
        let png = folder.path("diff.png")
        let shot = try chromium.screenshot(page, to: png, profile: folder.path("profile-shot"))
        #expect(FileManager.default.fileExists(atPath: png), "no screenshot; stderr: \(shot.stderr.suffix(2000))")
        let census = try PNGColours.census(of: png)
        #expect(census.width == 1280 && census.height == 1600)
        #expect(census.colours > 20, "a blank or flat screenshot: \(census)")
        #expect(census.nonBackground > 0.05, "a mostly empty screenshot: \(census)")
        #expect(shot.consoleLines.isEmpty, "console: \(shot.consoleLines)")
    }

    /// The diff's crop as the browser lays it out: a total that grew 4 pt is 12 px wider or more
    /// in the zoomed pictures, measured from the page's layout (the SVG's width on screen over
    /// the points its view box shows), whatever the page's styles do to the picture's size.
    @Test func theDiffsCropShowsAFourPointChangeTwelvePixelsWide() async throws {
        guard let chromium = HeadlessChromium.find() else {
            Issue.record("chromium is not installed; `.ci/run` installs it (apt-get install -y chromium)")
            return
        }
        let folder = try TemporaryFolder()
        let db = folder.path("grow.sqlite"), page = folder.path("diff.html")
        _ = try await GrowingTotalDiff.record(at: db)
        let result = try cli.run(["diff", "narrow", "wide", "--db", db, "--format", "html", "--output", page])
        #expect(result.status == 1, "stderr: \(result.stderr)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        HTMLChecks.expectSelfContained(html)
        // The change, from the diff's JSON: the total's width in A and in B.
        let json = try cli.run(["diff", "narrow", "wide", "--db", db, "--format", "json"])
        let widths = json.stdout.matches(of: /"width" : ([0-9.]+)/).map { Double($0.1)! }
        #expect(widths.contains(60) && widths.contains(64), "the total is 60 wide in A, 64 in B")

        // A script appended to a copy of the page writes what the browser laid out.
        let measured = folder.path("measured.html")
        let script = """
            <script>
            const crops = [...document.querySelectorAll(".compare.zoom svg")].map(svg =>
              svg.getBoundingClientRect().width / svg.viewBox.baseVal.width);
            const pre = document.createElement("pre"); pre.id = "measure"; pre.textContent = JSON.stringify(crops);
            document.body.appendChild(pre);
            </script>
            """
        try html.replacingOccurrences(of: "</body>", with: script + "</body>").write(toFile: measured, atomically: true, encoding: .utf8)
        let dom = try chromium.dumpDOM(measured, profile: folder.path("profile"))
        #expect(dom.consoleLines.isEmpty, "console: \(dom.consoleLines)")
        let text = try #require(dom.stdout.firstMatch(of: /<pre id="measure">([^<]*)<\/pre>/)?.1, "stderr: \(dom.stderr.suffix(2000))")
        let pixelsPerPoint = try JSONDecoder().decode([Double].self, from: Data(text.utf8))
        #expect(pixelsPerPoint.count == 4, "A, B and the onion's two layers, zoomed")
        for scale in pixelsPerPoint {
            #expect((64 - 60) * scale >= 12, "4 pt at \(scale) px/pt")
        }
    }

    /// The report's pictures in a browser: a case's passes drawn, the scrubber's pass chosen by
    /// the address (what the scrubber writes there), and a different pass drawing differently.
    @Test func theReportsPicturesScrubInChromium() throws {
        guard let chromium = HeadlessChromium.find() else {
            Issue.record("chromium is not installed; `.ci/run` installs it (apt-get install -y chromium)")
            return
        }
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite"), page = folder.path("report.html")
        let record = try cli.run(["record", "--db", db, "--scenario", "geometry-reader/text-jitter", "--variant", "proportional", "--profile", "iphone-15"])
        #expect(record.status == 0, "\(record.stderr)")
        let report = try cli.run(["report", "latest", "--db", db, "--format", "html", "--output", page])
        #expect(report.status == 0, "\(report.stderr)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        HTMLChecks.expectSelfContained(html)
        // Pictures wait as lines until shown: no picture is in the page's markup.
        #expect(html.contains("<script type=\"text/x-picture-lines\" id=\"picture-lines\">"))
        #expect(html.contains("></div>") && html.contains("<div class=\"pass-picture\" data-index=\"0\""))
        #expect(!html.contains("<div class=\"pass-picture\" data-index=\"0\" data-pass=\"0.0\" data-label=\"pass 0.0\" data-p=\"0\" hidden><svg"))

        // The first pass, by address: built, shown, the others hidden.
        let first = "\(page)#case-1/step-0/pass-0.0"
        let dom = try chromium.dumpDOM(first, profile: folder.path("profile-dom"))
        let pictures = dom.stdout.components(separatedBy: "<div class=\"pass-picture\"").dropFirst()
        #expect(pictures.count > 2, "no pictures built; stderr: \(dom.stderr.suffix(2000))")
        let shown = pictures.filter { !$0.prefix(200).contains(" hidden") }
        #expect(shown.count == 1 && shown.first?.contains("data-pass=\"0.0\"") == true, "\(shown.map { $0.prefix(120) })")
        // Only the pass shown is built, and over its drawing every node's frame answers the pointer.
        #expect(shown.first?.contains("class=\"screen-picture\"") == true && shown.first?.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"hits\"") == true)
        #expect(pictures.filter { $0.contains("class=\"screen-picture\"") }.count == 1)
        #expect(dom.consoleLines.isEmpty, "console: \(dom.consoleLines)")

        // Two passes of the loop look different on screen, and neither is blank.
        let settledPass = try #require(pictures.last.flatMap { $0.firstMatch(of: /data-pass="([0-9.]+)"/)?.1 })
        var shots: [Data] = []
        for pass in ["0.0", String(settledPass)] {
            let png = folder.path("pass-\(pass).png")
            let shot = try chromium.screenshot("\(page)#case-1/step-0/pass-\(pass)", to: png, profile: folder.path("profile-\(pass)"))
            #expect(shot.consoleLines.isEmpty, "console: \(shot.consoleLines)")
            let census = try PNGColours.census(of: png)
            #expect(census.colours > 20 && census.nonBackground > 0.01, "a blank screenshot: \(census)")
            shots.append(try Data(contentsOf: URL(fileURLWithPath: png)))
        }
        #expect(shots[0] != shots[1], "the scrubber's two passes drew the same screen")
    }

    /// Hovering a container (a view that paints nothing of its own: a stack, a frame, padding)
    /// in a report's picture names it and tells its named node's story, leading with the `why:`
    /// lines `explain` gives. The pointer is the browser's own hit testing: a script added to the
    /// page finds the element at a point of the container's recorded frame that none of its
    /// descendants covers, and sends it the pointer's event.
    @Test func hoveringAContainerTellsItsStory() throws {
        guard let chromium = HeadlessChromium.find() else {
            Issue.record("chromium is not installed; `.ci/run` installs it (apt-get install -y chromium)")
            return
        }
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite"), page = folder.path("report.html")
        let scenario = "measurement-reader/same-width-rotation"
        let choice = ["--variant", "unversioned", "--profile", "iphone-15"]
        #expect(try cli.run(["record", "--db", db, "--scenario", scenario] + choice).status == 0)
        #expect(try cli.run(["report", "latest", "--db", db, "--format", "html", "--output", page]).status == 0)

        // The last step's settled pass, as recorded.
        struct Node { var path: String; var name: String?; var x, y, width, height: Double }
        let (nodes, step, pass) = try DatabaseQueue(path: db).read { db in
            let step = try Int.fetchOne(db, sql: "SELECT MAX(step) FROM final_frames")!
            let rows = try Row.fetchAll(db, sql: "SELECT * FROM final_frames WHERE step = ? ORDER BY node_order", arguments: [step])
            let nodes = rows.map { Node(path: $0["node_path"], name: $0["node_name"], x: $0["x"], y: $0["y"], width: $0["width"], height: $0["height"]) }
            return (nodes, step, "\(rows[0]["frame"] as Int).\(rows[0]["pass"] as Int)")
        }
        func contains(_ node: Node, _ point: (Double, Double)) -> Bool {
            point.0 > node.x && point.0 < node.x + node.width && point.1 > node.y && point.1 < node.y + node.height
        }
        func isAncestor(_ a: Node, of b: Node) -> Bool { b.path.hasPrefix(a.path + "/") }
        // A container with a named node (itself or an ancestor), and a point of it that only it
        // and its ancestors cover.
        var found: (container: Node, named: Node, point: (Double, Double))?
        for container in nodes where nodes.contains(where: { isAncestor(container, of: $0) }) {
            guard let named = nodes.filter({ $0.name != nil && ($0.path == container.path || isAncestor($0, of: container)) }).max(by: { $0.path.count < $1.path.count }) else { continue }
            var grid: [(Double, Double)] = []
            for i in 1..<12 {
                for j in 1..<12 {
                    let x: Double = container.x + container.width * Double(i) / 12
                    let y: Double = container.y + container.height * Double(j) / 12
                    grid.append((x, y))
                }
            }
            guard let point = grid.first(where: { point in
                nodes.allSatisfy { other in other.path == container.path || isAncestor(other, of: container) || !contains(other, point) }
            }) else { continue }
            let explained = try cli.run(["explain", "latest", scenario, named.name!, "--db", db] + choice)
            let candidate = (container, named, point)
            // A story with a why: line is the one to read, if there is one.
            if found == nil || explained.stdout.contains("  why: ") { found = candidate }
            if explained.stdout.contains("  why: ") { break }
        }
        let (container, named, point) = try #require(found, "no container with a free point in \(nodes.map(\.path))")
        let explained = try cli.run(["explain", "latest", scenario, named.name!, "--db", db] + choice)
        #expect(explained.status == 0)
        let why = explained.stdout.split(separator: "\n").filter { $0.hasPrefix("  why: ") }.map { String($0.dropFirst(2)) }
        let headline = try #require(explained.stdout.split(separator: "\n").first.map(String.init))
        #expect(!why.isEmpty, "the unversioned table's squeezed nodes have a why: line in the last step")

        let pointer = """
            <script>
            (function () {
              var figure = document.querySelector('#case-1 .step[data-step="\(step)"] figure.screens');
              var hits = figure.querySelector('.pass-picture:not([hidden]) svg.hits');
              hits.scrollIntoView({ block: "center" });
              var point = hits.createSVGPoint();
              point.x = \(point.0); point.y = \(point.1);
              var client = point.matrixTransform(hits.getScreenCTM());
              var under = document.elementFromPoint(client.x, client.y);
              var report = document.createElement("p");
              report.id = "pointer-found";
              report.textContent = under ? under.tagName + " " + (under.closest("svg.hits") ? "hits" : "other") : "nothing";
              document.body.appendChild(report);
              if (under) under.dispatchEvent(new MouseEvent("mouseover", { bubbles: true, clientX: client.x, clientY: client.y }));
            })();
            </script>
            """
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let pointed = folder.path("pointed.html")
        try html.replacingOccurrences(of: "</body>", with: pointer + "\n</body>").write(toFile: pointed, atomically: true, encoding: .utf8)
        let dom = try chromium.dumpDOM("\(pointed)#case-1/step-\(step)/pass-\(pass)", profile: folder.path("profile"))
        #expect(dom.consoleLines.isEmpty, "console: \(dom.consoleLines)")
        #expect(dom.stdout.contains("<p id=\"pointer-found\">rect hits</p>"), "\(dom.stdout.firstMatch(of: /<p id="pointer-found">[^<]*<\/p>/).map { String($0.0) } ?? "no report")")
        let tipMarkup = try #require(dom.stdout.firstMatch(of: /<div class="node-tip"[^>]*>([\s\S]*?)<\/div>/).map { String($0.1) })
        let tip = tipMarkup.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        let lines = tip.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(why.count)) == why, "the tip leads with the why: lines\n\(tip)")
        let frame = [container.x, container.y].map(pointsText).joined(separator: ",") + " " + pointsText(container.width) + "×" + pointsText(container.height)
        #expect(lines.contains("\(container.path)  \(frame)"), "the container's path and frame\n\(tip)")
        #expect(lines.contains(headline), "\(named.name!)'s size story\n\(tip)")
        #expect(!tip.contains("…") || explained.stdout.contains("…"), "nothing cut")
        #expect(container.path != named.path || nodes.contains { isAncestor(container, of: $0) }, "a container: it holds other nodes")
    }

    /// The console check catches what it is meant to: a page whose script fails.
    @Test func theConsoleCheckSeesUncaughtErrors() throws {
        guard let chromium = HeadlessChromium.find() else {
            Issue.record("chromium is not installed; `.ci/run` installs it (apt-get install -y chromium)")
            return
        }
        let folder = try TemporaryFolder()
        let page = folder.path("broken.html")
        try "<!DOCTYPE html><p>broken</p><script>throw new Error('boom')</script>".write(toFile: page, atomically: true, encoding: .utf8)
        let dom = try chromium.dumpDOM(page, profile: folder.path("profile"))
        #expect(dom.consoleLines.contains { $0.contains("Uncaught Error: boom") })
    }
}
