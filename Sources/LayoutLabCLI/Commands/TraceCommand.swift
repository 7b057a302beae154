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
        let selected = try select(from: recorded, run: RunIdentity(run))
        if let step, !(0..<selected.steps).contains(step) {
            throw BadInput("no step \(step) in \(describe(selected)) of \(RunIdentity(run).name): its steps are 0-\(selected.steps - 1)")
        }
        let tracer = PassTreeTracer(style: Terminal.textStyle(toFile: false), options: .init(step: step, fullPaths: fullPaths))
        print(Terminal.paint("\(describe(selected)), \(RunIdentity(run).name)") { $0.bold })
        print("")
        try tracer.trace(store, caseId: selected.caseId) { print($0) }
    }

    /// The one case the arguments name. An unknown scenario, profile or variant is bad input with
    /// the recorded ones suggested; so is an ambiguous choice, which lists what to pick from.
    private func select(from cases: [RunCase], run: RunIdentity) throws -> RunCase {
        var matching = cases.filter { $0.scenario == scenario }
        if matching.isEmpty {
            throw BadInput(unknown: "scenario", scenario, candidates: Array(Set(cases.map(\.scenario))).sorted())
        }
        if let profile {
            let profiles = Array(Set(matching.map(\.profile))).sorted()
            matching = matching.filter { $0.profile == profile }
            if matching.isEmpty { throw BadInput(unknown: "profile", profile, candidates: profiles) }
        }
        if let variant {
            let variants = Array(Set(matching.map(\.variant))).sorted()
            matching = matching.filter { $0.variant == variant }
            if matching.isEmpty { throw BadInput(unknown: "variant", variant, candidates: variants) }
        }
        let profiles = Array(Set(matching.map(\.profile))).sorted()
        if profiles.count > 1 {
            throw BadInput(
                "'\(scenario)' was recorded on several profiles in \(run.name): \(list(profiles)); choose one with --profile"
            )
        }
        let variants = Array(Set(matching.map(\.variant))).sorted()
        if variants.count > 1 {
            throw BadInput("'\(scenario)' has several variants in \(run.name): \(list(variants)); choose one with --variant")
        }
        return matching[0]
    }

    private func list(_ values: [String]) -> String {
        values.map { "'\($0)'" }.joined(separator: ", ")
    }

    private func describe(_ recorded: RunCase) -> String {
        CaseKey(scenario: recorded.scenario, variant: recorded.variant, profile: recorded.profile).description
    }
}
