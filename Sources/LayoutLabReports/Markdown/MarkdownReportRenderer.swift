import LayoutLabDiff
/// A run report as Markdown: a heading per case with its tables.
public struct MarkdownReportRenderer: Sendable {
    public init() {}

    public func render(_ report: RunReport) -> String {
        var out = ["## \(MarkdownText.escape(ReportSections.headline(report)))"]
        for caseReport in report.cases {
            out += [
                "", "### \(MarkdownText.caseName(caseReport.key))", "",
                "\(MarkdownText.escape(ReportSections.caseLine(caseReport))). \(MarkdownText.escape(caseReport.summary))",
                "", "Timeline: \(MarkdownText.escape(caseReport.timeline))",
            ]
            if let source = caseReport.source { out += ["", "Source: \(MarkdownText.escape(source))"] }
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
