import GRDB

/// Compares the settled layouts of two steps node by node, in SQL.
///
/// The frames are never loaded whole: one pass of A's rows joined to B's on the node id (the
/// `node_frame_node` index, named so that the plan cannot change: its entries carry the pass id,
/// so each row is one index probe) returns only the rows that differ
/// beyond the tolerance, and the nodes only in B are looked for only when the counts say there
/// are some.
enum NodeComparison {
    static func compare(_ db: Database, passA: Int64, passB: Int64, options: DiffOptions) throws -> [NodeChange] {
        let tolerance = options.tolerance
        let differs = ["x", "y", "width", "height", "render_x", "render_y", "render_width", "render_height"]
            .map { "abs(a.\($0) - b.\($0)) > :tolerance" }.joined(separator: " OR ")
        let filter = options.includesUnchanged ? "" : "AND (b.node_id IS NULL OR \(differs))"
        let matchedRows = try Row.fetchCursor(
            db,
            sql: """
                SELECT (SELECT path FROM node_paths WHERE id = a.node_id) AS path,
                       (SELECT kind FROM node WHERE id = a.node_id) AS kind,
                       b.node_id IS NOT NULL AS matched, coalesce(b.name, a.name) AS name,
                       a.x, a.y, a.width, a.height, a.render_x, a.render_y, a.render_width, a.render_height,
                       b.x AS b_x, b.y AS b_y, b.width AS b_width, b.height AS b_height,
                       b.render_x AS b_render_x, b.render_y AS b_render_y,
                       b.render_width AS b_render_width, b.render_height AS b_render_height
                FROM node_frame a
                LEFT JOIN node_frame b INDEXED BY node_frame_node ON b.pass_id = :passB AND b.node_id = a.node_id
                WHERE a.pass_id = :passA \(filter)
                ORDER BY a.ordinal
                """,
            arguments: ["passA": passA, "passB": passB, "tolerance": tolerance]
        )
        var changes: [NodeChange] = []
        var removed = 0
        while let row = try matchedRows.next() {
            let a = frames(row, prefix: "")
            if row["matched"] {
                changes.append(change(path: row["path"], name: row["name"], nodeKind: row["kind"], a: a, b: frames(row, prefix: "b_"), tolerance: tolerance))
            } else {
                removed += 1
                changes.append(NodeChange(
                    path: row["path"], name: row["name"], nodeKind: row["kind"], kind: .removed,
                    frame: Compared(a.layout, nil), delta: nil, render: nil
                ))
            }
        }

        // Node ids are unique within a pass, so B has nodes that A lacks exactly when it has more
        // rows than A has matched ones.
        let countA = try count(db, pass: passA)
        let countB = try count(db, pass: passB)
        if countB > countA - removed {
            let addedRows = try Row.fetchCursor(
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
            while let row = try addedRows.next() {
                changes.append(NodeChange(
                    path: row["path"], name: row["name"], nodeKind: row["kind"], kind: .added,
                    frame: Compared(nil, frames(row, prefix: "").layout), delta: nil, render: nil
                ))
            }
        }
        return changes
    }

    private static func count(_ db: Database, pass: Int64) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM node_frame WHERE pass_id = ?", arguments: [pass]) ?? 0
    }

    private static func frames(_ row: Row, prefix: String) -> (layout: Rect, render: Rect) {
        (
            Rect(x: row[prefix + "x"], y: row[prefix + "y"], width: row[prefix + "width"], height: row[prefix + "height"]),
            Rect(
                x: row[prefix + "render_x"], y: row[prefix + "render_y"],
                width: row[prefix + "render_width"], height: row[prefix + "render_height"]
            )
        )
    }

    /// Classifies a node found in both runs.
    private static func change(
        path: String, name: String?, nodeKind: String?, a: (layout: Rect, render: Rect), b: (layout: Rect, render: Rect),
        tolerance: Double
    ) -> NodeChange {
        let delta = a.layout.delta(to: b.layout)
        let moved = delta.x.value.magnitude > tolerance || delta.y.value.magnitude > tolerance
        let resized = delta.width.value.magnitude > tolerance || delta.height.value.magnitude > tolerance
        let renderChanged = a.render.differs(from: b.render, beyond: tolerance)
        // The rendered frame is worth showing only when a visual effect makes it differ from the
        // layout frame; otherwise it repeats the layout change.
        // (Rendered frames snap to the pixel grid, so "differ" means beyond the tolerance.)
        let effectChanged = renderChanged
            && (a.layout.differs(from: a.render, beyond: tolerance) || b.layout.differs(from: b.render, beyond: tolerance))
        let kind: NodeChange.Kind =
            switch (moved, resized) {
            case (true, true): .movedAndResized
            case (true, false): .moved
            case (false, true): .resized
            case (false, false): renderChanged ? .rendered : .unchanged
            }
        return NodeChange(
            path: path, name: name, nodeKind: nodeKind, kind: kind,
            frame: Compared(a.layout, b.layout), delta: delta,
            render: effectChanged ? Compared(a.render, b.render) : nil
        )
    }
}

extension Rect {
    func differs(from other: Rect, beyond tolerance: Double) -> Bool {
        let delta = delta(to: other)
        return [delta.x, delta.y, delta.width, delta.height].contains { $0.value.magnitude > tolerance }
    }

    /// `other` minus this, component by component.
    func delta(to other: Rect) -> Rect {
        Rect(
            x: other.x.value - x.value, y: other.y.value - y.value,
            width: other.width.value - width.value, height: other.height.value - height.value
        )
    }
}
