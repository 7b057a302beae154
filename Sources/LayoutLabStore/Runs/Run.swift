import Foundation
import GRDB

/// Where a run stands. `running` until the recorder finishes it; `interrupted` after SIGINT or
/// SIGTERM (the cases finished before it are kept), `failed` after an error, `abandoned` when its
/// recording process died without finishing it (`LayoutStore.markAbandonedRuns`).
public enum RunStatus: String, Codable, Sendable, CaseIterable {
    case running, complete, interrupted, failed, abandoned
}

/// One `layoutlab record` invocation: a row of the `run` table (and of the `runs` view).
public struct Run: Codable, Hashable, Sendable, Identifiable, FetchableRecord, TableRecord {
    public static let databaseTableName = "run"
    public static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase

    public var id: Int64
    public var label: String?
    public var status: RunStatus
    public var startedAt: Date
    public var finishedAt: Date?
    public var engineVersion: String
    public var command: String
    public var host: String
    /// The recording process on `host` (nil for runs recorded before runs kept it).
    public var pid: Int64?
    /// When the recorder last committed a case.
    public var heartbeatAt: Date?
}

/// A run as it is inserted, before SQLite has given it an id.
struct NewRun: Encodable, MutablePersistableRecord {
    static let databaseTableName = Run.databaseTableName
    static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase

    var id: Int64?
    var label: String?
    var status = RunStatus.running
    var startedAt: Date
    var finishedAt: Date?
    var engineVersion: String
    var command: String
    var host: String
    var pid = Int64(ProcessInfo.processInfo.processIdentifier)
    var heartbeatAt: Date?

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
