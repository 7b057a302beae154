import GRDB

/// A node of a pass that shows on the screen: what a wireframe draws.
public struct ScreenNode: Hashable, Sendable {
    public var path: String
    public var name: String?
    public var layout: RecordedRect
}

extension Recording {
    /// The nodes of `pass` whose layout frames intersect a `width` × `height` screen, in tree
    /// order, the first `limit` of them.
    public func nodes(ofPass pass: Int64, onScreenOf width: Double, by height: Double, limit: Int) throws -> [ScreenNode] {
        try Row.fetchAll(
            db.cachedStatement(sql: """
                SELECT (SELECT path FROM node_paths WHERE id = node_id) AS path, name, x, y, width, height
                FROM node_frame WHERE \(Self.onScreen) ORDER BY ordinal LIMIT :limit
                """),
            arguments: ["pass": pass, "width": width, "height": height, "limit": limit]
        ).map { row in
            ScreenNode(path: try row.decode(atIndex: 0), name: try row.decode(atIndex: 1), layout: try row.rect(at: 2))
        }
    }

    /// How many nodes of `pass` intersect a `width` × `height` screen.
    public func nodeCount(ofPass pass: Int64, onScreenOf width: Double, by height: Double) throws -> Int {
        try Int.fetchOne(
            db.cachedStatement(sql: "SELECT COUNT(*) FROM node_frame WHERE \(Self.onScreen)"),
            arguments: ["pass": pass, "width": width, "height": height]
        ) ?? 0
    }

    /// How many nodes `pass` placed.
    public func nodeCount(ofPass pass: Int64) throws -> Int {
        try Int.fetchOne(db.cachedStatement(sql: "SELECT COUNT(*) FROM node_frame WHERE pass_id = ?"), arguments: [pass]) ?? 0
    }

    private static let onScreen = "pass_id = :pass AND x < :width AND y < :height AND x + width > 0 AND y + height > 0"
}
