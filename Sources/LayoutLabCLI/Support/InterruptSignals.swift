import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// What SIGINT, SIGTERM and SIGQUIT do to a command (docs/cli.md, "Interrupts").
///
/// While a record runs, an ``InterruptSignals`` turns them into a callback that rolls back the
/// case in flight and marks the run `interrupted`. Any other time, the temporary files the
/// command made (a cross-file diff's database, a report being written, a merge's output) are
/// removed and the command ends as SIGTERM ends it; SIGQUIT too,
/// instead of dumping core. The signals are watched from a queue of their own, since a command
/// that runs synchronously keeps the main thread busy.
enum TerminationSignals {
    static let watched = [SIGINT, SIGTERM, SIGQUIT]

    private struct State {
        var interrupt: (@Sendable () -> Void)?
        var temporaryPaths: [Int: URL] = [:]
        var nextToken = 0
    }

    private static let state = Mutex(State())
    private static let queue = DispatchQueue(label: "layoutlab.signals")
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    /// Starts watching; called once, when the command line starts.
    static func install() {
        for number in watched {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { received(number) }
            source.resume()
            sources.append(source)
        }
    }

    private static func received(_ number: Int32) {
        if let interrupt = state.withLock({ $0.interrupt }) {
            interrupt()
            return
        }
        // The databases it opened are not closed here: the main thread may be reading or writing
        // them, and an unfinished write-ahead log is sound (SQLite replays it on the next open).
        removeTemporaryFiles()
        Terminal.flush()
        // Ended by the signal, as the shell expects (SIGQUIT as SIGTERM, without a core).
        let ending = number == SIGQUIT ? SIGTERM : number
        signal(ending, SIG_DFL)
        // Raised on this thread with the signal let through, so that it is delivered before
        // `raise` returns (sent to the process, another thread could take it after `_exit`).
        var only = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, ending)
        pthread_sigmask(SIG_UNBLOCK, &only, nil)
        raise(ending)
        _exit(128 + ending)
    }

    /// Removes `url` (a file or a folder) if the command is ended by a signal before ``keep(_:)``
    /// is called with the token.
    static func removeOnSignal(_ url: URL) -> Int {
        state.withLock { state in
            state.nextToken += 1
            state.temporaryPaths[state.nextToken] = url
            return state.nextToken
        }
    }

    /// The path of `token` is no longer the signal handler's to remove.
    static func keep(_ token: Int) {
        _ = state.withLock { $0.temporaryPaths.removeValue(forKey: token) }
    }

    private static func removeTemporaryFiles() {
        for url in state.withLock({ Array($0.temporaryPaths.values) }) {
            // The main thread may still be creating files in a folder (SQLite's journal beside a
            // database being copied), and one made between the listing and the `rmdir` left the
            // folder behind. Renamed first, the folder takes no new files by its path, which is
            // the only way the command reaches it; what it already holds is then removed.
            let moved = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).removed")
            if rename(url.path, moved.path) == 0 {
                try? FileManager.default.removeItem(at: moved)
            } else {
                try? FileManager.default.removeItem(at: url)
            }
        }
    }

    fileprivate static func setInterrupt(_ handler: (@Sendable () -> Void)?) {
        state.withLock { $0.interrupt = handler }
    }
}

/// Turns SIGINT, SIGTERM and SIGQUIT into a callback for as long as it is alive, so a recording
/// can roll back the case in flight and mark its run `interrupted` instead of dying.
final class InterruptSignals: Sendable {
    init(_ handler: @escaping @Sendable () -> Void) {
        TerminationSignals.setInterrupt(handler)
    }

    deinit {
        TerminationSignals.setInterrupt(nil)
    }
}
