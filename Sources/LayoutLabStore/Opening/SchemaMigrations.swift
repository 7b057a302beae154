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
        /// Tables, but no `grdb_migrations`: somebody else's database.
        case foreign
        /// Migrated by this binary's migrations, possibly not all of them yet.
        case current(version: Int, isComplete: Bool)
        /// Migrated by a newer binary: it has migrations this one does not know.
        case newer(version: Int)
    }

    /// Reads the migration history without writing anything.
    static func standing(_ db: Database) throws -> Standing {
        let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
        if tables.isEmpty { return .empty }
        guard tables.contains("grdb_migrations") else { return .foreign }
        let applied = try migrator.appliedIdentifiers(db)
        let userVersion = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        let knownIdentifiers = Set(known.map(\.identifier))
        let unknown = applied.subtracting(knownIdentifiers)
        let recordedVersion = max(userVersion, applied.map(versionNumber).max() ?? 0)
        if !unknown.isEmpty || recordedVersion > latestVersion {
            return .newer(version: recordedVersion)
        }
        return .current(version: recordedVersion, isComplete: try migrator.hasCompletedMigrations(db))
    }

    /// `0004_something` → 4.
    private static func versionNumber(_ identifier: String) -> Int {
        Int(identifier.prefix { $0.isNumber }) ?? 0
    }
}
