import Foundation

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

/// Near matches for a mistyped name.
enum Suggestions {
    /// Up to three candidates within a small edit distance, closest first; names that contain
    /// the value (or are contained in it) count as close.
    static func nearest(to value: String, in candidates: [String], limit: Int = 3) -> [String] {
        let needle = value.lowercased()
        let scored = candidates.map { candidate -> (String, Int) in
            let lower = candidate.lowercased()
            let distance = lower.contains(needle) || needle.contains(lower) ? 0 : editDistance(needle, lower)
            return (candidate, distance)
        }
        let threshold = max(2, needle.count / 3)
        return scored.filter { $0.1 <= threshold }.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.prefix(limit).map(\.0)
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
