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
}
