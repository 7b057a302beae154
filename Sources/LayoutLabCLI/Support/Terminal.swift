import Foundation
import Rainbow
#if canImport(Glibc)
import Glibc
#endif

/// Where output goes and how it looks: colour only on a terminal and never with NO_COLOR; a
/// progress line on stderr that the next line overwrites.
enum Terminal {
    static let stdoutIsTerminal = isatty(STDOUT_FILENO) != 0
    static let stderrIsTerminal = isatty(STDERR_FILENO) != 0

    /// Colour for stdout, decided once: a terminal, and no (non-empty) NO_COLOR. Rainbow's styles
    /// are applied only through `paint`, so this is the one switch.
    static let usesColor: Bool = {
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return stdoutIsTerminal && !noColor
    }()

    static func error(_ message: String) {
        clearProgress()
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    }

    static func warning(_ message: String) {
        clearProgress()
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
    }

    nonisolated(unsafe) private static var progressShown = false

    /// Shows `message` as a progress line on stderr (only on a terminal).
    static func progress(_ message: String) {
        guard stderrIsTerminal else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K\(message)".utf8))
        progressShown = true
    }

    static func clearProgress() {
        guard progressShown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
        progressShown = false
    }

    static func flush() {
        clearProgress()
        fflush(nil)
    }

    static func paint(_ text: String, _ style: (String) -> String) -> String {
        usesColor ? style(text) : text
    }
}
