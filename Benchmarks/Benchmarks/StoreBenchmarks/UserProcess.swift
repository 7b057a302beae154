import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program as a user's shell would: a process of its own, output discarded, in the
/// benchmark's environment without the malloc interposer package-benchmark preloads into the
/// benchmark itself (`LD_PRELOAD`), which a child would otherwise inherit and run under, slower
/// and larger. Used by the process benchmarks (docs/performance.md, "What each benchmark measures").
enum UserProcess {
    /// Runs `executable` to its end and returns its own resource usage (`wait4`'s, so the peak
    /// resident set is this child's alone). Throws unless it exits with status 0.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], environment extra: [String: String] = [:]) throws -> rusage {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var environment = ProcessInfo.processInfo.environment
        environment["LD_PRELOAD"] = nil
        environment.merge(extra) { $1 }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else { throw failure("\(executable): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw failure("wait4: \(String(cString: strerror(errno)))") }
        }
        // Exited normally with status 0 (`WIFEXITED` and `WEXITSTATUS`, which Swift does not import).
        guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else { throw failure("\(executable) ended with status \(status)") }
        return usage
    }

    /// Runs `body` with a new folder in the temporary directory, removed afterwards.
    static func withScratchFolder<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-process-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }

    private static func failure(_ message: String) -> NSError {
        NSError(domain: "UserProcess", code: 1, userInfo: [NSLocalizedDescriptionKey: message])
    }
}
