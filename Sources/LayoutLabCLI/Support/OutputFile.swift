import Foundation
import LayoutLabStore
#if canImport(Glibc)
import Glibc
#endif

/// A file a command writes with `--output` (a report, a diff, a picture): never one of the
/// command's inputs, and never half written (docs/cli.md, "Output").
///
/// The bytes go to a temporary file beside the target, which is renamed over it once complete:
/// a full disk, a file-size limit or an interrupt leaves the target as it was and no temporary
/// file behind. A target that exists and is not a regular file (`/dev/stdout`, a FIFO) is written
/// in place, as a stream.
enum OutputFile {
    /// Refuses a target that is one of the command's databases, whatever name it is given (a
    /// link, `./lab.sqlite`), or one of their companion files.
    static func checkNotAnInput(_ path: String) throws {
        guard !path.isEmpty else { throw BadInput("the --output path is empty") }
        let target = FileIdentity(path: path)
        for input in OpenedStores.inputPaths {
            if let target, let identity = FileIdentity(path: input), identity == target {
                throw BadInput("--output \(quotedName(path)) is the database \(quotedName(input)) this command reads; write the output to another file")
            }
            let companions = LayoutStore.companionSuffixes.map { input + $0 }
            if companions.contains(where: { $0 == path || FileIdentity.same($0, path) }) {
                throw BadInput("--output \(quotedName(path)) belongs to the database \(quotedName(input)); write the output to another file")
            }
        }
    }

    static func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    static func write(_ data: Data, to given: String) throws {
        try checkNotAnInput(given)
        if let existing = FileIdentity(path: given), existing.kind != .regular {
            guard existing.kind != .folder else { throw BadInput("cannot write \(quotedName(given)): it is a folder") }
            try writeInPlace(data, to: given)
            return
        }
        // Through a symbolic link, the file it names is replaced, not the link; an existing file
        // keeps its permissions.
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: given)) != nil
            ? URL(fileURLWithPath: given).resolvingSymlinksInPath().path : given
        var existingMode: mode_t?
        var info = stat()
        if stat(path, &info) == 0 { existingMode = info.st_mode & 0o7777 }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).layoutlab-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp")
        let token = TerminationSignals.removeOnSignal(temporary)
        defer { TerminationSignals.keep(token) }
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(writing: path, errno: errno) }
        if let existingMode { fchmod(descriptor, existingMode) }
        do {
            try writeAll(data, to: descriptor, path: path)
        } catch {
            close(descriptor)
            unlink(temporary.path)
            throw error
        }
        // Closed once, whatever it answers (a close that fails has still let the number go).
        guard close(descriptor) == 0 else {
            let code = errno
            unlink(temporary.path)
            throw failure(writing: path, errno: code)
        }
        guard rename(temporary.path, path) == 0 else {
            let code = errno
            unlink(temporary.path)
            throw failure(writing: path, errno: code)
        }
    }

    private static func writeInPlace(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(writing: path, errno: errno) }
        defer { close(descriptor) }
        try writeAll(data, to: descriptor, path: path)
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws {
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw failure(writing: path, errno: errno)
                }
                offset += written
            }
        }
    }

    /// The user's to fix (a missing folder, no permission): bad input. The machine's (a full
    /// disk, a size limit, an I/O error, no descriptors): a failure, exit status 3.
    static func failure(writing path: String, errno code: Int32) -> any Error {
        let reason = String(cString: strerror(code))
        switch code {
        case ENOSPC, EFBIG, EIO, EDQUOT, EMFILE, ENFILE, ENOMEM:
            return MachineFailure("cannot write \(quotedName(path)): \(reason)")
        default:
            return BadInput("cannot write \(quotedName(path)): \(reason)")
        }
    }

    private static func quotedName(_ path: String) -> String {
        "'\(path.escapingControlCharacters)'"
    }
}
