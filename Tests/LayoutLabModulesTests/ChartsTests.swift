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
}
#endif
