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

    @OptionGroup var scenarios: RecordedScenarioFilter

    @OptionGroup var output: ReportOutputOptions

    func run() throws {
        guard tolerance.isFinite, tolerance >= 0 else {
            throw BadInput("bad --tolerance '\(tolerance)': it must be a number of points, 0 or more")
        }
        let store = try database.open(.existingOnly)
        let a = try database.run(runA, in: store)
        let b = try database.run(runB, in: store)
        let globs = try scenarios.globs(checkedAgainst: [a, b], in: store)

        let options = DiffOptions(tolerance: tolerance, includesUnchanged: all, includesScenario: { globs.admits($0) })
        let diff = try RunDiffer.diff(store, a: a, b: b, options: options)
        let destination = output.destination
        let report: String =
            switch output.format {
            case .text: TextDiffRenderer(style: Terminal.textStyle(toFile: destination.isFile)).render(diff)
            case .json: try ReportJSON.string(diff)
            case .md: MarkdownDiffRenderer().render(diff)
            case .html: HTMLDiffRenderer().render(diff, wireframes: try DiffWireframes.load(store, for: diff))
            }
        try destination.write(report)
        if diff.hasDifferences { throw ExitCode(ExitStatus.differences) }
    }
}
