import Foundation

/// Bad input the store detects itself. Each message is one line that names the offending value,
/// ready for stderr: the CLI prints `description` as it is and exits with status 2.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// The folder the database should live in does not exist (or is a file).
    case missingFolder(database: String, folder: String)
    /// The database path names a folder.
    case pathIsFolder(String)
    /// The database path is empty.
    case emptyPath
    /// The path names something that is not a regular file: a FIFO, a device, a socket.
    case notRegularFile(String, kind: String)
    /// A database was required (read-only or existing-only open) but there is no file.
    case missingDatabase(String)
    /// The file exists but this process may not read it.
    case unreadable(String)
    /// The file (or, for a new database, its folder) exists but this process may not write it.
    case unwritable(String)
    /// The file does not start with SQLite's 16-byte header.
    case notSQLite(String)
    /// A SQLite database that layoutlab did not create: it has tables but none of layoutlab's
    /// migration history.
    case notLayoutLab(String)
    /// A layoutlab database whose bytes are damaged: a schema that is not the one its version
    /// makes, a page SQLite finds corrupt, a stored value that cannot be what its column holds,
    /// or a file cut short. `detail` says what was found, in a few words.
    case damaged(database: String, detail: String)
    /// SQLite could not read or write the file for a reason of the moment: a full disk, an I/O
    /// error, a lock another process held too long, no file descriptors or memory left.
    case databaseFailed(database: String, detail: String)
    /// Another process held the database's lock for longer than the command would wait.
    case lockTimedOut(database: String, waited: Duration)
    /// The database was migrated by a newer layoutlab: it has migrations this binary does not know.
    case newerSchema(database: String, version: Int, supported: Int)
    /// A read-only open of a database that needs an upgrade first.
    case olderSchemaReadOnly(database: String, version: Int, supported: Int)
    /// `--label` is already taken by another run.
    case duplicateLabel(String, existingRun: Int64)
    /// A label that could be mistaken for a run reference, or is blank.
    case invalidLabel(String, reason: String)
    /// A run reference (id, label, `latest`, `latest~N`) that names no run.
    case unknownRun(reference: String, detail: String, suggestions: [String])
    /// `recordCase` on a run id that does not exist.
    case noSuchRun(Int64)
    /// `recordCase` on a run that has already finished.
    case runNotRunning(Int64, status: RunStatus)
    /// The same scenario, variant and profile recorded twice in one run.
    case duplicateCase(run: Int64, scenario: String, variant: String, profile: String)
    /// The engine ended a case without reporting every step: nothing is kept.
    case incompleteTrace(scenario: String, detail: String)

    public var description: String {
        switch self {
        case .missingFolder(let database, let folder):
            "cannot create database \(quoted(database)): no such folder \(quoted(folder))"
        case .pathIsFolder(let path):
            "database path \(quoted(path)) is a folder, not a file"
        case .emptyPath:
            "the database path is empty; give a file name with --db"
        case .notRegularFile(let path, let kind):
            "database path \(quoted(path)) is \(kind), not a regular file"
        case .missingDatabase(let path):
            "no database at \(quoted(path))"
        case .unreadable(let path):
            "cannot read database \(quoted(path)): permission denied"
        case .unwritable(let path):
            "cannot write database \(quoted(path)): permission denied"
        case .notSQLite(let path):
            "\(quoted(path)) is not a SQLite database (it does not start with the SQLite header)"
        case .notLayoutLab(let path):
            "\(quoted(path)) is a SQLite database, but not a layoutlab one (it has tables and no layoutlab migration history)"
        case .damaged(let database, let detail):
            "\(quoted(database)) is damaged (\(detail)); run 'layoutlab check --db \(database)' to see more, or recover it with sqlite3's .recover"
        case .databaseFailed(let database, let detail):
            "SQLite failed on \(quoted(database)): \(detail)"
        case .lockTimedOut(let database, let waited):
            "gave up after \(LockWaiting.seconds(waited)) s waiting for another process that holds the lock on \(quoted(database)) (set LAYOUTLAB_LOCK_TIMEOUT to wait longer)"
        case .newerSchema(let database, let version, let supported):
            "database \(quoted(database)) has schema version \(version), newer than this layoutlab supports (\(supported)); use a newer layoutlab"
        case .olderSchemaReadOnly(let database, let version, let supported):
            "database \(quoted(database)) has schema version \(version) and needs an upgrade to \(supported), which a read-only open cannot do"
        case .duplicateLabel(let label, let run):
            "a run labelled \(quoted(label)) already exists (run \(run)); choose another --label"
        case .invalidLabel(let label, let reason):
            "invalid run label \(quoted(label)): \(reason)"
        case .unknownRun(let reference, let detail, let suggestions):
            "unknown run \(quoted(reference)): \(detail)"
                + (suggestions.isEmpty ? "" : "; did you mean " + suggestions.map(quoted).joined(separator: ", ") + "?")
        case .noSuchRun(let id):
            "no run with id \(id)"
        case .runNotRunning(let id, let status):
            "run \(id) is \(status.rawValue); cases can only be added to a running run"
        case .duplicateCase(let run, let scenario, let variant, let profile):
            "run \(run) already has a case \(quoted(scenario))\(variant.isEmpty ? "" : " variant \(quoted(variant))") on \(quoted(profile))"
        case .incompleteTrace(let scenario, let detail):
            "the engine's trace of \(quoted(scenario)) is incomplete: \(detail)"
        }
    }

    public var errorDescription: String? { description }

    /// Whether this is ``damaged(database:detail:)``.
    public var isDamage: Bool {
        if case .damaged = self { true } else { false }
    }
}

/// Double quotes, so that empty and space-containing values stay visible; control characters
/// are spelled out (`\u{1B}`), so that a hostile name cannot reach the terminal as an escape
/// sequence or break the message's one line.
private func quoted(_ value: String) -> String {
    "\"\(value.escapingControlCharacters)\""
}

extension String {
    /// The text with its control and format characters spelled out as `\u{…}`: safe to print
    /// on a terminal, and one line.
    public var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: Self.isControl) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            if Self.isControl(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}


