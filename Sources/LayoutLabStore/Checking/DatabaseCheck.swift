import Foundation
import GRDB

/// What `layoutlab check` found in a database, area by area: the file's length, the schema's
/// shape, SQLite's own check of the pages, the foreign keys, and runs left `running`.
public struct DatabaseCheck: Sendable {
    public struct Area: Sendable, Hashable {
        /// `file`, `schema`, `pages`, `foreign keys` or `runs`.
        public var name: String
        /// What is wrong, a line each; empty when the area is clean.
        public var problems: [String]
        /// What was looked at, when nothing is wrong: "version 5: 13 tables, 10 views, 14 indexes".
        public var summary: String
    }

    public var areas: [Area]

    public var isClean: Bool { areas.allSatisfy(\.problems.isEmpty) }
    public var problemCount: Int { areas.reduce(0) { $0 + $1.problems.count } }
}

extension LayoutStore {
    /// Checks the database at `path` without writing to it: the tables, columns, views and indexes
    /// its migrations make, SQLite's `quick_check` (`integrity_check` with `full`, which also
    /// compares every index with its table and takes longer), the foreign keys, and runs still
    /// marked `running`. A damaged file is what this is for, so damage is reported, not thrown;
    /// a path that holds no layoutlab database at all throws the ``StoreError`` `open` would.
    public static func check(
        path: String, full: Bool = false, lockTimeout: Duration = .seconds(600), waitNotice: (@Sendable (String) -> Void)? = nil
    ) throws -> DatabaseCheck {
        _ = try DatabaseFileCheck.inspect(path: path, mode: .readOnly)
        // A file with several names is read as a reader does (``LinkedFileLock``).
        let waiting = LockWaiting(timeout: lockTimeout, database: path, notice: waitNotice)
        let linkedFileLock = try LinkedFileLock.acquire(path: path, exclusive: false, waiting: waiting)
        defer { linkedFileLock?.release() }
        let file = fileArea(path: path)
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(10)
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: path, configuration: configuration)
        } catch {
            // A file SQLite cannot even open (cut short, its first page overwritten) still gets
            // its whole report: every area, each saying why it could not be looked at.
            guard let detail = DatabaseErrors.damage(in: error) else { throw DatabaseErrors.reported(error, database: path) }
            let unread = ["schema", "pages", "foreign keys", "runs"].map { name in
                DatabaseCheck.Area(name: name, problems: ["cannot be read: SQLite cannot open the file (\(detail))"], summary: "")
            }
            return DatabaseCheck(areas: [file] + unread)
        }
        // Statement by statement, outside a transaction: a read transaction's end can fail on
        // a damaged file and take the findings with it.
        return try queue.inDatabase { db in
            var areas = [file, try schemaArea(db, path: path)]
            areas.append(try area("pages") { try pageProblems(db, path: path, full: full) })
            areas.append(try area("foreign keys") { try foreignKeyProblems(db) })
            areas.append(try area("runs") { try runProblems(db) })
            return DatabaseCheck(areas: areas)
        }
    }

    /// The file's length against the length its header gives: a bad copy or a download cut off.
    private static func fileArea(path: String) -> DatabaseCheck.Area {
        if let cut = DatabaseFileCheck.shortfall(path: path) {
            return DatabaseCheck.Area(name: "file", problems: ["the file is cut short: it has \(cut.actual) of its \(cut.expected) bytes"], summary: "")
        }
        return DatabaseCheck.Area(name: "file", problems: [], summary: "\(PageCheck.fileSize(path)) bytes, as many as its header gives")
    }

    /// The shape against what the applied migrations make. A database of another application or
    /// of a newer layoutlab is not checked further: it throws.
    private static func schemaArea(_ db: Database, path: String) throws -> DatabaseCheck.Area {
        try area("schema") {
            switch try SchemaMigrations.standing(db) {
            case .empty:
                return ([], "no tables yet: a new database")
            case .foreign:
                throw StoreError.notLayoutLab(path)
            case .newer(let version):
                throw StoreError.newerSchema(database: path, version: version, supported: SchemaMigrations.latestVersion)
            case .damaged(let detail):
                return ([detail], "")
            case .current(let version, let isComplete, let applied):
                let shape = try SchemaShape.read(db)
                let expected = try SchemaShape.made(by: applied)
                let counts = [SchemaShape.Kind.table, .view, .index].map { kind in
                    let count = expected.names.filter { expected.objects[$0]?.kind == kind }.count
                    return "\(count) \(kind)\(count == 1 ? "" : kind == .index ? "es" : "s")"
                }
                let upgrade = isComplete ? "" : " (opening it with record, runs, report or diff upgrades it to \(SchemaMigrations.latestVersion))"
                return (shape.problems(comparedWith: expected), "version \(version): " + counts.joined(separator: ", ") + upgrade)
            }
        }
    }

    /// `integrity_check` with `full`, or while the file is small enough for it to be quick (as
    /// every command's own check on opening does: ``PageCheck``); `quick_check` otherwise.
    private static func pageProblems(_ db: Database, path: String, full: Bool) throws -> ([String], String) {
        let pragma = full ? "integrity_check" : PageCheck.wholeFilePragma(path: path)
        let lines = try String.fetchAll(db, sql: "PRAGMA \(pragma)(100)")
        let findings = PageCheck.findings(lines)
        return (lines == ["ok"] ? [] : findings.isEmpty ? lines : findings, "SQLite's \(pragma) found nothing wrong")
    }

    /// Rows whose parent row is gone, counted by table and parent.
    private static func foreignKeyProblems(_ db: Database) throws -> ([String], String) {
        var orphans: [String: Int] = [:]
        var order: [String] = []
        let rows = try Row.fetchCursor(db, sql: "PRAGMA foreign_key_check")
        while let row = try rows.next() {
            let table: String = try row.decode(atIndex: 0), parent: String = try row.decode(atIndex: 2)
            let key = "\(table) → \(parent)"
            if orphans[key] == nil { order.append(key) }
            orphans[key, default: 0] += 1
        }
        let problems = order.map { key -> String in
            let parts = key.components(separatedBy: " → ")
            let count = orphans[key] ?? 0
            return "\(count) row\(count == 1 ? "" : "s") of \(parts[0]) refer\(count == 1 ? "s" : "") to a \(parts[1]) row that is gone"
        }
        return (problems, "every row's parent is there")
    }

    private static func runProblems(_ db: Database) throws -> ([String], String) {
        guard try db.tableExists("run") else { return ([], "no runs") }
        let runs = try Run.order(Column("id")).fetchAll(db)
        let running = runs.filter { $0.status == .running }.map { run in
            let name = run.label.map { "run \(run.id) \"\($0)\"" } ?? "run \(run.id)"
            return "\(name) is still running (started \(run.startedAt.formatted(.iso8601))): a record in progress, or one that was killed"
        }
        return (running, "\(runs.count) run\(runs.count == 1 ? "" : "s"), none left running")
    }

    /// Runs one area's check; damage it meets while reading is one of its problems.
    private static func area(_ name: String, _ check: () throws -> ([String], String)) throws -> DatabaseCheck.Area {
        do {
            let (problems, summary) = try check()
            return DatabaseCheck.Area(name: name, problems: problems, summary: summary)
        } catch let error where !(error is StoreError) {
            guard let detail = DatabaseErrors.damage(in: error) else { throw error }
            return DatabaseCheck.Area(name: name, problems: [detail], summary: "")
        }
    }
}
