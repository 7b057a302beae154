import Foundation
import GRDB
import LayoutLabMigrations
import LayoutLabStore
import Testing

@Suite("Opening a database")
struct OpeningTests {
    @Test func missingFolderIsRefusedAndNothingIsCreated() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("no-such-folder/layoutlab.sqlite")
        let error = #expect(throws: StoreError.self) { try LayoutStore.open(path: path) }
        #expect(error == .missingFolder(database: path, folder: folder.path("no-such-folder")))
        #expect(error?.description.contains("no-such-folder") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.path("no-such-folder")))
    }

    @Test func folderInPlaceOfTheFileIsRefused() throws {
        let folder = try TemporaryFolder()
        let error = #expect(throws: StoreError.self) { try LayoutStore.open(path: folder.url.path) }
        #expect(error == .pathIsFolder(folder.url.path))
    }

    @Test func missingDatabaseIsRefusedWhenOneIsRequired() throws {
        let folder = try TemporaryFolder()
        for mode in [LayoutStore.OpenMode.existingOnly, .readOnly] {
            let error = #expect(throws: StoreError.self) { try LayoutStore.open(path: folder.databasePath, mode: mode) }
            #expect(error == .missingDatabase(folder.databasePath))
        }
        #expect(!FileManager.default.fileExists(atPath: folder.databasePath))
    }

    @Test func nonSQLiteFileIsRefusedAndLeftByteForByte() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("notes.sqlite")
        let original = Data("These are my notes, not a database. They are long enough to have a header.\n".utf8)
        try original.write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: StoreError.self) { try LayoutStore.open(path: path) }
        #expect(error == .notSQLite(path))
        #expect(error?.description == "\"\(path)\" is not a SQLite database (it does not start with the SQLite header)")
        #expect(try bytes(of: path) == original)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test func shortFileIsNotSQLite() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("short.sqlite")
        try Data("SQLite".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: StoreError.notSQLite(path)) { try LayoutStore.open(path: path) }
        #expect(try bytes(of: path) == Data("SQLite".utf8))
    }

    @Test func emptyFileBecomesADatabase() throws {
        let folder = try TemporaryFolder()
        _ = FileManager.default.createFile(atPath: folder.databasePath, contents: Data())
        let store = try LayoutStore.open(path: folder.databasePath, mode: .existingOnly)
        #expect(try store.schemaVersion() == EmbeddedMigrations.latestVersion)
    }

    /// A new database gets the recorder's page size; one that exists keeps its own, which SQLite
    /// cannot change in WAL mode.
    @Test func aNewDatabaseGetsLargePagesAndAnOldOneKeepsItsOwn() throws {
        let folder = try TemporaryFolder()
        let store = try LayoutStore.open(path: folder.databasePath)
        #expect(try store.count("PRAGMA page_size") == LayoutStore.newDatabasePageSize)

        let oldPath = folder.path("old.sqlite")
        let old = try DatabaseQueue(path: oldPath)
        try old.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA page_size = 4096")
            try db.execute(sql: "PRAGMA journal_mode = WAL")
        }
        try old.close()
        let reopened = try LayoutStore.open(path: oldPath)
        #expect(try reopened.schemaVersion() == EmbeddedMigrations.latestVersion)
        #expect(try reopened.count("PRAGMA page_size") == 4096)
    }

    /// What another process leaves for a moment while it creates the database: GRDB's history
    /// table, empty, before the first migration commits. The database is new, not foreign.
    @Test func aDatabaseBeingCreatedIsNotSomeoneElses() throws {
        let folder = try TemporaryFolder()
        try DatabaseQueue(path: folder.databasePath).write { db in
            try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
        }
        let store = try LayoutStore.open(path: folder.databasePath)
        #expect(try store.schemaVersion() == EmbeddedMigrations.latestVersion)
        // With a stranger's history in it, it is still refused.
        let other = folder.path("other.sqlite")
        try DatabaseQueue(path: other).write { db in
            try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY); INSERT INTO grdb_migrations VALUES ('v1')")
        }
        #expect(throws: StoreError.notLayoutLab(other)) { try LayoutStore.open(path: other) }
    }

    @Test func someoneElsesSQLiteDatabaseIsRefusedAndLeftByteForByte() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("other.sqlite")
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "CREATE TABLE contacts (name TEXT); INSERT INTO contacts VALUES ('Ada')")
        }
        let original = try bytes(of: path)
        #expect(throws: StoreError.notLayoutLab(path)) { try LayoutStore.open(path: path) }
        #expect(try bytes(of: path) == original)
    }

    /// A database migrated by a newer layoutlab has a migration this binary does not know.
    @Test func newerSchemaIsRefusedAndLeftByteForByte() throws {
        let folder = try TemporaryFolder()
        let path = folder.databasePath
        let future = EmbeddedMigrations.latestVersion + 1
        do {
            let store = try LayoutStore.open(path: path)
            _ = try store.createRun(label: "made-by-the-future", command: "layoutlab record", host: "h")
        }
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations VALUES (?)", arguments: [String(format: "%04d_future", future)])
            try db.execute(sql: "PRAGMA user_version = \(future)")
        }
        let original = try bytes(of: path)
        let error = #expect(throws: StoreError.self) { try LayoutStore.open(path: path) }
        #expect(error == .newerSchema(database: path, version: future, supported: EmbeddedMigrations.latestVersion))
        #expect(error?.description.contains("schema version \(future)") == true)
        #expect(error?.description.contains("(\(EmbeddedMigrations.latestVersion))") == true)
        #expect(try bytes(of: path) == original)
        // Refused in every mode.
        #expect(throws: StoreError.self) { try LayoutStore.open(path: path, mode: .readOnly) }
        #expect(try bytes(of: path) == original)
    }

    @Test func unreadableFileIsRefused() throws {
        // Permission bits do not stop root, which is who runs CI here.
        guard getuid() != 0 else { return }
        let folder = try TemporaryFolder()
        _ = try LayoutStore.open(path: folder.databasePath)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: folder.databasePath)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: folder.databasePath) }
        #expect(throws: StoreError.unreadable(folder.databasePath)) { try LayoutStore.open(path: folder.databasePath) }
    }

    @Test func readOnlyOpenReadsWithoutWriting() throws {
        let folder = try TemporaryFolder()
        do {
            let store = try LayoutStore.open(path: folder.databasePath)
            _ = try store.createRun(label: "baseline", command: "layoutlab record", host: "h")
        }
        let store = try LayoutStore.open(path: folder.databasePath, mode: .readOnly)
        #expect(try store.run("baseline").label == "baseline")
        #expect(throws: (any Error).self) { try store.createRun(label: "another", command: "c", host: "h") }
    }
}
