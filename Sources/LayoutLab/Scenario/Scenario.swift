/// A layout scenario: a SwiftUI-style view with a name, a summary, optional variants and a
/// timeline. This shape is the contract other packages write scenarios against (docs/scenarios.md).
///
/// A scenario is a view, so it is on the main actor, and so is `init(variant:)` (the engine calls
/// it through `MainActorBridge`); what describes it is `nonisolated`, read wherever cases are listed.
public protocol Scenario: View {
    /// Kebab-case, with `/` for groups: `measurement-reader/table`.
    nonisolated static var name: String { get }
    /// One line: what to look for.
    nonisolated static var summary: String { get }
    /// What the scenario ports, if anything: an article, a style guide, a library.
    nonisolated static var source: ScenarioSource? { get }
    /// How the recording names the source (`run_cases.seed`): the source's citation by default.
    nonisolated static var seed: String? { get }
    /// Named variants; with none, the single variant is "".
    nonisolated static var variants: [String] { get }
    nonisolated static var timeline: Timeline { get }
    /// Typed inputs beside the variants (`rows: Int = 5`), set per run with `record --param` or
    /// swept with `record --sweep param.NAME=…` (docs/scenarios.md, "Parameters").
    nonisolated static var parameters: [ScenarioParameter] { get }
    init(variant: String)
    /// Made with the case's parameter values; by default ignores them and calls `init(variant:)`.
    init(variant: String, parameters: ScenarioParameters)
}

extension Scenario {
    public nonisolated static var source: ScenarioSource? { nil }
    public nonisolated static var seed: String? { source?.citation }
    public nonisolated static var variants: [String] { [] }
    public nonisolated static var timeline: Timeline { .launch }
    public nonisolated static var parameters: [ScenarioParameter] { [] }

    public init(variant: String, parameters: ScenarioParameters) {
        self.init(variant: variant)
    }

    /// The variants a run goes through: the declared ones, or the single unnamed variant.
    public nonisolated static var runVariants: [String] { variants.isEmpty ? [""] : variants }
}
