import ArgumentParser
import LayoutLabReports

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

    @OptionGroup var cases: RecordedCaseFilter

    @OptionGroup var scenarios: RecordedScenarioFilter

    @OptionGroup var output: ReportOutputOptions

    func run() throws {
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
            case .text: TextReportRenderer(style: Terminal.textStyle(toFile: destination.isFile)).render(report)
            case .json: try ReportJSON.string(report)
            case .md: MarkdownReportRenderer().render(report)
            case .html:
                HTMLReportRenderer().render(
                    report, pictures: try badInputOnStoreError { try ReportPictures.load(store, run: run.id, cases: report.cases.map(\.key)) }
                )
            }
        try destination.write(text)
    }
}
