import GRDB

/// Compares the preference and state values of two steps' final passes, in SQL, the way
/// ``NodeComparison`` compares frames: preferences by (node, key, role), state by (node, name).
enum ValueComparison {
    static func compare(_ db: Database, passA: Int64, passB: Int64, includesUnchanged: Bool) throws -> [ValueChange] {
        try compare(db, .preference, passA: passA, passB: passB, includesUnchanged: includesUnchanged)
            + compare(db, .state, passA: passA, passB: passB, includesUnchanged: includesUnchanged)
    }

    private struct Shape {
        var table: String
        /// The table's index on (node_id, pass_id, …). Named in the joins: without statistics
        /// SQLite may pick the key index instead, and every value in a big table shares one key,
        /// which turns the join quadratic.
        var nodeIndex: String
        /// The columns that identify a value within a pass, besides the node.
        var keys: [String]
        var nameSQL: String
        var roleSQL: String
    }

    private static func shape(_ kind: ValueChange.Kind) -> Shape {
        switch kind {
        case .preference:
            Shape(
                table: "preference_value", nodeIndex: "preference_value_node", keys: ["key_id", "role"],
                nameSQL: "(SELECT name FROM preference_key WHERE id = side.key_id)", roleSQL: "side.role"
            )
        case .state:
            Shape(table: "state_value", nodeIndex: "state_value_node", keys: ["name"], nameSQL: "side.name", roleSQL: "NULL")
        }
    }

    private static func compare(
        _ db: Database, _ kind: ValueChange.Kind, passA: Int64, passB: Int64, includesUnchanged: Bool
    ) throws -> [ValueChange] {
        let shape = shape(kind)
        // `IS` matches a NULL node (a value no node owns) and still uses the node index.
        let match = (["node_id"] + shape.keys).map { "b.\($0) IS a.\($0)" }.joined(separator: " AND ")
        let name = shape.nameSQL.replacingOccurrences(of: "side.", with: "a.")
        let role = shape.roleSQL.replacingOccurrences(of: "side.", with: "a.")
        let filter = includesUnchanged ? "" : "AND b.value IS NOT a.value"
        var changes: [ValueChange] = []
        var removed = 0
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT (SELECT path FROM node WHERE id = a.node_id) AS path, \(name) AS name, \(role) AS role,
                       a.value AS a_value, b.value AS b_value, b.pass_id IS NOT NULL AS matched
                FROM \(shape.table) a
                LEFT JOIN \(shape.table) b INDEXED BY \(shape.nodeIndex) ON b.pass_id = :passB AND \(match)
                WHERE a.pass_id = :passA \(filter)
                ORDER BY a.ordinal
                """,
            arguments: ["passA": passA, "passB": passB]
        )
        while let row = try rows.next() {
            if !row["matched"] { removed += 1 }
            changes.append(ValueChange(
                kind: kind, path: row["path"], name: row["name"], role: row["role"],
                value: Compared(row["a_value"], row["b_value"])
            ))
        }

        let countA = try count(db, shape.table, pass: passA)
        let countB = try count(db, shape.table, pass: passB)
        guard countB > countA - removed else { return changes }
        let bName = shape.nameSQL.replacingOccurrences(of: "side.", with: "b.")
        let bRole = shape.roleSQL.replacingOccurrences(of: "side.", with: "b.")
        let added = try Row.fetchCursor(
            db,
            sql: """
                SELECT (SELECT path FROM node WHERE id = b.node_id) AS path, \(bName) AS name, \(bRole) AS role, b.value
                FROM \(shape.table) b
                WHERE b.pass_id = :passB
                  AND NOT EXISTS (SELECT 1 FROM \(shape.table) a INDEXED BY \(shape.nodeIndex) WHERE a.pass_id = :passA AND \(match))
                ORDER BY b.ordinal
                """,
            arguments: ["passA": passA, "passB": passB]
        )
        while let row = try added.next() {
            changes.append(ValueChange(
                kind: kind, path: row["path"], name: row["name"], role: row["role"], value: Compared(nil, row["value"])
            ))
        }
        return changes
    }

    private static func count(_ db: Database, _ table: String, pass: Int64) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table) WHERE pass_id = ?", arguments: [pass]) ?? 0
    }
}
