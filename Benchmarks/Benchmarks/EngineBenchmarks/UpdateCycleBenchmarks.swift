// Update-cycle throughput: passes per second through whole steps (expand, lay out, reduce
// preferences, run actions) on seed 004's measured table.
import Benchmark
import LayoutLab
import LayoutLabScenarios

func updateCycleBenchmarks() {
    let passesPerSecond = BenchmarkMetric.custom("passes/s", polarity: .prefersLarger, useScalingFactor: false)
    Benchmark(
        "Update cycle: measured table, 1,000 rows",
        configuration: .init(metrics: [.wallClock, .peakMemoryResident, passesPerSecond], warmupIterations: 1, maxDuration: .seconds(10), maxIterations: 10)
    ) { benchmark in
        let profile = DeviceProfile.named("iphone-13")!
        var passes = 0
        let start = ContinuousClock.now
        for _ in benchmark.scaledIterations {
            let result = await ViewRuntime.run(MeasuredTableStress.self, variant: "rows-1000", profile: profile)
            passes += result.passes
        }
        let elapsed = ContinuousClock.now - start
        let seconds = elapsed.seconds
        benchmark.measurement(passesPerSecond, Int(Double(passes) / seconds))
    }
}
