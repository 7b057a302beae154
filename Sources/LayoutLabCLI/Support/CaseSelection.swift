import LayoutLab

/// What `record` runs: every selected scenario's selected variants on every selected profile.
struct CaseSelection {
    struct Case {
        let scenario: any Scenario.Type
        let variant: String
        let profile: DeviceProfile
    }

    let cases: [Case]

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
}
