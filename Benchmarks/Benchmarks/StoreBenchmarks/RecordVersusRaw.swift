import Foundation
import LayoutLab
import LayoutLabScenarios
import LayoutLabStore

/// One measurement of record throughput: a stress case recorded through the store,
/// the engine alone on the same case, and the same frame rows inserted by a bare SQLite loop,
/// all in this process.
struct RecordVersusRaw {
    var frameRows: Int
    /// Layout and recording together, from the first pass to the commit.
    var record: Duration
    /// The engine alone, with an observer that only counts.
    var layoutOnly: Duration
    /// The same rows through one prepared statement in one transaction, into the same schema.
    var rawInsert: Duration
    /// The same, with as many rows to a statement as the recorder puts.
    var batchedRawInsert: Duration

    var recordRowsPerSecond: Double { Double(frameRows) / record.seconds }
    var layoutRowsPerSecond: Double { Double(frameRows) / layoutOnly.seconds }
    var rawRowsPerSecond: Double { Double(frameRows) / rawInsert.seconds }
    var batchedRawRowsPerSecond: Double { Double(frameRows) / batchedRawInsert.seconds }
    /// The target is at least 0.5: recording costs at most as much again as bare inserts.
    var ratio: Double { recordRowsPerSecond / rawRowsPerSecond }
    /// The ceiling of `ratio`: what it would be if storing the rows cost nothing on top of layout.
    var layoutRatio: Double { layoutRowsPerSecond / rawRowsPerSecond }
    /// Against the batched loop: how much of `ratio` is layout and the rows' other work, with the
    /// recorder's cheaper statements counted on both sides.
    var batchedRatio: Double { recordRowsPerSecond / batchedRawRowsPerSecond }

    static func measure(variant: String, profile: DeviceProfile = DeviceProfile.named("iphone-15")!) async throws -> RecordVersusRaw {
        let folder = try ScratchFolder()
        let recordedPath = folder.path("recorded.sqlite")
        let summary = try await record(variant: variant, profile: profile, into: recordedPath)

        let counter = FrameRowCounter()
        let layoutStart = ContinuousClock.now
        _ = await ViewRuntime.run(MeasuredTableStress.self, variant: variant, profile: profile, observer: counter)
        let layoutOnly = ContinuousClock.now - layoutStart
        precondition(counter.frameRows == summary.frameRows, "the engine is deterministic")

        let rows = try RawFrameInsert.rows(in: recordedPath)
        let baselinePath = folder.path("baseline.sqlite")
        try RawFrameInsert.makeBaseline(copying: recordedPath, to: baselinePath)
        let rawInsert = try RawFrameInsert.insert(rows, into: baselinePath)
        let batchedPath = folder.path("batched-baseline.sqlite")
        try RawFrameInsert.makeBaseline(copying: recordedPath, to: batchedPath)
        let batchedRawInsert = try RawFrameInsert.insert(rows, into: batchedPath, rowsPerStatement: LayoutStore.rowsPerInsertStatement)

        return RecordVersusRaw(
            frameRows: summary.frameRows, record: summary.duration, layoutOnly: layoutOnly, rawInsert: rawInsert,
            batchedRawInsert: batchedRawInsert
        )
    }

    /// Records the stress case into a new database, as `layoutlab record` would.
    static func record(variant: String, profile: DeviceProfile, into path: String) async throws -> CaseSummary {
        let store = try LayoutStore.open(path: path)
        let run = try store.createRun(label: "benchmark", command: "StoreBenchmarks", host: "benchmark")
        let summary = try await store.recordCase(run: run.id, scenario: MeasuredTableStress.self, variant: variant, profile: profile)
        try store.finishRun(run.id, status: .complete)
        return summary
    }

}

/// Counts what the recorder would write, and keeps nothing.
final class FrameRowCounter: TraceObserver, @unchecked Sendable {
    private(set) var frameRows = 0
    func traceDidRecordPass(_ pass: PassTrace) { frameRows += pass.nodes.count }
}

/// A temporary folder for one measurement's databases, removed afterwards.
final class ScratchFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) * 1e-18 }
    var milliseconds: Int { Int(seconds * 1000) }
}
