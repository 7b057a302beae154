import Foundation
import LayoutLab
import LayoutLabScenarios
import LayoutLabStore
import Testing

@Suite("Two writers")
struct ConcurrencyTests {
    /// Scenario metatypes are immutable; the array is never written.
    nonisolated(unsafe) private static let cases: [(any Scenario.Type, String)] = [
        (SameHeight.self, ""), (SameWidth.self, ""),
        (SameWidthRotation.self, "unversioned"), (SameWidthRotation.self, "versioned"),
        (NutritionTable.self, "pads"), (NutritionTable.self, "no-pads"),
    ]

    /// Two stores, as two `layoutlab record` processes would have, create the same new database
    /// and record into it at the same time. Both finish, and each run has all of its cases.
    @Test func twoRecordersOnOneFileBothStoreEveryCase() async throws {
        let folder = try TemporaryFolder()
        let path = folder.databasePath
        let labels = ["writer-a", "writer-b"]
        try await withThrowingTaskGroup(of: Void.self) { group in
            for label in labels {
                group.addTask {
                    let store = try LayoutStore.open(path: path)
                    let run = try store.createRun(label: label, command: "layoutlab record --label \(label)", host: "h")
                    for profile in [iPhone13, iPhoneSE] {
                        for (scenario, variant) in Self.cases {
                            _ = try await store.recordCase(run: run.id, scenario: scenario, variant: variant, profile: profile)
                        }
                    }
                    try store.finishRun(run.id, status: .complete)
                }
            }
            try await group.waitForAll()
        }

        let store = try LayoutStore.open(path: path, mode: .existingOnly)
        for label in labels {
            let run = try store.run(label)
            #expect(run.status == .complete)
            let cases = try store.cases(ofRun: run.id)
            #expect(cases.count == Self.cases.count * 2, "\(label)")
            for recorded in cases {
                #expect(try store.count("SELECT COUNT(*) FROM pass_frames WHERE case_id = ?", arguments: [recorded.caseId]) == recorded.frameRows)
            }
        }
    }
}
