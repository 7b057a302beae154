import ArgumentParser
import LayoutLabReports
import LayoutLabStore

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two runs: cases, outcomes, pass counts, node frames, values and diagnostics.",
        discussion: """
            Cases are matched by scenario, variant and profile, steps by index and nodes by path; frames \
            are compared on each step's settled layout. Exits 0 when nothing differs beyond the \
            tolerance, 1 when something does, 2 on bad input.
            """
    )

    @OptionGroup var database: DatabaseOption

    @Argument(help: "The run to compare from (A): an id, a label, latest or latest~N.")
    var runA: String

    @Argument(help: "The run to compare with (B).")
    var runB: String

    @Option(help: "Ignore changes of this many points or less.")
    var tolerance: Double = 0.1

    @Flag(help: "Show unchanged cases, nodes, values and diagnostics too.")
    var all = false

    @Option(name: .customLong("scenario"), help: "Only scenarios matching this glob (repeatable).")
    var scenarios: [String] = []

    @Option(help: "Output format: text, json, md or html.")
    var format: ReportFormat = .text

    @Option(help: "Write the report to this file instead of stdout.")
    var output: String?

    func run() throws {
        guard tolerance.isFinite, tolerance >= 0 else {
            throw BadInput("bad --tolerance '\(tolerance)': it must be a number of points, 0 or more")
        }
        let globs = try scenarios.map(Glob.init)
        let store = try database.openExisting()
        let a = try database.run(runA, in: store)
        let b = try database.run(runB, in: store)
        try checkScenarios(globs, store: store, runs: [a, b])

        let options = DiffOptions(
            tolerance: tolerance, includesUnchanged: all,
            includesScenario: { [globs] name in globs.isEmpty || globs.contains { $0.matches(name) } }
        )
        let diff = try RunDiffer.diff(store.reader, a: a, b: b, options: options)
        let destination = ReportDestination(file: output)
        let report: String =
            switch format {
            case .text: TextDiffRenderer(style: Terminal.textStyle(toFile: destination.isFile)).render(diff)
            case .json: try ReportJSON.string(diff)
            case .md: MarkdownDiffRenderer().render(diff)
            case .html: HTMLDiffRenderer().render(diff, wireframes: try DiffWireframes.load(store.reader, for: diff))
            }
        try destination.write(report)
        if diff.hasDifferences { throw ExitCode(ExitStatus.differences) }
    }

    /// A `--scenario` glob that matches no case of either run is bad input, like a glob that
    /// matches no scenario of the catalog.
    private func checkScenarios(_ globs: [Glob], store: LayoutStore, runs: [Run]) throws {
        guard !globs.isEmpty else { return }
        let recorded = Set(try runs.flatMap { run in try badInputOnStoreError { try store.cases(ofRun: run.id) }.map(\.scenario) })
        for glob in globs where !recorded.contains(where: glob.matches) {
            throw BadInput(unknown: "scenario", glob.description, candidates: recorded.sorted())
        }
    }
}
