import Foundation
import GRDB
import LayoutLab
import LayoutLabScenarios
import LayoutLabStore
import Testing

@Suite("Recording")
struct RecordingTests {
    /// Records a case and returns the store and the run.
    private func recorded(
        _ scenario: any Scenario.Type, variant: String = "", profile: DeviceProfile = iPhone13, in folder: TemporaryFolder
    ) async throws -> (LayoutStore, Run, CaseSummary) {
        let store = try LayoutStore.open(path: folder.databasePath)
        let run = try store.createRun(label: "test", command: "swift test", host: "h")
        let summary = try await store.recordCase(run: run.id, scenario: scenario, variant: variant, profile: profile)
        try store.finishRun(run.id, status: .complete)
        return (store, run, summary)
    }

    @Test func summaryAgreesWithTheEngineAndTheViews() async throws {
        let folder = try TemporaryFolder()
        let (store, run, summary) = try await recorded(SameWidthRotation.self, variant: "unversioned", in: folder)
        let engine = await ViewRuntime.run(SameWidthRotation.self, variant: "unversioned", profile: iPhone13)

        #expect(summary.outcome == engine.outcome)
        #expect(summary.steps == 3)
        #expect(summary.passes == engine.passes)
        #expect(summary.frameRows > 0)

        let cases = try store.cases(ofRun: run.id)
        #expect(cases.count == 1)
        let recordedCase = try #require(cases.first)
        #expect(recordedCase.caseId == summary.caseId)
        #expect(recordedCase.scenario == "measurement-reader/same-width-rotation")
        #expect(recordedCase.variant == "unversioned")
        #expect(recordedCase.profile == "iphone-13")
        #expect(recordedCase.runLabel == "test")
        #expect(recordedCase.outcome == summary.outcome)
        #expect(recordedCase.passes == summary.passes)
        #expect(recordedCase.diagnostics == summary.diagnostics)
        #expect(recordedCase.frameRows == summary.frameRows)
        #expect(recordedCase.timeline == "launch(portrait) → rotate(landscape) → rotate(portrait)")
        #expect(try store.count("SELECT COUNT(*) FROM pass_frames WHERE case_id = ?", arguments: [summary.caseId]) == summary.frameRows)
        #expect(try store.count("SELECT COUNT(*) FROM run_diagnostics WHERE case_id = ?", arguments: [summary.caseId]) == summary.diagnostics)
        #expect(try store.run("test").status == .complete)
    }

    /// The settled layout in the database is the engine's own, node for node.
    @Test func finalFramesMatchTheEnginesFinalPass() async throws {
        let folder = try TemporaryFolder()
        let (store, _, summary) = try await recorded(SameWidthRotation.self, variant: "versioned", in: folder)
        let log = TraceLog()
        _ = await ViewRuntime.run(SameWidthRotation.self, variant: "versioned", profile: iPhone13, observer: log)

        for step in 0..<3 {
            let expected = try #require(log.finalPass(step: step))
            let rows = try store.rows(
                "SELECT * FROM final_frames WHERE case_id = ? AND step = ? ORDER BY node_order",
                arguments: [summary.caseId, step]
            )
            #expect(rows.count == expected.nodes.count, "step \(step)")
            for (row, node) in zip(rows, expected.nodes) {
                #expect(row["frame"] == expected.frame)
                #expect(row["pass"] == expected.pass)
                #expect(row["node_path"] == node.path)
                #expect(row["node_kind"] == node.kind)
                #expect(row["node_name"] == node.name)
                #expect(row["proposed_width"] == node.proposal.width.map(Double.init))
                #expect(row["proposed_height"] == node.proposal.height.map(Double.init))
                #expect(row["x"] == Double(node.frame.minX))
                #expect(row["y"] == Double(node.frame.minY))
                #expect(row["width"] == Double(node.frame.width))
                #expect(row["height"] == Double(node.frame.height))
                #expect(row["render_x"] == Double(node.renderFrame.minX))
                #expect(row["render_y"] == Double(node.renderFrame.minY))
                #expect(row["render_width"] == Double(node.renderFrame.width))
                #expect(row["render_height"] == Double(node.renderFrame.height))
            }
        }
        // Every pass is there too, not only the last one of each step.
        #expect(try store.count("SELECT COUNT(*) FROM pass_frames WHERE case_id = ?", arguments: [summary.caseId])
            == log.passes.reduce(0) { $0 + $1.nodes.count })
    }

    @Test func everyContractViewReturnsRowsForARecording() async throws {
        let folder = try TemporaryFolder()
        let store = try LayoutStore.open(path: folder.databasePath)
        let run = try store.createRun(label: "catalog", command: "swift test", host: "h")
        let cases: [(any Scenario.Type, String)] = [
            (SameWidthRotation.self, "unversioned"), (NutritionTable.self, "pads"), (RunawayOnChange.self, ""),
        ]
        for (scenario, variant) in cases {
            _ = try await store.recordCase(run: run.id, scenario: scenario, variant: variant, profile: iPhone13)
        }
        try store.finishRun(run.id, status: .complete)

        for view in contractViews.keys.sorted() {
            #expect(try store.count("SELECT COUNT(*) FROM \(view)") > 0, "\(view) has rows")
        }
        #expect(try store.count("SELECT COUNT(*) FROM pass_preferences WHERE role = 'write'") > 0)
        #expect(try store.count("SELECT COUNT(*) FROM pass_preferences WHERE role = 'read'") > 0)
        #expect(try store.count("SELECT COUNT(*) FROM pass_state WHERE scenario = ? AND name = 'count'", arguments: [RunawayOnChange.name]) > 0)
        #expect(try store.count("SELECT COUNT(*) FROM pass_actions WHERE status = 'dropped' AND action = 'onChange'") > 0)
        #expect(try store.count("SELECT COUNT(*) FROM run_diagnostics WHERE code = 'multiple-updates-per-frame'") > 0)
        #expect(try store.count("""
            SELECT COUNT(*) FROM run_diagnostics
            WHERE message = 'onChange(of: Int) action tried to update multiple times per frame.' AND node_path IS NOT NULL
            """) == 1)
        // A nil proposal is NULL: the ScrollView offers its content a nil height.
        #expect(try store.count("SELECT COUNT(*) FROM pass_frames WHERE proposed_height IS NULL AND scenario = ?", arguments: [NutritionTable.name]) > 0)
        #expect(try store.count("SELECT COUNT(*) FROM pass_frames WHERE node_name = 'counter'") > 0)
    }

    /// `record` starts its first cases before it opens the database: a layout started with no
    /// store, adopted once the store and the run exist, records what `recordCase` records.
    @Test func aLayoutStartedBeforeTheStoreOpensRecordsTheSameCase() async throws {
        let layout = StartedLayout(SameWidthRotation.self, variant: "versioned", profile: iPhone13)
        let folder = try TemporaryFolder()
        let store = try LayoutStore.open(path: folder.databasePath)
        let run = try store.createRun(label: "ahead", command: "swift test", host: "h")
        let ahead = try await store.commit(try store.adopt(layout, run: run.id))
        let direct = try await store.recordCase(run: run.id, scenario: SameWidthRotation.self, variant: "versioned", profile: iPhoneSE)
        #expect(ahead.scenario == "measurement-reader/same-width-rotation")
        #expect(ahead.variant == "versioned")
        #expect(ahead.profile == "iphone-13")
        #expect(ahead.frameRows > 0)

        let other = try TemporaryFolder()
        let (otherStore, _, reference) = try await recorded(SameWidthRotation.self, variant: "versioned", in: other)
        #expect(ahead.passes == reference.passes)
        #expect(ahead.outcome == reference.outcome)
        let columns = "step, frame, pass, node_path, x, y, width, height, render_x, render_y, render_width, render_height"
        let query = "SELECT \(columns) FROM pass_frames WHERE case_id = ? ORDER BY step, frame, pass, node_order"
        #expect(try store.rows(query, arguments: [ahead.caseId]) == otherStore.rows(query, arguments: [reference.caseId]))
        #expect(direct.caseId == ahead.caseId + 1)
    }

    /// An interrupted store refuses a layout started ahead, and the layout is dropped.
    @Test func anInterruptedStoreRefusesALayoutStartedAhead() throws {
        let folder = try TemporaryFolder()
        let store = try LayoutStore.open(path: folder.databasePath)
        let run = try store.createRun(label: "refused", command: "swift test", host: "h")
        let layout = StartedLayout(SameHeight.self, variant: "", profile: iPhone13)
        store.interruptRecording()
        #expect(throws: CancellationError.self) { try store.adopt(layout, run: run.id) }
        #expect(try store.count("SELECT COUNT(*) FROM run_case") == 0)
    }

    @Test func stepsRecordTheScreenAndHowTheyEnded() async throws {
        let folder = try TemporaryFolder()
        let (store, _, summary) = try await recorded(SameWidthRotation.self, variant: "versioned", profile: iPhoneSE, in: folder)
        let steps = try store.rows("SELECT * FROM step WHERE case_id = ? ORDER BY step_index", arguments: [summary.caseId])
        #expect(steps.map { $0["event"] as String } == ["launch(portrait)", "rotate(landscape)", "rotate(portrait)"])
        #expect(steps.map { $0["orientation"] as String } == ["portrait", "landscape", "portrait"])
        #expect(steps[1]["screen_width"] == 667.0)
        #expect(steps[1]["screen_height"] == 375.0)
        #expect(steps[0]["safe_top"] == 20.0)
        #expect(steps[0]["scale"] == 2.0)
        #expect(steps[0]["dynamic_type"] == "large")
        #expect(steps.allSatisfy { ($0["outcome"] as String) == "stable" })
        #expect(steps.reduce(0) { $0 + ($1["passes"] as Int) } == summary.passes)
    }

    @Test func aCaseIsRecordedOncePerRunAndOnlyIntoARunningRun() async throws {
        let folder = try TemporaryFolder()
        let store = try LayoutStore.open(path: folder.databasePath)
        let run = try store.createRun(command: "c", host: "h")
        _ = try await store.recordCase(run: run.id, scenario: SameHeight.self, variant: "", profile: iPhone13)
        await #expect(throws: StoreError.duplicateCase(run: run.id, scenario: SameHeight.name, variant: "", profile: "iphone-13")) {
            try await store.recordCase(run: run.id, scenario: SameHeight.self, variant: "", profile: iPhone13)
        }
        try store.finishRun(run.id, status: .complete)
        await #expect(throws: StoreError.runNotRunning(run.id, status: .complete)) {
            try await store.recordCase(run: run.id, scenario: SameWidth.self, variant: "", profile: iPhone13)
        }
        await #expect(throws: StoreError.noSuchRun(404)) {
            try await store.recordCase(run: 404, scenario: SameWidth.self, variant: "", profile: iPhone13)
        }
        #expect(try store.count("SELECT COUNT(*) FROM run_cases") == 1)
    }

    @Test func nodesAndKeysAreInternedAcrossCases() async throws {
        let folder = try TemporaryFolder()
        let store = try LayoutStore.open(path: folder.databasePath)
        let first = try store.createRun(command: "c", host: "h")
        _ = try await store.recordCase(run: first.id, scenario: SameWidth.self, variant: "", profile: iPhone13)
        let nodes = try store.count("SELECT COUNT(*) FROM node")
        let keys = try store.count("SELECT COUNT(*) FROM preference_key")
        let second = try store.createRun(command: "c", host: "h")
        _ = try await store.recordCase(run: second.id, scenario: SameWidth.self, variant: "", profile: iPhone13)
        #expect(try store.count("SELECT COUNT(*) FROM node") == nodes)
        #expect(try store.count("SELECT COUNT(*) FROM preference_key") == keys)
        #expect(try store.count("SELECT COUNT(*) FROM node WHERE kind IS NULL AND id IN (SELECT node_id FROM node_frame)") == 0)
    }
}
