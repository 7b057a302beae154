import LayoutLab

/// What `record` runs: every selected scenario's selected variants on every selected profile.
struct CaseSelection {
    /// A case's key in its run: scenario, recorded variant and profile.
    static func key(_ scenario: String, _ variant: String, _ profile: String) -> String {
        "\(scenario)\u{0}\(variant)\u{0}\(profile)"
    }

    /// Unchecked for the reason `Catalog` is: a scenario is a metatype, which Swift does not
    /// take for Sendable, and a scenario's statics are constants.
    struct Case: @unchecked Sendable {
        let scenario: any Scenario.Type
        let variant: String

        var key: String { CaseSelection.key(scenario.name, settings.recordedVariant(variant), profile.name) }
        let profile: DeviceProfile
        /// Parameter values and a sweep point (`record --param`, `--sweep`).
        var settings = CaseSettings()
    }

    var cases: [Case]

    init(catalog: Catalog, scenarios: [String], profiles: [String], os: String? = nil, variants: [String]) throws {
        let scenarioTypes = try catalog.select(scenarios)
        let profileList = try DeviceProfile.select(profiles, os: os)
        let knownVariants = Set(scenarioTypes.flatMap { $0.runVariants })
        for variant in variants where !knownVariants.contains(variant) {
            throw BadInput(unknown: "variant", variant, candidates: knownVariants.filter { !$0.isEmpty }.sorted())
        }
        var cases: [Case] = []
        for scenario in scenarioTypes {
            let chosen = variants.isEmpty ? scenario.runVariants : scenario.runVariants.filter(variants.contains)
            for variant in chosen {
                for profile in profileList {
                    cases.append(Case(scenario: scenario, variant: variant, profile: profile))
                }
            }
        }
        guard !cases.isEmpty else {
            throw BadInput("no scenario has the variants \(variants.map { "'\($0)'" }.joined(separator: ", "))")
        }
        self.cases = cases
    }

    /// Each case at every point of the sweeps, with the parameters set (a plain case stays one).
    mutating func expand(with sweeps: CaseSweeps) {
        cases = cases.flatMap { item in
            sweeps.settings(for: item.scenario).map { settings in
                var point = item
                point.settings = settings
                return point
            }
        }
    }
}

/// `record --shard I/N`: the I-th of N slices of the selected cases, every N-th case from the
/// I-th, in the selection's order (docs/cli.md, "Shards"). The slices of one selection are
/// disjoint and together make all of it, whatever the machine.
struct Shard {
    let index: Int
    let count: Int

    init(_ text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            throw BadInput("bad --shard '\(text)': write I/N, with 1 ≤ I ≤ N (1/4 is the first of four)")
        }
        self.index = index
        self.count = count
    }

    func slice(of selection: CaseSelection) -> CaseSelection {
        var slice = selection
        slice.cases = selection.cases.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
        return slice
    }
}
