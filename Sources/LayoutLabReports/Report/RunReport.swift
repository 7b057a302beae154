import LayoutLabDiff
import LayoutLab

/// One run, case by case (`layoutlab report`): each case's outcome and steps, the settled layout
/// of every step, how its named nodes' frames evolved pass by pass, its preference, state and
/// action timelines, and its diagnostics.
public struct RunReport: Hashable, Sendable, Codable {
    public var run: RunIdentity
    public var status: String
    public var engineVersion: String
    public var cases: [CaseReport]
    /// The run's sweeps, point by point (none for a run without `--sweep`).
    public var sweeps: [SweepSeries] = []
}

public struct CaseReport: Hashable, Sendable, Codable {
    public var key: CaseKey
    public var summary: String
    /// What the scenario ports, as recorded (`run_cases.seed`): its source's citation.
    public var source: String?
    public var timeline: String
    public var outcome: CaseOutcome
    public var passes: Int
    public var steps: [StepReport]
    /// Named nodes (accessibilityIdentifier), each with the passes in which its frame or proposal
    /// changed: where it started and every move after.
    public var namedNodes: [NodeEvolution]
    /// Named nodes left out past ``ReportLimits/namedNodes``.
    public var namedNodesOmitted: Int
    /// Preference values as they changed: a value is listed when first seen and whenever it differs
    /// from the one the same node wrote or read in the previous pass that had it.
    public var preferences: [ValueEvent]
    /// @State values as they changed, the same way.
    public var state: [ValueEvent]
    /// Every action, fired or dropped.
    public var actions: [ActionEvent]
    public var diagnostics: [DiagnosticEvent]
    /// For a case whose last step did not settle: the loop of cause and effect it went round,
    /// from the actions that kept writing state (docs/schema.md, "Causes").
    public var loop: String? = nil
    /// Why a case with outcome `error` failed (docs/cli.md, "Cases that fail").
    public var error: String? = nil
}

public struct StepReport: Hashable, Sendable, Codable {
    public var index: Int
    public var event: String
    public var orientation: String
    public var screenWidth: Points
    public var screenHeight: Points
    /// Safe-area insets: top, leading, bottom, trailing.
    public var safeArea: [Points]
    public var outcome: String
    public var cyclePeriod: Int?
    public var frames: Int
    public var passes: Int
    public var passesPerFrame: [Int]
    /// The settled layout: the nodes of the final pass on screen, in tree order (at most
    /// `Wireframe.nodeLimit`).
    public var finalLayout: [LayoutBox]
    public var finalLayoutOmitted: Int
}

public struct LayoutBox: Hashable, Sendable, Codable {
    public var path: String
    public var name: String?
    public var frame: Rect
}

/// Where one recorded thing happened.
public struct PassPosition: Hashable, Sendable, Codable, CustomStringConvertible {
    public var step: Int
    public var frame: Int
    public var pass: Int

    public var description: String { "\(step).\(frame).\(pass)" }
}

public struct NodeEvolution: Hashable, Sendable, Codable {
    public struct Change: Hashable, Sendable, Codable {
        public var at: PassPosition
        /// `w×h`, with `nil` for an unspecified dimension.
        public var proposal: String
        public var frame: Rect
    }

    public var path: String
    public var name: String
    public var changes: [Change]
}

public struct ValueEvent: Hashable, Sendable, Codable {
    public var at: PassPosition
    public var path: String?
    /// The preference key or the state property.
    public var name: String
    /// For a preference, `write` or `read`.
    public var role: String?
    public var value: String
}

public struct ActionEvent: Hashable, Sendable, Codable {
    public var at: PassPosition
    public var path: String?
    public var action: String
    public var status: String
    public var detail: String?
}

public struct DiagnosticEvent: Hashable, Sendable, Codable {
    public var at: PassPosition
    public var code: String
    public var path: String?
    public var message: String
}

/// Bounds that keep a report of a very large case readable.
public enum ReportLimits {
    /// Named nodes followed per case.
    public static let namedNodes = 200
}
