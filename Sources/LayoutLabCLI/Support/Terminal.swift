import Foundation
import LayoutLabStore
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

    /// One line on stderr, whatever the message holds: a name with a newline or an escape
    /// sequence in it is spelled out, not obeyed.
    static func error(_ message: String) {
        clearProgress()
        writeToStandardError("error: \(message.escapingControlCharacters)\n")
    }

    static func warning(_ message: String) {
        clearProgress()
        writeToStandardError("warning: \(message.escapingControlCharacters)\n")
    }

    nonisolated(unsafe) private static var stdoutWasClosed = false

    /// C's `stdout` stream, which `print` writes through, for its error flag. Swift 6 refuses to
    /// read the C global directly (shared mutable state), so it is looked up by name
    /// (RTLD_DEFAULT is the null handle on glibc).
    private static var standardOutputStream: UnsafeMutablePointer<FILE>? {
        guard let symbol = dlsym(nil, "stdout") else { return nil }
        return symbol.assumingMemoryBound(to: UnsafeMutablePointer<FILE>?.self).pointee
    }

    /// A command started with stdin, stdout or stderr closed (`>&-`) would see the next file it
    /// opens, a database, take that descriptor, and its printing go into the database. Each
    /// closed one is held by /dev/null instead; a closed stdout is reported when the command ends.
    static func holdClosedStandardDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let null = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
            if descriptor == STDOUT_FILENO { stdoutWasClosed = true }
        }
    }

    /// A line another process wrote to its stderr (a worker's), passed on as it is.
    static func passOn(_ line: String) {
        clearProgress()
        writeToStandardError(line + "\n")
    }

    /// stderr is where failures are reported: one that cannot be written to is left alone.
    private static func writeToStandardError(_ text: String) {
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    /// Flushes stdout, and says why it could not be written, if it could not: a full disk
    /// (`> /dev/full`), a closed descriptor (`>&-`), an I/O error. A command whose output was
    /// lost has failed, whatever it computed.
    static func finishOutput() -> String? {
        clearProgress()
        if stdoutWasClosed { return "it is closed" }
        errno = 0
        let flushed = fflush(nil) == 0
        let failed = !flushed || standardOutputStream.map { ferror($0) != 0 } ?? false
        guard failed else { return nil }
        return errno == 0 ? "a write failed" : String(cString: strerror(errno))
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
