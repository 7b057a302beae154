import Foundation
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

    /// - Parameter sections: what the page shows; by default everything (docs/reports.md,
    ///   "Sections"). Each case opens on its pictures; the page's script builds a picture when it
    ///   scrolls into view.
    public func render(_ report: RunReport, pictures: ReportPictures? = nil, sections: Set<ReportPart> = Set(ReportPart.allCases)) -> String {
        let outcomes = Array(Set(report.cases.map(\.outcome.rawValue))).sorted()
        let showsCases = sections.contains(.cases) || sections.contains(.details)
        let details = sections.contains(.details)
        let caseViews = !showsCases ? [] : report.cases.enumerated().map { index, caseReport in
            caseView(
                caseReport, index: index, details: details, pictures: details ? pictures?.byCase[caseReport.key] : nil,
                rowLimit: report.cases.count > ReportPictures.everyPassCaseLimit ? Self.openTableRows : nil
            )
        }
        let (caseDetails, glyphSheet) = Self.details(of: details ? caseViews : [], pictures: details ? pictures : nil)
        let page = Page(
            title: "layoutlab report: \(report.run.name)", style: Templates.style, version: LayoutLabVersion.current,
            run: report.run.name, status: report.status, engineVersion: report.engineVersion,
            tiles: [
                HTMLDiffRenderer.Tile(label: "cases", value: report.cases.count, tone: ""),
                HTMLDiffRenderer.Tile(label: "stable", value: report.cases.filter { $0.outcome == .stable }.count, tone: "added"),
                HTMLDiffRenderer.Tile(label: "not stable", value: report.cases.filter { $0.outcome != .stable }.count, tone: "changed"),
                HTMLDiffRenderer.Tile(label: "diagnostics", value: report.cases.map(\.diagnostics.count).reduce(0, +), tone: ""),
            ],
            hasCases: showsCases && !report.cases.isEmpty,
            hasIndex: sections.contains(.cases), hasDetails: details,
            hasFilters: outcomes.count > 1, outcomes: outcomes,
            glyphSheet: glyphSheet,
            cases: caseViews.map(IndexRow.init),
            caseDetails: caseDetails,
            sweeps: !sections.contains(.tables) ? [] : report.sweeps.map { series in
                SweepView(
                    title: series.title,
                    svg: SweepPlotSVG.svg(series),
                    thresholds: series.thresholds.isEmpty ? ["no change over \(series.points.count) points"] : series.thresholds
                )
            }
        )
        return Templates.render(page, with: "report")
    }

    /// Each case in full (`case.mustache`, one after another) and the pictures' shared
    /// definitions, written on every core at once: for a sweep of hundreds of cases they were
    /// most of the time after the last picture was drawn, with one core idle.
    private static func details(of cases: [CaseView], pictures: ReportPictures?) -> (cases: String, definitions: String?) {
        let written = WrittenParts(count: cases.count + 1)
        // Read by one iteration only, while no other thread touches the pictures.
        nonisolated(unsafe) let pictures = pictures
        DispatchQueue.concurrentPerform(iterations: cases.count + 1) { index in
            if index == cases.count {
                written.set(index, pictures.map { $0.page.definitions + "\n" + $0.library.definitions })
            } else {
                written.set(index, Templates.render(cases[index], with: "case"))
            }
        }
        var parts = written.parts
        let definitions = parts.removeLast()
        // The page's template ends the last case's line itself.
        var joined = parts.compactMap { $0 }.joined()
        if joined.hasSuffix("\n") { joined.removeLast() }
        return (joined, definitions)
    }

    /// The index's line for a case.
    struct IndexRow {
        var anchor: String
        var scenario: String
        var variant: String?
        var profile: String
        var outcome: String
        var stepCount: Int
        var passes: Int
        var diagnosticCount: Int

        init(_ view: CaseView) {
            anchor = view.anchor
            scenario = view.scenario
            variant = view.variant
            profile = view.profile
            outcome = view.outcome
            stepCount = view.stepCount
            passes = view.passes
            diagnosticCount = view.diagnosticCount
        }
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
        /// The index of cases (`--section cases`), and each case in full (`details`).
        var hasIndex: Bool
        var hasDetails: Bool
        /// Whether the index can filter by outcome: there is more than one.
        var hasFilters: Bool
        var outcomes: [String]
        /// The glyph outlines, node paths, picture lines and stories every picture of the page
        /// uses, defined once.
        var glyphSheet: String?
        /// The index's lines, and the cases in full, written.
        var cases: [IndexRow]
        var caseDetails: String
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
        /// For a case that never settles: the loop of cause and effect it goes round.
        var loop: String?
        var stepCount: Int
        var passes: Int
        var diagnosticCount: Int
        var steps: [StepView]
        var sections: [SectionView]
        /// The tables a page of many cases leaves out, named.
        var moreTables: String?
    }

    struct StepView {
        var index: Int
        var event: String
        var timelines: [PassTimelineView]
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
            /// The picture's number in the page's ``PictureLibrary``.
            var picture: Int
            var isLast: Bool
        }

        var lastIndex: Int
        var lastLabel: String
        /// Whether there is more than one pass to scrub through.
        var hasScrubber: Bool
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
        /// What a long table of a page of many cases leaves out.
        var more: String?
        var open: Bool
    }

    /// - Parameter details: whether the page shows the case in full; the index alone needs
    ///   neither its tables nor its wireframes.
    /// - Parameter rowLimit: in a page of many cases, the rows a table shows; `report` of the
    ///   case alone lists them all.
    private func caseView(_ report: CaseReport, index: Int, details: Bool, pictures: [StepPictures]?, rowLimit: Int?) -> CaseView {
        let tables = details ? self.tables(report, rowLimit: rowLimit) : (tables: [], left: nil)
        return CaseView(
            anchor: "case-\(index + 1)", key: report.key.description, scenario: report.key.scenario,
            variant: report.key.variant.isEmpty ? nil : report.key.variant, profile: report.key.profile,
            outcome: report.outcome.rawValue, line: ReportSections.caseLine(report), summary: report.summary,
            source: report.source, timeline: report.timeline, error: report.error, loop: report.loop, stepCount: report.steps.count,
            passes: report.passes, diagnosticCount: report.diagnostics.count,
            steps: report.steps.map { step in
                let screens = pictures?.first { $0.step == step.index }.flatMap { Self.screens($0, outcome: step.outcome, period: step.cyclePeriod) }
                return StepView(
                    index: step.index, event: step.event,
                    timelines: [PassTimelineView(who: "b", label: "passes", outcome: step.outcome, passesPerFrame: step.passesPerFrame)],
                    hasWireframes: details && screens == nil, wireframes: details && screens == nil ? [Self.wireframe(step, key: report.key)] : [],
                    screens: screens
                )
            },
            // The steps and settled layouts are drawn above; the other tables follow.
            sections: tables.tables, moreTables: tables.left
        )
    }

    /// The case's tables below its pictures (its steps and settled layouts are drawn above). A
    /// page of many cases keeps its diagnostics, and names the tables that `report` of the case
    /// alone lists: a sweep's cases would repeat them at every point.
    private func tables(_ report: CaseReport, rowLimit: Int?) -> (tables: [SectionView], left: String?) {
        let all = ReportSections.sections(report).filter { $0.title != "Steps" && !ReportSections.isLayoutTitle($0.title) }
        let kept = rowLimit == nil ? all : all.filter { $0.title == "Diagnostics" }
        let views = kept.map { section in
            let shown = rowLimit.map { Array(section.rows.prefix($0)) } ?? section.rows
            return SectionView(
                title: section.title, header: section.header.map(\.capitalizedFirst),
                rows: shown.map { SectionView.Row(cells: $0) }, rowCount: section.rows.count,
                more: shown.count < section.rows.count ? "\(section.rows.count - shown.count) more rows in the case's own report" : nil,
                open: section.rows.count <= Self.openTableRows
            )
        }
        let left = all.filter { section in !kept.contains { $0.title == section.title } }
        guard !left.isEmpty else { return (views, nil) }
        let names = left.map { "\($0.title.components(separatedBy: " (").first ?? $0.title) (\($0.rows.count) rows)" }.joined(separator: ", ")
        return (views, "\(names): a report of fewer cases (--scenario, --variant, --profile) lists them.")
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

    /// The step's passes, the last labelled as what it is: the settled layout, or for a step
    /// that never settles the last pass recorded of its cycle.
    private static func screens(_ step: StepPictures, outcome: String, period: Int?) -> ScreensView? {
        guard let last = step.passes.last else { return nil }
        let drawnNote = step.omitted > 0 ? "the last \(step.passes.count) of \(step.passes.count + step.omitted) passes drawn; " : ""
        let hidden = step.passes.map(\.omittedNodes).max() ?? 0
        let nodesNote = hidden > 0 ? "; \(hidden) nodes off the screen or past \(ReportPictures.nodeLimit) not drawn" : ""
        let ending = ReportSections.lastPassLabel(outcome: outcome, period: period)
        return ScreensView(
            lastIndex: step.passes.count - 1, lastLabel: "pass \(last.label) (\(ending))", hasScrubber: step.passes.count > 1,
            pictures: step.passes.enumerated().map { index, pass in
                let changes = pass.changed == 0 ? "" : " · \(pass.changed) changed"
                let end = index == step.passes.count - 1 ? " (\(ending))" : ""
                return ScreensView.PassView(
                    index: index, pass: pass.label, label: "pass \(pass.label)\(end)\(changes)", picture: pass.picture,
                    isLast: index == step.passes.count - 1
                )
            },
            caption: "\(drawnNote)nodes that changed since the pass before are outlined\(nodesNote)"
        )
    }
}

/// Parts of a page written on several threads, each into its own place.
private final class WrittenParts: @unchecked Sendable {
    // Unchecked: `parts` is read and written with `lock` held.
    private let lock = NSLock()
    private var written: [String?]

    init(count: Int) {
        written = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ part: String?) {
        lock.lock()
        written[index] = part
        lock.unlock()
    }

    var parts: [String?] {
        lock.lock()
        defer { lock.unlock() }
        return written
    }
}
