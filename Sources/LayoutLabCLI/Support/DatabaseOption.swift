import ArgumentParser
import Foundation
import LayoutLabStore

/// `--db PATH`, shared by every command that reads or writes a database: the option, else
/// `$LAYOUTLAB_DB`, else `./layoutlab.sqlite` (docs/cli.md, "The database").
struct DatabaseOption: ParsableArguments {
    @Option(name: .customLong("db"), help: "The database file (default: $LAYOUTLAB_DB, or ./layoutlab.sqlite).")
    var path: String?

    static let defaultPath = "layoutlab.sqlite"

    var resolvedPath: String {
        if let path { return path }
        if let environment = ProcessInfo.processInfo.environment["LAYOUTLAB_DB"], !environment.isEmpty { return environment }
        return Self.defaultPath
    }

    /// Opens the store (upgrading an older schema). A missing folder, an unreadable, non-SQLite
    /// or newer database is bad input, with the store's one-line message.
    func open(_ mode: LayoutStore.OpenMode) throws -> LayoutStore {
        try badInputOnStoreError { try OpenedStores.open(path: resolvedPath, mode: mode) }
    }

    /// The run a reference names; an unknown one is bad input with near matches.
    func run(_ reference: String, in store: LayoutStore) throws -> Run {
        try badInputOnStoreError { try store.run(reference) }
    }
}

/// The store's own errors about the user's input (unknown run, duplicate label, newer schema…)
/// are bad input: exit 2. Those of the machine (a lock held elsewhere, a full disk, no
/// descriptors) keep their status, 3.
func badInputOnStoreError<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as StoreError where error.exitStatus == ExitStatus.badInput {
        throw BadInput(error.description)
    }
}

extension StoreError {
    /// Bad input (2) for everything about the user's input or database; a failure (3) for a case
    /// the engine could not finish, for SQLite failing for a reason of the moment, and for misuse
    /// of the store, which the commands never do.
    var exitStatus: Int32 {
        switch self {
        case .incompleteTrace, .databaseFailed, .lockTimedOut, .noSuchRun, .runNotRunning, .duplicateCase: ExitStatus.failure
        default: ExitStatus.badInput
        }
    }
}
