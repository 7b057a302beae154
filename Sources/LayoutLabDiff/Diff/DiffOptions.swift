/// What `layoutlab diff` compares and what it shows.
public struct DiffOptions: Sendable {
    /// Changes of this many points or less are ignored (0.1 pt by default).
    public var tolerance: Double
    /// Include unchanged cases, steps, nodes, values and diagnostics (`--all`).
    public var includesUnchanged: Bool
    /// Which scenarios take part (`--scenario GLOB`); every scenario by default.
    public var includesScenario: @Sendable (String) -> Bool
    /// Which cases take part by profile and declared variant (`--profile GLOB`, `--variant NAME`);
    /// every case by default.
    public var includesCase: @Sendable (_ profile: String, _ variant: String) -> Bool

    public init(
        tolerance: Double = 0.1, includesUnchanged: Bool = false,
        includesScenario: @escaping @Sendable (String) -> Bool = { _ in true },
        includesCase: @escaping @Sendable (_ profile: String, _ variant: String) -> Bool = { _, _ in true }
    ) {
        self.tolerance = tolerance
        self.includesUnchanged = includesUnchanged
        self.includesScenario = includesScenario
        self.includesCase = includesCase
    }
}
