import Foundation
import LayoutLab
import LayoutLabReports
import LayoutLabStore
import Testing

@Suite("Diff model")
struct DiffModelTests {
    @Test func casesAreMatchedByScenarioVariantAndProfile() async throws {
        let diff = try await knownDiff()
        var counts = diff.summary
        counts.sentences = []
        #expect(counts == RunDiff.Summary(compared: 2, changed: 1, unchanged: 1, onlyInA: 1, onlyInB: 1))
        #expect(diff.hasDifferences)
        let presences = Dictionary(uniqueKeysWithValues: diff.cases.map { ($0.key.profile, $0.presence) })
        #expect(presences == ["iphone-13": .both, "iphone-se-3": .onlyInA, "ipad-air-11": .onlyInB])
        #expect(!diff.cases.contains { $0.key.scenario == "reports-tests/steady" }, "unchanged cases only with --all")
    }

    /// Eleven nodes changed in the badge; a person counts seven changes. The card's frame, its
    /// background reader and that reader's colour moved exactly as the card did, and the dot's
    /// colour as the dot.
    @Test func nodesThatMovedTogetherAreOneChangeAtTheNamedNode() async throws {
        let badge = try #require(try await knownDiff().cases.first { $0.presence == .both })
        #expect(ChangeRows.rows(badge, .all).count == 11)
        let rows = ChangeRows.rows(badge, .changes)
        #expect(rows.map { $0.node.name ?? $0.node.path } == [
            "card", "Badge/background/frame/VStack", "title", "Badge/background/frame/VStack/padding[0]/Text", "dot", "caption", "footer",
        ])
        let card = try #require(rows.first { $0.node.name == "card" })
        #expect(card.wrappers.map(\.path) == [
            "Badge/background/frame", "Badge/background/GeometryReader[background]", "Badge/background/GeometryReader[background]/Color",
        ])
        #expect(rows.first { $0.node.name == "dot" }?.wrappers.map(\.path) == ["Badge/background/frame/VStack/frame[1]/Color"])
        // Every changed node is in exactly one row.
        #expect(rows.reduce(0) { $0 + 1 + $1.wrappers.count } == 11)
        #expect(ChangeRows.rows(badge, .named).compactMap(\.node.name) == ["card", "title", "dot", "caption", "footer"])
    }

    /// An unnamed change is reported at the innermost view that is not a wrapper: the text, not
    /// the padding and background around it.
    @Test func anUnnamedChangeStandsAtTheInnermostViewThatIsNotAWrapper() {
        func node(_ path: String, _ kind: String, height: Double = 4) -> NodeChange {
            NodeChange.compared(
                path: path, name: nil, nodeKind: kind,
                a: (Rect(x: 0, y: 0, width: 10, height: 20), Rect(x: 0, y: 0, width: 10, height: 20)),
                b: (Rect(x: 0, y: 0, width: 10, height: 20 + height), Rect(x: 0, y: 0, width: 10, height: 20 + height)), tolerance: 0.1
            )
        }
        let step = StepDiff(
            index: 0, presence: .both, event: Compared("launch", "launch"), outcome: Compared("stable", "stable"),
            frames: Compared(1, 1), passes: Compared(1, 1), passesPerFrame: Compared([1], [1]),
            nodes: [
                node("Row/background[1]", "background"), node("Row/background[1]/padding", "padding"),
                node("Row/background[1]/padding/Text", "Text"), node("Row/background[1]/GeometryReader[background]", "GeometryReader"),
                node("Row/background[1]/GeometryReader[background]/Color", "Color"),
                // Its sibling moved differently: a change of its own.
                node("Row/background[1]/padding/Text/Image", "Image", height: 2),
            ],
            values: [], diagnostics: []
        )
        let rows = ChangeRows.rows(step, .changes)
        #expect(rows.map(\.node.path) == ["Row/background[1]/padding/Text", "Row/background[1]/padding/Text/Image"])
        #expect(rows.first?.wrappers.count == 4)
        #expect(ChangeRows.rows(step, .named).isEmpty)
    }

    /// The summary sentences count changes, not nodes.
    @Test func theSummarySaysWhatChangedInSentences() async throws {
        let diff = try await knownDiff()
        let sentences = diff.summary.sentences
        #expect(sentences.contains("1 view appeared in 1 case."), "\(sentences)")
        #expect(sentences.contains("1 diagnostic new (overflow 1) in 1 case."), "\(sentences)")
        #expect(sentences.contains("Preference or @State values changed in 1 case."), "\(sentences)")
        #expect(sentences.contains("1 view moved without resizing, by 16.333 pt, in 1 of 2 cases."), "\(sentences)")
        #expect(TextDiffRenderer().render(diff).contains(sentences[0]))
    }

    /// Markdown over its cap keeps the summary and the largest changes, and counts the rest.
    @Test func markdownOverItsCapKeepsTheSummaryAndTheLargestChanges() async throws {
        let diff = try await knownDiff()
        let full = MarkdownDiffRenderer(cap: nil).render(diff)
        let capped = MarkdownDiffRenderer(cap: 1_700).render(diff)
        #expect(full.count > 1_700)
        #expect(capped.count <= 1_700, "\(capped.count)")
        #expect(capped.contains(diff.summary.sentences[0]))
        #expect(capped.contains("### Largest changes"))
        #expect(capped.contains("in the HTML report (`layoutlab diff before after --format html`)"), "\(capped)")
        #expect(MarkdownDiffRenderer().render(diff) == full, "a small diff is never capped")
    }

    @Test func nodesAreMatchedByPathWithBeforeAfterAndDelta() async throws {
        let badge = try #require(try await knownDiff().cases.first { $0.presence == .both })
        let nodes = Dictionary(uniqueKeysWithValues: badge.nodeChanges.map { ($0.name ?? $0.path, $0) })

        // 4 pt more padding on every side: the title grows by 8 both ways.
        let title = try #require(nodes["title"])
        #expect(title.kind == .movedAndResized)
        #expect(title.delta?.width == Points(8))
        #expect(title.delta?.height == Points(8))

        let footer = try #require(nodes["footer"])
        #expect(footer.kind == .added)
        #expect(footer.frame.a == nil && footer.frame.b != nil)

        // The dot grew 200 pt wide and 0.05 pt tall: the height is within the tolerance, so only
        // the width is a change, but the delta still carries the exact value.
        let dot = try #require(nodes["dot"])
        #expect(dot.frame.a?.width == Points(40))
        #expect(dot.frame.b?.width == Points(240))
        #expect(dot.delta?.width == Points(200))
        #expect(dot.delta?.height == Points(0.05))
    }

    @Test func valuesAndDiagnosticsOfTheSettledLayout() async throws {
        let badge = try #require(try await knownDiff().cases.first { $0.presence == .both })
        let state = try #require(badge.valueChanges.first { $0.kind == .state })
        #expect(state.name == "cardWidth")
        #expect(state.value == Compared("216", "220"))
        #expect(badge.valueChanges.contains { $0.kind == .preference && $0.name == "CardWidthKey" && $0.role == "read" })
        #expect(badge.diagnosticChanges.map(\.status) == [.new])
        #expect(badge.diagnosticChanges.first?.code == "overflow")
    }

    @Test func toleranceHidesSmallerChangesAndKeepsTheRest() async throws {
        let coarse = try await knownDiff(DiffOptions(tolerance: 0.1))
        let fine = try await knownDiff(DiffOptions(tolerance: 0.01))
        func dot(_ diff: RunDiff) -> NodeChange? {
            diff.cases.first { $0.presence == .both }?.nodeChanges.first { $0.name == "dot" }
        }
        // 0.05 pt of height: hidden at 0.1, shown at 0.01.
        #expect(dot(coarse)?.kind == .moved || dot(coarse)?.kind == .movedAndResized)
        #expect(TextDiffRenderer(nodes: .all).render(coarse).contains("x -100.333, y -12.333, w +200\n"))
        #expect(TextDiffRenderer(nodes: .all).render(fine).contains("x -100.333, y -12.333, w +200, h +0.05"))

        // A tolerance above every change leaves only what is not a distance.
        let huge = try await knownDiff(DiffOptions(tolerance: 1000))
        let badge = try #require(huge.cases.first { $0.presence == .both })
        #expect(badge.nodeChanges.map(\.kind) == [.added])
    }

    @Test func allIncludesUnchangedCasesAndNodes() async throws {
        let diff = try await knownDiff(DiffOptions(includesUnchanged: true))
        let steady = try #require(diff.cases.first { $0.key.scenario == "reports-tests/steady" })
        #expect(!steady.isChanged)
        #expect(steady.stepDiffs.first?.nodes.contains { $0.name == "square" && $0.kind == .unchanged } == true)
        #expect(diff.summary.unchanged == 1)
    }

    @Test func aRunComparedWithItselfHasNoDifferences() async throws {
        let store = try await KnownDiffDatabase.shared.open()
        let run = try store.run("after")
        let diff = try RunDiffer.diff(store, a: run, b: run)
        #expect(!diff.hasDifferences)
        #expect(diff.cases.isEmpty)
        #expect(TextDiffRenderer().render(diff).contains("Nothing changed beyond 0.1 pt: 3 cases compared."))
    }

    @Test func scenarioFilterLimitsTheCases() async throws {
        let diff = try await knownDiff(DiffOptions(includesUnchanged: true, includesScenario: { $0 == "reports-tests/steady" }))
        #expect(diff.cases.map(\.key.scenario) == ["reports-tests/steady"])
        #expect(!diff.hasDifferences)
    }
}
