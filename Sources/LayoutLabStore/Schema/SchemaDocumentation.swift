import GRDB

/// A documented view or table, for `layoutlab schema`: its columns as SQLite reports them, with
/// the meanings the `schema_doc` table (migration 0003) gives them.
public struct SchemaObject: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case view, table
    }

    public var name: String
    public var kind: Kind
    public var meaning: String
    public var columns: [SchemaColumn]
}

public struct SchemaColumn: Hashable, Sendable {
    public var name: String
    /// The declared type (`INTEGER`, `REAL`, `TEXT`), or empty for a view's computed column.
    public var type: String
    /// What the column holds; nil for a table column whose name says it all (ids, keys).
    public var meaning: String?
}

extension LayoutStore {
    /// Every documented object, contract views first, in the order the documentation lists them.
    public func schemaDocumentation() throws -> [SchemaObject] {
        try pool.read { db in
            let objects = try Row.fetchAll(db, sql: """
                SELECT object, kind, meaning FROM schema_doc WHERE column_name = '' ORDER BY kind <> 'view', id
                """)
            return try objects.map { object in
                let name: String = object["object"]
                let meanings = try Dictionary(
                    Row.fetchAll(
                        db, sql: "SELECT column_name, meaning FROM schema_doc WHERE object = ? AND column_name <> ''",
                        arguments: [name]
                    ).map { ($0["column_name"] as String, $0["meaning"] as String) },
                    uniquingKeysWith: { first, _ in first }
                )
                let columns = try Row.fetchAll(db, sql: "SELECT name, type FROM pragma_table_info(?) ORDER BY cid", arguments: [name])
                    .map { column in
                        let columnName: String = column["name"]
                        return SchemaColumn(name: columnName, type: column["type"] ?? "", meaning: meanings[columnName])
                    }
                return SchemaObject(
                    name: name, kind: SchemaObject.Kind(rawValue: object["kind"]) ?? .table, meaning: object["meaning"],
                    columns: columns
                )
            }
        }
    }
}
