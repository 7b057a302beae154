import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Looks at the database path before SQLite does. SQLite happily creates files and turns any
/// unreadable header into a vague error, and opening in WAL mode rewrites the header, so every
/// problem that the user should hear about in one clear line is found here, without writing.
enum DatabaseFileCheck {
    /// What the path holds, once it has passed the checks.
    enum Found: Equatable {
        /// Nothing yet: SQLite will create the file.
        case nothing
        /// An empty file (`touch`ed): SQLite treats it as an empty database.
        case emptyFile
        /// A file that starts with SQLite's header.
        case sqliteFile
    }

    /// The first 16 bytes of every SQLite 3 database file.
    static let sqliteHeader = Array("SQLite format 3\0".utf8)

    static func inspect(path: String, mode: LayoutStore.OpenMode) throws(StoreError) -> Found {
        guard !path.isEmpty else { throw .emptyPath }
        let fileManager = FileManager.default
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path

        var isFolder: ObjCBool = false
        guard fileManager.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw .missingFolder(database: path, folder: folder)
        }
        guard let identity = FileIdentity(path: path) else {
            guard mode == .createIfMissing else { throw .missingDatabase(path) }
            // A dangling symbolic link: SQLite would create the file it points to, elsewhere.
            if (try? fileManager.destinationOfSymbolicLink(atPath: path)) != nil { throw .missingDatabase(path) }
            guard fileManager.isWritableFile(atPath: folder) else { throw .unwritable(path) }
            return .nothing
        }
        switch identity.kind {
        case .regular: break
        case .folder: throw .pathIsFolder(path)
        // Opening a FIFO blocks until somebody writes to it; a device is no database either.
        default: throw .notRegularFile(path, kind: identity.kind.phrase)
        }
        guard fileManager.isReadableFile(atPath: path) else { throw .unreadable(path) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw openFailure(path: path, errno: errno) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: sqliteHeader.count)) ?? Data()
        guard header.isEmpty || Array(header) == sqliteHeader else { throw .notSQLite(path) }
        if mode != .readOnly, !fileManager.isWritableFile(atPath: path) { throw .unwritable(path) }
        return header.isEmpty ? .emptyFile : .sqliteFile
    }

    /// Why `open` failed: the user's problem (permissions) or the machine's (no descriptors or
    /// memory left), which is no fault of the input.
    static func openFailure(path: String, errno code: Int32) -> StoreError {
        switch code {
        case EACCES, EPERM: .unreadable(path)
        default: .databaseFailed(database: path, detail: "cannot open it: " + String(cString: strerror(code)))
        }
    }

    /// The file's length and the length its header gives, when the file is shorter (a bad copy,
    /// a download cut off). The header's page count counts only when its "version valid for"
    /// number matches the change counter, as SQLite reads it.
    static func shortfall(path: String) -> (actual: Int, expected: Int)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 100), header.count == 100,
            let actual = try? handle.seekToEnd()
        else { return nil }
        let bytes = Array(header)
        func number(at offset: Int, size: Int) -> Int {
            bytes[offset..<offset + size].reduce(0) { $0 << 8 | Int($1) }
        }
        let pageSize = number(at: 16, size: 2) == 1 ? 65536 : number(at: 16, size: 2)
        let pages = number(at: 28, size: 4)
        guard pages > 0, number(at: 24, size: 4) == number(at: 92, size: 4) else { return nil }
        let expected = pageSize * pages
        return Int(actual) < expected ? (Int(actual), expected) : nil
    }
}
