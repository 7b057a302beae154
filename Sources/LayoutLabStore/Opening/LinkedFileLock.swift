import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// One database, several names: SQLite keeps a database's write-ahead log and its shared-memory
/// index beside the *name* it was opened by (`a.sqlite-wal`, `b.sqlite-wal`), so two processes
/// that open one file through two hard links each see their own log, neither waits for the
/// other, and both write the same pages: the file is corrupted. (Symbolic links are safe:
/// SQLite resolves them to the file's own name.)
///
/// So while a database file has more than one name, every command holds an advisory lock on the
/// file itself (`flock`, which belongs to the file, not to a name), exclusive to write and
/// shared to read, for as long as its store is open; the store's close empties the log into the
/// file first, so the next holder, through whichever name, finds the whole database in it.
/// Writers through links take turns command by command rather than case by case. A file with one
/// name takes no lock and keeps case-by-case turns (docs/cli.md, "Concurrent records").
final class LinkedFileLock: Sendable {
    /// The descriptor that holds the lock, until released (then nil: released once only, since
    /// closing a number another file has taken since would drop SQLite's locks on that file).
    private let descriptor: Mutex<Int32?>

    private init(descriptor: Int32) {
        self.descriptor = Mutex(descriptor)
    }

    deinit {
        release()
    }

    /// Takes the lock when the file at `path` has other names; nil when it has one (or none yet).
    /// Waits as SQLite's own lock waits do: told after a second, given up after the timeout.
    static func acquire(path: String, exclusive: Bool, waiting: LockWaiting) throws -> LinkedFileLock? {
        guard let identity = FileIdentity(path: path), identity.kind == .regular, identity.linkCount > 1 else { return nil }
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw DatabaseFileCheck.openFailure(path: path, errno: errno) }
        let lock = LinkedFileLock(descriptor: descriptor)
        try lock.take(exclusive ? LOCK_EX : LOCK_SH, path: path, waiting: waiting)
        return lock
    }

    /// Makes a shared lock exclusive: a reader that turns out to upgrade an older schema writes.
    func makeExclusive(path: String, waiting: LockWaiting) throws {
        try take(LOCK_EX, path: path, waiting: waiting)
    }

    /// Takes (or converts to) `operation`, waiting as SQLite's lock waits do.
    private func take(_ operation: Int32, path: String, waiting: LockWaiting) throws {
        guard let held = descriptor.withLock({ $0 }) else { return }
        let started = ContinuousClock.now
        while flock(held, operation | LOCK_NB) != 0 {
            let waited = ContinuousClock.now - started
            guard errno == EWOULDBLOCK || errno == EINTR, waited < waiting.timeout else {
                release()
                throw StoreError.lockTimedOut(database: path, waited: waiting.timeout)
            }
            if waited >= LockWaiting.noticeAfter { waiting.waitedLong() }
            usleep(10_000)
        }
    }

    /// Lets the lock go. Closing the descriptor is what releases it; SQLite's own locks on the
    /// file (POSIX locks, which any close of the file in this process would drop) are gone by
    /// then, since the store closes its connections first.
    func release() {
        if let open = descriptor.withLock({ held in defer { held = nil }; return held }) { Glibc.close(open) }
    }
}
