import Foundation
import Testing

@Suite struct ReportCommandTests {
    let cli = CLIRunner()

    @Test func textShowsEachCaseWithStepsLayoutsNamedNodesTimelinesAndDiagnostics() async throws {
        let result = try await cli.runOnKnownDiff(["report", "after"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let out = result.stdout
        #expect(out.hasPrefix("Report run 2 \"after\" (complete, engine "))
        #expect(out.contains("reports-tests/badge · iphone-13  stable; 1 step, 2 passes; 1 diagnostic"))
        #expect(out.contains("     0  launch(portrait)  390×844  stable        1       2  2"))
        #expect(out.contains("Settled layout, step 0 (named nodes)"))
        // The caption's frame changes between pass 0 and pass 1, once the card width is known.
        #expect(out.contains("caption  0.0.0"))
        #expect(out.contains("caption  0.0.1"))
        #expect(out.contains("State (as it changed)"))
        #expect(out.contains("onPreferenceChange"))
        #expect(out.contains("overflow"))
    }

    @Test func jsonMarkdownAndHTML() async throws {
        let json = try await cli.runOnKnownDiff(["report", "1", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any]
        let cases = object["cases"] as! [[String: Any]]
        #expect(cases.count == 3)
        let badge = try #require(cases.first { ($0["key"] as? [String: String])?["profile"] == "iphone-13" && ($0["key"] as? [String: String])?["scenario"] == "reports-tests/badge" })
        #expect((badge["namedNodes"] as? [[String: Any]])?.contains { $0["name"] as? String == "title" } == true)
        #expect((badge["state"] as? [[String: Any]])?.first?["name"] as? String == "cardWidth")

        let markdown = try await cli.runOnKnownDiff(["report", "before", "--format", "md"])
        #expect(markdown.stdout.contains("### `reports-tests/badge` · iphone-13"))
        #expect(markdown.stdout.contains("| Step | Event | Screen | Outcome | Frames | Passes | Passes per frame |"))

        let html = try await cli.runOnKnownDiff(["report", "before", "--format", "html", "--scenario", "reports-tests/*"])
        #expect(html.status == 0)
        HTMLChecks.expectSelfContained(html.stdout)
        #expect(html.stdout.components(separatedBy: "<section class=\"case\"").count - 1 == 3)
        // Each step's passes drawn, with the scrubber, where the report used to show wireframes.
        #expect(html.stdout.contains("<figure class=\"screens\">"))
        #expect(html.stdout.contains("class=\"screen-picture\""))
        #expect(!html.stdout.contains("<svg class=\"wireframe\""))
    }

    /// A built-in scenario's report names what it ports by title, author and link, in every format.
    @Test func aCaseNamesTheSourceItPorts() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        let record = try cli.run(["record", "--db", db, "--scenario", "read-size/child-size", "--profile", "iphone-15"])
        #expect(record.status == 0, "\(record.stderr)")
        let citation = "\"Sharing layout information in SwiftUI\", Federico Zanetello (FIVE STARS), https://www.fivestars.blog/articles/swiftui-share-layout-information/"
        #expect(try cli.run(["report", "latest", "--db", db]).stdout.contains("  source: " + citation))
        #expect(try cli.run(["report", "latest", "--db", db, "--format", "md"]).stdout.contains("Source: "))
        let html = try cli.run(["report", "latest", "--db", db, "--format", "html"]).stdout
        #expect(html.contains("Source: &quot;Sharing layout information in SwiftUI&quot;") || html.contains("Source: &#34;Sharing"), "\(html.prefix(0))")
    }

    /// A case that never settles is labelled by what it does, in every step that does not settle,
    /// and its HTML explains the loop as the text does; no case is folded, and a long table keeps
    /// to its card.
    @Test func aCycleIsLabelledCyclingWithItsLoopExplained() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        let record = try cli.run(["record", "--db", db, "--scenario", "geometry-reader/text-jitter", "--variant", "proportional", "--profile", "iphone-15"])
        #expect(record.status == 0, "\(record.stderr)")
        let json = try cli.run(["report", "latest", "--db", db, "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any]
        let theCase = try #require((object["cases"] as? [[String: Any]])?.first)
        let steps = try #require(theCase["steps"] as? [[String: Any]])
        let unsettled = steps.filter { $0["outcome"] as? String != "stable" }
        try #require(!unsettled.isEmpty, "text-jitter's proportional variant does not settle")

        let text = try cli.run(["report", "latest", "--db", db]).stdout
        let loop = try #require(text.split(separator: "\n").first { $0.hasPrefix("  loop: ") }.map { String($0.dropFirst("  loop: ".count)) })
        for step in unsettled {
            let index = step["index"] as! Int, outcome = step["outcome"] as! String
            #expect(text.contains("Last layout, step \(index), \(outcome == "cycle" ? "cycling" : outcome) ("), "\(text)")
            #expect(!text.contains("Settled layout, step \(index) "))
        }

        let html = try cli.run(["report", "latest", "--db", db, "--format", "html"]).stdout
        HTMLChecks.expectSelfContained(html)
        let paragraph = try #require(html.firstMatch(of: /<p class="case-loop"><strong>It never settles.<\/strong> The loop: ([^<]*)<\/p>/).map { String($0.1) })
        let shown = paragraph.replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        #expect(shown == loop, "the loop, as the text gives it")
        for step in unsettled where step["outcome"] as? String == "cycle" {
            let period = step["cyclePeriod"] as? Int
            #expect(html.contains("(cycling\(period.map { ", period \($0)" } ?? ""); last pass)"))
        }
        #expect(!html.contains("<details>\n<summary><span class=\"case-title\">"), "cases open on their pictures")
        #expect(html.contains("<div class=\"table-frame\">"))
    }

    @Test func badInput() async throws {
        try await cli.runOnKnownDiff(["report", "aftr"]).expectBadInput("unknown run \"aftr\"", "\"after\"")
        try await cli.runOnKnownDiff(["report", "after", "--scenario", "nothing/*"]).expectBadInput("unknown scenario 'nothing/*'")
        try await cli.runOnKnownDiff(["report", "after", "--format", "pdf"]).expectBadInput("'pdf'")
    }
}

@Suite struct TraceCommandTests {
    let cli = CLIRunner()

    @Test func eachPassIsATreeWithProposalSizeOriginAndChangesMarked() async throws {
        let result = try await cli.runOnKnownDiff(["trace", "before", "reports-tests/badge", "--profile", "iphone-13"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "reports-tests/badge · iphone-13, run 1 \"before\"")
        #expect(lines.contains("step 0 launch(portrait) · frame 0 · pass 0"))
        #expect(lines.contains("  Badge  390×763 → 390×763 @ 0,47"))
        #expect(lines.contains("          frame[1] #dot  200×249 → 40×10 @ 175.333,439.667"))
        #expect(lines.contains("step 0 launch(portrait) · frame 0 · pass 1: 1 changed"))
        // Pass 1: the caption learns the card's width and grows; nothing else moves.
        let changed = lines.filter { $0.hasPrefix("~") }
        #expect(changed.count == 1)
        #expect(changed.first?.contains("Text[3] #caption  200×680.667 → 69×24.333 @ 160.667,457.667  was size 51.333×24.333, origin 169.667,457.667") == true, "\(changed)")
    }

    @Test func fullPathsAndOneStep() async throws {
        let result = try await cli.runOnKnownDiff(["trace", "after", "reports-tests/steady", "--step", "0", "--full-paths"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("  Steady/frame #square  390×763 → 50×50 @ 170,403.667"))
    }

    @Test func ambiguousAndUnknownChoicesAreBadInputWithSuggestions() async throws {
        try await cli.runOnKnownDiff(["trace", "before", "reports-tests/badge"])
            .expectBadInput("several profiles", "'iphone-13', 'iphone-se-3'", "--profile")
        try await cli.runOnKnownDiff(["trace", "before", "reports-tests/badge", "--profile", "iphone-13-mini"])
            .expectBadInput("unknown profile 'iphone-13-mini'", "'iphone-13'")
        try await cli.runOnKnownDiff(["trace", "before", "reports-tests/bagde"])
            .expectBadInput("unknown scenario 'reports-tests/bagde'", "'reports-tests/badge'")
        try await cli.runOnKnownDiff(["trace", "before", "reports-tests/steady", "--variant", "wide"])
            .expectBadInput("unknown variant 'wide'")
        try await cli.runOnKnownDiff(["trace", "before", "reports-tests/steady", "--step", "3"])
            .expectBadInput("no step 3", "steps are 0-0")
        try await cli.runOnKnownDiff(["trace", "nightly", "reports-tests/steady"]).expectBadInput("unknown run \"nightly\"")
    }
}

/// `report --profile` and `--variant` (docs/reports.md, "`report`").
@Suite struct ReportFilterTests {
    let cli = CLIRunner()

    @Test func reportFiltersByProfileAndVariant() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        #expect(try cli.run(["record", "--db", db, "--scenario", "measurement-reader/same-width-rotation", "--profile", "iphone-15", "--profile", "ipad-air-11"]).status == 0)
        let report = try cli.run(["report", "latest", "--db", db, "--profile", "iphone-*", "--variant", "versioned"])
        #expect(report.status == 0)
        #expect(report.stdout.hasPrefix("Report run 1 (complete, engine"))
        #expect(report.stdout.contains(": 1 case\n"))
        #expect(report.stdout.contains("measurement-reader/same-width-rotation [versioned] · iphone-15"))
        try cli.run(["report", "latest", "--db", db, "--profile", "ipone-15"]).expectBadInput("unknown profile 'ipone-15'", "did you mean 'iphone-15'")
        try cli.run(["report", "latest", "--db", db, "--variant", "unversionned"]).expectBadInput("unknown variant 'unversionned'", "did you mean 'unversioned'")
    }
}
