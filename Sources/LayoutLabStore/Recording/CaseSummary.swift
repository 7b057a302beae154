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
}
