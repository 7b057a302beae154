import Foundation
import LayoutLabReports
import Testing

/// The known diff (``KnownDiff``) in each format, byte for byte.
@Suite("Diff goldens")
struct DiffGoldenTests {
    @Test func text() async throws {
        try expectGolden(TextDiffRenderer().render(try await knownDiff()), named: "known-diff.txt")
    }

    @Test func markdown() async throws {
        try expectGolden(MarkdownDiffRenderer().render(try await knownDiff()), named: "known-diff.md")
    }

    @Test func json() async throws {
        try expectGolden(try ReportJSON.string(try await knownDiff()), named: "known-diff.json")
    }

    /// JSON carries the same model: it decodes back to the diff the text was rendered from.
    @Test func jsonRoundTrips() async throws {
        let diff = try await knownDiff()
        let decoded = try JSONDecoder().decode(RunDiff.self, from: Data(try ReportJSON.string(diff).utf8))
        #expect(TextDiffRenderer().render(decoded) == TextDiffRenderer().render(diff))
    }
}
