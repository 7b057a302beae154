import GRDB

/// Compares the preference and state values of two steps' final passes, in SQL, the way
/// ``NodeComparison`` compares frames: preferences by (node, key, role, occurrence),
/// state by (node, name, occurrence).
enum ValueComparison {
    static func compare(_ db: Database, passA: Int64, passB: Int64, includesUnchanged: Bool) throws -> [ValueChange] {
        try compare(db, .preference, passA: passA, passB: passB, includesUnchanged: includesUnchanged)
            + compare(db, .state, passA: passA, passB: passB, includesUnchanged: includesUnchanged)
    }

    private struct Shape {
        var table: String
        /// The columns that identify a value within a pass, besides the node.
        var keys: [String]
        var nameSQL: String
        var roleSQL: String
    }

    private static func shape(_ kind: ValueChange.Kind) -> Shape {
        switch kind {
        case .preference:
            Shape(
                table: "preference_value", keys: ["key_id", "role"],
                nameSQL: "(SELECT name FROM preference_key WHERE id = side.key_id)", roleSQL: "side.role"
            )
        case .state:
            Shape(table: "state_value", keys: ["name"], nameSQL: "side.name", roleSQL: "NULL")
        }
    }

    private static func compare(
        _ db: Database, _ kind: ValueChange.Kind, passA: Int64, passB: Int64, includesUnchanged: Bool
    ) throws -> [ValueChange] {
        let shape = shape(kind)
        // One node may hold several values under the same key and role (a reader writes its
        // measurement, then resets the key for its ancestors), so values pair by their occurrence
        // among those, in pass order. `IS` matches a NULL node (a value no node owns).
        let identity = ["node_id"] + shape.keys
        let match = (identity + ["occurrence"]).map { "b.\($0) IS a.\($0)" }.joined(separator: " AND ")
        func side(_ pass: String) -> String {
            """
            SELECT *, ROW_NUMBER() OVER (PARTITION BY \(identity.joined(separator: ", ")) ORDER BY ordinal) AS occurrence
            FROM \(shape.table) WHERE pass_id = \(pass)
            """
        }
        // Both sides are materialised once; SQLite indexes `b` automatically for the join.
        let sides = "WITH a AS MATERIALIZED (\(side(":passA"))), b AS MATERIALIZED (\(side(":passB")))"
        let name = shape.nameSQL.replacingOccurrences(of: "side.", with: "a.")
        let role = shape.roleSQL.replacingOccurrences(of: "side.", with: "a.")
        let filter = includesUnchanged ? "" : "WHERE b.value IS NOT a.value"
        var changes: [ValueChange] = []
        var removed = 0
        let rows = try Row.fetchCursor(
            db,
            sql: """
                \(sides)
                SELECT (SELECT path FROM node WHERE id = a.node_id) AS path, \(name) AS name, \(role) AS role,
                       a.value AS a_value, b.value AS b_value, b.pass_id IS NOT NULL AS matched
                FROM a LEFT JOIN b ON \(match)
                \(filter)
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
                \(sides)
                SELECT (SELECT path FROM node WHERE id = b.node_id) AS path, \(bName) AS name, \(bRole) AS role, b.value
                FROM b WHERE NOT EXISTS (SELECT 1 FROM a WHERE \(match))
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
