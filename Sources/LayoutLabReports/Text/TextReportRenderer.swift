import LayoutLabDiff
/// A run report for the terminal: per case a summary line, then its tables.
public struct TextReportRenderer: Sendable {
    public var style: TextStyle

    public init(style: TextStyle = .plain) {
        self.style = style
    }

    public func render(_ report: RunReport) -> String {
        var out = [style.bold(ReportSections.headline(report))]
        for series in report.sweeps {
            out += ["", style.bold("sweep \(series.key) · \(series.scenario)\(series.variant.isEmpty ? "" : " [\(series.variant)]") · \(series.profile)\(series.fixed.map { " · \($0)" } ?? "")")]
            var header = [series.key.uppercased(), "OUTCOME", "PASSES", "DIAGNOSTICS"]
            if let node = series.nodeName { header.append(node.uppercased()) }
            let rows = series.points.map { point in
                [point.value, point.outcome.rawValue, String(point.passes), point.diagnostics.isEmpty ? "-" : point.diagnostics.joined(separator: ", ")]
                    + (series.nodeName == nil ? [] : [point.node?.sizeText ?? "-"])
            }
            let table = TextTable(header: header, rows: rows, rightAligned: [0, 2])
            out += table.render(headerStyle: style.dim).split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
            out.append("  " + (series.thresholds.isEmpty ? "no change over \(series.points.count) points" : series.thresholds.joined(separator: "; ")))
        }
        for caseReport in report.cases {
            out += ["", "\(style.bold(caseReport.key.description))  \(ReportSections.caseLine(caseReport))"]
            out.append(style.dim("  \(caseReport.summary)"))
            out.append(style.dim("  timeline: \(caseReport.timeline)"))
            if let source = caseReport.source { out.append(style.dim("  source: \(source)")) }
            if let loop = caseReport.loop { out.append("  loop: \(loop)") }
            if let error = caseReport.error { out.append("  " + style.bold("error: \(error)")) }
            for section in ReportSections.sections(caseReport) {
                out += ["", "  " + style.bold(section.title)]
                let table = TextTable(header: section.header, rows: section.rows, rightAligned: section.rightAligned)
                out += table.render(headerStyle: style.dim).split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
            }
        }
        return out.joined(separator: "\n") + "\n"
    }
}
