// Layout throughput: how many nodes per second one layout pass handles, and how that scales.
import Benchmark
import LayoutLab

/// A list of rows, each `HStack { Text; Spacer; Text }`: four nodes a row, plus the list itself.
struct RowList: View {
    let rows: Int
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<rows) { index in
                HStack {
                    Text("Row \(index)")
                    Spacer()
                    Text("\(index * 7) kcal")
                }
            }
        }
    }
}

/// Stacks nested `depth` deep, alternating axes, around a text.
struct NestedStacks: View {
    let depth: Int
    var body: some View {
        if depth == 0 {
            Text("Leaf")
        } else {
            AnyView(depth.isMultiple(of: 2)
                ? AnyView(HStack { NestedStacks(depth: depth - 1); Color.red.frame(width: 1) })
                : AnyView(VStack { NestedStacks(depth: depth - 1); Color.blue.frame(height: 1) }))
        }
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) * 1e-18 }
}

func nodeCount<V: View>(_ view: V) -> Int {
    LayoutEngine.layout(view, in: CGSize(width: 390, height: 844)).nodes.count
}

/// Lays `view` out once per scaled iteration and reports nodes per second.
func layoutBenchmark<V: View>(_ name: String, _ view: V, maxIterations: Int) {
    let nodes = nodeCount(view)
    Benchmark(
        "\(name) (\(nodes) nodes)",
        configuration: .init(
            metrics: [.wallClock, .peakMemoryResident, .custom("nodes/s", polarity: .prefersLarger, useScalingFactor: false)],
            warmupIterations: 1, maxDuration: .seconds(3), maxIterations: maxIterations
        )
    ) { benchmark in
        let start = ContinuousClock.now
        for _ in benchmark.scaledIterations {
            blackHole(LayoutEngine.layout(view, in: CGSize(width: 390, height: 844)))
        }
        let elapsed = ContinuousClock.now - start
        let seconds = elapsed.seconds
        let count = benchmark.scaledIterations.count
        benchmark.measurement(.custom("nodes/s", polarity: .prefersLarger, useScalingFactor: false), Int(Double(nodes * count) / seconds))
    }
}

nonisolated(unsafe) let benchmarks: @Sendable () -> Void = {
    // 10,000 nodes: 2,500 rows of four nodes (the list and the root add a few).
    layoutBenchmark("Layout: list of rows", RowList(rows: 2_500), maxIterations: 50)
    layoutBenchmark("Layout: 30-deep nested stacks", NestedStacks(depth: 30), maxIterations: 2_000)
    // Scaling: 1,000 → 10,000 → 100,000 nodes of the same list.
    layoutBenchmark("Scaling: list of rows", RowList(rows: 250), maxIterations: 500)
    layoutBenchmark("Scaling: list of rows", RowList(rows: 25_000), maxIterations: 5)
    flatListBenchmark(rows: 25_000)
    flatListReadingEveryNodeBenchmark(rows: 25_000)
    flatListLayoutBenchmark(rows: 25_000)
    updateCycleBenchmarks()
}
