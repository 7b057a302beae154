import ArgumentParser
import Foundation
import LayoutLab
import LayoutLabStore

/// `record` in the worker process its supervisor starts (``CaseSupervisor``): the same command
/// line with `--worker-run RUN --worker-cases FROM..<UNTIL`, recording that range of the same
/// selection into the supervisor's run and telling it, a line each on descriptor 3 (stdout stays
/// the user code's), which cases it starts and commits. It makes no run and prints no summary;
/// the supervisor does both.
///
/// The first worker is started before the supervisor opens the database, with `--worker-run
/// stdin`: it lays out its first cases while the supervisor opens the file and makes the run,
/// then reads the run's id from its stdin (an empty stdin: the record stopped, nothing to do).
struct RecordWorker {
    /// The run's id, or `stdin`.
    let run: String
    let cases: String?
    let selection: CaseSelection
    let knobs: Knobs
    let jobs: Int
    let database: DatabaseOption

    /// Whether this process is a worker (the command line then says how it ends, and its stdout
    /// is the cases').
    nonisolated(unsafe) static var isActive = false

    func record() async throws {
        Self.isActive = true
        // Not inherited by what the cases start: their end of the supervisor's pipe would keep
        // it from seeing this worker end.
        _ = fcntl(WorkerMessage.descriptor, F_SETFD, FD_CLOEXEC)
        Self.endWithSupervisor()
        let range = try Self.range(cases, within: selection.cases.indices)
        // As a record in one process does: the first cases lay out while the database opens.
        // Each case is announced before its engine starts: a trap in it is then its own.
        var laidOutAhead = range.prefix(jobs).map { index in
            WorkerMessage.started(index).send()
            let item = selection.cases[index]
            return StartedLayout(item.scenario, variant: item.variant, profile: item.profile, settings: item.settings, knobs: knobs)
        }
        defer { for layout in laidOutAhead { layout.discard() } }
        let text = run == "stdin" ? readLine(strippingNewline: true) : run
        guard let text else { return }
        guard let run = Int64(text) else { throw BadInput("bad --worker-run '\(text)'") }
        // The supervisor checked the file's pages a moment ago, and holds its lock if it has several names.
        let store = try badInputOnStoreError {
            try OpenedStores.open(path: database.resolvedPath, mode: .createIfMissing, openedBySupervisor: true)
        }
        let signals = InterruptSignals { store.interruptRecording() }
        var loop = CaseLoop(store: store, run: run, knobs: knobs, jobs: jobs)
        loop.started = { WorkerMessage.started($0).send() }
        // Only a progress line on a terminal needs to hear of each case as it is written.
        if ProcessInfo.processInfo.environment[Self.progressVariable] == "1" {
            loop.writing = { WorkerMessage.writing($0).send() }
        }
        loop.committed = { WorkerMessage.committed($0, $1).send() }
        let end = try await loop.record(selection.cases, range, laidOutAhead: &laidOutAhead)
        withExtendedLifetime(signals) {}
        switch end {
        case .finished:
            return
        case .interrupted:
            throw ExitCode(ExitStatus.interrupted)
        case .failed(let failure):
            Terminal.error(RecordCommand.describe(failure))
            throw ExitCode(ExitStatus.failure)
        }
    }

    /// The environment variable a supervisor names itself in (its process id).
    static let supervisorVariable = "LAYOUTLAB_SUPERVISOR_PID"
    /// Set to 1 when the supervisor shows a progress line (its stderr is a terminal).
    static let progressVariable = "LAYOUTLAB_WORKER_PROGRESS"

    /// (The signal is sent when the *thread* that started the worker ends: the supervisor starts
    /// and follows its workers on one thread, with no suspension between.)
    ///
    /// A supervisor killed outright (SIGKILL) cannot stop its worker, which would go on recording
    /// into a run nobody finishes: the worker asks Linux to kill it too when its parent dies
    /// (`prctl(PR_SET_PDEATHSIG)`, called by name: it is variadic in C), so the record ends as one
    /// process killed outright does (its case in flight rolled back, its run left to be marked
    /// `abandoned`), and ends at once if the parent is already gone.
    static func endWithSupervisor() {
        guard let text = ProcessInfo.processInfo.environment[supervisorVariable], let supervisor = Int32(text) else { return }
        #if os(Linux)
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        let setParentDeathSignal: Int32 = 1
        if let symbol = dlsym(nil, "prctl") {
            _ = unsafeBitCast(symbol, to: Prctl.self)(setParentDeathSignal, UInt(SIGKILL), 0, 0, 0)
        }
        #endif
        if getppid() != supervisor { exit(ExitStatus.interrupted) }
    }

    /// `FROM..<UNTIL`, inside the selection.
    static func range(_ text: String?, within all: Range<Int>) throws -> Range<Int> {
        guard let text else { return all }
        let parts = text.components(separatedBy: "..<")
        guard parts.count == 2, let from = Int(parts[0]), let until = Int(parts[1]), all.lowerBound <= from, from <= until,
            until <= all.upperBound
        else { throw BadInput("bad --worker-cases '\(text)'") }
        return from..<until
    }
}

/// What a worker tells its supervisor, a line on stdout each, fields separated by tabs.
enum WorkerMessage: Equatable {
    /// A case started laying out: until it is committed, a crash may be its doing.
    case started(Int)
    /// The writer reached a case (the progress line).
    case writing(Int)
    /// A case was committed, with the numbers of its summary.
    case committed(Int, CaseSummary)
    /// The worker is about to end itself with this status (any other end is the case's code).
    case exiting(Int32)

    var line: String {
        switch self {
        case .exiting(let status): return "exiting\t\(status)"
        case .started(let index): return "started\t\(index)"
        case .writing(let index): return "writing\t\(index)"
        case .committed(let index, let summary):
            let nanoseconds = summary.duration.components.seconds * 1_000_000_000 + summary.duration.components.attoseconds / 1_000_000_000
            let fields: [String] = [
                "committed", String(index), String(summary.caseId), summary.outcome.rawValue, String(summary.steps),
                String(summary.passes), String(summary.diagnostics), String(summary.frameRows), String(nanoseconds),
                summary.error?.escapingControlCharacters ?? "",
            ]
            return fields.joined(separator: "\t")
        }
    }

    /// The descriptor a worker tells its supervisor on: user code prints to stdout as it likes.
    static let descriptor: Int32 = 3

    /// Written straight to the descriptor, unbuffered: the supervisor must know which cases were
    /// in flight whenever the process dies.
    func send() {
        var bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeMutableBytes { write(Self.descriptor, $0.baseAddress, $0.count) }
    }

    /// After `exiting`: closes the message descriptor and points stderr at /dev/null, so that the
    /// supervisor sees both pipes end at once, not when the kernel has torn this process's
    /// memory down (a large record's heap takes milliseconds); it goes on with the run meanwhile.
    static func hangUp() {
        close(descriptor)
        let nowhere = open("/dev/null", O_WRONLY)
        if nowhere >= 0 {
            dup2(nowhere, 2)
            close(nowhere)
        }
    }

    /// Reads a line; `scenario`, `variant` and `profile` name the case at an index.
    init?(line: String, run: Int64, cases: [CaseSelection.Case]) {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        if fields.count == 2, fields[0] == "exiting", let status = Int32(fields[1]) {
            self = .exiting(status)
            return
        }
        guard fields.count >= 2, let index = Int(fields[1]), cases.indices.contains(index) else { return nil }
        switch fields[0] {
        case "started": self = .started(index)
        case "writing": self = .writing(index)
        case "committed":
            guard fields.count == 10, let caseId = Int64(fields[2]), let outcome = CaseOutcome(rawValue: fields[3]),
                let steps = Int(fields[4]), let passes = Int(fields[5]), let diagnostics = Int(fields[6]),
                let frameRows = Int(fields[7]), let nanoseconds = Int64(fields[8])
            else { return nil }
            let item = cases[index]
            self = .committed(index, CaseSummary(
                caseId: caseId, runId: run, scenario: item.scenario.name, variant: item.settings.recordedVariant(item.variant),
                profile: item.profile.name, outcome: outcome, steps: steps, passes: passes, diagnostics: diagnostics,
                frameRows: frameRows, duration: .nanoseconds(nanoseconds), error: fields[9].isEmpty ? nil : fields[9]
            ))
        default: return nil
        }
    }
}

extension CaseSummary {
    /// The summary of a case read back from its run (its layout time unknown).
    init(recorded row: RunCase) {
        self.init(
            caseId: row.caseId, runId: row.runId, scenario: row.scenario, variant: row.variant, profile: row.profile,
            outcome: row.outcome, steps: row.steps, passes: row.passes, diagnostics: row.diagnostics, frameRows: row.frameRows,
            duration: .zero, error: row.error
        )
    }
}
