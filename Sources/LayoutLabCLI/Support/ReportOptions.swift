import ArgumentParser
import LayoutLabStore

/// `--format` and `--output`, shared by `diff` and `report`.
struct ReportOutputOptions: ParsableArguments {
    @Option(help: "Output format: text, json, md or html.")
    var format: ReportFormat = .text

    @Option(help: "Write the report to this file instead of stdout.")
    var output: String?

    var destination: ReportDestination { ReportDestination(file: output) }
}

/// `--scenario GLOB`, repeatable, over the cases a run recorded (not the catalog: a database may
/// hold scenarios this binary does not know).
struct RecordedScenarioFilter: ParsableArguments {
    @Option(name: .customLong("scenario"), help: "Only scenarios matching this glob (repeatable).")
    var patterns: [String] = []

    /// The parsed globs. A malformed one, or one that matches no case of any of `runs`, is bad
    /// input with the recorded scenario names suggested.
    func globs(checkedAgainst runs: [Run], in store: LayoutStore) throws -> [Glob] {
        let globs = try patterns.map(Glob.init)
        guard !globs.isEmpty else { return [] }
        let recorded = Set(try runs.flatMap { run in try badInputOnStoreError { try store.cases(ofRun: run.id) }.map(\.scenario) })
        for glob in globs where !recorded.contains(where: glob.matches) {
            throw BadInput(unknown: "scenario", glob.description, candidates: recorded.sorted())
        }
        return globs
    }
}

extension Array where Element == Glob {
    /// Whether a scenario takes part: every scenario when there are no globs.
    func admits(_ scenario: String) -> Bool {
        isEmpty || contains { $0.matches(scenario) }
    }
}
