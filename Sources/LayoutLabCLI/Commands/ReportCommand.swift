import ArgumentParser
import LayoutLabReports

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Show one run case by case: outcomes, steps, settled layouts, named nodes pass by pass, timelines, diagnostics."
    )

    @OptionGroup var database: DatabaseOption

    @Argument(help: ArgumentHelp("The run: an id, a label, latest or latest~N.", valueName: "run"))
    var runReference: String

    @Option(name: .customLong("scenario"), help: "Only scenarios matching this glob (repeatable).")
    var scenarios: [String] = []

    @Option(help: "Output format: text, json, md or html.")
    var format: ReportFormat = .text

    @Option(help: "Write the report to this file instead of stdout.")
    var output: String?

    func run() throws {
        let globs = try scenarios.map(Glob.init)
        let store = try database.openExisting()
        let run = try database.run(runReference, in: store)
        let recorded = Set(try badInputOnStoreError { try store.cases(ofRun: run.id) }.map(\.scenario))
        for glob in globs where !recorded.contains(where: glob.matches) {
            throw BadInput(unknown: "scenario", glob.description, candidates: recorded.sorted())
        }
        let report = try RunReporter.report(store.reader, run: run) { name in globs.isEmpty || globs.contains { $0.matches(name) } }
        let destination = ReportDestination(file: output)
        let text: String =
            switch format {
            case .text: TextReportRenderer(style: Terminal.textStyle(toFile: destination.isFile)).render(report)
            case .json: try ReportJSON.string(report)
            case .md: MarkdownReportRenderer().render(report)
            case .html: HTMLReportRenderer().render(report)
            }
        try destination.write(text)
    }
}
