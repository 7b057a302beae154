/// What a case is matched by between two runs: scenario, variant and profile
/// (docs/reports.md, "What a diff compares").
public struct CaseKey: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    public var scenario: String
    public var variant: String
    public var profile: String

    public init(scenario: String, variant: String, profile: String) {
        self.scenario = scenario
        self.variant = variant
        self.profile = profile
    }

    public static func < (a: CaseKey, b: CaseKey) -> Bool {
        (a.scenario, a.variant, a.profile) < (b.scenario, b.variant, b.profile)
    }

    /// `scenario [variant] · profile`; the brackets are left out for a scenario without variants.
    public var description: String {
        variant.isEmpty ? "\(scenario) · \(profile)" : "\(scenario) [\(variant)] · \(profile)"
    }

}
