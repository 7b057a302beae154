import GRDB
import LayoutLabMigrations

/// The embedded `Migrations/*.sql` as a GRDB migrator, and what a database's migration history
/// says about it.
enum SchemaMigrations {
    static let known = EmbeddedMigrations.all
    static var latestVersion: Int { EmbeddedMigrations.latestVersion }

    /// Each file runs in its own transaction (GRDB's default), then records its number in
    /// `PRAGMA user_version`, so that tools without GRDB can read the schema version too.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for migration in known {
            migrator.registerMigration(migration.identifier) { db in
                try db.execute(sql: migration.sql)
                try db.execute(sql: "PRAGMA user_version = \(migration.version)")
            }
        }
        return migrator
    }

    /// Where an existing database stands relative to this binary.
    enum Standing: Equatable {
        /// No tables at all: a new database.
        case empty
        /// Tables, but none of layoutlab's migrations: somebody else's database.
        case foreign
        /// Migrated by this binary's migrations (`applied`), possibly not all of them yet.
        case current(version: Int, isComplete: Bool, applied: Set<String>)
        /// Migrated by a newer binary: it has migrations this one does not know.
        case newer(version: Int)
        /// A migration history no layoutlab wrote: damaged bytes.
        case damaged(String)
    }

    /// Reads the migration history without writing anything.
    static func standing(_ db: Database) throws -> Standing {
        let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
        if tables.isEmpty { return .empty }
        guard tables.contains("grdb_migrations") else { return .foreign }
        let applied = try migrator.appliedIdentifiers(db)
        // GRDB creates its history table before the first migration's transaction: a database
        // another process is creating right now has that table alone, still empty. It is new,
        // not somebody else's (two records starting on one new file met this).
        if tables == ["grdb_migrations"], applied.isEmpty { return .empty }
        // Another application that migrates with GRDB has a history too, without layoutlab's first file.
        guard let first = known.first, applied.contains(first.identifier) else { return .foreign }
        let userVersion = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        let unknown = applied.subtracting(known.map(\.identifier))
        let appliedVersion = applied.map(versionNumber).max() ?? 0
        if let stranger = unknown.sorted().first(where: { versionNumber($0) <= latestVersion }) {
            return .damaged("the migration history holds \"\(stranger)\", which no layoutlab wrote")
        }
        if userVersion > appliedVersion {
            return .damaged("the header's schema version \(userVersion) is past the migration history's \(appliedVersion)")
        }
        if !unknown.isEmpty {
            return .newer(version: appliedVersion)
        }
        return .current(version: appliedVersion, isComplete: try migrator.hasCompletedMigrations(db), applied: applied)
    }

    /// `0004_something` → 4.
    private static func versionNumber(_ identifier: String) -> Int {
        Int(identifier.prefix { $0.isNumber }) ?? 0
    }
}
