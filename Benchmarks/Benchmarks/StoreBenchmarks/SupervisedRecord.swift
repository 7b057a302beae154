import Foundation

/// `layoutlab record` as a user runs it, supervised (its cases in a worker process, so a trap
/// fails a case and not the run) against the same record in one process, alternated in fresh
/// folders: the cost of crash isolation (docs/performance.md, "What each benchmark measures").
enum SupervisedRecord {
    /// The default catalog on every profile, and the 1,000-row table on one.
    static let selections: [(String, [String])] = [
        ("the catalog", []),
        ("stress/measured-table rows-1000", ["--scenario", "stress/measured-table", "--variant", "rows-1000", "--profile", "iphone-15"]),
    ]

    /// Wall seconds of one supervised and one in-process record of `selection`.
    static func measure(_ selection: [String]) throws -> (supervised: Double, inProcess: Double) {
        try UserProcess.withScratchFolder { folder in
            let supervised = try time(["record", "--db", folder.appendingPathComponent("supervised.sqlite").path] + selection, [:])
            let inProcess = try time(
                ["record", "--db", folder.appendingPathComponent("in-process.sqlite").path] + selection, ["LAYOUTLAB_IN_PROCESS": "1"]
            )
            return (supervised, inProcess)
        }
    }

    private static func time(_ arguments: [String], _ environment: [String: String]) throws -> Double {
        let start = ContinuousClock.now
        try UserProcess.run(ProcessRecordVersusLoop.binary.path, arguments, environment: environment)
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
}
