import Foundation

/// The peak resident memory of `layoutlab record` as a user runs it, a process of its own: what
/// the 300 MB bar is about. The in-process *Peak memory* benchmarks also count the benchmark
/// harness and its malloc interposer (docs/performance.md, "Memory").
enum ProcessPeakMemory {
    /// Records `rows-10000` on two profiles into a fresh database with the built binary and
    /// returns the process's peak resident memory in megabytes (`ru_maxrss`, in kilobytes).
    static func recordTwoProfiles() throws -> Int {
        try UserProcess.withScratchFolder { folder in
            let usage = try UserProcess.run(ProcessRecordVersusLoop.binary.path, [
                "record", "--db", folder.appendingPathComponent("record.sqlite").path, "--scenario", "stress/measured-table",
                "--variant", "rows-10000", "--profile", "iphone-15", "--profile", "ipad-pro-13", "--jobs", "1",
            ])
            return usage.ru_maxrss / 1024
        }
    }
}
