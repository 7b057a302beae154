import LayoutLab
import LayoutLabDiff

/// A sweep drawn as an inline SVG (docs/reports.md, "Sweeps"): the swept value across, the
/// passes as a line, each point's outcome as a coloured dot, the followed node's width and height
/// as lines on their own scale, and a dashed mark at every value where something changes.
enum SweepPlotSVG {
    static let width = 640.0, height = 220.0
    static let left = 12.0, right = 12.0, top = 20.0, bottom = 32.0

    static func svg(_ series: SweepSeries) -> String {
        let points = series.points
        guard !points.isEmpty else { return "" }
        let plotWidth = width - left - right, plotHeight = height - top - bottom
        func x(_ index: Int) -> Double {
            points.count == 1 ? left + plotWidth / 2 : left + plotWidth * Double(index) / Double(points.count - 1)
        }
        let maxPasses = Double(max(1, points.map(\.passes).max() ?? 1))
        func yPasses(_ passes: Int) -> Double { top + plotHeight * (1 - Double(passes) / maxPasses) }
        let lengths = points.compactMap(\.node).flatMap { [$0.width.value, $0.height.value] }
        let maxLength = max(1, lengths.max() ?? 1)
        func yLength(_ value: Double) -> Double { top + plotHeight * (1 - value / maxLength) }
        // Colours are attributes, not only style-sheet rules, so that the plot reads on its own too.
        func polyline(_ values: [(Int, Double)], _ className: String, _ colour: String) -> String {
            guard values.count > 1 else { return "" }
            let list = values.map { "\(format(x($0.0))),\(format($0.1))" }.joined(separator: " ")
            return "<polyline class=\"\(className)\" points=\"\(list)\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.5\"/>"
        }
        var parts = [
            "<svg class=\"sweep-plot\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(format(width)) \(format(height))\" role=\"img\" aria-label=\"\(HTMLText.escape(label(series)))\">",
            "<rect class=\"plot-area\" x=\"\(format(left))\" y=\"\(format(top))\" width=\"\(format(plotWidth))\" height=\"\(format(plotHeight))\" fill=\"none\" stroke=\"#d0d7de\"/>",
        ]
        // Where something changes: a dashed line at the point it starts.
        let changeValues = Set(series.thresholds.compactMap { line in line.components(separatedBy: " from ").last?.replacingOccurrences(of: " pt", with: "") })
        for (index, point) in points.enumerated() where changeValues.contains(point.value) {
            parts.append("<line class=\"change\" x1=\"\(format(x(index)))\" y1=\"\(format(top))\" x2=\"\(format(x(index)))\" y2=\"\(format(top + plotHeight))\" stroke=\"#bf8700\" stroke-dasharray=\"3 3\"/>")
        }
        parts.append(polyline(points.enumerated().map { ($0.offset, yPasses($0.element.passes)) }, "passes", "#57606a"))
        if series.nodeName != nil {
            parts.append(polyline(points.enumerated().compactMap { index, point in point.node.map { (index, yLength($0.width.value)) } }, "node-width", "#0969da"))
            parts.append(polyline(points.enumerated().compactMap { index, point in point.node.map { (index, yLength($0.height.value)) } }, "node-height", "#8250df"))
        }
        for (index, point) in points.enumerated() {
            let title = "\(series.label(point.value)): \(point.outcome.rawValue), \(point.passes) passes"
                + (point.diagnostics.isEmpty ? "" : ", " + point.diagnostics.joined(separator: ", "))
                + (point.node.map { ", \(series.nodeName ?? "node") \($0.sizeText)" } ?? "")
            let colour = switch point.outcome {
            case .stable: "#1a7f37"
            case .cycle: "#bf8700"
            case .unstable, .error: "#cf222e"
            }
            parts.append("<circle class=\"outcome \(point.outcome.rawValue)\" fill=\"\(colour)\" cx=\"\(format(x(index)))\" cy=\"\(format(yPasses(point.passes)))\" r=\"3.5\"><title>\(HTMLText.escape(title))</title></circle>")
        }
        // Axes: the first and last values below, the passes' and lengths' maxima at the sides.
        parts.append(text(left, height - 12, series.label(points[0].value), anchor: "start"))
        parts.append(text(left + plotWidth, height - 12, series.label(points[points.count - 1].value), anchor: "end"))
        parts.append(text(left + plotWidth / 2, height - 12, series.key, anchor: "middle"))
        parts.append(text(left + 4, top - 4, "passes (grey), up to \(Int(maxPasses))", anchor: "start"))
        if let node = series.nodeName {
            parts.append(text(left + plotWidth - 4, top - 4, "\(node) width (blue), height (purple), up to \(Points(maxLength)) pt", anchor: "end"))
        }
        parts.append("</svg>")
        return parts.joined()
    }

    static func label(_ series: SweepSeries) -> String {
        "\(series.scenario) \(series.variant) on \(series.profile): outcome and passes against \(series.key)"
            + (series.nodeName.map { ", with \($0)'s width and height" } ?? "")
    }

    private static func text(_ x: Double, _ y: Double, _ content: String, anchor: String) -> String {
        "<text x=\"\(format(x))\" y=\"\(format(y))\" text-anchor=\"\(anchor)\">\(HTMLText.escape(content))</text>"
    }

    private static func format(_ value: Double) -> String { CGFloat(value).formattedPoints }
}
