import Foundation
import GRDB

// Runs whose recording process died (docs/cli.md, "Runs that died"). A run is `running` while
// its recorder lives; once that process is gone the run will never finish, and it is shown, then
// marked, `abandoned`. Its finished cases stay: each was committed whole.

extension Run {
    /// How long a run recorded on another host may go without a heartbeat before it counts as
    /// abandoned: its process cannot be asked, and a case takes seconds, not an hour.
    public static let heartbeatTimeout: TimeInterval = 3600

    /// Whether this `running` run's recorder is gone: on `host`, its process is not alive; on
    /// another host (or without a process id), its last heartbeat, or its start, is older than
    /// `heartbeatTimeout`.
    public func isAbandoned(host currentHost: String = ProcessInfo.processInfo.hostName, now: Date = Date(), isAlive: (Int32) -> Bool = Run.processIsAlive) -> Bool {
        guard status == .running else { return false }
        if host == currentHost, let pid, pid > 0, pid <= Int64(Int32.max) {
            return !isAlive(Int32(pid))
        }
        return now.timeIntervalSince(heartbeatAt ?? startedAt) > Self.heartbeatTimeout
    }

    /// The status to show: `abandoned` for a running run whose recorder is gone.
    public var shownStatus: RunStatus { isAbandoned() ? .abandoned : status }

    /// Whether a process with this id exists (a signal-0 probe: EPERM means it exists but is not ours).
    public static func processIsAlive(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}

extension LayoutStore {
    /// Marks `abandoned` every running run whose recorder is gone (see ``Run/isAbandoned(host:now:isAlive:)``);
    /// returns the runs it marked. `record` calls it before it starts a run.
    @discardableResult
    public func markAbandonedRuns(now: Date = Date(), isAlive: (Int32) -> Bool = Run.processIsAlive) throws -> [Run] {
        let host = ProcessInfo.processInfo.hostName
        let dead = try runs().filter { $0.isAbandoned(host: host, now: now, isAlive: isAlive) }
        guard !dead.isEmpty else { return [] }
        try DatabaseErrors.reporting(in: path, lockTimeout: lockWaiting.timeout) {
            try pool.write { db in
                for run in dead {
                    try db.execute(sql: "UPDATE run SET status = 'abandoned' WHERE id = ? AND status = 'running'", arguments: [run.id])
                }
            }
        }
        return dead
    }
}
