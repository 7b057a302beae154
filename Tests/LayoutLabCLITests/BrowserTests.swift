import Foundation
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
        // Wireframes of A, of B and both overlaid, with a rectangle and a hover title per node.
        #expect(changed.components(separatedBy: "<svg class=\"wireframe").count - 1 == 3)
        #expect(changed.contains("aria-label=\"A over B: reports-tests/badge · iphone-13 step 0\""))
        #expect(changed.contains("<svg class=\"wireframe zoomed\""), "the overlay zooms to the changed nodes")
        #expect(changed.contains("<title>Badge/background/frame/VStack/frame[1] #dot\n75,427.333 240×10.05\nmoved+resized: x -100, y -12.333, w +200</title>"))
        #expect(changed.contains("<g class=\"changed\">"))
        #expect(changed.components(separatedBy: "<rect ").count > 30)
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
