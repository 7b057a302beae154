import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The peak resident memory of `layoutlab record` as a user runs it, a process of its own: what
/// the 300 MB bar is about. The in-process *Peak memory* benchmarks also count the benchmark
/// harness and its malloc interposer (docs/performance.md, "Memory").
enum ProcessPeakMemory {
    /// Records `rows-10000` on two profiles into a fresh database with the built binary and
    /// returns the process's peak resident memory in megabytes (`wait4`'s `ru_maxrss`).
    static func recordTwoProfiles() throws -> Int {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-peak-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let kilobytes = try peakKilobytes(ProcessRecordVersusLoop.binary.path, [
            "record", "--db", folder.appendingPathComponent("record.sqlite").path, "--scenario", "stress/measured-table",
            "--variant", "rows-10000", "--profile", "iphone-15", "--profile", "ipad-pro-13", "--jobs", "1",
        ])
        return kilobytes / 1024
    }

    /// Runs `executable` with its output discarded and returns its own peak resident set in
    /// kilobytes: `wait4` reports the child's usage alone, where `getrusage(RUSAGE_CHILDREN)`
    /// reports the largest of every child the benchmark ever waited for.
    private static func peakKilobytes(_ executable: String, _ arguments: [String]) throws -> Int {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = ProcessRecordVersusLoop.userEnvironment.map { strdup("\($0.key)=\($0.value)") } + [nil]
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
        return usage.ru_maxrss
    }

    private static func failure(_ message: String) -> NSError {
        NSError(domain: "ProcessPeakMemory", code: 1, userInfo: [NSLocalizedDescriptionKey: message])
    }
}
