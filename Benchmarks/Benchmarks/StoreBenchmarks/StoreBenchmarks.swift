// Record throughput (docs/performance.md, "What each benchmark measures"): frame rows per second
// recorded from the stress table, beside a raw SQLite insert loop of the same rows in the same
// process, and peak memory while recording the largest table. The package-benchmark tool runs each benchmark in a process of
// its own, so each peak is that benchmark's alone.
import Benchmark
import Foundation
import LayoutLab
import LayoutLabScenarios
import LayoutLabStore

private let recordRate = BenchmarkMetric.custom("record rows/s", polarity: .prefersLarger, useScalingFactor: false)
private let rawRate = BenchmarkMetric.custom("raw insert rows/s", polarity: .prefersLarger, useScalingFactor: false)
private let layoutRate = BenchmarkMetric.custom("layout only rows/s", polarity: .prefersLarger, useScalingFactor: false)
private let ratioPercent = BenchmarkMetric.custom("record/raw %", polarity: .prefersLarger, useScalingFactor: false)
private let layoutRatioPercent = BenchmarkMetric.custom("layout only/raw %", polarity: .prefersLarger, useScalingFactor: false)
private let batchedRawRate = BenchmarkMetric.custom("raw batched rows/s", polarity: .prefersLarger, useScalingFactor: false)
private let batchedRatioPercent = BenchmarkMetric.custom("record/raw batched %", polarity: .prefersLarger, useScalingFactor: false)

private let processRecordTime = BenchmarkMetric.custom("record process ms", polarity: .prefersSmaller, useScalingFactor: false)
private let processLoopTime = BenchmarkMetric.custom("bare loop process ms", polarity: .prefersSmaller, useScalingFactor: false)
private let processRatioPercent = BenchmarkMetric.custom("loop/record %", polarity: .prefersLarger, useScalingFactor: false)
private let processPeakMegabytes = BenchmarkMetric.custom("record process peak MB", polarity: .prefersSmaller, useScalingFactor: false)
private let supervisedTime = BenchmarkMetric.custom("supervised record ms", polarity: .prefersSmaller, useScalingFactor: false)
private let inProcessTime = BenchmarkMetric.custom("in-process record ms", polarity: .prefersSmaller, useScalingFactor: false)
private let supervisedPercent = BenchmarkMetric.custom("supervised/in-process %", polarity: .prefersSmaller, useScalingFactor: false)
private let sweepReportTime = BenchmarkMetric.custom("sweep report process ms", polarity: .prefersSmaller, useScalingFactor: false)
private let sweepReportSize = BenchmarkMetric.custom("sweep report page kB", polarity: .prefersSmaller, useScalingFactor: false)
private let sweepReportPeak = BenchmarkMetric.custom("sweep report peak MB", polarity: .prefersSmaller, useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
    // What crash isolation costs (docs/cli.md, "Cases that fail"): the built binary's `record`,
    // which runs its cases in a worker process it supervises, against the same record in one
    // process (LAYOUTLAB_IN_PROCESS=1), alternated; the bar is 105 % or less.
    for (name, selection) in SupervisedRecord.selections {
        Benchmark(
            "Process: supervised vs in-process record, \(name)",
            configuration: .init(
                metrics: [.wallClock, supervisedTime, inProcessTime, supervisedPercent],
                timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(180), maxIterations: 10
            )
        ) { benchmark in
            for _ in benchmark.scaledIterations {
                let (supervised, inProcess) = try SupervisedRecord.measure(selection)
                benchmark.measurement(supervisedTime, Int((supervised * 1000).rounded()))
                benchmark.measurement(inProcessTime, Int((inProcess * 1000).rounded()))
                benchmark.measurement(supervisedPercent, Int((supervised / inProcess * 100).rounded()))
            }
        }
    }

    // The 405-case sweep's HTML report as a user writes it (targets: under 3 s, under 5 MB): the
    // built binary's `report --node address-1 --format html` as a process, the page weighed.
    Benchmark(
        "Process: HTML report of a 405-case width sweep",
        configuration: .init(
            metrics: [.wallClock, sweepReportTime, sweepReportSize, sweepReportPeak],
            timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(300), maxIterations: 5
        )
    ) { benchmark in
        let sweep = try ProcessSweepReport.RecordedSweep()
        for _ in benchmark.scaledIterations {
            let (seconds, bytes, peak) = try sweep.report()
            benchmark.measurement(sweepReportTime, Int((seconds * 1000).rounded()))
            benchmark.measurement(sweepReportSize, bytes / 1000)
            benchmark.measurement(sweepReportPeak, peak)
        }
    }

    // The CLI as a user runs it: the built binary's `record` of rows-1000 as a process, beside
    // the C insert loop of as many rows, alternated; the ratio is the loop's time over the
    // record's (the target is 0.5 or more; build the main package with -c release first, or set
    // LAYOUTLAB_BINARY).
    Benchmark(
        "Process: record vs bare insert loop, stress/measured-table rows-1000",
        configuration: .init(
            metrics: [.wallClock, processRecordTime, processLoopTime, processRatioPercent],
            timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(120), maxIterations: 10
        )
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            let (record, loop) = try ProcessRecordVersusLoop.measure()
            benchmark.measurement(processRecordTime, Int((record * 1000).rounded()))
            benchmark.measurement(processLoopTime, Int((loop * 1000).rounded()))
            benchmark.measurement(processRatioPercent, Int((loop / record * 100).rounded()))
        }
    }

    // "layout only" is the engine with an observer that only counts: the ceiling for "record", and
    // "layout only/raw" the ceiling for the ratio. "raw batched" is the bare loop with as many
    // rows to a statement as the recorder puts.
    Benchmark(
        "Record vs raw insert: stress/measured-table rows-1000",
        configuration: .init(
            metrics: [.wallClock, recordRate, rawRate, ratioPercent, layoutRate, layoutRatioPercent, batchedRawRate, batchedRatioPercent],
            timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(120), maxIterations: 10
        )
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            let result = try await RecordVersusRaw.measure(variant: "rows-1000")
            benchmark.measurement(recordRate, Int(result.recordRowsPerSecond))
            benchmark.measurement(rawRate, Int(result.rawRowsPerSecond))
            benchmark.measurement(ratioPercent, Int((result.ratio * 100).rounded()))
            benchmark.measurement(layoutRate, Int(result.layoutRowsPerSecond))
            benchmark.measurement(layoutRatioPercent, Int((result.layoutRatio * 100).rounded()))
            benchmark.measurement(batchedRawRate, Int(result.batchedRawRowsPerSecond))
            benchmark.measurement(batchedRatioPercent, Int((result.batchedRatio * 100).rounded()))
        }
    }

    // The 300 MB bar as a user meets it: the built binary's `record` of rows-10000 on two profiles,
    // a process of its own, its peak resident memory from `wait4` (build the main package with
    // -c release first, or set LAYOUTLAB_BINARY), one case at a time (`--jobs 1`) and at the
    // default job count (the core count), which must not hold two large trees at once.
    Benchmark(
        "Process peak memory: record stress/measured-table rows-10000 on two profiles",
        configuration: .init(
            metrics: [.wallClock, processPeakMegabytes],
            timeUnits: .seconds, warmupIterations: 0, maxDuration: .seconds(600), maxIterations: 3
        )
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            benchmark.measurement(processPeakMegabytes, try ProcessPeakMemory.recordTwoProfiles(jobs: 1))
        }
    }

    Benchmark(
        "Process peak memory: record stress/measured-table rows-10000 on two profiles, default --jobs",
        configuration: .init(
            metrics: [.wallClock, processPeakMegabytes],
            timeUnits: .seconds, warmupIterations: 0, maxDuration: .seconds(600), maxIterations: 3
        )
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            benchmark.measurement(processPeakMegabytes, try ProcessPeakMemory.recordTwoProfiles(jobs: nil))
        }
    }

    // Memory must not grow with the recording: frames go to disk as they come, and a second case
    // (another profile, as `layoutlab record` runs them) must not add its peak to the first's.
    Benchmark(
        "Peak memory: record stress/measured-table rows-10000 on two profiles",
        configuration: .init(
            metrics: [.wallClock, .peakMemoryResident, recordRate],
            timeUnits: .seconds, warmupIterations: 0, maxDuration: .seconds(600), maxIterations: 1
        )
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            let folder = try ScratchFolder()
            let store = try LayoutStore.open(path: folder.path("recorded.sqlite"))
            let run = try store.createRun(label: "benchmark", command: "StoreBenchmarks", host: "benchmark")
            for profile in ["iphone-15", "iphone-13"] {
                let summary = try await store.recordCase(
                    run: run.id, scenario: MeasuredTableStress.self, variant: "rows-10000", profile: DeviceProfile.named(profile)!
                )
                benchmark.measurement(recordRate, Int(Double(summary.frameRows) / summary.duration.seconds))
            }
            try store.finishRun(run.id, status: .complete)
        }
    }

    // The same case without a recorder: how much of the peak above is the engine's own.
    Benchmark(
        "Peak memory: layout only stress/measured-table rows-10000",
        configuration: .init(
            metrics: [.wallClock, .peakMemoryResident],
            timeUnits: .seconds, warmupIterations: 0, maxDuration: .seconds(600), maxIterations: 1
        )
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            let counter = FrameRowCounter()
            _ = await ViewRuntime.run(
                MeasuredTableStress.self, variant: "rows-10000", profile: DeviceProfile.named("iphone-15")!, observer: counter
            )
            blackHole(counter.frameRows)
        }
    }
}
