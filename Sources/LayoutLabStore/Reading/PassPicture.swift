import Foundation
import GRDB
import LayoutLab

/// Everything a picture of one pass needs: the step's screen, and each node's frame and paint in
/// tree order (docs/rendering.md).
public struct PassPicture: Sendable {
    public var step: StepRecord
    public var frame: Int
    public var pass: Int
    public var nodes: [PicturedNode]
    /// Nodes left out: off the screen, or past the limit asked for.
    public var omitted = 0
}

/// One node of a pictured pass.
public struct PicturedNode: Hashable, Sendable {
    public var path: String
    public var kind: String?
    public var name: String?
    /// The layout frame; a render transform in `paint` moves what is drawn in it.
    public var layout: RecordedRect
    public var paint: NodePaint?
}

extension Recording {
    /// The nodes of a pass with their paints: each node's latest paint row of the case at or
    /// before the pass (rows are written only when a paint changes). With `onScreen`, only the
    /// nodes whose frames meet the screen, the first `limit` of them: what a page can carry of a
    /// list thousands of rows long. A `margin` widens the screen by that many points on each side:
    /// a picture that shows what overflows the screen needs the nodes just past its edges. Without
    /// `paints`, only the frames are read (what changed since a pass that is not drawn).
    public func picture(
        ofCase caseId: Int64, step: StepRecord, frame: Int, pass: Int, onScreen: Bool = false, margin: Double = 0, limit: Int = .max,
        paints readsPaints: Bool = true
    ) throws -> PassPicture? {
        // The statements are the connection's cached ones: a report reads these same few for each
        // of hundreds of cases, and preparing one cost more than running it.
        guard let passId = try Int64.fetchOne(
            db.cachedStatement(sql: "SELECT id FROM pass WHERE step_id = ? AND frame_index = ? AND pass_index = ?"),
            arguments: [step.id, frame, pass]
        ) else { return nil }
        var paints: [Int64: NodePaint] = [:]
        // SQLite takes the bare columns from the row that holds the MAX.
        let paintRows = !readsPaints ? nil : try Row.fetchCursor(
            db.cachedStatement(sql: """
                SELECT d.node_id, d.paint_id, pt.description, MAX(d.pass_id) FROM node_paint d LEFT JOIN paint pt ON pt.id = d.paint_id
                WHERE d.case_id = ? AND d.pass_id <= ? GROUP BY d.node_id
                """),
            arguments: [caseId, passId]
        )
        while let row = try paintRows?.next() {
            guard let paintId: Int64 = row[1] else { continue }
            paints[row[0]] = try decodedPaints.paint(paintId) { row[2] }
        }
        let screenFilter = onScreen
            ? "AND f.x < :width + :margin AND f.y < :height + :margin AND f.x + f.width > -:margin AND f.y + f.height > -:margin" : ""
        let total = try nodeCount(ofPass: passId)
        // Read in place from a cursor: fetching all rows first copies each into a row of its own.
        let nodes = try Array(Row.fetchCursor(
            db.cachedStatement(sql: """
                SELECT f.node_id, n.path, n.kind, f.name, f.x, f.y, f.width, f.height
                FROM node_frame f JOIN node_paths n ON n.id = f.node_id
                WHERE f.pass_id = :pass \(screenFilter) ORDER BY f.ordinal LIMIT :limit
                """),
            arguments: ["pass": passId, "width": step.screenWidth, "height": step.screenHeight, "margin": margin, "limit": limit]
        ).map { row in
            PicturedNode(
                path: try row.decode(atIndex: 1), kind: try row.decode(atIndex: 2), name: try row.decode(atIndex: 3),
                layout: try row.rect(at: 4), paint: paints[try row.decode(atIndex: 0)]
            )
        })
        return PassPicture(step: step, frame: frame, pass: pass, nodes: nodes, omitted: total - nodes.count)
    }
}

/// A node's paint changing in a pass: a row of `node_paints`.
public struct PaintChange: Hashable, Sendable {
    public var step: Int
    public var frame: Int
    public var pass: Int
    public var path: String
    public var kind: String?
    /// The paint from this pass on; nil when the node stopped drawing.
    public var paint: NodePaint?
}

extension Recording {
    /// Every paint change of a case, in the order the passes ran.
    public func paintChanges(ofCase caseId: Int64) throws -> [PaintChange] {
        let decoder = JSONDecoder()
        return try Row.fetchAll(
            db,
            sql: "SELECT step, frame, pass, node_path, node_kind, paint FROM node_paints WHERE case_id = ? ORDER BY pass_id, node_id",
            arguments: [caseId]
        ).map { row in
            let description: String? = row[5]
            return PaintChange(
                step: row[0], frame: row[1], pass: row[2], path: row[3], kind: row[4],
                paint: try description.map { try decoder.decode(NodePaint.self, from: Data($0.utf8)) }
            )
        }
    }
}
