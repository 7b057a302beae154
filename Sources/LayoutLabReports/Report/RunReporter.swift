import LayoutLabDiff
import LayoutLab
import LayoutLabStore

/// Builds a ``RunReport`` from the database, streaming each case's rows and keeping only what
/// changed.
public enum RunReporter {
    /// - Parameter sweepNode: the node (by name) whose settled size a sweep follows.
    /// - Parameter includesCase: which cases take part, by profile and declared variant.
    /// - Parameter finalLayouts: whether each step's settled layout (``StepReport/finalLayout``)
    ///   is read; an HTML page that draws every step's passes shows it in its pictures, and
    ///   reading it was a twentieth of the time of a sweep's page.
    public static func report(
        _ store: LayoutStore, run: Run, sweepNode: String? = nil,
        includesCase: (_ profile: String, _ variant: String) -> Bool = { _, _ in true },
        includesScenario: (String) -> Bool = { _ in true }, finalLayouts: Bool = true
    ) throws -> RunReport {
        try store.read { recording in
            let cases = try self.cases(recording, run: run, includesCase: includesCase, includesScenario: includesScenario)
            return RunReport(
                run: RunIdentity(run), status: run.status.rawValue, engineVersion: run.engineVersion,
                cases: try cases.map { try report(recording, $0, finalLayouts: finalLayouts) },
                sweeps: try sweeps(recording, run: run.id, node: sweepNode) { scenario in includesScenario(scenario) }
                    .filter { includesCase($0.profile, $0.variant) }
            )
        }
    }

    /// The keys of the cases a report of `run` shows, in its order: what its pictures draw, to be
    /// read while the report itself is.
    public static func caseKeys(
        _ store: LayoutStore, run: Run, includesCase: (_ profile: String, _ variant: String) -> Bool = { _, _ in true },
        includesScenario: (String) -> Bool = { _ in true }
    ) throws -> [CaseKey] {
        try store.read { recording in
            try cases(recording, run: run, includesCase: includesCase, includesScenario: includesScenario).map {
                CaseKey(scenario: $0.scenario, variant: $0.variant, profile: $0.profile)
            }
        }
    }

    private static func cases(
        _ recording: Recording, run: Run, includesCase: (_ profile: String, _ variant: String) -> Bool, includesScenario: (String) -> Bool
    ) throws -> [RunCase] {
        ReportCaseOrder.sorted(
            try recording.cases(ofRun: run.id).filter { includesScenario($0.scenario) && includesCase($0.profile, $0.baseVariant) }
        )
    }

    private static func report(_ recording: Recording, _ row: RunCase, finalLayouts: Bool) throws -> CaseReport {
        let steps = try recording.steps(ofCase: row.caseId)
        let (named, omitted) = try namedNodes(recording, caseId: row.caseId)
        return CaseReport(
            key: CaseKey(scenario: row.scenario, variant: row.variant, profile: row.profile), summary: row.summary,
            source: row.seed, timeline: row.timeline, outcome: row.outcome, passes: row.passes,
            steps: try steps.map { step in
                let wireframe = finalLayouts ? try Wireframe.load(recording, step: step) : nil
                return StepReport(
                    index: step.index, event: step.event, orientation: step.orientation, screenWidth: Points(step.screenWidth),
                    screenHeight: Points(step.screenHeight), safeArea: step.safeArea.map(Points.init), outcome: step.outcome, cyclePeriod: step.cyclePeriod,
                    frames: step.frames, passes: step.passes, passesPerFrame: step.passesPerFrame,
                    finalLayout: wireframe?.boxes.map { LayoutBox(path: $0.path, name: $0.name, frame: $0.frame) } ?? [],
                    finalLayoutOmitted: wireframe?.omitted ?? 0
                )
            },
            namedNodes: named, namedNodesOmitted: omitted,
            preferences: try changedValues(recording.values(.preference, ofCase: row.caseId)),
            state: try changedValues(recording.values(.state, ofCase: row.caseId)),
            actions: try recording.actions(ofCase: row.caseId).map { action in
                ActionEvent(
                    at: PassPosition(step: action.step, frame: action.frame, pass: action.pass), path: action.path,
                    action: action.action, status: action.status, detail: action.detail
                )
            },
            diagnostics: try recording.diagnostics(ofCase: row.caseId).map { diagnostic in
                DiagnosticEvent(
                    at: PassPosition(step: diagnostic.step, frame: diagnostic.frame, pass: diagnostic.pass),
                    code: diagnostic.code, path: diagnostic.path, message: diagnostic.message
                )
            },
            loop: row.outcome == .stable || row.outcome == .error
                ? nil : CauseLoop.describe(try recording.causes(ofCase: row.caseId), lastStep: steps.count - 1, named: named),
            error: row.error
        )
    }

    /// The frames of named nodes, pass by pass, kept only where they changed. Only the latest
    /// frame of each node is held.
    private static func namedNodes(_ recording: Recording, caseId: Int64) throws -> ([NodeEvolution], Int) {
        let rows = try recording.namedNodeFrames(ofCase: caseId)
        var order: [Int64] = []
        var evolutions: [Int64: NodeEvolution] = [:]
        var omitted = Set<Int64>()
        while let row = try rows.next() {
            let proposal = "\(dimension(row.proposedWidth))×\(dimension(row.proposedHeight))"
            let frame = Rect(row.layout)
            let at = PassPosition(step: row.step, frame: row.frame, pass: row.pass)
            if var evolution = evolutions[row.node] {
                if let last = evolution.changes.last, last.frame != frame || last.proposal != proposal {
                    evolution.changes.append(.init(at: at, proposal: proposal, frame: frame))
                    evolutions[row.node] = evolution
                }
            } else if order.count < ReportLimits.namedNodes {
                order.append(row.node)
                let path = try recording.nodePath(row.node) ?? ""
                evolutions[row.node] = NodeEvolution(path: path, name: row.name, changes: [.init(at: at, proposal: proposal, frame: frame)])
            } else {
                omitted.insert(row.node)
            }
        }
        return (order.compactMap { evolutions[$0] }, omitted.count)
    }

    private static func dimension(_ value: Double?) -> String {
        value.map { Points($0).description } ?? "nil"
    }

    /// Values in recording order, each kept when it differs from the last one seen for the same
    /// node, name and role.
    private static func changedValues(_ rows: RecordedRows<CaseValue>) throws -> [ValueEvent] {
        var last: [[String?]: String] = [:]
        var events: [ValueEvent] = []
        while let row = try rows.next() {
            let event = ValueEvent(
                at: PassPosition(step: row.step, frame: row.frame, pass: row.pass), path: row.path, name: row.name,
                role: row.role, value: row.value
            )
            let identity = [event.path, event.name, event.role]
            if last[identity] != event.value {
                last[identity] = event.value
                events.append(event)
            }
        }
        return events
    }
}
