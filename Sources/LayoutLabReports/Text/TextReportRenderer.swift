import LayoutLabDiff
/// A run report for the terminal: per case a summary line, then its tables.
public struct TextReportRenderer: Sendable {
    public var style: TextStyle

    public init(style: TextStyle = .plain) {
        self.style = style
    }

    public func render(_ report: RunReport) -> String {
        var out = [style.bold(ReportSections.headline(report))]
        for caseReport in report.cases {
            out += ["", "\(style.bold(caseReport.key.description))  \(ReportSections.caseLine(caseReport))"]
            out.append(style.dim("  \(caseReport.summary)"))
            out.append(style.dim("  timeline: \(caseReport.timeline)"))
            if let source = caseReport.source { out.append(style.dim("  source: \(source)")) }
            for section in ReportSections.sections(caseReport) {
                out += ["", "  " + style.bold(section.title)]
                let table = TextTable(header: section.header, rows: section.rows, rightAligned: section.rightAligned)
                out += table.render(headerStyle: style.dim).split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
            }
        }
        return out.joined(separator: "\n") + "\n"
    }
}
