import Foundation

/// `layoutlab record` as a user runs it, a process of its own, beside the plainest C program that
/// writes as many frame rows to SQLite (`Benchmarks/BareInsertLoop/bare_insert_loop.c`), the two
/// alternated: the gap between the CLI and the in-process benchmark cannot reopen unnoticed
/// (docs/performance.md, "What each benchmark measures").
enum ProcessRecordVersusLoop {
    /// The frame rows one `rows-1000` case writes.
    static let frameRows = 69_123

    /// The built `layoutlab`: `LAYOUTLAB_BINARY`, else the main package's release build.
    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["LAYOUTLAB_BINARY"], !path.isEmpty { return URL(fileURLWithPath: path) }
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/release/layoutlab")
    }

    /// The C loop, compiled once into the temporary folder.
    static func bareLoop() throws -> URL {
        let source = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("BareInsertLoop/bare_insert_loop.c")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-bare-insert-loop")
        if !FileManager.default.fileExists(atPath: output.path) {
            try UserProcess.run("/usr/bin/cc", ["-O2", source.path, "-lsqlite3", "-o", output.path])
        }
        return output
    }

    /// Wall seconds of one run of each, in a fresh folder: the record first, then the loop.
    static func measure() throws -> (record: Double, loop: Double) {
        try UserProcess.withScratchFolder { folder in
            let record = try time(binary, [
                "record", "--db", folder.appendingPathComponent("record.sqlite").path, "--scenario", "stress/measured-table",
                "--variant", "rows-1000", "--profile", "iphone-15", "--jobs", "1",
            ])
            let loop = try time(try bareLoop(), [folder.appendingPathComponent("loop.sqlite").path, String(frameRows)])
            return (record, loop)
        }
    }

    private static func time(_ executable: URL, _ arguments: [String]) throws -> Double {
        let start = ContinuousClock.now
        try UserProcess.run(executable.path, arguments)
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
}
