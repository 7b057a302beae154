import Foundation
import LayoutLabStore
import Synchronization

/// Every database a command opens, so that each is closed whole however the command ends: its
/// write-ahead log emptied into the `.sqlite` file, which a copy made as soon as the command
/// returns then holds entire (docs/cli.md, "The database"). The command line ends with `exit`,
/// which runs no deinitializers, so nothing else would close them.
enum OpenedStores {
    private static let stores = Mutex<[LayoutStore]>([])
    private static let inputs = Mutex<[String]>([])

    /// Every database file the command reads or writes, as named: no `--output` may be one of them.
    static var inputPaths: [String] { inputs.withLock { $0 } }

    /// Adds a database the command reads without opening a store of its own for it (the source
    /// of a copied run).
    static func noteInput(_ path: String) {
        inputs.withLock { $0.append(path) }
    }

    /// How long a command waits for another process's lock: `LAYOUTLAB_LOCK_TIMEOUT` seconds
    /// when set to a number above 0, else ten minutes (a whole case of a big record).
    static var lockTimeout: Duration {
        if let text = ProcessInfo.processInfo.environment["LAYOUTLAB_LOCK_TIMEOUT"], let seconds = Double(text), seconds > 0, seconds.isFinite {
            return .milliseconds(Int64(min(seconds, 1e9) * 1000))
        }
        return .seconds(600)
    }

    /// Opens the store at `path`, as ``LayoutStore/open(path:mode:lockTimeout:openedBySupervisor:waitNotice:)``
    /// does, with the command line's lock timeout and a warning on stderr when a lock is waited for.
    static func open(path: String, mode: LayoutStore.OpenMode, openedBySupervisor: Bool = false) throws -> LayoutStore {
        noteInput(path)
        let store = try LayoutStore.open(path: path, mode: mode, lockTimeout: lockTimeout, openedBySupervisor: openedBySupervisor) { notice in
            Terminal.warning(notice)
        }
        stores.withLock { $0.append(store) }
        return store
    }

    /// Closes `store` now (a temporary database about to be removed, a merge's output before it
    /// is renamed into place).
    static func close(_ store: LayoutStore) {
        stores.withLock { $0.removeAll { $0 === store } }
        store.close()
    }

    /// Closes every store still open, newest first; `checkpointing: false` leaves the
    /// write-ahead log to another process that has the file open and will close it whole.
    static func closeAll(checkpointing: Bool = true) {
        let open = stores.withLock { stores in
            defer { stores.removeAll() }
            return stores
        }
        for store in open.reversed() { store.close(checkpointing: checkpointing) }
    }
}
