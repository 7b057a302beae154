import Foundation
import LayoutLabReports

/// Input the user got wrong: reported as one line on stderr with exit status 2, never a trace.
struct BadInput: Error, CustomStringConvertible {
    let message: String

    init(_ message: String) {
        self.message = message
    }

    /// "unknown scenario 'x'; did you mean 'y'?" with the nearest candidates, if any are close.
    init(unknown kind: String, _ value: String, candidates: [String]) {
        let near = Suggestions.nearest(to: value, in: candidates)
        if near.isEmpty {
            message = "unknown \(kind) '\(value)'"
        } else {
            message = "unknown \(kind) '\(value)'; did you mean \(near.map { "'\($0)'" }.joined(separator: " or "))?"
        }
    }

    var description: String { message }
}

/// A failure of the machine, not of the input: a full disk, a file-size limit, an I/O error, no
/// descriptors or memory left. One line on stderr and exit status 3.
struct MachineFailure: Error, CustomStringConvertible {
    let message: String

    init(_ message: String) {
        self.message = message
    }

    /// Foundation's error in layoutlab's words: what failed, and the system's reason.
    init(_ error: CocoaError) {
        let path = error.filePath ?? error.url?.path
        let reason = (error.userInfo[NSUnderlyingErrorKey] as? NSError).map { String(cString: strerror(Int32($0.code))) }
        message = (path.map { "cannot use \"\($0)\"" } ?? "a file operation failed") + (reason.map { ": \($0)" } ?? "")
    }

    var description: String { message }
}

/// Near matches for a mistyped name: the diff model's, which `LayoutLabTesting` also suggests with.
typealias Suggestions = NameSuggestions
