import GRDB

/// A named node's proposal and layout frame in one pass of a case.
public struct NamedNodeFrame: Hashable, Sendable {
    public var step: Int
    public var frame: Int
    public var pass: Int
    /// The node's id (``Recording/nodePath(_:)`` gives its path).
    public var node: Int64
    /// The node's accessibilityIdentifier.
    public var name: String
    /// The proposal, nil on an axis left unspecified.
    public var proposedWidth: Double?
    public var proposedHeight: Double?
    public var layout: RecordedRect
}

/// A preference or @State value of a case, where it was seen.
public struct CaseValue: Hashable, Sendable {
    public var step: Int
    public var frame: Int
    public var pass: Int
    public var path: String?
    /// The preference key or the state property.
    public var name: String
    /// For a preference, `write` or `read`; nil for state.
    public var role: String?
    /// The value as JSON text.
    public var value: String
}

/// An action a pass queued, fired or dropped.
public struct CaseAction: Hashable, Sendable {
    public var step: Int
    public var frame: Int
    public var pass: Int
    public var path: String?
    public var action: String
    public var status: String
    public var detail: String?
}

extension Recording {
    /// The frames of a case's named nodes, pass by pass in recording order and each pass in tree
    /// order, read straight from the tables. The statement is the connection's cached one: read
    /// one case's frames to the end before asking for the next.
    public func namedNodeFrames(ofCase caseId: Int64) throws -> RecordedRows<NamedNodeFrame> {
        let rows = try Row.fetchCursor(
            db.cachedStatement(sql: """
                SELECT s.step_index, p.frame_index, p.pass_index, f.node_id, f.name,
                       f.proposed_width, f.proposed_height, f.x, f.y, f.width, f.height
                FROM step s
                JOIN pass p ON p.step_id = s.id
                JOIN node_frame f ON f.pass_id = p.id
                WHERE s.case_id = ? AND f.name IS NOT NULL
                ORDER BY s.step_index, p.frame_index, p.pass_index, f.ordinal
                """),
            arguments: [caseId]
        )
        return RecordedRows(rows.map { row in
            NamedNodeFrame(
                step: try row.decode(atIndex: 0), frame: try row.decode(atIndex: 1), pass: try row.decode(atIndex: 2),
                node: try row.decode(atIndex: 3), name: try row.decode(atIndex: 4),
                proposedWidth: try row.decode(atIndex: 5), proposedHeight: try row.decode(atIndex: 6), layout: try row.rect(at: 7)
            )
        })
    }

    /// A case's values of one kind in recording order: pass by pass, each pass's in its order.
    /// The statement is the connection's cached one: read one case's values of a kind to the end
    /// before asking for the next.
    public func values(_ kind: ValueKind, ofCase caseId: Int64) throws -> RecordedRows<CaseValue> {
        let sql = switch kind {
        case .preference:
            """
            SELECT step, frame, pass, node_path, "key" AS name, role, value FROM pass_preferences
            WHERE case_id = ? ORDER BY step, frame, pass, ordinal
            """
        case .state:
            """
            SELECT step, frame, pass, node_path, name, NULL AS role, value FROM pass_state
            WHERE case_id = ? ORDER BY step, frame, pass, ordinal
            """
        }
        return RecordedRows(try Row.fetchCursor(db.cachedStatement(sql: sql), arguments: [caseId]).map { row in
            CaseValue(
                step: try row.decode(atIndex: 0), frame: try row.decode(atIndex: 1), pass: try row.decode(atIndex: 2),
                path: try row.decode(atIndex: 3), name: try row.decode(atIndex: 4), role: try row.decode(atIndex: 5),
                value: try row.decode(atIndex: 6)
            )
        })
    }

    /// Every action of a case, in recording order.
    public func actions(ofCase caseId: Int64) throws -> [CaseAction] {
        try Row.fetchAll(
            db.cachedStatement(sql: "SELECT * FROM pass_actions WHERE case_id = ? ORDER BY step, frame, pass, ordinal"), arguments: [caseId]
        ).map { row in
            CaseAction(
                step: try row.decode(forColumn: "step"), frame: try row.decode(forColumn: "frame"),
                pass: try row.decode(forColumn: "pass"), path: try row.decode(forColumn: "node_path"),
                action: try row.decode(forColumn: "action"), status: try row.decode(forColumn: "status"),
                detail: try row.decode(forColumn: "detail")
            )
        }
    }
}
