import Foundation
import LayoutLab
import LayoutLabDiff

/// A sweep drawn as an inline SVG (docs/reports.md, "Sweeps"): one panel per series, stacked
/// over the swept value, each with its own scale and ticks so that none is squashed under
/// another's: the passes with each point's outcome as a coloured dot, then the followed node's
/// width and its height. A dashed mark crosses every panel where something changes.
enum SweepPlotSVG {
    static let width = 640.0
    static let left = 52.0, right = 14.0, top = 6.0, bottom = 34.0
    static let panelHeight = 84.0, panelGap = 24.0

    /// One panel's series: its title, its values by point (nil where there is none), and the
    /// class of its line.
    struct Panel {
        var title: String
        var values: [Double?]
        var className: String
        var colour: String
        /// The passes' scale starts at zero; a length's spans its values, so a 1 pt change shows.
        var fromZero: Bool
    }

    static func svg(_ series: SweepSeries) -> String {
        let points = series.points
        guard !points.isEmpty else { return "" }
        var panels = [Panel(title: "passes", values: points.map { Double($0.passes) }, className: "passes", colour: "#57606a", fromZero: true)]
        if let node = series.nodeName {
            panels.append(Panel(title: "\(node) width, pt", values: points.map { $0.node?.width.value }, className: "node-width", colour: "#0969da", fromZero: false))
            panels.append(Panel(title: "\(node) height, pt", values: points.map { $0.node?.height.value }, className: "node-height", colour: "#8250df", fromZero: false))
        }
        let plotWidth = width - left - right
        let height = top + Double(panels.count) * (panelGap + panelHeight) + bottom
        // Numbers are placed by value (a sweep of 320, 375, 414 is not evenly spaced); other
        // values (Dynamic Type sizes) evenly, in order.
        let numeric = points.compactMap { Double($0.value) }
        let byValue = numeric.count == points.count && Set(numeric).count > 1
        let xLow = byValue ? numeric.min()! : 0, xHigh = byValue ? numeric.max()! : Double(max(1, points.count - 1))
        func x(_ index: Int) -> Double {
            if points.count == 1 { return left + plotWidth / 2 }
            let value = byValue ? numeric[index] : Double(index)
            return left + plotWidth * (value - xLow) / (xHigh - xLow)
        }
        var parts = [
            "<svg class=\"sweep-plot\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(format(width)) \(format(height))\" role=\"img\" aria-label=\"\(HTMLText.escape(label(series)))\">"
        ]
        let changeValues = Set(series.thresholds.compactMap { line in line.components(separatedBy: " from ").last?.replacingOccurrences(of: " pt", with: "") })
        let plotBottom = height - bottom
        for (index, point) in points.enumerated() where changeValues.contains(point.value) {
            parts.append(
                "<line class=\"change\" x1=\"\(format(x(index)))\" y1=\"\(format(top + panelGap))\" x2=\"\(format(x(index)))\" y2=\"\(format(plotBottom))\" stroke=\"#bf8700\" stroke-dasharray=\"3 3\"><title>\(HTMLText.escape("something changes from \(series.label(point.value))"))</title></line>"
            )
        }
        for (number, panel) in panels.enumerated() {
            let panelTop = top + Double(number) * (panelGap + panelHeight) + panelGap
            parts += draw(panel, series: series, top: panelTop, x: x)
        }
        // The swept value across: ticks at round values (or at the points, a few of them named).
        for tick in xTicks(points: points, byValue: byValue, low: xLow, high: xHigh) {
            let position = byValue ? left + plotWidth * (tick.value - xLow) / max(xHigh - xLow, 1e-9) : x(Int(tick.value))
            parts.append("<line class=\"tick\" x1=\"\(format(position))\" y1=\"\(format(plotBottom))\" x2=\"\(format(position))\" y2=\"\(format(plotBottom + 4))\" stroke=\"#8c959f\"/>")
            parts.append(text(position, plotBottom + 15, tick.label, anchor: "middle"))
        }
        parts.append(text(left + plotWidth / 2, height - 4, series.key + (series.key == "width" ? ", pt" : ""), anchor: "middle", className: "axis-title"))
        parts.append("</svg>")
        return parts.joined()
    }

    /// A panel: its frame, its ticks on the left, its line and its dots.
    private static func draw(_ panel: Panel, series: SweepSeries, top: Double, x: (Int) -> Double) -> [String] {
        let present = panel.values.compactMap { $0 }
        guard let low = present.min(), let high = present.max() else {
            return [text(left, top - 6, "\(panel.title): not found", anchor: "start", className: "panel-title")]
        }
        let scale = YScale(low: panel.fromZero ? min(0, low) : low, high: high)
        func y(_ value: Double) -> Double { top + panelHeight * (1 - (value - scale.low) / (scale.high - scale.low)) }
        var parts = [
            "<rect class=\"plot-area\" x=\"\(format(left))\" y=\"\(format(top))\" width=\"\(format(width - left - right))\" height=\"\(format(panelHeight))\" fill=\"none\" stroke=\"#d0d7de\"/>",
            text(left, top - 6, panel.title, anchor: "start", className: "panel-title"),
        ]
        for tick in scale.ticks {
            let position = y(tick)
            parts.append("<line class=\"tick\" x1=\"\(format(left - 4))\" y1=\"\(format(position))\" x2=\"\(format(left))\" y2=\"\(format(position))\" stroke=\"#8c959f\"/>")
            parts.append(text(left - 6, position + 3.5, Points(tick).description, anchor: "end"))
        }
        let placed = panel.values.enumerated().compactMap { index, value in value.map { (x(index), y($0)) } }
        if placed.count > 1 {
            let list = placed.map { "\(format($0.0)),\(format($0.1))" }.joined(separator: " ")
            parts.append("<polyline class=\"\(panel.className)\" points=\"\(list)\" fill=\"none\" stroke=\"\(panel.colour)\" stroke-width=\"1.5\"/>")
        }
        for (index, point) in series.points.enumerated() {
            guard let value = panel.values[index] else { continue }
            if panel.className == "passes" {
                let title = "\(series.label(point.value)): \(point.outcome.rawValue), \(point.passes) passes"
                    + (point.diagnostics.isEmpty ? "" : ", " + point.diagnostics.joined(separator: ", "))
                    + (point.node.map { ", \(series.nodeName ?? "node") \($0.sizeText)" } ?? "")
                let colour = switch point.outcome {
                case .stable: "#1a7f37"
                case .cycle: "#bf8700"
                case .unstable, .error: "#cf222e"
                }
                parts.append("<circle class=\"outcome \(point.outcome.rawValue)\" fill=\"\(colour)\" cx=\"\(format(x(index)))\" cy=\"\(format(y(value)))\" r=\"3.5\"><title>\(HTMLText.escape(title))</title></circle>")
            } else {
                let title = "\(series.label(point.value)): \(panel.title.replacingOccurrences(of: ", pt", with: "")) \(Points(value)) pt"
                parts.append("<circle class=\"length \(panel.className)\" fill=\"\(panel.colour)\" cx=\"\(format(x(index)))\" cy=\"\(format(y(value)))\" r=\"2\"><title>\(HTMLText.escape(title))</title></circle>")
            }
        }
        return parts
    }

    /// Ticks along the swept value: round numbers across its range, or for values that are not
    /// numbers each point, at most eight of them named.
    private static func xTicks(points: [SweepSeries.Point], byValue: Bool, low: Double, high: Double) -> [(value: Double, label: String)] {
        if byValue {
            return YScale.niceTicks(low: low, high: high, count: 8).map { ($0, Points($0).description) }
        }
        let every = max(1, Int((Double(points.count) / 8).rounded(.up)))
        return points.indices.filter { $0 % every == 0 || $0 == points.count - 1 }.map { (Double($0), points[$0].value) }
    }

    static func label(_ series: SweepSeries) -> String {
        "\(series.scenario) \(series.variant) on \(series.profile): outcome and passes against \(series.key)"
            + (series.nodeName.map { ", with \($0)'s width and height, each on its own scale" } ?? "")
    }

    private static func text(_ x: Double, _ y: Double, _ content: String, anchor: String, className: String? = nil) -> String {
        let classAttribute = className.map { " class=\"\($0)\"" } ?? ""
        return "<text\(classAttribute) x=\"\(format(x))\" y=\"\(format(y))\" text-anchor=\"\(anchor)\">\(HTMLText.escape(content))</text>"
    }

    private static func format(_ value: Double) -> String { CGFloat(value).formattedPoints }
}

/// A panel's vertical scale: round ticks that cover its values, and the range they span.
struct YScale {
    let low: Double
    let high: Double
    let ticks: [Double]

    init(low: Double, high: Double) {
        // A flat series still gets a range to sit in the middle of.
        let (from, to) = high - low < 1e-9 ? (low - max(1, abs(low) * 0.05), high + max(1, abs(high) * 0.05)) : (low, high)
        let ticks = Self.niceTicks(low: from, high: to, count: 4)
        let step = ticks.count > 1 ? ticks[1] - ticks[0] : 1
        self.low = min(from, (from / step).rounded(.down) * step)
        self.high = max(to, (to / step).rounded(.up) * step)
        self.ticks = Self.niceTicks(low: self.low, high: self.high, count: 4)
    }

    /// Multiples of 1, 2 or 5 × 10ⁿ between `low` and `high`, about `count` of them.
    static func niceTicks(low: Double, high: Double, count: Int) -> [Double] {
        guard high > low else { return [low] }
        let raw = (high - low) / Double(max(1, count))
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? 10 * magnitude
        var ticks: [Double] = []
        var value = (low / step).rounded(.up) * step
        while value <= high + step * 1e-9 {
            ticks.append(abs(value) < step * 1e-9 ? 0 : value)
            value += step
        }
        return ticks
    }
}
