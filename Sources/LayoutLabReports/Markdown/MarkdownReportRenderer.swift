import LayoutLabDiff
/// A run report as Markdown: a heading per case with its tables.
public struct MarkdownReportRenderer: Sendable {
    public init() {}

    /// - Parameter sections: what to write; by default everything, or for a run with sweeps its
    ///   tables and a line per case (``ReportPart/defaults(hasSweeps:html:)``).
    public func render(_ report: RunReport, sections: Set<ReportPart>? = nil) -> String {
        let sections = sections ?? ReportPart.defaults(hasSweeps: !report.sweeps.isEmpty, html: false)
        var out = ["## \(MarkdownText.escape(ReportSections.headline(report)))"]
        for series in report.sweeps where sections.contains(.tables) {
            var header = [series.key.capitalizedFirst, "Outcome", "Passes", "Diagnostics"]
            if let node = series.nodeName { header.append(MarkdownText.escape(node)) }
            let rows = series.points.map { point -> [String] in
                [point.value, point.outcome.rawValue, String(point.passes), point.diagnostics.isEmpty ? "-" : point.diagnostics.joined(separator: ", ")]
                    .map(MarkdownText.escape) + (series.nodeName == nil ? [] : [point.node?.sizeText ?? "-"])
            }
            out += [
                "", "### Sweep \(MarkdownText.escape(series.title))", "",
                MarkdownText.table(header: header, rows: rows, rightAligned: [0, 2]), "",
                series.thresholds.isEmpty ? "No change over \(series.points.count) points." : series.thresholds.map { "- \(MarkdownText.escape($0))" }.joined(separator: "\n"),
            ]
        }
        if sections.contains(.cases), !sections.contains(.details), !report.cases.isEmpty {
            out += ["", MarkdownText.table(
                header: ["Case", "Summary"],
                rows: report.cases.map { [MarkdownText.caseName($0.key), MarkdownText.escape(ReportSections.caseLine($0))] }, rightAligned: []
            )]
        }
        for caseReport in report.cases where sections.contains(.details) {
            out += [
                "", "### \(MarkdownText.caseName(caseReport.key))", "",
                "\(MarkdownText.escape(ReportSections.caseLine(caseReport))). \(MarkdownText.escape(caseReport.summary))",
                "", "Timeline: \(MarkdownText.escape(caseReport.timeline))",
            ]
            if let source = caseReport.source { out += ["", "Source: \(MarkdownText.escape(source))"] }
            if let loop = caseReport.loop { out += ["", "**Loop:** \(MarkdownText.escape(loop))"] }
            if let error = caseReport.error { out += ["", "**Error:** \(MarkdownText.escape(error))"] }
            for section in ReportSections.sections(caseReport) {
                out += [
                    "", "**\(MarkdownText.escape(section.title))**", "",
                    MarkdownText.table(
                        header: section.header.map { MarkdownText.escape($0.capitalizedFirst) },
                        rows: section.rows.map { $0.map(MarkdownText.escape) }, rightAligned: section.rightAligned
                    ),
                ]
            }
        }
        return out.joined(separator: "\n") + "\n"
    }
}

extension String {
    /// `PASSES PER FRAME` → `Passes per frame`.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst().lowercased() }
}
