import ArgumentParser
import LayoutLabDiff
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
            // A run diffed with itself is named once.
            var named: Set<Int64> = []
            let names = runs.filter { named.insert($0.id).inserted }.map { RunIdentity($0).name }.joined(separator: " or ")
            let listed = recorded.sorted()
            let shown = listed.prefix(8).joined(separator: ", ") + (listed.count > 8 ? " and \(listed.count - 8) more" : "")
            let notIn = "is not in \(names), which recorded \(listed.isEmpty ? "no scenario" : shown)"
            // A scenario this binary knows that the run did not record is not a typo: say so.
            if let known = Catalog.current.names.first(where: glob.matches) {
                throw BadInput("scenario '\(known)' \(notIn)")
            }
            // Nor is one that another run of the database recorded (a run of another catalog, an
            // older binary's): name the newest such run.
            let compared = Set(runs.map(\.id))
            let others = try badInputOnStoreError { try store.runs() }.filter { !compared.contains($0.id) }.sorted { $0.id > $1.id }
            for other in others {
                let scenarios = try badInputOnStoreError { try store.cases(ofRun: other.id) }.map(\.scenario)
                if let found = scenarios.first(where: glob.matches) {
                    throw BadInput("scenario '\(found)' \(notIn); \(RunIdentity(other).name) has it")
                }
            }
            throw BadInput(unknown: "scenario", glob.description, candidates: recorded.sorted())
        }
        return globs
    }
}

/// `--profile GLOB` and `--variant NAME`, repeatable, over the cases runs recorded: what `report`
/// and `diff` narrow to.
struct RecordedCaseFilter: ParsableArguments {
    @Option(name: .customLong("profile"), help: "Only cases on profiles matching this glob (repeatable).")
    var profiles: [String] = []

    @Option(name: .customLong("variant"), help: "Only cases of this variant (repeatable).")
    var variants: [String] = []

    /// The profile globs and variants, checked: a malformed glob, or a profile or variant no case
    /// of `runs` has, is bad input with the recorded ones suggested.
    func checked(against runs: [Run], in store: LayoutStore) throws -> CaseAdmission {
        let recorded = try runs.flatMap { run in try badInputOnStoreError { try store.cases(ofRun: run.id) } }
        let profileGlobs = try profiles.map(Glob.init)
        for glob in profileGlobs where !recorded.contains(where: { glob.matches($0.profile) }) {
            throw BadInput(unknown: "profile", glob.description, candidates: Array(Set(recorded.map(\.profile))).sorted())
        }
        for variant in variants where !recorded.contains(where: { $0.baseVariant == variant }) {
            throw BadInput(unknown: "variant", variant, candidates: Array(Set(recorded.map(\.baseVariant))).filter { !$0.isEmpty }.sorted())
        }
        return CaseAdmission(profiles: profileGlobs, variants: variants)
    }
}

/// Which cases a `RecordedCaseFilter` lets through.
struct CaseAdmission: Sendable {
    let profiles: [Glob]
    let variants: [String]

    func admits(profile: String, variant: String) -> Bool {
        (profiles.isEmpty || profiles.contains { $0.matches(profile) }) && (variants.isEmpty || variants.contains(variant))
    }
}

extension Array where Element == Glob {
    /// Whether a scenario takes part: every scenario when there are no globs.
    func admits(_ scenario: String) -> Bool {
        isEmpty || contains { $0.matches(scenario) }
    }
}
