import Foundation
import GRDB
import LayoutLab

/// A layoutlab database: runs, the cases recorded in them, and every layout pass of every case.
///
/// Open it with ``open(path:mode:lockTimeout:openedBySupervisor:waitNotice:)``; record with ``createRun(label:command:host:)``,
/// ``recordCase(run:scenario:variant:profile:limits:)`` and ``finishRun(_:status:)``; read
/// through ``read(_:)``, or with SQL of your own through ``reader`` and the contract views
/// (docs/schema.md, "The views"). Several stores, in one process or in
/// several, may use the same file at once: the file is in WAL mode, readers never wait, and
/// writers take turns case by case.
public final class LayoutStore: Sendable {
    public enum OpenMode: Sendable, Hashable {
        /// Creates the database when there is none (`layoutlab record`).
        case createIfMissing
        /// Requires an existing database, and upgrades it if it is older; a current one is only
        /// read (`runs`, `report`, `diff`, `trace`).
        case existingOnly
        /// Requires an existing, current database and never writes to it.
        case readOnly
    }

    /// The database file, as given.
    public let path: String
    /// Read access for reports and listings: the contract views, or any SQL.
    public var reader: any DatabaseReader { pool }

    let pool: DatabasePool
    let lockWaiting: LockWaiting
    /// Held while the file has other names (hard links): see ``LinkedFileLock``.
    private let linkedFileLock: LinkedFileLock?
    let recording = RecordingControl()
    let committedNodes = CommittedNodes()
    let knownPathHashes = KnownPathHashes()
    let committedPaints = CommittedPaints()

    private init(path: String, pool: DatabasePool, lockWaiting: LockWaiting, linkedFileLock: LinkedFileLock?) {
        self.path = path
        self.pool = pool
        self.lockWaiting = lockWaiting
        self.linkedFileLock = linkedFileLock
    }

    deinit {
        // The pool's connections go before the lock on the file's other names is let go; one
        // that cannot close keeps it (until the process ends).
        if (try? pool.close()) != nil { linkedFileLock?.release() }
    }

    /// Makes the database file whole and closes it: everything committed is copied from the
    /// write-ahead log into the `.sqlite` file itself (a checkpoint that empties the log), so a
    /// copy of that file alone, made as soon as the command returns, holds every finished run.
    /// Every writing command ends with this, on every path (docs/cli.md, "The database"). The
    /// store cannot be used afterwards. A checkpoint that another process's open read keeps from
    /// finishing within `checkpointWait` is left to that process's own close; `checkpointing:
    /// false` leaves it to another process that has the file open and closes it later (a record's
    /// supervisor, after its worker).
    public func close(checkpointing: Bool = true, checkpointWait: Duration = .seconds(10)) {
        if checkpointing, !pool.configuration.readonly {
            let deadline = ContinuousClock.now + checkpointWait
            lockWaiting.whileWaiting(abandonWhen: { ContinuousClock.now > deadline }, quietly: true) {
                _ = try? pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
            }
        }
        if (try? pool.close()) != nil { linkedFileLock?.release() }
    }

    /// What SQLite keeps beside a database, named after it: the write-ahead log, its shared-memory
    /// index, a rollback journal.
    public static let companionSuffixes = ["-wal", "-shm", "-journal"]

    /// The writer connection's page cache, in KiB (readers keep 8 MB).
    public static let writerCacheKiB = 2048

    /// The page size a new database is created with. A recording appends tens of thousands of
    /// rows a case: 16 KB pages (SQLite's default is 4 KB) make a quarter as many pages to write,
    /// spill and checkpoint, and a `rows-1000` record took 0.85–0.9 × the time
    /// (docs/performance.md, "Why it is as fast as it is"). A file that exists keeps its own.
    public static let newDatabasePageSize = 16384

    /// How many rows the recorder puts in one `INSERT` statement.
    public static var rowsPerInsertStatement: Int { BatchedInsert.batchSize }

    /// Opens (or creates) the database at `path` and brings its schema up to date.
    ///
    /// Everything that can be wrong with `path` is found before anything is written, and thrown as
    /// a ``StoreError`` with a one-line message: a missing folder, a folder in place of the file,
    /// an unreadable file, a file that is not SQLite or not layoutlab's, a schema newer than this
    /// binary's, and a damaged file (one whose tables, columns, views and indexes are not those
    /// its migrations made, or that SQLite finds corrupt). Such files are left byte for byte as
    /// they were. An older schema is upgraded.
    ///
    /// - Parameter lockTimeout: how long a write waits while another process holds the write lock,
    ///   which a recorder does for a whole case.
    /// - Parameter waitNotice: called once, on the waiting thread, when a lock held by another
    ///   process has been waited on for a second, with what is waited for, so that a command can
    ///   say why it is not moving.
    /// - Parameter openedBySupervisor: the calling process is a worker whose supervisor has this
    ///   file open through the same name (`record`'s worker, docs/cli.md, "Cases that fail"): it
    ///   checked the schema and pages a moment ago, and holds the lock a file with several names
    ///   takes (``LinkedFileLock``) for both of them, so the worker does none of these.
    public static func open(
        path: String, mode: OpenMode = .createIfMissing, lockTimeout: Duration = .seconds(600),
        openedBySupervisor: Bool = false, waitNotice: (@Sendable (String) -> Void)? = nil
    ) throws -> LayoutStore {
        let found = try DatabaseFileCheck.inspect(path: path, mode: mode)
        do {
            return try openChecked(
                path: path, found: found, mode: mode, lockTimeout: lockTimeout, openedBySupervisor: openedBySupervisor, waitNotice: waitNotice
            )
        } catch {
            let reported = DatabaseErrors.reported(error, database: path, lockTimeout: lockTimeout)
            // SQLite calls a file cut short malformed; its header says how long it should be.
            if case StoreError.damaged = reported, let cut = DatabaseFileCheck.shortfall(path: path) {
                throw StoreError.damaged(database: path, detail: "the file is cut short: it has \(cut.actual) of its \(cut.expected) bytes")
            }
            throw reported
        }
    }

    private static func openChecked(
        path: String, found: DatabaseFileCheck.Found, mode: OpenMode, lockTimeout: Duration, openedBySupervisor: Bool,
        waitNotice: (@Sendable (String) -> Void)?
    ) throws -> LayoutStore {
        let lockWaiting = LockWaiting(timeout: lockTimeout, database: path, notice: waitNotice)
        // Before anything reads the file through this name: a writer through another name may be
        // at work on it.
        let linkedFileLock = openedBySupervisor ? nil : try LinkedFileLock.acquire(path: path, exclusive: mode == .createIfMissing, waiting: lockWaiting)
        // Let go at once if the file is refused below (the store that would hold it is not made).
        var opened = false
        defer { if !opened { linkedFileLock?.release() } }
        // A supervisor has just checked the schema and pages of the file it hands its worker.
        let isCurrent = found == .sqliteFile && !openedBySupervisor ? try checkSchema(path: path, mode: mode) : openedBySupervisor
        // A read-write pool writes as it opens (GRDB makes sure the WAL file is not empty), so a
        // reader that needs no upgrade opens read-only and leaves the file as it was.
        let readsOnly = mode == .readOnly || (mode == .existingOnly && isCurrent)
        if !readsOnly, mode == .existingOnly { try linkedFileLock?.makeExclusive(path: path, waiting: lockWaiting) }

        var configuration = Configuration()
        configuration.readonly = readsOnly
        configuration.busyMode = lockWaiting.busyMode
        configuration.label = "layoutlab"
        configuration.prepareDatabase { db in
            // NORMAL is durable across application crashes in WAL mode and skips an fsync per commit.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            if db.configuration.readonly {
                // Reports and diffs read whole runs: 8 MB of page cache.
                try db.execute(sql: "PRAGMA cache_size = -8192")
            } else {
                // Before the pool switches the file to WAL, which fixes the page size of a new
                // database; SQLite ignores it for a database that has pages.
                try db.execute(sql: "PRAGMA page_size = \(newDatabasePageSize)")
                // The writer: 2 MB. A case is one long transaction; with a small cache its pages
                // spill to the WAL while layout goes on, not all at the commit, which then returns
                // sooner.
                try db.execute(sql: "PRAGMA cache_size = -\(writerCacheKiB)")
                // A statement that inserts many rows keeps the pages it changes in a statement
                // journal, to undo itself if a later row fails: a temporary file by default, to
                // which a `rows-1000` case wrote 134 MB in 15,000 system calls. In memory instead.
                try db.execute(sql: "PRAGMA temp_store = MEMORY")
                // A big case grows the WAL; give the space back after the checkpoint.
                try db.execute(sql: "PRAGMA journal_size_limit = 67108864")
            }
        }
        let pool = try openPool(path: path, configuration: configuration, timeout: lockTimeout)
        if readsOnly {
            let standing = try pool.read(SchemaMigrations.standing)
            if case .current(let version, false, _) = standing {
                throw StoreError.olderSchemaReadOnly(database: path, version: version, supported: SchemaMigrations.latestVersion)
            }
            if case .empty = standing {
                throw StoreError.olderSchemaReadOnly(database: path, version: 0, supported: SchemaMigrations.latestVersion)
            }
        } else {
            try migrate(pool, path: path)
        }
        opened = true
        return LayoutStore(path: path, pool: pool, lockWaiting: lockWaiting, linkedFileLock: linkedFileLock)
    }

    /// The schema version the database is at: the number of its newest applied migration.
    public func schemaVersion() throws -> Int {
        try pool.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0 }
    }

    /// The schema version this binary creates and understands.
    public static var supportedSchemaVersion: Int { SchemaMigrations.latestVersion }

    /// Reads the migration history of an existing SQLite file through a read-only connection, and
    /// refuses the file before any read-write connection (which switches it to WAL) touches it:
    /// somebody else's database, a newer one, or a damaged one, whose schema is not the shape its
    /// applied migrations make. Returns whether the database has every migration.
    private static func checkSchema(path: String, mode: OpenMode) throws -> Bool {
        var configuration = Configuration()
        configuration.readonly = true
        // A reader of a WAL database is briefly locked out while another process's last
        // connection checkpoints it on close; without a busy handler, several commands reading
        // the same file at once fail with "database is locked".
        configuration.busyMode = .timeout(10)
        let (problem, isCurrent): (String?, Bool) = try DatabaseQueue(path: path, configuration: configuration).read { db in
            switch try SchemaMigrations.standing(db) {
            case .empty:
                return (nil, false)
            case .foreign:
                throw StoreError.notLayoutLab(path)
            case .newer(let version):
                throw StoreError.newerSchema(database: path, version: version, supported: SchemaMigrations.latestVersion)
            case .damaged(let detail):
                return (detail, false)
            case .current(_, let isComplete, let applied):
                if let problem = try SchemaShape.read(db).problems(comparedWith: SchemaShape.made(by: applied)).first {
                    return (problem, isComplete)
                }
                return (try PageCheck.problem(db, path: path), isComplete)
            }
        }
        if let problem { throw StoreError.damaged(database: path, detail: problem) }
        return isCurrent
    }

    /// Opens the pool, which switches a new database to WAL. That switch needs the file to
    /// itself, and SQLite reports "database is locked" at once, without waiting, when another
    /// process opens the same new file at the same moment; so the open is tried again until the
    /// other process's switch is done (after which the switch is a no-op).
    private static func openPool(path: String, configuration: Configuration, timeout: Duration) throws -> DatabasePool {
        let deadline = ContinuousClock.now + timeout
        while true {
            do {
                return try DatabasePool(path: path, configuration: configuration)
            } catch let error as DatabaseError
                where (error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED) && ContinuousClock.now < deadline
            {
                usleep(UInt32.random(in: 5_000...20_000))
            }
        }
    }

    /// Applies the missing migrations. GRDB reads the migration history outside the migrations'
    /// own transactions, so two processes creating the same database at once can both try to
    /// apply the same file; the loser's transaction fails and rolls back, and a second look at
    /// the history shows the winner's work.
    private static func migrate(_ pool: DatabasePool, path: String) throws {
        let migrator = SchemaMigrations.migrator
        var attempt = 0
        while true {
            do {
                try migrator.migrate(pool)
                return
            } catch {
                attempt += 1
                switch try pool.read(SchemaMigrations.standing) {
                case .newer(let version):
                    throw StoreError.newerSchema(database: path, version: version, supported: SchemaMigrations.latestVersion)
                case .damaged(let detail):
                    throw StoreError.damaged(database: path, detail: detail)
                case .current(_, true, _):
                    return
                default:
                    break
                }
                if attempt >= 3 { throw error }
            }
        }
    }
}

extension LayoutStore {
    /// Writes a copy of the whole database, as it stands, to a new file at `path` (SQLite's
    /// `VACUUM INTO`: one consistent state, even while another process records). What `merge`
    /// builds its output on, so that the file it replaces is never written half.
    public func copyWhole(to path: String) throws {
        try DatabaseErrors.reporting(in: self.path, lockTimeout: lockWaiting.timeout) {
            // VACUUM runs outside any transaction.
            try pool.unsafeRead { db in try db.execute(sql: "VACUUM INTO ?", arguments: [path]) }
        }
    }
}

extension LayoutStore {
    /// Checks `path` as ``open(path:mode:lockTimeout:openedBySupervisor:waitNotice:)`` does before SQLite sees it
    /// (the folder, the kind of file, permissions, SQLite's header), without opening anything.
    public static func checkPath(_ path: String, mode: OpenMode) throws {
        _ = try DatabaseFileCheck.inspect(path: path, mode: mode)
    }
}
