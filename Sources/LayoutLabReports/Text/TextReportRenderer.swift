import LayoutLabDiff
/// A run report for the terminal: per case a summary line, then its tables.
public struct TextReportRenderer: Sendable {
    public var style: TextStyle

    public init(style: TextStyle = .plain) {
        self.style = style
    }

    /// - Parameter sections: what to print; by default everything, or for a run with sweeps its
    ///   tables and a line per case (``ReportPart/defaults(hasSweeps:html:)``).
    public func render(_ report: RunReport, sections: Set<ReportPart>? = nil) -> String {
        let sections = sections ?? ReportPart.defaults(hasSweeps: !report.sweeps.isEmpty, html: false)
        var out = [style.bold(ReportSections.headline(report))]
        for series in report.sweeps where sections.contains(.tables) {
            out += ["", style.bold("sweep \(series.title)")]
            var header = [series.key.uppercased(), "OUTCOME", "PASSES", "DIAGNOSTICS"]
            if let node = series.nodeName { header.append(node.uppercased()) }
            let rows = series.points.map { point -> [String] in
                [point.value, point.outcome.rawValue, String(point.passes), point.diagnostics.isEmpty ? "-" : point.diagnostics.joined(separator: ", ")]
                    + (series.nodeName == nil ? [] : [point.node?.sizeText ?? "-"])
            }
            let table = TextTable(header: header, rows: rows, rightAligned: [0, 2])
            out += table.render(headerStyle: style.dim).split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
            out.append("  " + (series.thresholds.isEmpty ? "no change over \(series.points.count) points" : series.thresholds.joined(separator: "; ")))
        }
        if sections.contains(.cases), !sections.contains(.details), !report.cases.isEmpty {
            // A line per case, aligned: the key, then the outcome, steps, passes and diagnostics.
            let table = TextTable(header: ["CASE", "SUMMARY"], rows: report.cases.map { [$0.key.description, ReportSections.caseLine($0)] })
            out += [""] + table.render(headerStyle: style.dim).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        for caseReport in report.cases where sections.contains(.details) {
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
