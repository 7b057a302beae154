// Diff time for two large runs (docs/performance.md, "What each benchmark measures"):
// `stress/measured-table` `rows-10000` recorded twice, diffed by the report model beside a bare
// SQL join of the same frame rows on the same connection, and the diff's peak memory. Targets:
// diff at most 1.5× the join, under 300 MB.
import Benchmark
import Foundation
import GRDB
import LayoutLabReports
import LayoutLabStore

private let diffTime = BenchmarkMetric.custom("diff ms", polarity: .prefersSmaller, useScalingFactor: false)
private let joinTime = BenchmarkMetric.custom("bare join ms", polarity: .prefersSmaller, useScalingFactor: false)
private let ratioPercent = BenchmarkMetric.custom("diff/join %", polarity: .prefersSmaller, useScalingFactor: false)
private let framePairs = BenchmarkMetric.custom("frame rows paired", polarity: .prefersLarger, useScalingFactor: false)
private let sqlTime = BenchmarkMetric.custom("SQL join ms", polarity: .prefersSmaller, useScalingFactor: false)
private let diffPeak = BenchmarkMetric.custom("diff peak RSS MB", polarity: .prefersSmaller, useScalingFactor: false)
private let diffGrowth = BenchmarkMetric.custom("diff RSS growth MB", polarity: .prefersSmaller, useScalingFactor: false)
private let reportTime = BenchmarkMetric.custom("HTML report ms", polarity: .prefersSmaller, useScalingFactor: false)
private let reportSize = BenchmarkMetric.custom("HTML report KB", polarity: .prefersSmaller, useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
    sweepBenchmarks()

    Benchmark(
        "Diff vs bare join: two stress/measured-table rows-10000 runs",
        configuration: .init(
            metrics: [.wallClock, diffTime, joinTime, ratioPercent, framePairs],
            timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(900), maxIterations: 10
        )
    ) { benchmark in
        let store = try await TwoRecordedRuns.open()
        let a = try store.run("a"), b = try store.run("b")
        for _ in benchmark.scaledIterations {
            // Alternate which goes first, so neither always gets the warmer cache.
            let joinStart = ContinuousClock.now
            let join = try BareFrameJoin.run(store.reader)
            let join1 = ContinuousClock.now - joinStart
            let diffStart = ContinuousClock.now
            let diff = try RunDiffer.diff(store, a: a, b: b)
            let diffElapsed = ContinuousClock.now - diffStart
            let joinStart2 = ContinuousClock.now
            blackHole(try BareFrameJoin.run(store.reader))
            let join2 = ContinuousClock.now - joinStart2
            let joinElapsed = (join1 + join2) / 2
            precondition(diff.summary.compared == 1 && !diff.hasDifferences, "the two recordings are identical")
            benchmark.measurement(diffTime, diffElapsed.milliseconds)
            benchmark.measurement(joinTime, joinElapsed.milliseconds)
            benchmark.measurement(ratioPercent, Int((diffElapsed.seconds / joinElapsed.seconds * 100).rounded()))
            benchmark.measurement(framePairs, join.pairs)
            blackHole(join.checksum)
        }
    }

    // Comparing two runs in SQL through the contract views, joined on node_id (docs/schema.md,
    // "The views"), beside the diff of the same runs: the target is under a second.
    Benchmark(
        "SQL comparison vs diff: two stress/measured-table rows-1000 runs",
        configuration: .init(
            metrics: [.wallClock, sqlTime, diffTime, framePairs],
            timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(300), maxIterations: 10
        )
    ) { benchmark in
        let store = try await TwoRecordedRuns.open(variant: "rows-1000")
        let a = try store.run("a"), b = try store.run("b")
        for _ in benchmark.scaledIterations {
            let sqlStart = ContinuousClock.now
            let pairs = try await store.reader.read { db in
                try Int.fetchOne(db, sql: """
                    SELECT COUNT(*) FROM final_frames fa JOIN final_frames fb
                    ON fb.scenario = fa.scenario AND fb.variant = fa.variant AND fb.profile = fa.profile
                       AND fb.step = fa.step AND fb.node_id = fa.node_id
                    WHERE fa.run_id = ? AND fb.run_id = ? AND (fa.x <> fb.x OR fa.width <> fb.width OR fa.y = fb.y)
                    """, arguments: [a.id, b.id]) ?? 0
            }
            let sqlElapsed = ContinuousClock.now - sqlStart
            let diffStart = ContinuousClock.now
            blackHole(try RunDiffer.diff(store, a: a, b: b))
            let diffElapsed = ContinuousClock.now - diffStart
            benchmark.measurement(sqlTime, sqlElapsed.milliseconds)
            benchmark.measurement(diffTime, diffElapsed.milliseconds)
            benchmark.measurement(framePairs, pairs)
        }
    }

    // The diff alone: the high-water mark is reset after the database is opened (or recorded), so
    // the figure is the diff's, not the recorder's.
    Benchmark(
        "Peak memory: diff two stress/measured-table rows-10000 runs",
        configuration: .init(
            metrics: [.wallClock, .peakMemoryResident, diffPeak, diffGrowth],
            timeUnits: .milliseconds, warmupIterations: 0, maxDuration: .seconds(900), maxIterations: 1
        )
    ) { benchmark in
        let store = try await TwoRecordedRuns.open()
        let a = try store.run("a"), b = try store.run("b")
        for _ in benchmark.scaledIterations {
            PeakMemory.reset()
            let before = PeakMemory.residentMegabytes() ?? 0
            let diff = try RunDiffer.diff(store, a: a, b: b)
            blackHole(TextDiffRenderer().render(diff))
            let peak = PeakMemory.megabytes() ?? 0
            benchmark.measurement(diffPeak, peak)
            benchmark.measurement(diffGrowth, peak - before)
        }
    }
}

/// The HTML report of a 405-case sweep (`SweptRun`): the model, the pictures and the page, and
/// the page's size. Targets: under 3 s and under 5 MB.
let sweepBenchmarks: @Sendable () -> Void = {
    Benchmark(
        "HTML report of a 405-case width sweep",
        configuration: .init(
            metrics: [.wallClock, .peakMemoryResident, reportTime, reportSize],
            timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(300), maxIterations: 5
        )
    ) { benchmark in
        let (store, run) = try await SweptRun.open()
        for _ in benchmark.scaledIterations {
            let start = ContinuousClock.now
            let html = try SweptRun.html(store, run)
            benchmark.measurement(reportTime, (ContinuousClock.now - start).milliseconds)
            benchmark.measurement(reportSize, html.utf8.count / 1000)
            blackHole(html)
        }
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) * 1e-18 }
    var milliseconds: Int { Int((seconds * 1000).rounded()) }
}
