import Foundation
import LayoutLab
import LayoutLabScenarios
import LayoutLabStore

/// A database with `stress/measured-table` `rows-10000` recorded twice on iphone-15, as runs
/// "a" and "b": the two large runs the diff benchmarks compare.
///
/// Recording takes minutes, so the database is kept in the temporary folder between the
/// benchmark's processes (package-benchmark runs each benchmark in a process of its own), under a
/// name that changes with the engine and schema versions.
enum TwoRecordedRuns {
    static let profile = DeviceProfile.named("iphone-15")!

    static func path(_ variant: String) -> String {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutlab-report-bench-\(variant)-\(LayoutLabVersion.current)-v\(LayoutStore.supportedSchemaVersion).sqlite").path
    }

    /// The database, recorded first if there is none yet (or an unfinished one).
    static func open(variant: String = "rows-10000") async throws -> LayoutStore {
        let path = path(variant)
        if let store = try? LayoutStore.open(path: path, mode: .existingOnly),
            let runs = try? store.runs(), runs.count == 2, runs.allSatisfy({ $0.status == .complete })
        {
            return store
        }
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        let store = try LayoutStore.open(path: path)
        for label in ["a", "b"] {
            let run = try store.createRun(label: label, command: "ReportBenchmarks", host: "benchmark")
            _ = try await store.recordCase(run: run.id, scenario: MeasuredTableStress.self, variant: variant, profile: profile)
            try store.finishRun(run.id, status: .complete)
        }
        return store
    }
}
