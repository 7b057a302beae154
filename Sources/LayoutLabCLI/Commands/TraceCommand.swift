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

    @OptionGroup var chosen: CaseArguments

    @Option(help: "Only this step (from 0).")
    var step: Int?

    @Flag(help: "Show whole node paths instead of a tree of path segments.")
    var fullPaths = false

    func run() throws {
        let (store, run, selected) = try chosen.open()
        if let step, !(0..<selected.steps).contains(step) {
            throw BadInput("no step \(step) in \(CaseChoice.describe(selected)) of \(RunIdentity(run).name): its steps are 0-\(selected.steps - 1)")
        }
        let tracer = PassTreeTracer(style: Terminal.textStyle(toFile: false), options: .init(step: step, fullPaths: fullPaths))
        print(Terminal.paint("\(CaseChoice.describe(selected)), \(RunIdentity(run).name)") { $0.bold })
        print("")
        try tracer.trace(store, caseId: selected.caseId) { print($0) }
    }
}
