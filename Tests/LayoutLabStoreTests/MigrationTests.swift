import Foundation
import GRDB
import LayoutLab
import LayoutLabMigrations
import LayoutLabScenarios
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
        // The contract views come first, in the order docs/schema.md, "The views" lists them.
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

    /// Cases recorded before the OS generation was stored ran the iOS 18 calibration, or macOS 26
    /// on the macOS profile: the upgrade says so rather than leaving the column empty.
    @Test func casesFromBeforeVersion6RanTheirPlatformsFirstMeasuredGeneration() throws {
        let folder = try TemporaryFolder()
        do {
            let queue = try DatabaseQueue(path: folder.databasePath)
            try SchemaMigrations.migrator.migrate(queue, upTo: "0005_stack_spacing")
            try queue.write { db in
                try db.execute(sql: """
                    INSERT INTO run (id, label, started_at, engine_version, command, host)
                    VALUES (1, 'old', '2026-01-01 00:00:00.000', '0.1.0', 'layoutlab record', 'h')
                    """)
                for (id, profile) in [(1, "iphone-15"), (2, "mac-window")] {
                    try db.execute(
                        sql: """
                            INSERT INTO run_case (id, run_id, scenario, variant, profile, summary, timeline, outcome, steps, passes,
                                                  diagnostics, frame_rows, started_at, finished_at)
                            VALUES (?, 1, 's', '', ?, '', 'launch', 'stable', 0, 0, 0, 0, '2026-01-01', '2026-01-01')
                            """,
                        arguments: [id, profile]
                    )
                }
            }
        }
        let store = try LayoutStore.open(path: folder.databasePath, mode: .existingOnly)
        let cases = try store.read { try $0.cases(ofRun: 1) }
        #expect(cases.map { "\($0.profile) \($0.os)" } == ["iphone-15 ios-18", "mac-window macos-26"])
    }

    /// Schema 4 stores a path below a ForEach element after the element's. Paths a schema-3 binary
    /// stored whole stay as they were and read the same through the views, and a new recording of
    /// the same case finds those rows instead of storing its paths again.
    @Test func pathsStoredWholeBeforeVersion4AreFoundAfterTheUpgrade() async throws {
        func record(into store: LayoutStore) async throws {
            let run = try store.createRun(label: nil, command: "swift test", host: "h")
            _ = try await store.recordCase(
                run: run.id, scenario: NutritionTable.self, variant: "pads", profile: DeviceProfile.named("iphone-13")!
            )
            try store.finishRun(run.id, status: .complete)
        }
        let framePathsSQL = "SELECT node_path FROM pass_frames ORDER BY step, frame, pass, node_order"

        let reference = try TemporaryFolder()
        let recorded = try LayoutStore.open(path: reference.databasePath)
        try await record(into: recorded)
        let (nodes, framePaths) = try await recorded.reader.read { db in
            (
                try Row.fetchAll(db, sql: "SELECT id, path, kind FROM node_paths ORDER BY id")
                    .map { (id: $0["id"] as Int64, path: $0["path"] as String, kind: $0["kind"] as String?) },
                try String.fetchAll(db, sql: framePathsSQL)
            )
        }
        #expect(try recorded.count("SELECT COUNT(*) FROM node WHERE prefix_node_id IS NOT NULL") > nodes.count / 2)

        let folder = try TemporaryFolder()
        do {
            let queue = try DatabaseQueue(path: folder.databasePath)
            try SchemaMigrations.migrator.migrate(queue, upTo: "0003_schema_docs")
            try await queue.write { db in
                for node in nodes {
                    try db.execute(
                        sql: "INSERT INTO node (id, path, path_hash, kind) VALUES (?, ?, ?, ?)",
                        arguments: [node.id, node.path, PathHash.of(node.path), node.kind]
                    )
                }
            }
        }
        let upgraded = try LayoutStore.open(path: folder.databasePath, mode: .existingOnly)
        #expect(try upgraded.schemaVersion() == EmbeddedMigrations.latestVersion)
        #expect(try await upgraded.reader.read { db in try String.fetchAll(db, sql: "SELECT path FROM node_paths ORDER BY id") } == nodes.map(\.path))
        try await record(into: upgraded)
        #expect(try upgraded.count("SELECT COUNT(*) FROM node") == nodes.count, "no path stored again")
        #expect(try upgraded.count("SELECT COUNT(*) FROM node WHERE prefix_node_id IS NOT NULL") == 0)
        #expect(try await upgraded.reader.read { db in try String.fetchAll(db, sql: framePathsSQL) } == framePaths)
    }
}
