import Foundation
import GRDB
import Testing

/// Runs a built command-line executable and captures what it prints.
struct CLIRunner {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        /// The process ended on a signal (a trap, a crash, or the timeout's kill), not an exit.
        var signalled = false
        /// The timeout ended it.
        var timedOut = false

        var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
    }

    let executable: URL
    var environment: [String: String] = ["NO_COLOR": "1"]
    var directory: URL

    /// `name` from the build folder the tests run from.
    init(_ name: String = "layoutlab", directory: URL = FileManager.default.temporaryDirectory) {
        let buildFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        executable = buildFolder.appendingPathComponent(name)
        self.directory = directory
    }

    /// Runs the executable; with a `timeout`, kills it when that many seconds pass first.
    func run(_ arguments: [String], stdin: String? = nil, timeout: Double? = nil) throws -> Result {
        try launch(executable, arguments, timeout: timeout)
    }

    /// Runs the executable through `/bin/sh -c script`, where the script names it `"$0"` and its
    /// arguments `"$@"`: for limits (`ulimit -f 1; exec "$0" "$@"`) and redirections (`>&-`).
    func run(shell script: String, _ arguments: [String], timeout: Double? = nil) throws -> Result {
        try launch(URL(fileURLWithPath: "/bin/sh"), ["-c", script, executable.path] + arguments, timeout: timeout)
    }

    private func launch(_ program: URL, _ arguments: [String], timeout: Double?) throws -> Result {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let killed = Timeout()
        if let timeout {
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [process] in
                if process.isRunning {
                    killed.fire()
                    process.terminate()
                }
            }
        }
        // Read before waiting: a full pipe would block the child.
        let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
        let stderrData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: stdoutData, as: UTF8.self),
            stderr: String(decoding: stderrData, as: UTF8.self),
            signalled: process.terminationReason == .uncaughtSignal,
            timedOut: killed.fired
        )
    }
}

/// Whether a timeout killed a process: set on a timer's queue, read after the process ended.
private final class Timeout: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func fire() { lock.withLock { value = true } }
    var fired: Bool { lock.withLock { value } }
}

/// A fresh temporary folder, removed when the value goes away.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    deinit { try? FileManager.default.removeItem(at: url) }
}

extension CLIRunner.Result {
    /// Bad input: exit 2, exactly one line on stderr, containing every fragment.
    func expectBadInput(_ fragments: String..., sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(status == 2, "status \(status); stderr: \(stderr)", sourceLocation: sourceLocation)
        #expect(stderrLines.count == 1, "stderr: \(stderr)", sourceLocation: sourceLocation)
        for fragment in fragments {
            #expect(stderr.contains(fragment), "stderr: \(stderr)", sourceLocation: sourceLocation)
        }
        #expect(!stderr.contains("Fatal error") && !stderr.contains("Stack dump"), sourceLocation: sourceLocation)
    }
}

extension CLIRunner {
    /// Starts a long record (the 10,000-row table on every profile) and returns once its first
    /// case is committed, with the rest still to come: for tests that stop a record mid-run.
    func startRecordingUntilFirstCase(into path: String, label: String) async throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["record", "--db", path, "--label", label, "--scenario", "stress/measured-table", "--variant", "rows-10000", "--jobs", "1"]
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        try process.run()
        // Read in this process: a reader started every 200 ms (a Python one, through a shim) was
        // seen never to answer "1" on a loaded machine, and the wait ran out after the record had
        // finished. A case or more is enough; so is the record ending first.
        let deadline = Date().addingTimeInterval(600)
        while Date() < deadline, process.isRunning {
            try await Task.sleep(for: .milliseconds(200))
            if let cases = Self.recordedCases(in: path), cases >= 1 { break }
        }
        return process
    }

    /// The cases a database holds so far, or nil while it cannot be read (not yet created).
    private static func recordedCases(in path: String) -> Int? {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(5)
        return try? DatabaseQueue(path: path, configuration: configuration).read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM run_cases")
        }
    }
}

/// A recorded length as the CLI prints it: up to three decimals, no trailing zeros.
func pointsText(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}
