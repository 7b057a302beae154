import Foundation
import LayoutLab
import LayoutLabReportTemplates
import LayoutLabReports
import ReportFixtures
import Testing

@Suite("HTML")
struct HTMLTests {
    /// Every file of `Reports/` is embedded, byte for byte, and nothing else.
    @Test func everyTemplateFileIsEmbedded() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Reports")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasSuffix(".swift") }.sorted()
        #expect(EmbeddedTemplates.all.map(\.fileName) == files)
        for template in EmbeddedTemplates.all {
            let onDisk = try String(contentsOf: folder.appendingPathComponent(template.fileName), encoding: .utf8)
            #expect(template.text == onDisk, "\(template.fileName) differs from the embedded copy")
        }
    }

    @Test func theDiffPageIsSelfContained() async throws {
        let store = try await KnownDiffDatabase.shared.open()
        let diff = try await knownDiff()
        let html = HTMLDiffRenderer().render(diff, wireframes: try DiffWireframes.load(store, for: diff))
        expectSelfContained(html)
        #expect(html.contains("<h1>layoutlab diff</h1>"))
        #expect(html.contains("<section class=\"case status-changed\" id=\"case-2\""))
        // A, B and the overlay for the one compared step of the changed case.
        #expect(html.components(separatedBy: "<svg class=\"wireframe").count - 1 == 3)
        // Each node's path, name, frame and change on hover.
        #expect(html.contains("<title>Badge/background/frame/VStack/frame[1] #dot\n75,427.333 240×10.05\nmoved+resized: x -100.333, y -12.333, w +200</title>"))
    }

    @Test func theReportPageIsSelfContained() async throws {
        let store = try await KnownDiffDatabase.shared.open()
        let report = try RunReporter.report(store, run: try store.run("after"))
        let html = HTMLReportRenderer().render(report)
        expectSelfContained(html)
        #expect(html.components(separatedBy: "<section class=\"case\"").count - 1 == 3)
        #expect(html.components(separatedBy: "<svg class=\"wireframe\"").count - 1 == 3, "one settled layout per step")
    }

    /// A long diff starts folded, with an index to every case: readable with 100+ cases.
    @Test func aDiffOfManyCasesStartsFoldedWithAnIndex() throws {
        let cases = (0..<120).map { index in
            CaseDiff(
                key: CaseKey(scenario: "many/case-\(index)", variant: "", profile: "iphone-13"), presence: .onlyInB, os: Compared(nil, "ios-26"),
                outcome: Compared(nil, .stable), steps: Compared(nil, 1), frames: Compared(nil, 1), passes: Compared(nil, 1),
                diagnosticCount: Compared(nil, 0), stepDiffs: []
            )
        }
        let diff = RunDiff(
            a: RunIdentity(id: 1, label: "a"), b: RunIdentity(id: 2, label: "b"), tolerance: Points(0.1), includesUnchanged: false,
            summary: RunDiff.Summary(compared: 0, changed: 0, unchanged: 0, onlyInA: 0, onlyInB: 120), cases: cases
        )
        let html = HTMLDiffRenderer().render(diff)
        expectSelfContained(html)
        #expect(html.components(separatedBy: "<a href=\"#case-").count - 1 == 120)
        #expect(html.contains("id=\"case-120\""))
        #expect(!html.contains("<details open>"))
        #expect(html.components(separatedBy: "<details>").count - 1 == 120)
    }

    /// Text from the recording (paths, names, values) cannot break out of the markup.
    @Test func recordedTextIsEscaped() throws {
        let diff = RunDiff(
            a: RunIdentity(id: 1, label: "<b>a</b>"), b: RunIdentity(id: 2, label: "b&c"), tolerance: Points(0.1),
            includesUnchanged: false, summary: RunDiff.Summary(compared: 0, changed: 0, unchanged: 0, onlyInA: 1, onlyInB: 0),
            cases: [CaseDiff(
                key: CaseKey(scenario: "x/<script>", variant: "\"v\"", profile: "p"), presence: .onlyInA, os: Compared("ios-26", nil),
                outcome: Compared(.stable, nil), steps: Compared(1, nil), frames: Compared(1, nil), passes: Compared(1, nil),
                diagnosticCount: Compared(0, nil), stepDiffs: []
            )]
        )
        let html = HTMLDiffRenderer().render(diff)
        #expect(!html.contains("x/<script>") && !html.contains("<b>a</b>"))
        #expect(html.contains("x/&lt;script&gt;"))
        #expect(html.contains("b&amp;c"))
    }

    /// The self-contained check flags what would load something, and passes what does not.
    @Test func theSelfContainedCheckFlagsLoads() {
        let page = "<!DOCTYPE html><p>see https://example.com</p><svg xmlns=\"http://www.w3.org/2000/svg\"><use href=\"#g1\"/><g clip-path=\"url(#c1)\"/></svg><script>var a = 1; // ok</script>"
        #expect(SelfContainedPage.problems(in: page).isEmpty)
        for loading in ["<img src=\"a.png\">", "<script src=\"a.js\"></script>", "<link rel=stylesheet href=\"a.css\">",
                        "<div style=\"background: url(https://x/y.png)\"></div>", "<a href=\"https://example.com\">x</a>",
                        "<style>@font-face { font-family: x }</style>"] {
            #expect(!SelfContainedPage.problems(in: page + loading).isEmpty, "\(loading)")
        }
    }

    private func expectSelfContained(_ html: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let problems = SelfContainedPage.problems(in: html)
        #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
    }
}
