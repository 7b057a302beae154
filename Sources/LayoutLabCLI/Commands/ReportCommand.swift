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

    @Option(name: .customLong("node"), help: "For a sweep: the node (by name) whose settled size to follow across the points.")
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
        let report = try RunReporter.report(
            store, run: run, sweepNode: sweepNode,
            includesCase: { profile, variant in admission.admits(profile: profile, variant: variant) },
            includesScenario: { globs.admits($0) }
        )
        let destination = output.destination
        let text: String =
            switch output.format {
            case .text: TextReportRenderer(style: Terminal.textStyle(toFile: destination.isFile)).render(report, sections: sections)
            case .json: try ReportJSON.string(report)
            case .md: MarkdownReportRenderer().render(report, sections: sections)
            case .html:
                try Self.html(report, store: store, run: run, sections: sections ?? ReportPart.defaults(hasSweeps: !report.sweeps.isEmpty, html: true))
            }
        try destination.write(text)
    }

    /// The HTML page; its pictures are drawn only when it shows each case in full.
    static func html(_ report: RunReport, store: LayoutStore, run: Run, sections: Set<ReportPart>) throws -> String {
        let pictures = sections.contains(.details)
            ? try badInputOnStoreError { try ReportPictures.load(store, run: run.id, cases: report.cases.map(\.key)) } : nil
        return HTMLReportRenderer().render(report, pictures: pictures, sections: sections)
    }
}
