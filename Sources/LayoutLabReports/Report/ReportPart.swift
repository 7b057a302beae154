/// The parts of a run report `report --section` picks (docs/reports.md, "Sections").
public enum ReportPart: String, CaseIterable, Hashable, Sendable {
    /// Each sweep's table (in HTML, its plot) and the values where something changes.
    case tables
    /// One line per case: its outcome, steps, passes and diagnostics (in HTML, the index).
    case cases
    /// Each case in full: its steps, settled layouts (pictures in HTML), named nodes pass by
    /// pass, timelines and diagnostics.
    case details

    /// What a report shows when no `--section` is given: everything, except in text and
    /// Markdown for a run with sweeps, where a case's details would repeat for every point (a
    /// 405-point sweep printed 65,701 lines): its tables and a line per case. HTML shows
    /// everything, its pictures built as they scroll into view.
    public static func defaults(hasSweeps: Bool, html: Bool) -> Set<ReportPart> {
        hasSweeps && !html ? [.tables, .cases] : Set(allCases)
    }
}
