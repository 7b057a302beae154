#if os(Linux)
// A chart screen as apps write one: `import SwiftUI` and `import Charts`, data, marks, axes.
import Charts
import SwiftUI
import Testing
import LayoutLab

struct Sale: Identifiable {
    let id = UUID()
    let month: String
    let day: Date
    let amount: Double
}

struct SalesChart: View {
    let sales = [
        Sale(month: "Jan", day: Date(timeIntervalSince1970: 0), amount: 12),
        Sale(month: "Feb", day: Date(timeIntervalSince1970: 86_400 * 31), amount: 18),
    ]
    var showsAverage = true

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Sales")
            Chart {
                ForEach(sales) { sale in
                    BarMark(x: .value("Month", sale.month), y: .value("Amount", sale.amount))
                        .foregroundStyle(by: .value("Month", sale.month))
                        .cornerRadius(4)
                        .annotation(position: .top) { Text("\(Int(sale.amount))") }
                }
                if showsAverage {
                    RuleMark(y: .value("Average", 15))
                        .foregroundStyle(.red)
                }
            }
            .chartYScale(domain: 0...20)
            .chartXAxis(.hidden)
            .chartYAxis {
                AxisMarks(position: .leading, values: .automatic(desiredCount: 3)) { _ in
                    AxisGridLine()
                    AxisValueLabel()
                }
            }
            .chartLegend(position: .bottom)
            .frame(width: 300, height: 200)
        }
    }
}

/// The data initialiser, with dates binned by day and a line's interpolation and symbols.
struct TrendChart: View {
    let sales: [Sale]

    var body: some View {
        Chart(sales) {
            LineMark(x: .value("Day", $0.day, unit: .day), y: .value("Amount", $0.amount))
                .interpolationMethod(.catmullRom)
                .symbol(.circle)
            PointMark(x: .value("Day", $0.day, unit: .day), y: .value("Amount", $0.amount))
            AreaMark(x: .value("Day", $0.day, unit: .day), y: .value("Amount", $0.amount))
        }
    }
}

/// A donut whose slices are selected by touch, and a bar chart scrolled sideways (iOS 17).
struct SelectableCharts: View {
    let sales: [Sale]
    @State private var selectedAmount: Double?
    @State private var selectedMonth: String?
    @State private var scrolledTo = 0.0

    var body: some View {
        VStack(spacing: 0) {
            Chart(sales) { sale in
                SectorMark(angle: .value("Amount", sale.amount), innerRadius: .ratio(0.6))
            }
            .chartAngleSelection(value: $selectedAmount)
            .frame(height: 120)
            Chart(sales) { sale in
                BarMark(x: .value("Month", sale.month), y: .value("Amount", sale.amount))
            }
            .chartXSelection(value: $selectedMonth)
            .chartScrollableAxes(.horizontal)
            .chartXVisibleDomain(length: 3)
            .chartScrollPosition(x: $scrolledTo)
            .frame(height: 80)
            Text(selectedMonth ?? "none").accessibilityIdentifier("selection")
        }
    }
}

@Suite struct ChartsTests {
    @Test func aFramedChartIsOneNodeOfTheFramesSize() async throws {
        let (result, log) = await record(SalesChart())
        #expect(result.outcome == .stable)
        let pass = try #require(log.finalPass(step: 0))
        let charts = pass.nodes.filter { $0.kind == "Chart" }
        #expect(charts.count == 1)
        let chart = try #require(charts.first)
        #expect(chart.frame.size == CGSize(width: 300, height: 200))
        // Its marks are not laid out: no node stands inside the chart.
        #expect(!pass.nodes.contains { $0.path.hasPrefix(chart.path + "/") })
        #expect(chart.paint?.placeholder == "Chart")
    }

    /// Selection and scrolling change nothing of the layout, and nothing is selected: no touch
    /// comes in a case.
    @Test func selectionAndScrollingLayOutAsThePlainChart() async throws {
        let sales = [Sale(month: "Jan", day: Date(timeIntervalSince1970: 0), amount: 3)]
        let (result, log) = await record(SelectableCharts(sales: sales))
        #expect(result.outcome == .stable)
        let pass = try #require(log.finalPass(step: 0))
        let charts = pass.nodes.filter { $0.kind == "Chart" }
        #expect(charts.map(\.frame.height) == [120, 80])
        #expect(charts[1].frame.minY == charts[0].frame.maxY)
        let selection = try #require(pass.node(named: "selection"))
        #expect(abs(selection.frame.minY - charts[1].frame.maxY) < 0.001)
        // Still "none": the binding was never written.
        let (_, alone) = await record(Text("none").accessibilityIdentifier("selection"))
        #expect(selection.frame.size == alone.finalPass(step: 0)?.node(named: "selection")?.frame.size)
    }

    @Test func aChartTakesTheWholeSizeOffered() async throws {
        let sales = [Sale(month: "Jan", day: Date(timeIntervalSince1970: 0), amount: 3)]
        let (_, log) = await record(TrendChart(sales: sales).frame(width: 240, height: 120))
        let chart = try #require(log.finalPass(step: 0)?.nodes.first { $0.kind == "Chart" })
        #expect(chart.frame.size == CGSize(width: 240, height: 120))
    }

    @Test func aChartOfferedNoHeightTakesItsIdealHeight() async throws {
        let sales = [Sale(month: "Jan", day: Date(timeIntervalSince1970: 0), amount: 3)]
        let (_, log) = await record(ScrollView { TrendChart(sales: sales) })
        let chart = try #require(log.finalPass(step: 0)?.nodes.first { $0.kind == "Chart" })
        #expect(chart.frame.height == 10)
        #expect(chart.frame.width == 390)
    }

    /// Scales with ranges, symbol scales, annotations kept in the plot, a plot gesture, function
    /// plots and formatted axis marks: drawn inside the chart's frame, which keeps its size.
    @Test func scalesPlotsAndGesturesKeepTheChartsSize() async throws {
        struct Wave: View {
            @State private var picked: Double?
            var body: some View {
                Chart {
                    LinePlot(x: "t", y: "sin") { sin($0) }
                    AreaPlot(x: "t", yStart: "low", yEnd: "high", domain: 0...6) { (yStart: -abs(sin($0)), yEnd: abs(sin($0))) }
                    PointMark(x: .value("t", 1.0), y: .value("v", 0.5))
                        .annotation(position: .top, overflowResolution: .init(x: .fit(to: .chart), y: .disabled)) { Text("peak") }
                }
                .chartXScale(domain: .automatic(includesZero: false), range: .plotDimension(padding: 8))
                .chartYScale(domain: -1.0...1.0, range: .plotDimension(startPadding: 4, endPadding: 4))
                .chartSymbolScale(["a": .circle, "b": .square])
                .chartForegroundStyleScale(domain: ["a", "b"], range: [Color.red, Color.blue])
                .chartXAxis { AxisMarks(format: FloatingPointFormatStyle<Double>.number.precision(.fractionLength(1)), values: .automatic) }
                .chartXAxisLabel(position: .bottom) { Text("time") }
                .chartGesture { proxy in
                    SpatialTapGesture().onEnded { value in picked = proxy.value(atX: value.location.x, as: Double.self) }
                }
                .chartScrollTargetBehavior(.valueAligned(unit: 1))
                .frame(width: 300, height: 160)
            }
        }
        let (result, log) = await record(Wave())
        #expect(result.outcome == .stable)
        let chart = try #require(log.finalPass(step: 0)?.nodes.first { $0.kind == "Chart" })
        #expect(chart.frame.size == CGSize(width: 300, height: 160))
    }
}
#endif
