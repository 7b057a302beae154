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
    let jobs: Int
    private let worker = Mutex<RunningWorker?>(nil)
    private let interrupted = Mutex(false)
    /// The first worker, started before the database is opened, waiting for the run's id.
    private let early = Mutex<RunningWorker?>(nil)
    /// Workers followed to their end, some still being torn down by the kernel.
    private let ended = Mutex<[RunningWorker]>([])

    static var isDisabled: Bool { ProcessInfo.processInfo.environment["LAYOUTLAB_IN_PROCESS"] == "1" }

    /// Starts the first worker, over every case, as the very first thing `record` does: it
    /// starts as a process while this one reads its selection, opens the database and makes the
    /// run, and lays out its first cases meanwhile, as a record in one process does.
    static func startFirstWorker(jobs: Int) throws -> RunningWorker {
        // Telling a worker that has died which run to record into must fail with EPIPE, not
        // end this process (SIGPIPE); `finish()` puts it back for the summary.
        signal(SIGPIPE, SIG_IGN)
        return try RunningWorker(runArgument: "stdin", range: nil, jobs: jobs, passesRunOnStdin: true)
    }

    init(cases: [CaseSelection.Case], jobs: Int, first: RunningWorker) {
        self.cases = cases
        self.jobs = jobs
        early.withLock { $0 = first }
    }

    /// Done with workers: a closed stdout (`| head`) ends the command quietly again.
    func finish() {
        abandonEarlyWorker()
        signal(SIGPIPE, SIG_DFL)
    }

    /// Waits for the workers that ended by themselves to be gone: the last thing `record` does,
    /// after the run is finished and the database closed, which their teardown overlaps.
    func reapEnded() {
        for worker in ended.withLock({ $0 }) { worker.reap() }
    }

    /// Stops the first worker if it never got a run (the database could not be opened).
    func abandonEarlyWorker() {
        guard let first = early.withLock({ worker in defer { worker = nil }; return worker }) else { return }
        first.stop()
    }

    /// Passes an interrupt on to the worker, which rolls back its case and stops; a wait of this
    /// process's own for the database's lock gives up at once.
    func interrupt(_ store: LayoutStore) {
        interrupted.withLock { $0 = true }
        store.interruptRecording()
        worker.withLock { $0 }?.signal(SIGINT)
    }

    /// Records every case into `run`; `committed` hears of each case kept, in order, failed ones
    /// included.
    func record(into run: Int64, of store: LayoutStore, committed: (CaseSummary) -> Void) throws -> CaseLoop.End {
        var next = 0
        // After a crash with several cases in flight: run them one at a time up to here.
        var isolatingUntil: Int?
        while next < cases.count {
            if interrupted.withLock({ $0 }) {
                abandonEarlyWorker()
                return .interrupted
            }
            let until = isolatingUntil ?? cases.count
            let running: RunningWorker
            if let first = early.withLock({ worker in defer { worker = nil }; return worker }) {
                first.send(runID: run)
                running = first
            } else {
                running = try RunningWorker(
                    runArgument: String(run), range: next..<until, jobs: isolatingUntil == nil ? jobs : 1, passesRunOnStdin: false
                )
            }
            worker.withLock { $0 = running }
            if interrupted.withLock({ $0 }) { running.signal(SIGINT) }
            var ending = running.follow(run: run, cases: cases, committed: committed)
            worker.withLock { $0 = nil }
            ended.withLock { $0.append(running) }
            if case .failed(ExitStatus.badInput, let message) = ending.exit {
                // The worker met damage in the file (its command line is this one's, so nothing
                // else of it is bad input): the run goes, as a record in one process removes it.
                throw WorkerMetDamage(message: message)
            }
            if case .failed = ending.exit { return ending.exit.end }
            if case .interrupted = ending.exit { return .interrupted }
            if case .crashed(let signal, _) = ending.exit, signal == SIGINT || signal == SIGTERM || interrupted.withLock({ $0 }) {
                // Stopped, not crashed: an interrupt that reached the worker before it could
                // roll back by itself.
                return .interrupted
            }
            let range = next..<until
            if case .finished = ending.exit, range.allSatisfy(ending.committed.contains) {
                next = until
                isolatingUntil = nil
                continue
            }
            // What the database holds is what was committed: a case committed just before the
            // worker died may not have been announced.
            let recorded = Dictionary(
                try store.cases(ofRun: run).map { (CaseSelection.key($0.scenario, $0.variant, $0.profile), $0) }, uniquingKeysWith: { a, _ in a }
            )
            for index in range where !ending.committed.contains(index) {
                guard let row = recorded[cases[index].key] else { continue }
                committed(CaseSummary(recorded: row))
                ending.committed.insert(index)
            }
            let missing = range.filter { !ending.committed.contains($0) }
            if case .finished = ending.exit {
                guard let first = missing.first else {
                    next = until
                    isolatingUntil = nil
                    continue
                }
                // Exited as if done, with cases left: the case's code ended the process.
                ending.exit = .crashed(signal: 0, message: "the case's code ended the process (exit status 0)")
                ending.started.insert(first)
            }
            guard case .crashed(let signal, let message) = ending.exit else { continue }
            let inFlight = ending.started.subtracting(ending.committed).sorted()
            guard let first = inFlight.first else {
                // Between cases, or before the first: no case to blame, nothing to go on with.
                return .failed(MachineFailure("the worker process died (\(Self.name(of: signal))) outside any case: \(message)"))
            }
            if inFlight.count == 1 {
                let item = cases[first]
                do {
                    committed(try store.recordFailedCase(
                        run: run, scenario: item.scenario, variant: item.variant, profile: item.profile, settings: item.settings,
                        message: message
                    ))
                } catch is CancellationError {
                    return .interrupted
                }
                next = first + 1
                if let until = isolatingUntil, next >= until { isolatingUntil = nil }
            } else {
                next = first
                isolatingUntil = inFlight.last! + 1
            }
        }
        return .finished
    }

    /// The worker found the database damaged: `record` removes its run and reports it.
    struct WorkerMetDamage: Error {
        let message: String
    }

    struct Ending {
        enum Exit {
            case finished
            case interrupted
            case failed(status: Int32, message: String)
            /// Ended by a signal (0: by an exit of the case's code, cases left).
            case crashed(signal: Int32, message: String)

            var end: CaseLoop.End {
                switch self {
                case .finished: .finished
                case .interrupted: .interrupted
                case .failed(_, let message): .failed(MachineFailure(message))
                case .crashed(_, let message): .failed(MachineFailure(message))
                }
            }
        }

        var exit: Exit
        var started: Set<Int>
        var committed: Set<Int>
    }

    /// One worker process: started over a range of the cases, then followed to its end.
    ///
    /// Spawned and reaped with `posix_spawn` and `waitpid` rather than Foundation's `Process`,
    /// whose wait polls a run loop every 50 ms: supervision is meant to cost one process start.
    final class RunningWorker: Sendable {
        let pid: pid_t
        /// What it tells this process (descriptor 3 in the worker; its stdout is this process's).
        private let messages: FileHandle
        private let input: FileHandle?
        /// Its stderr: warnings pass straight on; the rest is kept until the worker ends, to be
        /// passed on, or read for a trap's message.
        private let held = StderrLines()
        private let stderrDone = DispatchSemaphore(value: 0)
        /// Set once the worker is being reaped: its pid may then be another process's.
        private let reaped = Mutex(false)
        /// Set once the worker has said how it ends and hung up: it is reaped by ``reap()``.
        private let tornDown = Mutex(false)

        /// A worker over `range` of the cases (nil: all of them).
        init(runArgument: String, range: Range<Int>?, jobs: Int, passesRunOnStdin: Bool) throws {
            let arguments = [CaseSupervisor.executable.path] + LayoutLabCLI.arguments + ["--worker-run", runArgument, "--jobs", String(jobs)]
                + (range.map { ["--worker-cases", "\($0.lowerBound)..<\($0.upperBound)"] } ?? [])
            var environment = ProcessInfo.processInfo.environment
            // Swift's backtracer takes seconds and prints pages; the first line is what is kept.
            environment["SWIFT_BACKTRACE"] = "enable=no"
            #if !compiler(>=6.3)
            // Built by a compiler without custom executors, the engine cannot tell Swift's runtime
            // that a case's thread is its main actor (Runtime/CaseMainActor.swift), and Swift 6
            // code's run-time isolation checks trap there. These two settings of the runtime make
            // the check answer "no" silently, as for Swift 5 code; they are read at start-up.
            environment["SWIFT_IS_CURRENT_EXECUTOR_LEGACY_MODE_OVERRIDE"] = "legacy"
            environment["SWIFT_UNEXPECTED_EXECUTOR_LOG_LEVEL"] = "0"
            #endif
            environment[RecordWorker.supervisorVariable] = String(getpid())
            environment[RecordWorker.progressVariable] = Terminal.stderrIsTerminal ? "1" : nil
            var made: [Int32] = []
            func pipe() throws -> (read: Int32, write: Int32) {
                do {
                    let ends = try Self.pipe()
                    made += [ends.read, ends.write]
                    return ends
                } catch {
                    // The pipes made before this one go too.
                    for descriptor in made { close(descriptor) }
                    throw error
                }
            }
            let protocolPipe = try pipe(), stderr = try pipe()
            let stdin = passesRunOnStdin ? try pipe() : nil
            // The worker starts with the signals a command starts with: none blocked, and none
            // ignored that this process ignores while it supervises (SIGPIPE).
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var defaults = sigset_t(), empty = sigset_t()
            sigemptyset(&defaults)
            sigemptyset(&empty)
            for number in [SIGPIPE, SIGINT, SIGTERM, SIGQUIT] { sigaddset(&defaults, number) }
            posix_spawnattr_setsigdefault(&attributes, &defaults)
            posix_spawnattr_setsigmask(&attributes, &empty)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            if let stdin {
                posix_spawn_file_actions_adddup2(&actions, stdin.read, 0)
            } else {
                posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            }
            posix_spawn_file_actions_adddup2(&actions, protocolPipe.write, WorkerMessage.descriptor)
            posix_spawn_file_actions_adddup2(&actions, stderr.write, 2)
            let argv = arguments.map { strdup($0) } + [nil]
            let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer { (argv + envp).forEach { free($0) } }
            var pid = pid_t()
            let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
            // The child's ends, and (on failure) every end.
            for descriptor in [protocolPipe.write, stderr.write, stdin?.read].compactMap({ $0 }) { close(descriptor) }
            guard spawned == 0 else {
                for descriptor in [protocolPipe.read, stderr.read, stdin?.write].compactMap({ $0 }) { close(descriptor) }
                throw MachineFailure("cannot start a worker process: \(String(cString: strerror(spawned)))")
            }
            self.pid = pid
            messages = FileHandle(fileDescriptor: protocolPipe.read, closeOnDealloc: true)
            input = stdin.map { FileHandle(fileDescriptor: $0.write, closeOnDealloc: true) }
            let stderrHandle = FileHandle(fileDescriptor: stderr.read, closeOnDealloc: true)
            let (held, done) = (self.held, stderrDone)
            Thread.detachNewThread {
                // What the cases print passes straight on. Kept back: the runtime's report of a
                // trap and what follows it (never a backtrace), and the worker's own error lines,
                // one of which may become the message; at most a few, whatever a case prints.
                var trapped = false
                LineReader(stderrHandle).forEach { line in
                    trapped = trapped || line.contains("Fatal error")
                    if trapped || line.hasPrefix("error: ") { held.append(line) } else { Terminal.passOn(line) }
                }
                done.signal()
            }
        }

        /// A pipe whose ends close on exec (the child gets its own copies through dup2).
        private static func pipe() throws -> (read: Int32, write: Int32) {
            var ends: [Int32] = [0, 0]
            guard Glibc.pipe(&ends) == 0 else { throw MachineFailure("cannot make a pipe for a worker process: \(String(cString: strerror(errno)))") }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            return (ends[0], ends[1])
        }

        /// Tells an early worker which run to record into.
        func send(runID: Int64) {
            try? input?.write(contentsOf: Data("\(runID)\n".utf8))
            try? input?.close()
        }

        /// Sends the worker a signal, unless it is being reaped.
        func signal(_ number: Int32) {
            reaped.withLock { reaped in
                if !reaped { kill(pid, number) }
            }
        }

        /// Ends a worker that will not be followed, and waits for it.
        func stop() {
            try? input?.close()
            signal(SIGKILL)
            _ = waitForExit()
        }

        /// Waits for a worker that ended by itself to be gone.
        func reap() {
            if tornDown.withLock({ $0 }), !reaped.withLock({ $0 }) { _ = waitForExit() }
        }

        /// `waitpid`'s status, through interruptions.
        private func waitForExit() -> Int32 {
            reaped.withLock { $0 = true }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            return status
        }

        /// Reads what the worker says until it ends.
        func follow(run: Int64, cases: [CaseSelection.Case], committed: (CaseSummary) -> Void) -> Ending {
            var started = Set<Int>(), done = Set<Int>()
            var ownExit: Int32?
            let handle: (String) -> Void = { line in
                switch WorkerMessage(line: line, run: run, cases: cases) {
                case .started(let index): started.insert(index)
                case .writing(let index): RecordCommand.showProgress(index, of: cases)
                case .committed(let index, let summary):
                    done.insert(index)
                    committed(summary)
                case .exiting(let status): ownExit = status
                case nil: break
                }
            }
            if let exited = ProcessExit(pid) {
                // Read in batches, ten times a second and at once when the worker ends or hangs
                // up: a wakeup for each of a run's thousand lines took the worker's cores from it
                // (the catalog recorded 1.08 × the time). The messages wait in the pipe meanwhile.
                var reader = BatchReader(messages.fileDescriptor)
                while !exited.wait(milliseconds: 100, orHangUpOf: messages.fileDescriptor) {
                    reader.drain(handle)
                }
                reader.drain(handle)
            } else {
                LineReader(messages).forEach(handle)
            }
            // A worker that said how it ends has hung up (`WorkerMessage.hangUp()`) and is being
            // torn down by the kernel: the run goes on meanwhile, and it is reaped at the end.
            let status: Int32
            if let ownExit {
                status = ownExit << 8
                tornDown.withLock { $0 = true }
            } else {
                status = waitForExit()
            }
            // A process the case started may still hold the worker's stderr open.
            _ = stderrDone.wait(timeout: .now() + 1)
            let lines = held.lines
            // WIFSIGNALED, WTERMSIG and WEXITSTATUS, which Swift does not import.
            let signal = status & 0x7F, code = (status >> 8) & 0xFF
            let exit: Ending.Exit
            // What the worker printed on stderr is passed on, but for what becomes the message: the
            // runtime's report of a trap (and what follows it), or the worker's own error line.
            var passedOn = lines.filter { !$0.contains("Fatal error") }
            if signal != 0, signal != 0x7F {
                exit = .crashed(signal: signal, message: CaseSupervisor.trapMessage(lines, signal: signal))
                passedOn = Array(lines.prefix { !$0.contains("Fatal error") })
            } else if ownExit != code {
                // The worker says how it ends before it does: any other end is the case's code
                // calling exit, whatever the status.
                exit = .crashed(signal: 0, message: "the case's code ended the process (exit status \(code))")
            } else {
                switch code {
                case 0:
                    exit = .finished
                case ExitStatus.interrupted:
                    exit = .interrupted
                default:
                    let line = lines.first { $0.hasPrefix("error: ") }
                    exit = .failed(status: code, message: line.map { String($0.dropFirst(7)) } ?? "exit \(code)")
                    passedOn = lines.filter { $0 != line }
                }
            }
            for line in passedOn { Terminal.passOn(line) }
            return Ending(exit: exit, started: started, committed: done)
        }
    }

    /// The command line's own executable: a package's binary that calls `LayoutLabCLI.main`
    /// runs its own scenarios in its workers.
    static var executable: URL {
        Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    }

    /// The first line of the runtime's report (`…: Fatal error: Unexpectedly found nil …`), with
    /// the signal, never the backtrace; a trap in layoutlab's own code says to report it.
    static func trapMessage(_ lines: [String], signal: Int32) -> String {
        let report = lines.first { $0.contains("Fatal error") }
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
        // Stops on purpose, not bugs: SwiftUI's own (`LayoutLab/State/`) and no thread to be had.
        let deliberate = file.contains("LayoutLab/State/") || report.contains("no thread could be made for the engine")
        return modules.contains { path.hasPrefix($0) || file.contains("/Sources/\($0)") } && !deliberate
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
        var lines = Lines()
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            lines.append(chunk, body)
        }
        lines.finish(body)
    }
}

/// Bytes read from a pipe, cut into lines as they come.
private struct Lines {
    private var pending: [UInt8] = []

    /// Adds `bytes` and hands every line they complete to `body`.
    mutating func append<Bytes: Collection<UInt8>>(_ bytes: Bytes, _ body: (String) -> Void) {
        pending += bytes
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            body(String(decoding: pending[..<newline], as: UTF8.self))
            pending.removeSubrange(...newline)
        }
    }

    /// Hands a last line without a newline to `body`.
    mutating func finish(_ body: (String) -> Void) {
        if !pending.isEmpty { body(String(decoding: pending, as: UTF8.self)) }
        pending = []
    }
}

/// The lines waiting in a pipe, read without blocking, as often as asked.
private struct BatchReader {
    let descriptor: Int32
    private var lines = Lines()

    init(_ descriptor: Int32) {
        self.descriptor = descriptor
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        // Room for a whole run's messages between two reads (Linux's F_SETPIPE_SZ).
        let setPipeSize: Int32 = 1031
        _ = fcntl(descriptor, setPipeSize, 1 << 20)
    }

    /// Hands every whole line read so far to `body`.
    mutating func drain(_ body: (String) -> Void) {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                lines.append(buffer[0..<count], body)
                continue
            }
            if count < 0, errno == EINTR { continue }
            break
        }
    }
}

/// A child process's end, waited for without reaping it: Linux's pidfd, which becomes readable
/// when the process ends (nil where the C library has no `pidfd_open`, before glibc 2.36: the
/// worker's messages are then read as they come, which costs the worker some of its cores).
private final class ProcessExit {
    private let descriptor: Int32

    init?(_ pid: pid_t) {
        typealias PidfdOpen = @convention(c) (pid_t, UInt32) -> Int32
        guard let symbol = dlsym(nil, "pidfd_open") else { return nil }
        let descriptor = unsafeBitCast(symbol, to: PidfdOpen.self)(pid, 0)
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Whether the process has ended or closed its end of `pipe`, waiting up to `milliseconds`.
    /// The pipe is watched for its writer's hang-up only, not for each line written to it.
    func wait(milliseconds: Int32, orHangUpOf pipe: Int32) -> Bool {
        var entries = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0), pollfd(fd: pipe, events: 0, revents: 0)]
        let ready = poll(&entries, 2, milliseconds)
        return ready > 0
    }
}
