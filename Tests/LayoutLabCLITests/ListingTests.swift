import Foundation
import Testing

@Suite struct ListingTests {
    let cli = CLIRunner()

    @Test func scenariosListsTheCatalogWithSummariesVariantsTimelinesAndSources() throws {
        let result = try cli.run(["scenarios"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("measurement-reader/same-width-rotation"))
        #expect(result.stdout.contains("unversioned,versioned"))
        #expect(result.stdout.contains("launch(portrait) → rotate(landscape) → rotate(portrait)"))
        #expect(result.stdout.contains("measurement-reader (vinceplusplus)"))
        #expect(result.stdout.contains("GeometryReader: Blessing or Curse?, Fatbobman: https://fatbobman.com/"))
        #expect(!result.stdout.contains(".txt"), "sources are named by title, not by a file")
        #expect(!result.stdout.contains("\u{1B}["), "no colour off a terminal")
    }

    @Test func scenariosAsJSON() throws {
        let result = try cli.run(["scenarios", "--format", "json"])
        let entries = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [[String: Any]]
        #expect(entries.count >= 25)
        let rotation = entries.first { $0["name"] as? String == "measurement-reader/same-width-rotation" }
        #expect(rotation?["variants"] as? [String] == ["unversioned", "versioned", "controlled-address"])
        #expect((rotation?["timeline"] as? [String])?.count == 3)
        let source = rotation?["source"] as? [String: Any]
        #expect(source?["title"] as? String == "measurement-reader")
        #expect(source?["author"] as? String == "vinceplusplus")
        #expect(source?["link"] as? String == "https://github.com/vinceplusplus/measurement-reader")
        #expect(rotation?["seed"] as? String == "\"measurement-reader\", vinceplusplus, https://github.com/vinceplusplus/measurement-reader")
    }

    @Test func profilesAsTextAndJSON() throws {
        let text = try cli.run(["profiles"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("iphone-13-mini     375×812    @3x    50,0,34,0        0,50,21,50"))
        let json = try cli.run(["profiles", "--format", "json"])
        let entries = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [[String: Any]]
        #expect(entries.count == 9, "eight devices and a macOS window")
        #expect(entries.first { $0["name"] as? String == "mac-window" }?["os"] as? String == "macos-26")
        let landscape = entries.first { $0["name"] as? String == "iphone-15-pro-max" }?["landscape"] as? [String: Any]
        #expect(landscape?["horizontalSizeClass"] as? String == "regular")
        #expect(landscape?["width"] as? Double == 932)
    }

    @Test func aCustomPackageAddsItsScenariosToTheCatalog() throws {
        let result = try CLIRunner("layoutlab-custom").run(["scenarios"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("custom/badge"))
        #expect(result.stdout.contains("measurement-reader/same-height"))
    }
}

@Suite struct ArgumentErrorTests {
    let cli = CLIRunner()

    @Test func aBadOptionValueIsBadInput() throws {
        try cli.run(["scenarios", "--format", "yaml"]).expectBadInput("'yaml'", "--format")
    }

    @Test func anUnknownCommandIsBadInput() throws {
        try cli.run(["recrod"]).expectBadInput("recrod")
    }

    @Test func helpExitsCleanly() throws {
        let result = try cli.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: layoutlab"))
    }
}
