import GRDB
import LayoutLab

/// One recorded case, as the `run_cases` view shows it.
public struct RunCase: Decodable, Hashable, Sendable, FetchableRecord {
    public static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase

    public var caseId: Int64
    public var runId: Int64
    public var runLabel: String?
    public var scenario: String
    public var variant: String
    public var profile: String
    public var outcome: CaseOutcome
    public var steps: Int
    public var passes: Int
    public var diagnostics: Int
    public var frameRows: Int
    public var summary: String
    public var seed: String?
    public var timeline: String
    /// The OS generation the case ran (`ios-26`, …).
    public var os: String
    /// The declared variant, without the settings a swept or parameterised case adds to `variant`.
    public var baseVariant: String
    /// The sweep point, `KEY=VALUE` pairs separated by spaces, or nil outside a sweep.
    public var sweep: String?
    /// Why a case with outcome `error` failed, in one line; nil otherwise.
    public var error: String?
}
