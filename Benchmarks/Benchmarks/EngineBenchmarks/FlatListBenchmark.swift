// The flat list that a general flexbox engine lays out fastest: a column of rows, each a 40-wide
// box, a flexible spacer and a 55-wide box, all of fixed height. docs/performance.md compares its
// rows per second with Yoga's on the same tree.
import Benchmark
@_spi(Benchmarking) import LayoutLab

struct FlatList: View {
    let rows: Int
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<rows, id: \.self) { _ in
                HStack(spacing: 0) {
                    Color.red.frame(width: 40, height: 20)
                    Spacer()
                    Color.blue.frame(width: 55, height: 20)
                }
            }
        }
    }
}

func flatListBenchmark(rows: Int) {
    let rowsPerSecond = BenchmarkMetric.custom("rows/s", polarity: .prefersLarger, useScalingFactor: false)
    let nodesPerSecond = BenchmarkMetric.custom("nodes/s", polarity: .prefersLarger, useScalingFactor: false)
    let view = FlatList(rows: rows)
    let nodes = nodeCount(view)
    Benchmark(
        "Layout: flat list of \(rows) rows (\(nodes) nodes)",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident, rowsPerSecond, nodesPerSecond],
            warmupIterations: 1, maxDuration: .seconds(5), maxIterations: 20
        )
    ) { benchmark in
        let start = ContinuousClock.now
        for _ in benchmark.scaledIterations {
            blackHole(LayoutEngine.layout(view, in: CGSize(width: 390, height: 844)))
        }
        let elapsed = ContinuousClock.now - start
        let seconds = elapsed.seconds
        let count = Double(benchmark.scaledIterations.count)
        benchmark.measurement(rowsPerSecond, Int(Double(rows) * count / seconds))
        benchmark.measurement(nodesPerSecond, Int(Double(nodes) * count / seconds))
    }
}

/// The whole call again, then every node's trace read: a snapshot makes a node's trace when it is
/// read (docs/performance.md, "The flat list beside Yoga"), so this is what a caller that reads
/// every node pays, beside the call alone above.
func flatListReadingEveryNodeBenchmark(rows: Int) {
    let rowsPerSecond = BenchmarkMetric.custom("rows/s", polarity: .prefersLarger, useScalingFactor: false)
    let view = FlatList(rows: rows)
    Benchmark(
        "Layout: flat list of \(rows) rows, every node's trace read",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, rowsPerSecond],
            warmupIterations: 1, maxDuration: .seconds(5), maxIterations: 20
        )
    ) { benchmark in
        let start = ContinuousClock.now
        for _ in benchmark.scaledIterations {
            var width = 0.0
            for node in LayoutEngine.layout(view, in: CGSize(width: 390, height: 844)).nodes { width += node.renderFrame.width }
            blackHole(width)
        }
        let elapsed = ContinuousClock.now - start
        let seconds = elapsed.seconds
        benchmark.measurement(rowsPerSecond, Int(Double(rows * benchmark.scaledIterations.count) / seconds))
    }
}

/// The same list, timing only the layout of a tree expanded beforehand, as
/// `Benchmarks/Yoga/flat_list.py` times only Yoga's layout call: each iteration expands a fresh
/// tree, lays it out (measured), and frees it (not measured).
func flatListLayoutBenchmark(rows: Int) {
    let rowsPerSecond = BenchmarkMetric.custom("rows/s", polarity: .prefersLarger, useScalingFactor: false)
    let view = FlatList(rows: rows)
    Benchmark(
        "Layout: flat list of \(rows) rows, the built tree's layout",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, rowsPerSecond],
            warmupIterations: 1, scalingFactor: .one, maxDuration: .seconds(5), maxIterations: 20
        )
    ) { benchmark in
        var prepared: PreparedLayout? = PreparedLayout(view, in: CGSize(width: 390, height: 844))
        let start = ContinuousClock.now
        benchmark.startMeasurement()
        prepared?.layOut()
        benchmark.stopMeasurement()
        let elapsed = ContinuousClock.now - start
        prepared = nil
        let seconds = elapsed.seconds
        benchmark.measurement(rowsPerSecond, Int(Double(rows) / seconds))
    }
}
