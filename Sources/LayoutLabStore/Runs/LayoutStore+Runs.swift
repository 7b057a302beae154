import Foundation
import GRDB
import LayoutLab

extension LayoutStore {
    /// Checks a label as ``createRun(label:command:host:knobs:)`` will, before any database is
    /// opened: a command refused for its label writes nothing.
    public static func checkLabel(_ label: String) throws {
        if let problem = RunReference.problem(withLabel: label) { throw StoreError.invalidLabel(label, reason: problem) }
    }

    /// Starts a run: status `running`, the engine version, the command line, the host and the
    /// start time. A label must be unique and must not read as an id or as `latest~N`.
    public func createRun(
        label: String? = nil,
        command: String = CommandLine.arguments.joined(separator: " "),
        host: String = ProcessInfo.processInfo.hostName,
        knobs: Knobs = Knobs()
    ) throws -> Run {
        if let label, let problem = RunReference.problem(withLabel: label) {
            throw StoreError.invalidLabel(label, reason: problem)
        }
        return try DatabaseErrors.reporting(in: path, lockTimeout: lockWaiting.timeout) {
            try pool.write { db in
                if let label, let existing = try Int64.fetchOne(db, sql: "SELECT id FROM run WHERE label = ?", arguments: [label]) {
                    throw StoreError.duplicateLabel(label, existingRun: existing)
                }
                var run = NewRun(
                    label: label, startedAt: Date(), engineVersion: LayoutLabVersion.current, command: command, host: host
                )
                try run.insert(db)
                for (key, value) in knobs.settings {
                    try db.execute(sql: "INSERT INTO run_knob (run_id, key, value) VALUES (?, ?, ?)", arguments: [run.id, key, value])
                }
                guard let inserted = try Run.fetchOne(db, key: run.id) else {
                    throw StoreError.damaged(database: path, detail: "a run just written cannot be read back")
                }
                return inserted
            }
        }
    }

    /// Ends a run as `complete`, `interrupted` or `failed`, and stamps its finish time.
    public func finishRun(_ id: Int64, status: RunStatus) throws {
        precondition(status != .running, "a run is finished as complete, interrupted or failed")
        try DatabaseErrors.reporting(in: path, lockTimeout: lockWaiting.timeout) {
            try pool.write { db in
                try db.execute(
                    sql: "UPDATE run SET status = ?, finished_at = ? WHERE id = ?",
                    arguments: [status.rawValue, Date(), id]
                )
                if db.changesCount == 0 { throw StoreError.noSuchRun(id) }
            }
        }
    }

    /// Deletes a run and everything recorded under it: what `record` does with its run when the
    /// file turns out to be damaged, so that no half-made run is left in a file it could not use.
    ///
    /// When damaged pages under the run's cases stop the cascade, the run's own row goes alone,
    /// with foreign keys off for the moment (`layoutlab check` then lists the orphaned rows).
    public func discardRun(_ id: Int64) throws {
        try DatabaseErrors.reporting(in: path, lockTimeout: lockWaiting.timeout) {
            do {
                try pool.write { db in try db.execute(sql: "DELETE FROM run WHERE id = ?", arguments: [id]) }
            } catch let error where DatabaseErrors.damage(in: error) != nil {
                try pool.writeWithoutTransaction { db in
                    try db.withForeignKeysUnenforced {
                        try db.execute(sql: "DELETE FROM run WHERE id = ?", arguments: [id])
                    }
                }
            }
        }
    }

    /// Every run, oldest first.
    public func runs() throws -> [Run] {
        try read { try $0.runs() }
    }

    /// The run a reference names: an id, a label, `latest` or `latest~N` (see ``Recording/run(_:)``).
    public func run(_ reference: String) throws -> Run {
        try read { try $0.run(reference) }
    }

    /// The cases recorded in a run, in the order they were recorded.
    public func cases(ofRun id: Int64) throws -> [RunCase] {
        try read { try $0.cases(ofRun: id) }
    }

    /// The knobs run `id` used that differ from this engine's defaults, by key (none for a run
    /// recorded before runs stored their knobs).
    public func changedKnobs(ofRun id: Int64) throws -> [(key: String, value: String)] {
        try read { try $0.changedKnobs(ofRun: id) }
    }
}
