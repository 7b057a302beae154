import LayoutLabDiff
import LayoutLab

/// A run report as one self-contained HTML page: an index of cases with outcome filters, and for
/// each case its steps' pass timelines, the screen drawn at each pass with a scrubber (the nodes
/// that changed outlined; docs/reports.md, "HTML"), or without pictures the settled layout as a
/// wireframe, and its tables.
public struct HTMLReportRenderer: Sendable {
    public init() {}

    /// A table with more rows than this starts collapsed.
    static let openTableRows = 15

    public func render(_ report: RunReport, pictures: ReportPictures? = nil) -> String {
        let open = report.cases.count <= HTMLDiffRenderer.openCaseLimit
        let outcomes = Array(Set(report.cases.map(\.outcome.rawValue))).sorted()
        let page = Page(
            title: "layoutlab report: \(report.run.name)", style: Templates.style, version: LayoutLabVersion.current,
            run: report.run.name, status: report.status, engineVersion: report.engineVersion,
            tiles: [
                HTMLDiffRenderer.Tile(label: "cases", value: report.cases.count, tone: ""),
                HTMLDiffRenderer.Tile(label: "stable", value: report.cases.filter { $0.outcome == .stable }.count, tone: "added"),
                HTMLDiffRenderer.Tile(label: "not stable", value: report.cases.filter { $0.outcome != .stable }.count, tone: "changed"),
                HTMLDiffRenderer.Tile(label: "diagnostics", value: report.cases.map(\.diagnostics.count).reduce(0, +), tone: ""),
            ],
            hasCases: !report.cases.isEmpty,
            hasFilters: outcomes.count > 1, outcomes: outcomes,
            glyphSheet: pictures?.page.definitions,
            cases: report.cases.enumerated().map { index, caseReport in
                caseView(caseReport, index: index, open: open, pictures: pictures?.byCase[caseReport.key])
            },
            sweeps: report.sweeps.map { series in
                SweepView(
                    title: "\(series.key) · \(series.scenario)\(series.variant.isEmpty ? "" : " [\(series.variant)]") · \(series.profile)"
                        + (series.fixed.map { " · \($0)" } ?? ""),
                    svg: SweepPlotSVG.svg(series),
                    thresholds: series.thresholds.isEmpty ? ["no change over \(series.points.count) points"] : series.thresholds
                )
            }
        )
        return Templates.render(page, with: "report")
    }

    struct Page {
        var title: String
        var style: String
        var version: String
        var run: String
        var status: String
        var engineVersion: String
        var tiles: [HTMLDiffRenderer.Tile]
        var hasCases: Bool
        /// Whether the index can filter by outcome: there is more than one.
        var hasFilters: Bool
        var outcomes: [String]
        /// The glyph outlines every picture of the page uses, defined once.
        var glyphSheet: String?
        var cases: [CaseView]
        var sweeps: [SweepView]
    }

    /// A sweep's plot and the values where something changes.
    struct SweepView {
        var title: String
        var svg: String
        var thresholds: [String]
    }

    struct CaseView {
        var anchor: String
        var key: String
        var scenario: String
        var variant: String?
        var profile: String
        var outcome: String
        var line: String
        var summary: String
        var source: String?
        var timeline: String
        /// Why the case failed, for an `error` case.
        var error: String?
        var stepCount: Int
        var passes: Int
        var diagnosticCount: Int
        var open: Bool
        var steps: [StepView]
        var sections: [SectionView]
    }

    struct StepView {
        var index: Int
        var event: String
        var timelines: [TimelineView]
        var hasWireframes: Bool
        var wireframes: [FigureView]
        var screens: ScreensView?
    }

    /// A step's passes drawn, one shown at a time, with the scrubber that picks it.
    struct ScreensView {
        struct PassView {
            var index: Int
            /// `FRAME.PASS`.
            var pass: String
            var label: String
            var svg: String
            var isLast: Bool
        }

        var lastIndex: Int
        var lastLabel: String
        var pictures: [PassView]
        var caption: String
    }

    struct SectionView {
        struct Row {
            var cells: [String]
        }

        var title: String
        var header: [String]
        var rows: [Row]
        var rowCount: Int
        var open: Bool
    }

    private func caseView(_ report: CaseReport, index: Int, open: Bool, pictures: [StepPictures]?) -> CaseView {
        CaseView(
            anchor: "case-\(index + 1)", key: report.key.description, scenario: report.key.scenario,
            variant: report.key.variant.isEmpty ? nil : report.key.variant, profile: report.key.profile,
            outcome: report.outcome.rawValue, line: ReportSections.caseLine(report), summary: report.summary,
            source: report.source, timeline: report.timeline, error: report.error, stepCount: report.steps.count, passes: report.passes,
            diagnosticCount: report.diagnostics.count, open: open,
            steps: report.steps.map { step in
                let screens = pictures?.first { $0.step == step.index }.flatMap(Self.screens)
                return StepView(
                    index: step.index, event: step.event,
                    timelines: [TimelineView(who: "b", label: "passes", outcome: step.outcome, passesPerFrame: step.passesPerFrame)],
                    hasWireframes: screens == nil, wireframes: screens == nil ? [Self.wireframe(step, key: report.key)] : [],
                    screens: screens
                )
            },
            // The steps and settled layouts are drawn above; the other tables follow.
            sections: ReportSections.sections(report).filter { $0.title != "Steps" && !$0.title.hasPrefix("Settled layout") }.map { section in
                SectionView(
                    title: section.title, header: section.header.map(\.capitalizedFirst),
                    rows: section.rows.map { SectionView.Row(cells: $0) }, rowCount: section.rows.count,
                    open: section.rows.count <= Self.openTableRows
                )
            }
        )
    }

    /// The settled layout as a wireframe (named nodes highlighted): what a step shows without pictures.
    private static func wireframe(_ step: StepReport, key: CaseKey) -> FigureView {
        let wireframe = Wireframe(
            screenWidth: step.screenWidth.value, screenHeight: step.screenHeight.value, safeArea: step.safeArea.map(\.value),
            boxes: step.finalLayout.map { Wireframe.Box(path: $0.path, name: $0.name, frame: $0.frame) },
            omitted: step.finalLayoutOmitted
        )
        var named: [String: String] = [:]
        for box in step.finalLayout where box.name != nil { named[box.path] = "named" }
        let svg = WireframeSVG.single(wireframe, layer: .filled, highlighted: named, label: "\(key) step \(step.index)")
        return FigureView(svg: svg, caption: "settled layout, step \(step.index)")
    }

    private static func screens(_ step: StepPictures) -> ScreensView? {
        guard let last = step.passes.last else { return nil }
        let drawnNote = step.omitted > 0 ? "the last \(step.passes.count) of \(step.passes.count + step.omitted) passes drawn; " : ""
        let hidden = step.passes.map(\.omittedNodes).max() ?? 0
        let nodesNote = hidden > 0 ? "; \(hidden) nodes off the screen or past \(ReportPictures.nodeLimit) not drawn" : ""
        return ScreensView(
            lastIndex: step.passes.count - 1, lastLabel: "pass \(last.label) (settled)",
            pictures: step.passes.enumerated().map { index, pass in
                let changes = pass.changed == 0 ? "" : " · \(pass.changed) changed"
                let settled = index == step.passes.count - 1 ? " (settled)" : ""
                return ScreensView.PassView(
                    index: index, pass: pass.label, label: "pass \(pass.label)\(settled)\(changes)", svg: pass.svg,
                    isLast: index == step.passes.count - 1
                )
            },
            caption: "\(drawnNote)nodes that changed since the pass before are outlined\(nodesNote)"
        )
    }
}
