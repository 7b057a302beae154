import GRDB

/// A node of pass A beside the node of the same id in pass B: what the diff sorts into moved,
/// resized and removed nodes.
public struct NodeInTwoPasses: Hashable, Sendable {
    public var path: String
    public var kind: String?
    /// The node's accessibilityIdentifier: B's, or A's when B gives none.
    public var name: String?
    public var a: NodeGeometry
    /// The node in pass B, or nil when B lacks it.
    public var b: NodeGeometry?
}

/// A node of one pass: its path, kind, name and frames.
public struct PassNode: Hashable, Sendable {
    public var path: String
    public var kind: String?
    public var name: String?
    public var geometry: NodeGeometry
}

extension Recording {
    /// The nodes of pass A in tree order, each beside the node of the same id in pass B: only
    /// those that B lacks or that moved beyond `tolerance` in any layout or rendered coordinate,
    /// unless `includesUnchanged`.
    ///
    /// The frames are never loaded whole: both passes are read in tree order side by side, a node
    /// found elsewhere in B is looked up through the `node_frame_node` index (``PassFrameMerge``),
    /// and only the rows that differ are decoded.
    public func nodes(ofPass passA: Int64, comparedWith passB: Int64, tolerance: Double, includesUnchanged: Bool) throws -> RecordedRows<NodeInTwoPasses> {
        let merge = try PassFrameMerge(db, passA: passA, passB: passB, tolerance: tolerance, includesUnchanged: includesUnchanged)
        return RecordedRows(next: merge.next)
    }

    /// The nodes of pass B that pass A lacks, in tree order.
    public func nodes(ofPass passB: Int64, absentFrom passA: Int64) throws -> RecordedRows<PassNode> {
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT (SELECT path FROM node_paths WHERE id = b.node_id) AS path,
                       (SELECT kind FROM node WHERE id = b.node_id) AS kind,
                       b.name, b.x, b.y, b.width, b.height, b.render_x, b.render_y, b.render_width, b.render_height
                FROM node_frame b
                WHERE b.pass_id = :passB
                  AND NOT EXISTS (
                      SELECT 1 FROM node_frame a INDEXED BY node_frame_node WHERE a.pass_id = :passA AND a.node_id = b.node_id
                  )
                ORDER BY b.ordinal
                """,
            arguments: ["passA": passA, "passB": passB]
        )
        return RecordedRows(rows.map { row in
            PassNode(
                path: try row.decode(atIndex: 0), kind: try row.decode(atIndex: 1), name: try row.decode(atIndex: 2),
                geometry: try row.geometry(at: 3)
            )
        })
    }

    /// How many nodes a pass laid out.
    public func nodeCount(inPass pass: Int64) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM node_frame WHERE pass_id = ?", arguments: [pass]) ?? 0
    }
}
