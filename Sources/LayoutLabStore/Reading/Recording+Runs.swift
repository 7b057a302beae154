import GRDB
import LayoutLab

/// How a run's cases are listed.
public enum CaseOrder: Sendable {
    /// In the order they were recorded.
    case recorded
    /// By scenario, variant and profile.
    case byName
}

/// How many of a run's cases ended with one outcome.
public struct OutcomeCount: Hashable, Sendable, Decodable, FetchableRecord {
    public var runId: Int64
    public var outcome: CaseOutcome
    public var count: Int

    private enum CodingKeys: String, CodingKey {
        case runId = "run_id", outcome, count = "n"
    }
}

extension Recording {
    /// Every run, oldest first.
    public func runs() throws -> [Run] {
        try Run.order(Column("id")).fetchAll(db)
    }

    /// The run a reference names: an id, a label, `latest` or `latest~N`. An unknown reference
    /// throws ``StoreError/unknownRun(reference:detail:suggestions:)`` with the labels nearest to it.
    public func run(_ reference: String) throws -> Run {
        let run: Run?
        switch RunReference(reference) {
        case .id(let id):
            run = try Run.fetchOne(db, key: id)
        case .label(let label):
            run = try Run.filter(Column("label") == label).fetchOne(db)
        case .latest(let back):
            run = try Run.order(Column("id").desc).limit(1, offset: back).fetchOne(db)
            if run == nil {
                let count = try Run.fetchCount(db)
                let detail = count == 0 ? "the database has no runs yet" : "the database has only \(count) run\(count == 1 ? "" : "s")"
                throw StoreError.unknownRun(reference: reference, detail: detail, suggestions: [])
            }
        }
        if let run { return run }
        let labels = try String.fetchAll(db, sql: "SELECT label FROM run WHERE label IS NOT NULL ORDER BY id")
        throw StoreError.unknownRun(
            reference: reference,
            detail: "no run has that id or label",
            suggestions: NearMatches.suggestions(for: reference, among: labels)
        )
    }

    /// The cases recorded in a run.
    public func cases(ofRun id: Int64, order: CaseOrder = .recorded) throws -> [RunCase] {
        let sql = switch order {
        case .recorded: "SELECT * FROM run_cases WHERE run_id = ? ORDER BY case_id"
        case .byName: "SELECT * FROM run_cases WHERE run_id = ? ORDER BY scenario, variant, profile"
        }
        return try RunCase.fetchAll(db, sql: sql, arguments: [id])
    }

    /// The id of a run's case of `scenario`, `variant` on `profile`, or nil when it has none.
    public func caseId(inRun run: Int64, scenario: String, variant: String, profile: String) throws -> Int64? {
        try Int64.fetchOne(
            db, sql: "SELECT id FROM run_case WHERE run_id = ? AND scenario = ? AND variant = ? AND profile = ?",
            arguments: [run, scenario, variant, profile]
        )
    }

    /// The frames a case rendered, over all its steps.
    public func framesRendered(byCase caseId: Int64) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT SUM(frames) FROM step WHERE case_id = ?", arguments: [caseId]) ?? 0
    }

    /// For every run, how many of its cases ended with each outcome.
    public func outcomeCounts() throws -> [OutcomeCount] {
        try OutcomeCount.fetchAll(db, sql: "SELECT run_id, outcome, COUNT(*) AS n FROM run_cases GROUP BY run_id, outcome")
    }
}

extension Recording {
    /// Every knob's value in a run, in `Knobs.definitions` order. A knob the run did not record
    /// (an older run, or a knob added since) took its default.
    public func knobValues(ofRun id: Int64) throws -> [(key: String, value: String)] {
        let stored = try Dictionary(
            Row.fetchAll(db, sql: "SELECT key, value FROM run_knob WHERE run_id = ?", arguments: [id])
                .map { ($0["key"] as String, $0["value"] as String) },
            uniquingKeysWith: { _, last in last }
        )
        return Knobs.definitions.map { ($0.key, stored[$0.key] ?? $0.defaultValue) }
    }

    /// The knobs a run used that differ from this engine's defaults.
    public func changedKnobs(ofRun id: Int64) throws -> [(key: String, value: String)] {
        let defaults = Dictionary(uniqueKeysWithValues: Knobs().settings.map { ($0.key, $0.value) })
        return try knobValues(ofRun: id).filter { defaults[$0.key] != $0.value }
    }
}

extension Recording {
    /// The settled frame (its last step's final pass) of the first node named `name` in a case.
    public func settledFrame(named name: String, inCase caseId: Int64) throws -> RecordedRect? {
        guard let row = try Row.fetchOne(db, sql: """
            SELECT f.x, f.y, f.width, f.height
            FROM step s
            JOIN pass p ON p.step_id = s.id AND p.frame_index = s.final_frame AND p.pass_index = s.final_pass
            JOIN node_frame f ON f.pass_id = p.id
            WHERE s.case_id = ? AND f.name = ?
            ORDER BY s.step_index DESC, f.ordinal LIMIT 1
            """, arguments: [caseId, name]) else { return nil }
        return RecordedRect(x: row[0], y: row[1], width: row[2], height: row[3])
    }

    /// The distinct diagnostic codes of a case's last step.
    public func lastStepDiagnosticCodes(ofCase caseId: Int64) throws -> [String] {
        try String.fetchAll(db, sql: """
            SELECT DISTINCT d.code FROM diagnostic d JOIN pass p ON p.id = d.pass_id JOIN step s ON s.id = p.step_id
            WHERE s.case_id = ? AND s.step_index = (SELECT MAX(step_index) FROM step WHERE case_id = ?)
            ORDER BY d.code
            """, arguments: [caseId, caseId])
    }
}

/// A state write and the action that made it (a row of `pass_causes`).
public struct RecordedCause: Hashable, Sendable {
    public var step: Int
    public var frame: Int
    public var pass: Int
    public var actionPath: String?
    public var action: String
    public var detail: String?
    public var statePath: String?
    public var state: String
    public var oldValue: String
    public var newValue: String
}

extension Recording {
    /// The case's state writes with their actions, in order.
    public func causes(ofCase caseId: Int64) throws -> [RecordedCause] {
        try Row.fetchAll(db.cachedStatement(sql: """
            SELECT step, frame, pass, node_path, action, detail, state_node_path, state, old_value, new_value
            FROM pass_causes WHERE case_id = ? ORDER BY step, written_frame, written_pass, ordinal
            """), arguments: [caseId]).map { row in
            RecordedCause(
                step: row[0], frame: row[1], pass: row[2], actionPath: row[3], action: row[4], detail: row[5],
                statePath: row[6], state: row[7], oldValue: row[8], newValue: row[9]
            )
        }
    }
}
