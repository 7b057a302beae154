import Foundation
import ArgumentParser
import LayoutLabStore

/// `--db PATH`, shared by every command that reads or writes a database: the option, then
/// `$LAYOUTLAB_DB`, then `./layoutlab.sqlite`.
struct DatabaseOption: ParsableArguments {
    @Option(name: .customLong("db"), help: "The database file (default: $LAYOUTLAB_DB, or ./layoutlab.sqlite).")
    var path: String?

    static let defaultPath = "layoutlab.sqlite"

    var resolvedPath: String {
        if let path { return path }
        if let environment = ProcessInfo.processInfo.environment["LAYOUTLAB_DB"], !environment.isEmpty { return environment }
        return Self.defaultPath
    }

    /// Opens the store; whatever is wrong with the file is bad input, reported in one line.
    func open(_ mode: LayoutStore.OpenMode) throws -> LayoutStore {
        do {
            return try LayoutStore.open(path: resolvedPath, mode: mode)
        } catch let error as StoreError {
            throw BadInput(error.description)
        }
    }
}

extension BadInput {
    /// The store's own errors (unknown run, duplicate label…) are already one clear line.
    static func from(_ error: StoreError) -> BadInput {
        BadInput(error.description)
    }
}
