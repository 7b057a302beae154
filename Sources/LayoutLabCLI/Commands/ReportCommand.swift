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

    @Option(name: .customLong("profile"), help: "Only cases on profiles matching this glob (repeatable).")
    var profiles: [String] = []

    @Option(name: .customLong("variant"), help: "Only cases of this variant (repeatable).")
    var variants: [String] = []

    @OptionGroup var scenarios: RecordedScenarioFilter

    @OptionGroup var output: ReportOutputOptions

    func run() throws {
        let (store, run) = try database.openRun(runReference)
        let globs = try scenarios.globs(checkedAgainst: [run], in: store)
        let recorded = try badInputOnStoreError { try store.cases(ofRun: run.id) }
        let profileGlobs = try profiles.map(Glob.init)
        for glob in profileGlobs where !recorded.contains(where: { glob.matches($0.profile) }) {
            throw BadInput(unknown: "profile", glob.description, candidates: Array(Set(recorded.map(\.profile))).sorted())
        }
        for variant in variants where !recorded.contains(where: { $0.baseVariant == variant }) {
            throw BadInput(unknown: "variant", variant, candidates: Array(Set(recorded.map(\.baseVariant))).filter { !$0.isEmpty }.sorted())
        }
        let report = try RunReporter.report(
            store, run: run, sweepNode: sweepNode,
            includesCase: { profile, variant in
                (profileGlobs.isEmpty || profileGlobs.contains { $0.matches(profile) }) && (variants.isEmpty || variants.contains(variant))
            },
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
