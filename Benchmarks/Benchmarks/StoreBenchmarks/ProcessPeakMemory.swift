import Foundation

/// The peak resident memory of `layoutlab record` as a user runs it, a process of its own: what
/// the 300 MB bar is about. The in-process *Peak memory* benchmarks also count the benchmark
/// harness and its malloc interposer (docs/performance.md, "Memory").
enum ProcessPeakMemory {
    /// Records `rows-10000` on two profiles into a fresh database with the built binary, `jobs`
    /// cases at a time (nil: `record`'s default, the core count), and returns the peak resident
    /// memory in megabytes (`ru_maxrss`, in kilobytes, which covers the worker process `record`
    /// waits for).
    static func recordTwoProfiles(jobs: Int?) throws -> Int {
        try UserProcess.withScratchFolder { folder in
            let usage = try UserProcess.run(ProcessRecordVersusLoop.binary.path, [
                "record", "--db", folder.appendingPathComponent("record.sqlite").path, "--scenario", "stress/measured-table",
                "--variant", "rows-10000", "--profile", "iphone-15", "--profile", "ipad-pro-13",
            ] + (jobs.map { ["--jobs", String($0)] } ?? []))
            return usage.ru_maxrss / 1024
        }
    }
}
