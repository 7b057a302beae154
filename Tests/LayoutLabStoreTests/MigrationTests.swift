import Foundation
import GRDB
import LayoutLabMigrations
@testable import LayoutLabStore
import Testing

@Suite("Migrations and schema")
struct MigrationTests {
    /// Package.swift embeds whatever .sql files the folder holds; EmbeddedMigrations lists them by
    /// hand (SwiftPM's generated names cannot be enumerated). This catches a file left out.
    @Test func embeddedListMatchesTheMigrationsFolder() throws {
        let folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Migrations")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".sql") }.sorted()
        #expect(EmbeddedMigrations.all.map { $0.identifier + ".sql" } == files)
        for migration in EmbeddedMigrations.all {
            let text = try String(contentsOf: folder.appendingPathComponent(migration.identifier + ".sql"), encoding: .utf8)
            #expect(migration.sql == text, "\(migration.identifier) differs from its file")
        }
        #expect(EmbeddedMigrations.all.map(\.version) == Array(1...EmbeddedMigrations.all.count), "numbered 0001, 0002, … without gaps")
    }

    @Test func freshDatabaseHasEveryTableAndViewAndItsVersion() throws {
        let folder = try TemporaryFolder()
        let store = try LayoutStore.open(path: folder.databasePath)
        try store.reader.read { db in
            let tables = Set(try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'"))
            let expectedTables: Set<String> = [
                "run", "run_case", "step", "pass", "node", "preference_key", "node_frame", "preference_value",
                "state_value", "action_event", "diagnostic", "schema_doc", "grdb_migrations",
            ]
            #expect(expectedTables.isSubset(of: tables))
            let views = Set(try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'view'"))
            #expect(Set(contractViews.keys).isSubset(of: views))
            let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier")
            #expect(applied == EmbeddedMigrations.all.map(\.identifier))
            #expect(try String.fetchOne(db, sql: "PRAGMA journal_mode") == "wal")
        }
        #expect(try store.schemaVersion() == EmbeddedMigrations.latestVersion)
        #expect(LayoutStore.supportedSchemaVersion == EmbeddedMigrations.latestVersion)
    }

    /// The writer's small cache makes a case's pages reach the WAL during layout, not at the commit.
    @Test func theWriterHasTheSmallerPageCache() throws {
        let folder = try TemporaryFolder()
        let store = try LayoutStore.open(path: folder.databasePath)
        let readerCache = try store.reader.read { db in try Int.fetchOne(db, sql: "PRAGMA cache_size") }
        let writerCache = try store.pool.writeWithoutTransaction { db in try Int.fetchOne(db, sql: "PRAGMA cache_size") }
        #expect(readerCache == -8192)
        #expect(writerCache == -LayoutStore.writerCacheKiB)
    }

    @Test func contractViewsHaveTheDocumentedColumns() throws {
        let folder = try TemporaryFolder()
        let store = try LayoutStore.open(path: folder.databasePath)
        try store.reader.read { db in
            for (view, columns) in contractViews {
                let actual = try db.columnNames(of: view)
                // The contract's columns come first, in its order; extras follow.
                #expect(Array(actual.prefix(columns.count)) == columns, "view \(view)")
            }
            let pass = try db.columnNames(of: "pass_frames")
            #expect(try db.columnNames(of: "final_frames") == pass, "final_frames has exactly the pass_frames columns")
        }
    }

    @Test func everyForeignKeyHasAnIndexStartingWithIt() throws {
        let folder = try TemporaryFolder()
        let store = try LayoutStore.open(path: folder.databasePath)
        try store.reader.read { db in
            let tables = try String.fetchAll(
                db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            )
            var foreignKeys = 0
            for table in tables {
                let keyColumns = try Row.fetchAll(db, sql: "SELECT \"from\" FROM pragma_foreign_key_list(?)", arguments: [table])
                    .map { $0["from"] as String }
                let leadingColumns = try Row.fetchAll(db, sql: "SELECT name FROM pragma_index_list(?)", arguments: [table])
                    .compactMap { index -> String? in
                        try String.fetchOne(
                            db, sql: "SELECT name FROM pragma_index_info(?) WHERE seqno = 0", arguments: [index["name"] as String]
                        )
                    }
                for column in keyColumns {
                    foreignKeys += 1
                    #expect(leadingColumns.contains(column), "\(table).\(column) has no index")
                }
            }
            #expect(foreignKeys >= 12)
        }
    }

    @Test func schemaDocsExplainEveryViewColumnAndEveryTable() throws {
        let folder = try TemporaryFolder()
        let store = try LayoutStore.open(path: folder.databasePath)
        let objects = try store.schemaDocumentation()
        for view in contractViews.keys {
            let object = try #require(objects.first { $0.name == view }, "\(view) is documented")
            #expect(object.kind == .view)
            #expect(!object.meaning.isEmpty)
            for column in object.columns {
                #expect(column.meaning != nil, "\(view).\(column.name) has a meaning")
            }
        }
        let tables = try store.reader.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        }
        for table in tables {
            #expect(objects.contains { $0.name == table && $0.kind == .table && !$0.meaning.isEmpty }, "table \(table)")
        }
        // The contract views come first, in the order DESIGN §5 lists them.
        #expect(objects.prefix(contractViews.count).allSatisfy { $0.kind == .view })
    }

    /// A database made by an older binary (here: one that knew only the first migration) is
    /// brought up to date, and keeps its rows.
    @Test func olderDatabaseIsUpgraded() throws {
        let folder = try TemporaryFolder()
        let path = folder.databasePath
        do {
            let first = try #require(EmbeddedMigrations.all.first)
            var migrator = DatabaseMigrator()
            migrator.registerMigration(first.identifier) { db in
                try db.execute(sql: first.sql)
                try db.execute(sql: "PRAGMA user_version = \(first.version)")
            }
            let queue = try DatabaseQueue(path: path)
            try migrator.migrate(queue)
            try queue.write { db in
                try db.execute(sql: """
                    INSERT INTO run (label, started_at, engine_version, command, host)
                    VALUES ('before-upgrade', '2025-01-01 00:00:00.000', '0.0.1', 'layoutlab record', 'old-host')
                    """)
            }
            #expect(try queue.read { try $0.tableExists("schema_doc") } == false)
        }
        let store = try LayoutStore.open(path: path, mode: .existingOnly)
        #expect(try store.schemaVersion() == EmbeddedMigrations.latestVersion)
        #expect(try store.run("before-upgrade").host == "old-host")
        #expect(try store.count("SELECT COUNT(*) FROM runs") == 1)
        #expect(try store.count("SELECT COUNT(*) FROM schema_doc") > 0)
    }
}
