import Foundation
import GRDB
import LayoutLab

/// Which case is being recorded: everything its row needs besides the trace.
struct CaseIdentity: Sendable {
    var run: Int64
    var scenario: String
    var variant: String
    var profile: String
    /// The OS generation the profile ran.
    var os: String
    var summary: String
    var seed: String?
    var timeline: String
    /// The declared variant, the parameter values (JSON) and the sweep point of a case with settings.
    var baseVariant: String? = nil
    var parameters: String? = nil
    var sweep: String? = nil
}

/// A `run_case` row. It is inserted when the first event arrives, because every step points at it,
/// and completed when the last one has been written, in the same transaction: the placeholder
/// totals are never visible outside it.
struct CaseRow: Encodable, MutablePersistableRecord {
    static let databaseTableName = "run_case"
    static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase

    var id: Int64?
    var runId: Int64
    var scenario: String
    var variant: String
    var profile: String
    var summary: String
    var seed: String?
    var timeline: String
    var os: String
    var outcome = CaseOutcome.stable
    var steps = 0
    var passes = 0
    var diagnostics = 0
    var frameRows = 0
    var startedAt: Date
    var finishedAt: Date
    var baseVariant: String?
    var parameters: String?
    var sweep: String?
    var error: String?

    init(_ identity: CaseIdentity, startedAt: Date) {
        runId = identity.run
        scenario = identity.scenario
        variant = identity.variant
        profile = identity.profile
        summary = identity.summary
        seed = identity.seed
        timeline = identity.timeline
        os = identity.os
        baseVariant = identity.baseVariant
        parameters = identity.parameters
        sweep = identity.sweep
        self.startedAt = startedAt
        finishedAt = startedAt
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

/// A `step` row: inserted when the step begins (its passes point at it) and completed from the
/// engine's `StepResult` when it ends.
struct StepRow: Encodable, MutablePersistableRecord {
    static let databaseTableName = "step"
    static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase

    var id: Int64?
    var caseId: Int64
    var stepIndex: Int
    var event: String
    var orientation: String
    var screenWidth: Double
    var screenHeight: Double
    var scale: Double
    var safeTop: Double
    var safeLeading: Double
    var safeBottom: Double
    var safeTrailing: Double
    var dynamicType: String
    var outcome = "stable"
    var cyclePeriod: Int?
    var frames = 0
    var passes = 0
    var finalFrame = 0
    var finalPass = 0

    init(caseId: Int64, _ info: StepInfo) {
        self.caseId = caseId
        stepIndex = info.index
        event = info.step.description
        orientation = info.orientation.rawValue
        screenWidth = Double(info.screen.size.width)
        screenHeight = Double(info.screen.size.height)
        scale = Double(info.screen.scale)
        safeTop = Double(info.screen.safeAreaInsets.top)
        safeLeading = Double(info.screen.safeAreaInsets.leading)
        safeBottom = Double(info.screen.safeAreaInsets.bottom)
        safeTrailing = Double(info.screen.safeAreaInsets.trailing)
        dynamicType = "\(info.dynamicTypeSize)"
    }

    mutating func complete(with result: StepResult) {
        outcome = result.outcome.name
        if case .cycle(let period) = result.outcome { cyclePeriod = period }
        frames = result.frames
        passes = result.passes
        finalFrame = result.finalFrame
        finalPass = result.finalPass
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

extension StepOutcome {
    /// The case-level outcome a step contributes; a case takes the worst of its steps.
    var caseOutcome: CaseOutcome {
        switch self {
        case .stable: .stable
        case .unstable: .unstable
        case .cycle: .cycle
        }
    }
}
