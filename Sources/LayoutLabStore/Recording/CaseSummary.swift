import LayoutLab

/// The numbers a recorded case ends with (the `run_cases` row, plus how long it took).
public struct CaseSummary: Hashable, Sendable {
    public var caseId: Int64
    public var runId: Int64
    public var scenario: String
    public var variant: String
    public var profile: String
    public var outcome: CaseOutcome
    public var steps: Int
    public var passes: Int
    public var diagnostics: Int
    /// Rows written to `node_frame` (what `pass_frames` shows for the case).
    public var frameRows: Int
    /// From the start of layout to the commit.
    public var duration: Duration
    /// Why a case with outcome `error` failed, in one line; nil otherwise.
    public var error: String? = nil

    public init(
        caseId: Int64, runId: Int64, scenario: String, variant: String, profile: String, outcome: CaseOutcome, steps: Int, passes: Int,
        diagnostics: Int, frameRows: Int, duration: Duration, error: String? = nil
    ) {
        self.caseId = caseId
        self.runId = runId
        self.scenario = scenario
        self.variant = variant
        self.profile = profile
        self.outcome = outcome
        self.steps = steps
        self.passes = passes
        self.diagnostics = diagnostics
        self.frameRows = frameRows
        self.duration = duration
        self.error = error
    }
}
