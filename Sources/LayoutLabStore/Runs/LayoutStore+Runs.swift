import Foundation
import GRDB
import LayoutLab

extension LayoutStore {
    /// Starts a run: status `running`, the engine version, the command line, the host and the
    /// start time. A label must be unique and must not read as an id or as `latest~N`.
    public func createRun(
        label: String? = nil,
        command: String = CommandLine.arguments.joined(separator: " "),
        host: String = ProcessInfo.processInfo.hostName
    ) throws -> Run {
        if let label, let problem = RunReference.problem(withLabel: label) {
            throw StoreError.invalidLabel(label, reason: problem)
        }
        return try pool.write { db in
            if let label, let existing = try Int64.fetchOne(db, sql: "SELECT id FROM run WHERE label = ?", arguments: [label]) {
                throw StoreError.duplicateLabel(label, existingRun: existing)
            }
            var run = NewRun(
                label: label, startedAt: Date(), engineVersion: LayoutLabVersion.current, command: command, host: host
            )
            try run.insert(db)
            return try Run.fetchOne(db, key: run.id)!
        }
    }

    /// Ends a run as `complete`, `interrupted` or `failed`, and stamps its finish time.
    public func finishRun(_ id: Int64, status: RunStatus) throws {
        precondition(status != .running, "a run is finished as complete, interrupted or failed")
        try pool.write { db in
            try db.execute(
                sql: "UPDATE run SET status = ?, finished_at = ? WHERE id = ?",
                arguments: [status.rawValue, Date(), id]
            )
            if db.changesCount == 0 { throw StoreError.noSuchRun(id) }
        }
    }

    /// Every run, oldest first.
    public func runs() throws -> [Run] {
        try pool.read { db in try Run.order(Column("id")).fetchAll(db) }
    }

    /// The run a reference names: an id, a label, `latest` or `latest~N`. An unknown reference
    /// throws ``StoreError/unknownRun(reference:detail:suggestions:)`` with the labels nearest to it.
    public func run(_ reference: String) throws -> Run {
        try pool.read { db in
            let run: Run?
            switch RunReference(reference) {
            case .id(let id):
                run = try Run.fetchOne(db, key: id)
            case .label(let label):
                run = try Run.filter(Column("label") == label).fetchOne(db)
            case .latest(let back):
                run = try Run.order(Column("id").desc).limit(1, offset: back).fetchOne(db)
                if run == nil {
                    let count = try Run.fetchCount(db)
                    let detail = count == 0 ? "the database has no runs yet" : "the database has only \(count) run\(count == 1 ? "" : "s")"
                    throw StoreError.unknownRun(reference: reference, detail: detail, suggestions: [])
                }
            }
            if let run { return run }
            let labels = try String.fetchAll(db, sql: "SELECT label FROM run WHERE label IS NOT NULL ORDER BY id")
            throw StoreError.unknownRun(
                reference: reference,
                detail: "no run has that id or label",
                suggestions: NearMatches.suggestions(for: reference, among: labels)
            )
        }
    }

    /// The cases recorded in a run, in the order they were recorded.
    public func cases(ofRun id: Int64) throws -> [RunCase] {
        try pool.read { db in
            try RunCase.fetchAll(db, sql: "SELECT * FROM run_cases WHERE run_id = ? ORDER BY case_id", arguments: [id])
        }
    }
}
