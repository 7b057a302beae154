import GRDB
import LayoutLab
import LayoutLabStore

/// Builds a ``RunReport`` from the database, streaming each case's rows through cursors and
/// keeping only what changed.
public enum RunReporter {
    public static func report(_ reader: any DatabaseReader, run: Run, includesScenario: (String) -> Bool = { _ in true }) throws -> RunReport {
        try reader.read { db in
            let cases = try RunCase.fetchAll(db, sql: "SELECT * FROM run_cases WHERE run_id = ? ORDER BY scenario, variant, profile", arguments: [run.id])
            return RunReport(
                run: RunIdentity(run), status: run.status.rawValue, engineVersion: run.engineVersion,
                cases: try cases.filter { includesScenario($0.scenario) }.map { try report(db, $0) }
            )
        }
    }

    private static func report(_ db: Database, _ row: RunCase) throws -> CaseReport {
        let steps = try StepRecord.fetchAll(db, caseId: row.caseId)
        let (named, omitted) = try namedNodes(db, caseId: row.caseId)
        return CaseReport(
            key: CaseKey(scenario: row.scenario, variant: row.variant, profile: row.profile), summary: row.summary,
            timeline: row.timeline, outcome: row.outcome, passes: row.passes,
            steps: try steps.map { step in
                let wireframe = try Wireframe.load(db, step: step, pass: step.finalPassId)
                return StepReport(
                    index: step.index, event: step.event, orientation: step.orientation, screenWidth: Points(step.screenWidth),
                    screenHeight: Points(step.screenHeight), safeArea: step.safeArea.map(Points.init), outcome: step.outcome, cyclePeriod: step.cyclePeriod,
                    frames: step.frames, passes: step.passes, passesPerFrame: step.passesPerFrame,
                    finalLayout: wireframe.boxes.map { LayoutBox(path: $0.path, name: $0.name, frame: $0.frame) },
                    finalLayoutOmitted: wireframe.omitted
                )
            },
            namedNodes: named, namedNodesOmitted: omitted,
            preferences: try changedValues(
                db, sql: """
                    SELECT step, frame, pass, node_path, "key" AS name, role, value FROM pass_preferences
                    WHERE case_id = ? ORDER BY step, frame, pass, ordinal
                    """, caseId: row.caseId
            ),
            state: try changedValues(
                db, sql: """
                    SELECT step, frame, pass, node_path, name, NULL AS role, value FROM pass_state
                    WHERE case_id = ? ORDER BY step, frame, pass, ordinal
                    """, caseId: row.caseId
            ),
            actions: try Row.fetchAll(
                db, sql: "SELECT * FROM pass_actions WHERE case_id = ? ORDER BY step, frame, pass, ordinal", arguments: [row.caseId]
            ).map { row in
                ActionEvent(at: position(row), path: row["node_path"], action: row["action"], status: row["status"], detail: row["detail"])
            },
            diagnostics: try Row.fetchAll(
                db, sql: "SELECT * FROM run_diagnostics WHERE case_id = ? ORDER BY step, frame, pass", arguments: [row.caseId]
            ).map { row in
                DiagnosticEvent(at: position(row), code: row["code"], path: row["node_path"], message: row["message"])
            }
        )
    }

    private static func position(_ row: Row) -> PassPosition {
        PassPosition(step: row["step"], frame: row["frame"], pass: row["pass"])
    }

    /// The frames of named nodes, pass by pass, kept only where they changed. Named rows are read
    /// straight from the tables in recording order; only the latest frame of each node is held.
    private static func namedNodes(_ db: Database, caseId: Int64) throws -> ([NodeEvolution], Int) {
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT s.step_index, p.frame_index, p.pass_index, f.node_id, f.name,
                       f.proposed_width, f.proposed_height, f.x, f.y, f.width, f.height
                FROM step s
                JOIN pass p ON p.step_id = s.id
                JOIN node_frame f ON f.pass_id = p.id
                WHERE s.case_id = ? AND f.name IS NOT NULL
                ORDER BY s.step_index, p.frame_index, p.pass_index, f.ordinal
                """,
            arguments: [caseId]
        )
        var order: [Int64] = []
        var evolutions: [Int64: NodeEvolution] = [:]
        var omitted = Set<Int64>()
        while let row = try rows.next() {
            let node: Int64 = row["node_id"]
            let proposal = "\(dimension(row["proposed_width"]))×\(dimension(row["proposed_height"]))"
            let frame = Rect(x: row["x"], y: row["y"], width: row["width"], height: row["height"])
            let at = PassPosition(step: row["step_index"], frame: row["frame_index"], pass: row["pass_index"])
            if var evolution = evolutions[node] {
                if let last = evolution.changes.last, last.frame != frame || last.proposal != proposal {
                    evolution.changes.append(.init(at: at, proposal: proposal, frame: frame))
                    evolutions[node] = evolution
                }
            } else if order.count < ReportLimits.namedNodes {
                order.append(node)
                let path = try String.fetchOne(db, sql: "SELECT path FROM node_paths WHERE id = ?", arguments: [node]) ?? ""
                evolutions[node] = NodeEvolution(path: path, name: row["name"], changes: [.init(at: at, proposal: proposal, frame: frame)])
            } else {
                omitted.insert(node)
            }
        }
        return (order.compactMap { evolutions[$0] }, omitted.count)
    }

    private static func dimension(_ value: Double?) -> String {
        value.map { Points($0).description } ?? "nil"
    }

    /// Values in recording order, each kept when it differs from the last one seen for the same
    /// node, name and role.
    private static func changedValues(_ db: Database, sql: String, caseId: Int64) throws -> [ValueEvent] {
        let rows = try Row.fetchCursor(db, sql: sql, arguments: [caseId])
        var last: [[String?]: String] = [:]
        var events: [ValueEvent] = []
        while let row = try rows.next() {
            let event = ValueEvent(at: position(row), path: row["node_path"], name: row["name"], role: row["role"], value: row["value"])
            let identity = [event.path, event.name, event.role]
            if last[identity] != event.value {
                last[identity] = event.value
                events.append(event)
            }
        }
        return events
    }
}
