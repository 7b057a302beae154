import ArgumentParser
import Foundation
import LayoutLabReports
import LayoutLabStore

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Show one run case by case: outcomes, steps, settled layouts, named nodes pass by pass, timelines, diagnostics."
    )

    @OptionGroup var database: DatabaseOption

    @Argument(help: ArgumentHelp("The run: an id, a label, latest or latest~N; FILE:RUN for a run in another database.", valueName: "run"))
    var runReference: String

    @Option(
        name: .customLong("node"),
        help: "For a sweep: the node (by name) whose settled size to follow across the points; in HTML, the one node whose stories hovering tells."
    )
    var sweepNode: String?

    @Option(
        name: .customLong("section"),
        help: ArgumentHelp(
            "Only these parts, repeatable or comma-separated: tables (each sweep's table or plot), cases (a line per case), details (each case in full). By default all, but a sweep's text and Markdown leave out details.",
            valueName: "section"
        )
    )
    var sectionNames: [String] = []

    @OptionGroup var cases: RecordedCaseFilter

    @OptionGroup var scenarios: RecordedScenarioFilter

    @OptionGroup var output: ReportOutputOptions

    /// The parts `--section` names, or nil for the default.
    func sections() throws -> Set<ReportPart>? {
        guard !sectionNames.isEmpty else { return nil }
        var parts: Set<ReportPart> = []
        for name in sectionNames.flatMap({ $0.split(separator: ",") }).map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard let part = ReportPart(rawValue: name) else {
                throw BadInput(unknown: "section", name, candidates: ReportPart.allCases.map(\.rawValue))
            }
            parts.insert(part)
        }
        return parts
    }

    func run() throws {
        let sections = try sections()
        let (store, run) = try database.openRun(runReference)
        let globs = try scenarios.globs(checkedAgainst: [run], in: store)
        let admission = try cases.checked(against: [run], in: store)
        let includesCase = { (profile: String, variant: String) in admission.admits(profile: profile, variant: variant) }
        let includesScenario = { (scenario: String) in globs.admits(scenario) }
        // An HTML page that shows its cases in full draws them while the report is read: two
        // cores do both at once.
        var pictures: PicturesLoading?
        if output.format == .html, sections?.contains(.details) ?? true {
            let keys = try RunReporter.caseKeys(store, run: run, includesCase: includesCase, includesScenario: includesScenario)
            pictures = PicturesLoading(store, run: run.id, cases: keys, storiesOf: sweepNode)
        }
        // The pictures show each step's settled layout: the page does not draw it again.
        let report = try RunReporter.report(
            store, run: run, sweepNode: sweepNode, includesCase: includesCase, includesScenario: includesScenario,
            finalLayouts: pictures == nil
        )
        let destination = output.destination
        let text: String =
            switch output.format {
            case .text: TextReportRenderer(style: Terminal.textStyle(toFile: destination.isFile)).render(report, sections: sections)
            case .json: try ReportJSON.string(report)
            case .md: MarkdownReportRenderer().render(report, sections: sections)
            case .html:
                try Self.html(
                    report, sections: sections ?? ReportPart.defaults(hasSweeps: !report.sweeps.isEmpty, html: true), pictures: pictures
                )
            }
        try destination.write(text)
        ExitingProcess.keep(report, pictures as Any, text)
    }

    /// The HTML page; its pictures are drawn only when it shows each case in full (hovering them
    /// tells the stories of the sweep's node alone when `--node` names one).
    static func html(_ report: RunReport, sections: Set<ReportPart>, pictures: PicturesLoading?) throws -> String {
        let drawn = sections.contains(.details) ? try badInputOnStoreError { try pictures?.wait() } : nil
        return HTMLReportRenderer().render(report, pictures: drawn, sections: sections)
    }
}
