import GRDB

/// How SQLite's and GRDB's errors reach the store's callers: as ``StoreError``s with one-line
/// messages. Errors that show a damaged file become ``StoreError/damaged(database:detail:)``;
/// those of the moment (a lock held elsewhere, a full disk, an I/O error) become
/// ``StoreError/databaseFailed(database:detail:)``.
///
/// On a file whose schema has passed ``SchemaShape``'s check, every error SQLite or GRDB raises
/// but those of the moment comes from its bytes: a corrupt page, a value that is not what its
/// column holds (GRDB's throwing decoding), an integer sum that overflows on garbage.
enum DatabaseErrors {
    /// SQLite's results that say nothing about the file's bytes.
    private static let circumstantial: [ResultCode] = [
        .SQLITE_BUSY, .SQLITE_LOCKED, .SQLITE_INTERRUPT, .SQLITE_IOERR, .SQLITE_NOMEM, .SQLITE_FULL,
        .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_READONLY, .SQLITE_AUTH, .SQLITE_ABORT, .SQLITE_NOLFS,
        .SQLITE_PROTOCOL,
    ]

    /// What the error shows is wrong with the file, in a few words on one line; nil when it shows
    /// nothing about the file.
    static func damage(in error: any Error) -> String? {
        switch error {
        case let error as DatabaseError:
            guard !circumstantial.contains(error.resultCode) else { return nil }
            return oneLine(error.message ?? "SQLite error \(error.resultCode.rawValue)")
        case let error as RowDecodingError:
            // GRDB's description goes on with the whole row and the SQL after " - ".
            let description = String(describing: error)
            let what = description.range(of: " - ").map { String(description[..<$0.lowerBound]) } ?? description
            return "a stored value cannot be read: " + oneLine(what)
        case let error as DecodingError:
            return "a stored value cannot be read: " + oneLine(decodingProblem(error))
        default:
            return nil
        }
    }

    /// The error as the store reports it: damage, a failure of the moment, or (a ``StoreError``
    /// already, a cancellation) as it is.
    static func reported(_ error: any Error, database: String, lockTimeout: Duration? = nil) -> any Error {
        if error is StoreError { return error }
        if let lockTimeout, let error = error as? DatabaseError, error.resultCode == .SQLITE_BUSY {
            return StoreError.lockTimedOut(database: database, waited: lockTimeout)
        }
        if let detail = damage(in: error) { return StoreError.damaged(database: database, detail: detail) }
        if let error = error as? DatabaseError {
            return StoreError.databaseFailed(database: database, detail: oneLine(error.message ?? "SQLite error \(error.resultCode.rawValue)"))
        }
        return error
    }

    /// Runs `body`, reporting the errors it meets as ``reported(_:database:)`` does.
    static func reporting<T>(in database: String, lockTimeout: Duration? = nil, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw reported(error, database: database, lockTimeout: lockTimeout)
        }
    }

    private static func decodingProblem(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            let column = context.codingPath.last.map { "column \($0.stringValue): " } ?? ""
            return column + context.debugDescription
        @unknown default:
            return String(describing: error)
        }
    }

    /// At most 120 characters of `text` on one line: stored bytes can hold anything.
    private static func oneLine(_ text: String) -> String {
        let flat = String(text.map { $0.isNewline || $0.asciiValue.map { $0 < 32 } == true ? " " : $0 })
        return flat.count > 120 ? flat.prefix(119) + "…" : flat
    }
}
