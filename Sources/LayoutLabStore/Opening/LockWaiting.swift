import Foundation
import GRDB
import Synchronization

/// How a connection waits when another process holds the database's write lock.
///
/// A recorder holds the write lock for a whole case (one transaction per case), which can take
/// far longer than a usual busy timeout, so a second `layoutlab record` on the same file has to
/// wait its turn patiently. The wait is given up when the timeout runs out, or at once when the
/// case that is waiting is cancelled or the store is interrupted (SIGINT), which SQLite's own
/// timeout could not do.
final class LockWaiting: Sendable {
    let timeout: Duration
    /// The database waited for, as the user named it.
    let database: String
    /// Asked on every retry; true ends the wait with SQLITE_BUSY.
    private let abandon = Mutex<(@Sendable () -> Bool)?>(nil)
    /// Told once per wait, after a second, what is waited for.
    private let notice: (@Sendable (String) -> Void)?
    private let noticeGiven = Mutex(false)

    /// How long a wait goes on before the user is told of it.
    static let noticeAfter = Duration.seconds(1)

    init(timeout: Duration, database: String = "", notice: (@Sendable (String) -> Void)? = nil) {
        self.timeout = timeout
        self.database = database
        self.notice = notice
    }

    /// Tells the user, once, that the command waits for another process, and for how long it will.
    func waitedLong() {
        guard let notice, noticeGiven.withLock({ given in defer { given = true }; return !given }) else { return }
        notice("waiting for another process that holds the lock on \"\(database)\" (a record or merge writing to it); giving up after \(Self.seconds(timeout)) s")
    }

    static func seconds(_ duration: Duration) -> String {
        let value = Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
        return value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    /// Installs the question the next waits ask, for the duration of `body`. Writes are serial on
    /// a store's one writer connection, so at most one guard is active at a time. `quietly`: the
    /// wait is not told (a closing checkpoint's few seconds, not the lock timeout).
    func whileWaiting<T>(abandonWhen shouldAbandon: @escaping @Sendable () -> Bool, quietly: Bool = false, _ body: () throws -> T) rethrows -> T {
        abandon.withLock { $0 = shouldAbandon }
        if quietly { noticeGiven.withLock { $0 = true } }
        defer {
            abandon.withLock { $0 = nil }
            if quietly { noticeGiven.withLock { $0 = false } }
        }
        return try body()
    }

    var busyMode: Database.BusyMode {
        .callback { [self] tries in shouldRetry(afterTries: tries) }
    }

    /// Sleeps a little longer on each retry (1 ms, 2 ms … 10 ms), so a waiter notices quickly
    /// when a short transaction ends, without spinning through a long one.
    private func shouldRetry(afterTries tries: Int) -> Bool {
        if abandon.withLock({ $0?() ?? false }) { return false }
        let waitedMilliseconds = tries < 10 ? tries * (tries + 1) / 2 : 55 + (tries - 10) * 10
        guard Duration.milliseconds(waitedMilliseconds) < timeout else { return false }
        if Duration.milliseconds(waitedMilliseconds) >= Self.noticeAfter { waitedLong() }
        usleep(UInt32(min(tries + 1, 10) * 1_000))
        return true
    }
}
