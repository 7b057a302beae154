import GRDB
import LayoutLabMigrations
import Synchronization

/// The tables, views and indexes of a database with the columns of each, as `sqlite_schema` and
/// `pragma table_info` report them: cheap to read, and enough to tell whether a database still
/// has what its migrations made before anything relies on it.
struct SchemaShape: Equatable {
    enum Kind: String {
        case table, view, index
    }

    struct Object: Equatable {
        var kind: Kind
        /// The table an index is on; the object's own name for a table or view.
        var table: String
        /// The columns of a table or view, in order; empty for an index.
        var columns: [String]
    }

    /// Objects by name, and their names in the order the schema lists them.
    var objects: [String: Object] = [:]
    var names: [String] = []
    /// Tables and views whose columns SQLite could not give, with its reason (a view over a
    /// column that is gone).
    var unreadable: [String: String] = [:]

    /// Reads the shape of `db`, leaving out SQLite's own objects and triggers.
    static func read(_ db: Database) throws -> SchemaShape {
        var shape = SchemaShape()
        let rows = try Row.fetchAll(db, sql: "SELECT type, name, tbl_name FROM sqlite_schema ORDER BY rowid")
        for row in rows {
            let name: String = try row.decode(atIndex: 1)
            guard !name.hasPrefix("sqlite_"), let kind = Kind(rawValue: try row.decode(atIndex: 0)) else { continue }
            var object = Object(kind: kind, table: try row.decode(atIndex: 2), columns: [])
            if kind != .index {
                do {
                    object.columns = try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info(?) ORDER BY cid", arguments: [name])
                } catch let error as DatabaseError {
                    shape.unreadable[name] = error.message ?? "SQLite error \(error.resultCode.rawValue)"
                }
            }
            shape.objects[name] = object
            shape.names.append(name)
        }
        return shape
    }

    /// What this shape lacks of `expected`, one phrase a problem ("table step has no column
    /// passes", "view final_frames is missing"), in the order `expected` lists its objects.
    /// Objects and columns beyond the expected ones are no problem: users may add their own.
    func problems(comparedWith expected: SchemaShape) -> [String] {
        var problems: [String] = []
        for name in expected.names {
            guard let wanted = expected.objects[name] else { continue }
            guard let found = objects[name] else {
                problems.append("\(wanted.kind) \(name) is missing")
                continue
            }
            if found.kind != wanted.kind {
                problems.append("\(name) is a \(found.kind), not a \(wanted.kind)")
            } else if wanted.kind == .index, found.table != wanted.table {
                problems.append("index \(name) is on \(found.table), not on \(wanted.table)")
            } else if let reason = unreadable[name] {
                problems.append("\(wanted.kind) \(name) cannot be read: \(reason)")
            } else {
                let missing = wanted.columns.filter { !found.columns.contains($0) }
                if !missing.isEmpty {
                    let list = missing.count == 1 ? "column \(missing[0])" : "columns " + missing.joined(separator: ", ")
                    problems.append("\(wanted.kind) \(name) has no \(list)")
                }
            }
        }
        return problems
    }

    /// The shape the migrations named by `identifiers` make, applied in order to an empty
    /// database in memory; worked out once per set of migrations.
    static func made(by identifiers: Set<String>) throws -> SchemaShape {
        if let known = madeShapes.withLock({ $0[identifiers] }) { return known }
        let db = try DatabaseQueue()
        let shape = try db.write { db in
            for migration in EmbeddedMigrations.all where identifiers.contains(migration.identifier) {
                try db.execute(sql: migration.sql)
            }
            // GRDB's own table, which the migrator adds.
            try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
            return try read(db)
        }
        madeShapes.withLock { $0[identifiers] = shape }
        return shape
    }

    private static let madeShapes = Mutex<[Set<String>: SchemaShape]>([:])
}
