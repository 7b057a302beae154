import GRDB

/// One node of one pass, with the step, frame and pass it belongs to: a line of `layoutlab trace`.
public struct PassTreeNode: Hashable, Sendable {
    public var step: Int
    /// The step's timeline event, e.g. `launch(portrait)`.
    public var event: String
    public var frame: Int
    public var pass: Int
    /// The node's id, the same in every pass of the case.
    public var node: Int64
    public var path: String
    public var name: String?
    /// The proposal, nil on an axis left unspecified.
    public var proposedWidth: Double?
    public var proposedHeight: Double?
    public var geometry: NodeGeometry
    /// What the node models (`HStack`, `frame`, `Text`).
    public var kind: String? = nil
    /// The gap its parent stack left before it, when the parent is an HStack or a VStack.
    public var spacingBefore: Double? = nil
}

extension Recording {
    /// Every node of every pass of a case (or of one step), pass by pass, each pass in tree order;
    /// with `from`, a step's passes from that frame and pass on (the passes a report draws).
    ///
    /// The statement is the connection's cached one (a report reads a tree for each step of
    /// hundreds of cases): read one tree to its end before asking for the next.
    public func passTree(ofCase caseId: Int64, step: Int? = nil, from first: (frame: Int, pass: Int)? = nil) throws -> RecordedRows<PassTreeNode> {
        let stepFilter = step == nil ? "" : "AND s.step_index = :step"
        let passFilter = first == nil ? "" : "AND (p.frame_index, p.pass_index) >= (:frame, :pass)"
        let rows = try Row.fetchCursor(
            db.cachedStatement(sql: """
                SELECT s.step_index, s.event, p.frame_index, p.pass_index, f.node_id, n.path, f.name,
                       f.proposed_width, f.proposed_height, f.x, f.y, f.width, f.height,
                       f.render_x, f.render_y, f.render_width, f.render_height, n.kind, f.spacing_before
                FROM step s
                JOIN pass p ON p.step_id = s.id
                JOIN node_frame f ON f.pass_id = p.id
                JOIN node_paths n ON n.id = f.node_id
                WHERE s.case_id = :case \(stepFilter) \(passFilter)
                ORDER BY s.step_index, p.frame_index, p.pass_index, f.ordinal
                """),
            arguments: ["case": caseId, "step": step, "frame": first?.frame, "pass": first?.pass]
        )
        return RecordedRows(rows.map { row in
            PassTreeNode(
                step: try row.decode(atIndex: 0), event: try row.decode(atIndex: 1), frame: try row.decode(atIndex: 2),
                pass: try row.decode(atIndex: 3), node: try row.decode(atIndex: 4), path: try row.decode(atIndex: 5),
                name: try row.decode(atIndex: 6), proposedWidth: try row.decode(atIndex: 7),
                proposedHeight: try row.decode(atIndex: 8), geometry: try row.geometry(at: 9),
                kind: try row.decode(atIndex: 17), spacingBefore: try row.decode(atIndex: 18)
            )
        })
    }
}
