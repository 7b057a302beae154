import Foundation
import LayoutLab
import LayoutLabReports
import LayoutLabStore
import Testing

@Suite("Diff model")
struct DiffModelTests {
    @Test func casesAreMatchedByScenarioVariantAndProfile() async throws {
        let diff = try await knownDiff()
        #expect(diff.summary == RunDiff.Summary(compared: 2, changed: 1, unchanged: 1, onlyInA: 1, onlyInB: 1))
        #expect(diff.hasDifferences)
        let presences = Dictionary(uniqueKeysWithValues: diff.cases.map { ($0.key.profile, $0.presence) })
        #expect(presences == ["iphone-13": .both, "iphone-se-3": .onlyInA, "ipad-air-11": .onlyInB])
        #expect(!diff.cases.contains { $0.key.scenario == "reports-tests/steady" }, "unchanged cases only with --all")
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
        #expect(TextDiffRenderer().render(coarse).contains("x -100, y -12.333, w +200\n"))
        #expect(TextDiffRenderer().render(fine).contains("x -100, y -12.333, w +200, h +0.05"))

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
