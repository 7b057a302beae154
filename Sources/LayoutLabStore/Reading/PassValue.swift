import GRDB

/// Which values of a pass: its preference values or its @State values.
public enum ValueKind: Sendable {
    case preference
    case state
}

/// A preference or @State value of one pass, with the place it belongs to: its node, then for a
/// preference the key and role, for state the property's name.
public struct PassValue: Hashable, Sendable, FetchableRecord {
    /// The node's id (``Recording/nodePath(_:)`` gives its path), or nil for a value of no node.
    public var node: Int64?
    /// The preference key's id (``Recording/preferenceKeyName(_:)`` gives its name); 0 for state.
    public var keyId: Int64
    /// A preference value's role (`write` or `read`), or a state value's property name.
    public var label: String
    /// The value's position among the pass's values of its kind.
    public var ordinal: Int64
    /// The value as JSON text.
    public var value: String

    public init(row: Row) throws {
        node = try row.decode(atIndex: 0)
        keyId = try row.decode(atIndex: 1)
        label = try row.decode(atIndex: 2)
        ordinal = try row.decode(atIndex: 3)
        value = try row.decode(atIndex: 4)
    }
}

extension Recording {
    /// A pass's values of one kind, ordered by node (no node first), key id and label as SQLite
    /// orders them (text by its bytes), then by ordinal.
    ///
    /// Each call prepares a statement of its own, so that two passes' values can be read side by
    /// side with the same SQL.
    public func values(_ kind: ValueKind, inPass pass: Int64) throws -> RecordedRows<PassValue> {
        let sql = switch kind {
        case .preference:
            "SELECT node_id, key_id, role, ordinal, value FROM preference_value WHERE pass_id = ? ORDER BY node_id, key_id, role, ordinal"
        case .state:
            "SELECT node_id, 0, name, ordinal, value FROM state_value WHERE pass_id = ? ORDER BY node_id, name, ordinal"
        }
        return RecordedRows(try PassValue.fetchCursor(db.makeStatement(sql: sql), arguments: [pass]))
    }

    /// A node's whole path, or nil for an unknown id.
    public func nodePath(_ node: Int64) throws -> String? {
        try String.fetchOne(db.cachedStatement(sql: "SELECT path FROM node_paths WHERE id = ?"), arguments: [node])
    }

    /// A preference key's type name, or nil for an unknown id.
    public func preferenceKeyName(_ key: Int64) throws -> String? {
        try String.fetchOne(db.cachedStatement(sql: "SELECT name FROM preference_key WHERE id = ?"), arguments: [key])
    }
}
