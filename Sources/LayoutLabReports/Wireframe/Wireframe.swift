import GRDB

/// A step's settled layout, ready to draw: the screen and the nodes on it, in tree order (so a
/// child is drawn over its parent).
public struct Wireframe: Hashable, Sendable {
    public struct Box: Hashable, Sendable {
        public var path: String
        public var name: String?
        public var frame: Rect
    }

    public var screenWidth: Double
    public var screenHeight: Double
    /// Safe-area insets: top, leading, bottom, trailing.
    public var safeArea: [Double]
    public var boxes: [Box]
    /// Nodes on screen that were left out to keep the page light.
    public var omitted: Int

    /// Wireframes draw at most this many nodes: a screen rarely shows more, and a 10,000-row
    /// table must not turn into a page of a million elements.
    public static let nodeLimit = 1500

    /// The nodes of `pass` that intersect the screen, first `nodeLimit` in tree order.
    static func load(_ db: Database, step: StepRecord, pass: Int64) throws -> Wireframe {
        let onScreen = "pass_id = :pass AND x < :width AND y < :height AND x + width > 0 AND y + height > 0"
        let arguments: StatementArguments = ["pass": pass, "width": step.screenWidth, "height": step.screenHeight, "limit": nodeLimit]
        let boxes = try Row.fetchAll(
            db,
            sql: """
                SELECT (SELECT path FROM node_paths WHERE id = node_id) AS path, name, x, y, width, height
                FROM node_frame WHERE \(onScreen) ORDER BY ordinal LIMIT :limit
                """,
            arguments: arguments
        ).map { row in
            Box(path: row["path"], name: row["name"], frame: Rect(x: row["x"], y: row["y"], width: row["width"], height: row["height"]))
        }
        var omitted = 0
        if boxes.count == nodeLimit {
            let total = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM node_frame WHERE \(onScreen)", arguments: arguments) ?? 0
            omitted = total - nodeLimit
        }
        return Wireframe(
            screenWidth: step.screenWidth, screenHeight: step.screenHeight, safeArea: step.safeArea, boxes: boxes, omitted: omitted
        )
    }
}
