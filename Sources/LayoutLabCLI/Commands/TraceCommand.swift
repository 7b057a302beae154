import ArgumentParser
import LayoutLabReports
import LayoutLabStore

struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Print every layout pass of one case as a tree: proposal → size @ origin, with changes marked.",
        discussion: """
            Each node is shown under its parent by its own path segment (--full-paths shows whole paths). \
            '~' marks a node whose proposal, size or origin changed since the previous pass, '+' a new \
            node and '-' a node that is gone.
            """
    )

    @OptionGroup var database: DatabaseOption

    @Argument(help: ArgumentHelp("The run: an id, a label, latest or latest~N.", valueName: "run"))
    var runReference: String

    @Argument(help: "The scenario, e.g. measurement-reader/same-width-rotation.")
    var scenario: String

    @Option(help: "The profile, when the scenario was recorded on several.")
    var profile: String?

    @Option(help: "The variant, when the scenario has several.")
    var variant: String?

    @Option(help: "Only this step (from 0).")
    var step: Int?

    @Flag(help: "Show whole node paths instead of a tree of path segments.")
    var fullPaths = false

    func run() throws {
        let (store, run) = try database.openRun(runReference)
        let recorded = try badInputOnStoreError { try store.cases(ofRun: run.id) }
        let selected = try CaseChoice(scenario: scenario, profile: profile, variant: variant).select(from: recorded, run: RunIdentity(run))
        if let step, !(0..<selected.steps).contains(step) {
            throw BadInput("no step \(step) in \(CaseChoice.describe(selected)) of \(RunIdentity(run).name): its steps are 0-\(selected.steps - 1)")
        }
        let tracer = PassTreeTracer(style: Terminal.textStyle(toFile: false), options: .init(step: step, fullPaths: fullPaths))
        print(Terminal.paint("\(CaseChoice.describe(selected)), \(RunIdentity(run).name)") { $0.bold })
        print("")
        try tracer.trace(store, caseId: selected.caseId) { print($0) }
    }
}
