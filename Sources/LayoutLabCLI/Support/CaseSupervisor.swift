import Foundation
import LayoutLab
import LayoutLabStore
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Runs a record's cases in a worker process and keeps the run going when user code traps
/// (docs/cli.md, "Cases that fail").
///
/// One worker records every case (``RecordWorker``), telling this process which cases it has
/// started and committed. When it dies on a signal (a force unwrap of nil, an index out of range,
/// `fatalError`, a stack overflow, memory exhausted), the case it was on is recorded with outcome
/// `error` and the trap's message, and a new worker goes on from the next case. With several
/// cases laid out at once, the ones in flight are first run again one at a time, to find which
/// one trapped. Committed cases are whole (a case is one transaction, and a dead worker's
/// transaction is rolled back); the run ends `complete`.
///
/// `LAYOUTLAB_IN_PROCESS=1` records in the command's own process instead, as before: a trap
/// then ends the command, and the run is left for the next command to mark `abandoned`.
final class CaseSupervisor: Sendable {
    let cases: [CaseSelection.Case]
    let store: LayoutStore
    let run: Int64
    let jobs: Int
    private let worker = Mutex<Int32?>(nil)
    private let interrupted = Mutex(false)

    static var isDisabled: Bool { ProcessInfo.processInfo.environment["LAYOUTLAB_IN_PROCESS"] == "1" }

    init(cases: [CaseSelection.Case], store: LayoutStore, run: Int64, jobs: Int) {
        self.cases = cases
        self.store = store
        self.run = run
        self.jobs = jobs
    }

    /// Passes an interrupt on to the worker, which rolls back its case and stops.
    func interrupt() {
        interrupted.withLock { $0 = true }
        if let pid = worker.withLock({ $0 }) { kill(pid, SIGINT) }
    }

    /// Records every case; `committed` hears of each case kept, in order, failed ones included.
    func record(committed: (CaseSummary) -> Void) throws -> CaseLoop.End {
        var next = 0
        // After a crash with several cases in flight: run them one at a time up to here.
        var isolatingUntil: Int?
        while next < cases.count {
            if interrupted.withLock({ $0 }) { return .interrupted }
            let until = isolatingUntil ?? cases.count
            let ending = try runWorker(next..<until, jobs: isolatingUntil == nil ? jobs : 1, committed: committed)
            switch ending.exit {
            case .finished:
                next = until
                isolatingUntil = nil
            case .interrupted:
                return .interrupted
            case .failed(let status, let message):
                if status == ExitStatus.badInput, message.contains("is damaged") {
                    throw StoreError.damaged(database: store.path, detail: "met by the worker: \(message)")
                }
                return .failed(MachineFailure(message))
            case .crashed(let signal, let message):
                let inFlight = ending.started.subtracting(ending.committed).sorted()
                guard let first = inFlight.first else {
                    // Between cases, or before the first: no case to blame, nothing to go on with.
                    return .failed(MachineFailure("the worker process died (\(Self.name(of: signal))) outside any case: \(message)"))
                }
                if inFlight.count == 1 {
                    let item = cases[first]
                    committed(try store.recordFailedCase(
                        run: run, scenario: item.scenario, variant: item.variant, profile: item.profile, settings: item.settings,
                        message: message
                    ))
                    next = first + 1
                    if let until = isolatingUntil, next >= until { isolatingUntil = nil }
                } else {
                    next = first
                    isolatingUntil = inFlight.last! + 1
                }
            }
        }
        return .finished
    }

    struct Ending {
        enum Exit {
            case finished
            case interrupted
            case failed(status: Int32, message: String)
            case crashed(signal: Int32, message: String)
        }

        var exit: Exit
        var started: Set<Int>
        var committed: Set<Int>
    }

    /// Runs one worker over `range` until it ends, reading what it says as it goes.
    private func runWorker(_ range: Range<Int>, jobs: Int, committed: (CaseSummary) -> Void) throws -> Ending {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = LayoutLabCLI.arguments + [
            "--worker-run", String(run), "--worker-cases", "\(range.lowerBound)..<\(range.upperBound)", "--jobs", String(jobs),
        ]
        var environment = ProcessInfo.processInfo.environment
        // Swift's backtracer takes seconds and prints pages; the first line is what is kept.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment[RecordWorker.supervisorVariable] = String(getpid())
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw MachineFailure("cannot start a worker process: \(error.localizedDescription)")
        }
        worker.withLock { $0 = process.processIdentifier }
        defer { worker.withLock { $0 = nil } }
        if interrupted.withLock({ $0 }) { kill(process.processIdentifier, SIGINT) }

        // Its stderr is read beside its stdout: warnings pass straight on; the rest is kept
        // until the worker ends, to be passed on, or read for a trap's message.
        let held = StderrLines()
        let stderrDone = DispatchSemaphore(value: 0)
        let stderrHandle = errors.fileHandleForReading
        Thread.detachNewThread {
            LineReader(stderrHandle).forEach { line in
                if line.hasPrefix("warning: ") { FileHandle.standardError.write(Data((line + "\n").utf8)) } else { held.append(line) }
            }
            stderrDone.signal()
        }
        var started = Set<Int>(), done = Set<Int>()
        LineReader(output.fileHandleForReading).forEach { line in
            switch WorkerMessage(line: line, run: run, cases: cases) {
            case .started(let index): started.insert(index)
            case .writing(let index): RecordCommand.showProgress(index, of: cases)
            case .committed(let index, let summary):
                done.insert(index)
                committed(summary)
            case nil: break
            }
        }
        process.waitUntilExit()
        stderrDone.wait()
        let lines = held.lines
        let exit: Ending.Exit
        if process.terminationReason == .uncaughtSignal {
            exit = .crashed(signal: process.terminationStatus, message: Self.trapMessage(lines, signal: process.terminationStatus))
        } else {
            switch process.terminationStatus {
            case 0:
                exit = .finished
            case ExitStatus.interrupted:
                exit = .interrupted
            default:
                let message = lines.first { $0.hasPrefix("error: ") }.map { String($0.dropFirst(7)) } ?? lines.first ?? "exit \(process.terminationStatus)"
                exit = .failed(status: process.terminationStatus, message: message)
            }
        }
        return Ending(exit: exit, started: started, committed: done)
    }

    /// The command line's own executable: a package's binary that calls `LayoutLabCLI.main`
    /// runs its own scenarios in its workers.
    static var executable: URL {
        Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    }

    /// The first line of the runtime's report (`…: Fatal error: Unexpectedly found nil …`), with
    /// the signal, never the backtrace; a trap in layoutlab's own code says to report it.
    static func trapMessage(_ lines: [String], signal: Int32) -> String {
        let report = lines.first { $0.contains("Fatal error") } ?? lines.first { !$0.isEmpty && !$0.hasPrefix("error: ") }
        var message = "the case's code stopped the process (\(name(of: signal)))"
        if let report {
            message += ": " + report.trimmingCharacters(in: .whitespaces)
            if isInsideLayoutLab(report) {
                message += "; the trap is inside layoutlab itself, please report it"
            }
        } else if signal == SIGSEGV || signal == SIGBUS {
            message += ": a stack overflow (runaway recursion?), memory running out, or a bad memory access"
        } else if signal == SIGKILL {
            message += ": killed, by the system running out of memory or by another process"
        }
        return message
    }

    /// Whether a runtime report names a file of layoutlab's own modules (`LayoutLab/…swift:12:`)
    /// other than the SwiftUI behaviours that stop an app on purpose (`LayoutLab/State/`).
    static func isInsideLayoutLab(_ report: String) -> Bool {
        let modules = ["LayoutLab/", "LayoutLabStore/", "LayoutLabCLI/", "LayoutLabDiff/", "LayoutLabReports/"]
        guard let file = report.split(separator: ":").first.map(String.init) else { return false }
        let path = file.split(separator: "/").suffix(3).joined(separator: "/")
        return modules.contains { path.hasPrefix($0) || file.contains("/Sources/\($0)") } && !file.contains("LayoutLab/State/")
    }

    static func name(of signal: Int32) -> String {
        switch signal {
        case SIGILL: "SIGILL, a trap"
        case SIGTRAP: "SIGTRAP, a trap"
        case SIGABRT: "SIGABRT, an abort"
        case SIGSEGV: "SIGSEGV"
        case SIGBUS: "SIGBUS"
        case SIGFPE: "SIGFPE, an arithmetic trap"
        case SIGKILL: "SIGKILL"
        default: "signal \(signal)"
        }
    }
}

/// A worker's stderr lines kept until it ends (read on a thread of their own).
private final class StderrLines: Sendable {
    private let kept = Mutex<[String]>([])
    func append(_ line: String) { kept.withLock { $0.append(line) } }
    var lines: [String] { kept.withLock { $0 } }
}

/// The lines of a pipe, as they arrive, until its writer closes it.
private struct LineReader {
    let handle: FileHandle

    init(_ handle: FileHandle) {
        self.handle = handle
    }

    func forEach(_ body: (String) -> Void) {
        var pending = Data()
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                body(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                pending.removeSubrange(pending.startIndex...newline)
            }
        }
        if !pending.isEmpty { body(String(decoding: pending, as: UTF8.self)) }
    }
}
