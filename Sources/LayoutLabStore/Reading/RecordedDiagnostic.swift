import GRDB

/// A diagnostic as recorded: where it was raised, its code, node and message.
public struct RecordedDiagnostic: Hashable, Sendable {
    public var step: Int
    public var frame: Int
    public var pass: Int
    public var code: String
    /// The node's path, or nil for a diagnostic about no node.
    public var path: String?
    public var message: String
}

extension Recording {
    /// A step's diagnostics, in the order they were raised.
    public func diagnostics(ofStep step: StepRecord) throws -> [RecordedDiagnostic] {
        try Row.fetchAll(
            db.cachedStatement(sql: """
                SELECT d.code, (SELECT path FROM node_paths WHERE id = d.node_id) AS path, d.message,
                       p.frame_index, p.pass_index
                FROM diagnostic d
                JOIN pass p ON p.id = d.pass_id
                WHERE p.step_id = ?
                ORDER BY p.frame_index, p.pass_index, d.id
                """),
            arguments: [step.id]
        ).map { row in
            RecordedDiagnostic(
                step: step.index, frame: try row.decode(atIndex: 3), pass: try row.decode(atIndex: 4),
                code: try row.decode(atIndex: 0), path: try row.decode(atIndex: 1), message: try row.decode(atIndex: 2)
            )
        }
    }

    /// A case's diagnostics, step by step, frame by frame and pass by pass.
    public func diagnostics(ofCase caseId: Int64) throws -> [RecordedDiagnostic] {
        try Row.fetchAll(
            db.cachedStatement(sql: "SELECT * FROM run_diagnostics WHERE case_id = ? ORDER BY step, frame, pass"), arguments: [caseId]
        ).map { row in
            RecordedDiagnostic(
                step: try row.decode(forColumn: "step"), frame: try row.decode(forColumn: "frame"),
                pass: try row.decode(forColumn: "pass"), code: try row.decode(forColumn: "code"),
                path: try row.decode(forColumn: "node_path"), message: try row.decode(forColumn: "message")
            )
        }
    }
}
