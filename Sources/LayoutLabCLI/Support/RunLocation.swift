import Foundation
import LayoutLabStore

/// Where a run is: in the command's database, or in another file, written `FILE:RUN`
/// (`baseline.sqlite:main`, `../ci/layoutlab.sqlite:latest`;
/// docs/cli.md, "Runs in other databases"). A reference is `FILE:RUN` when the part before its last colon names an existing
/// file or ends in `.sqlite` or `.db`; otherwise the whole of it is a run reference (labels may
/// contain colons).
struct RunLocation {
    let file: String?
    let reference: String
    let text: String

    init(_ text: String) {
        self.text = text
        if let colon = text.lastIndex(of: ":"), colon != text.startIndex {
            let file = String(text[..<colon])
            let reference = String(text[text.index(after: colon)...])
            if !reference.isEmpty, FileManager.default.fileExists(atPath: file) || file.hasSuffix(".sqlite") || file.hasSuffix(".db") {
                self.file = file
                self.reference = reference
                return
            }
        }
        file = nil
        reference = text
    }

    /// The database file the run is in: its own, or the command's.
    func path(default database: DatabaseOption) -> String { file ?? database.resolvedPath }

    /// A missing file is bad input, before anything is opened.
    func checkFileExists() throws {
        guard let file, !FileManager.default.fileExists(atPath: file) else { return }
        throw BadInput("no database at \(file) (in the run reference '\(text)')")
    }
}

extension DatabaseOption {
    /// The store and run a reference names: `FILE:RUN` opens that file read-only; otherwise the
    /// command's database.
    func openRun(_ text: String) throws -> (LayoutStore, Run) {
        let location = RunLocation(text)
        try location.checkFileExists()
        if let file = location.file {
            let store = try badInputOnStoreError { try OpenedStores.open(path: file, mode: .readOnly) }
            return (store, try run(location.reference, in: store))
        }
        let store = try open(.existingOnly)
        return (store, try run(location.reference, in: store))
    }
}
