import ArgumentParser
import LayoutLabReports
import LayoutLabStore

/// The arguments `trace` and `explain` name one recorded case by: the run, the scenario, and the
/// profile and variant when the run has several.
struct CaseArguments: ParsableArguments {
    @OptionGroup var database: DatabaseOption

    @Argument(help: ArgumentHelp("The run: an id, a label, latest or latest~N; FILE:RUN for a run in another database.", valueName: "run"))
    var runReference: String

    @Argument(help: "The scenario, e.g. measurement-reader/same-width-rotation.")
    var scenario: String

    @Option(help: "The profile, when the scenario was recorded on several.")
    var profile: String?

    @Option(help: "The variant, when the scenario has several.")
    var variant: String?

    /// The store, the run and the one case the arguments name.
    func open() throws -> (LayoutStore, Run, RunCase) {
        let (store, run) = try database.openRun(runReference)
        let recorded = try badInputOnStoreError { try store.cases(ofRun: run.id) }
        let selected = try CaseChoice(scenario: scenario, profile: profile, variant: variant).select(from: recorded, run: RunIdentity(run))
        return (store, run, selected)
    }
}

/// The one recorded case that `trace` and `explain` name by scenario, and by profile and variant
/// when the run has several.
struct CaseChoice {
    let scenario: String
    let profile: String?
    let variant: String?

    /// The one case the arguments name. An unknown scenario, profile or variant is bad input with
    /// the recorded ones suggested; so is an ambiguous choice, which lists what to pick from.
    func select(from cases: [RunCase], run: RunIdentity) throws -> RunCase {
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

    static func describe(_ recorded: RunCase) -> String {
        CaseKey(scenario: recorded.scenario, variant: recorded.variant, profile: recorded.profile).description
    }
}
