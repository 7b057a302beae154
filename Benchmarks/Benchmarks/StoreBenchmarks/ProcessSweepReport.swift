import Foundation

/// The 405-case sweep's HTML report as a user writes it: the built binary records the sweep once
/// (`record --sweep width=320...1024/16` of `measurement-reader/same-width-rotation`
/// `unversioned` on every profile), then each iteration times `report latest --node address-1
/// --format html` as a process of its own and weighs the page (docs/performance.md, "What each
/// benchmark measures"). Targets: under 3 s and under 5 MB.
enum ProcessSweepReport {
    /// The recorded sweep, kept for the benchmark's iterations and removed with its folder.
    final class RecordedSweep {
        let folder: URL
        var database: String { folder.appendingPathComponent("sweep.sqlite").path }

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-sweep-bench-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try UserProcess.run(ProcessRecordVersusLoop.binary.path, [
                "record", "--db", database, "--scenario", "measurement-reader/same-width-rotation", "--variant", "unversioned",
                "--sweep", "width=320...1024/16",
            ])
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        /// Wall seconds of one `report` process, the page's size in bytes, and its peak resident
        /// megabytes.
        func report() throws -> (seconds: Double, bytes: Int, peakMegabytes: Int) {
            let page = folder.appendingPathComponent("sweep.html").path
            let start = ContinuousClock.now
            let usage = try UserProcess.run(ProcessRecordVersusLoop.binary.path, [
                "report", "latest", "--db", database, "--node", "address-1", "--format", "html", "--output", page,
            ])
            let elapsed = ContinuousClock.now - start
            let bytes = (try FileManager.default.attributesOfItem(atPath: page)[.size] as? Int) ?? 0
            return (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18, bytes, usage.ru_maxrss / 1024)
        }
    }
}
