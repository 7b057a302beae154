import Foundation
import ArgumentParser
import LayoutLab
import LayoutLabStore

struct RecordCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Run scenarios on device profiles and record every layout pass.",
        discussion: """
            Every selected scenario runs, with each selected variant, on each selected profile; each such case \
            goes into the database in one transaction. Ctrl-C rolls the case in flight back, keeps the finished \
            ones, marks the run interrupted and exits with status 130.
            """
    )

    @OptionGroup var database: DatabaseOption

    @Option(help: "A name for the run, unique in the database; reports and diffs can use it instead of the id.")
    var label: String?

    @Option(name: .customLong("scenario"), help: "Scenarios to run, as glob patterns (repeatable; default: all but stress/*, which run only when named).")
    var scenarios: [String] = []

    @Option(
        name: .customLong("profile"),
        help: "Device profiles, as glob patterns, each optionally on an OS generation: iphone-15@ios-18 (repeatable; default: all)."
    )
    var profiles: [String] = []

    @Option(help: "The OS generation for every profile of its platform: ios-18, ios-26 or macos-26 (default: each platform's newest).")
    var os: String?

    @Option(name: .customLong("variant"), help: "Variants to run (repeatable; default: every variant).")
    var variants: [String] = []

    @Option(name: .customLong("set"), help: "A behaviour knob, KEY=VALUE (repeatable; `layoutlab knobs` lists them).")
    var settings: [String] = []

    @Option(help: "Record only the I-th of N deterministic slices of the selected cases, as I/N (merge the pieces with `layoutlab merge`).")
    var shard: String?

    // Unconditional, so that `--jobs -1` is read as a (bad) number, not as a missing value.
    @Option(parsing: .unconditional, help: "Lay out up to N cases at once, on N engine threads feeding the one writer (default: the core count).")
    var jobs: Int?

    @Option(name: .customLong("param"), help: "A scenario parameter, NAME=VALUE, for every selected scenario that declares it (repeatable).")
    var parameters: [String] = []

    @Option(name: .customLong("sweep"), help: "Run each case at every point: width=320...1024/16, dynamic-type=all, param.rows=1...50 (repeatable; the points multiply).")
    var sweeps: [String] = []

    @Option(name: .customLong("worker-run"), help: .hidden)
    var workerRun: String?

    @Option(name: .customLong("worker-cases"), help: .hidden)
    var workerCases: String?

    func run() async throws {
        // A supervised record's first worker starts before anything else: its start as a process
        // is the cost of supervision, and it overlaps this process's work until the run is made.
        let jobs = self.jobs ?? min(ProcessInfo.processInfo.activeProcessorCount, 64)
        var firstWorker = workerRun == nil && !CaseSupervisor.isDisabled && (1...64).contains(jobs)
            ? try CaseSupervisor.startFirstWorker(jobs: jobs) : nil
        defer { firstWorker?.stop() }
        var selection = try CaseSelection(catalog: Catalog.current, scenarios: scenarios, profiles: profiles, os: os, variants: variants)
        let points = try CaseSweeps(parameters: parameters, sweeps: sweeps, scenarios: selection.cases.map(\.scenario))
        selection.expand(with: points)
        if let shard { selection = try Shard(shard).slice(of: selection) }
        let knobs = try KnobSettings.knobs(from: settings)
        guard (1...64).contains(jobs) else { throw BadInput("bad --jobs '\(jobs)': it must be 1 to 64") }
        if let label { try badInputOnStoreError { try LayoutStore.checkLabel(label) } }
        if let workerRun {
            try await RecordWorker(run: workerRun, cases: workerCases, selection: selection, knobs: knobs, jobs: jobs, database: database).record()
            return
        }
        // The first cases start laying out now, while the database opens (a new one is created and
        // migrated) and the run is made; a store that cannot be opened drops them unwritten. A
        // supervised record starts its first worker now, which lays them out.
        let supervisor = firstWorker.map { CaseSupervisor(cases: selection.cases, jobs: jobs, first: $0) }
        firstWorker = nil
        defer {
            supervisor?.finish()
            supervisor?.reapEnded()
        }
        var laidOutAhead = supervisor != nil ? [] : selection.cases.prefix(jobs).map { item in
            StartedLayout(item.scenario, variant: item.variant, profile: item.profile, settings: item.settings, knobs: knobs)
        }
        defer { for layout in laidOutAhead { layout.discard() } }
        // Opening checks the file's schema, so a damaged one is refused before the run is made.
        let store = try database.open(.createIfMissing)
        // Runs whose recorder died are marked before this one starts (docs/cli.md, "Runs that died").
        for dead in try store.markAbandonedRuns() {
            Terminal.warning("run \(dead.id)\(dead.label.map { " '\($0)'" } ?? "") was abandoned: its recording process is gone (\(dead.host))")
        }
        let run = try badInputOnStoreError {
            try store.createRun(
                label: label, command: CommandLine.arguments.joined(separator: " "), host: ProcessInfo.processInfo.hostName, knobs: knobs
            )
        }

        let clock = ContinuousClock()
        let started = clock.now
        var summaries: [CaseSummary] = []
        let end: CaseLoop.End
        do {
            if let supervisor {
                let signals = InterruptSignals { supervisor.interrupt(store) }
                do {
                    defer { supervisor.finish() }
                    end = try supervisor.record(into: run.id, of: store) { summaries.append($0) }
                } catch let damage as CaseSupervisor.WorkerMetDamage {
                    Terminal.clearProgress()
                    try? store.discardRun(run.id)
                    throw BadInput(damage.message)
                } catch let error where !((error as? StoreError)?.isDamage ?? false) {
                    // No worker could be started, a failed case could not be written: the run
                    // is finished as failed, never left running.
                    end = .failed(error)
                }
                withExtendedLifetime(signals) {}
            } else {
                let signals = InterruptSignals { store.interruptRecording() }
                var loop = CaseLoop(store: store, run: run.id, knobs: knobs, jobs: jobs)
                loop.writing = { index in Self.showProgress(index, of: selection.cases) }
                loop.committed = { _, summary in summaries.append(summary) }
                end = try await loop.record(selection.cases, selection.cases.indices, laidOutAhead: &laidOutAhead)
                withExtendedLifetime(signals) {}
            }
        } catch let damage as StoreError where damage.isDamage {
            try discard(run, in: store, because: damage)
        }
        Terminal.clearProgress()
        let status: RunStatus
        switch end {
        case .finished: status = .complete
        case .interrupted: status = .interrupted
        case .failed: status = .failed
        }
        do {
            try store.finishRun(run.id, status: status)
        } catch let damage as StoreError where damage.isDamage {
            try discard(run, in: store, because: damage)
        }
        // Closed whole now (docs/cli.md, "The database"), while the last worker's process is
        // still being torn down, rather than after it is gone.
        OpenedStores.close(store)

        print(RecordSummary(run: run, status: status, cases: summaries, planned: selection.cases.count, elapsed: clock.now - started, database: database.resolvedPath).render())
        // One line per case that failed (docs/cli.md, "Cases that fail").
        let failed = summaries.filter { $0.outcome == .error }
        for summary in failed {
            let variant = summary.variant.isEmpty ? "" : " \(summary.variant)"
            Terminal.error("case \(summary.scenario)\(variant) on \(summary.profile) failed: \(summary.error ?? "no message")")
        }
        switch end {
        case .interrupted:
            throw ExitCode(ExitStatus.interrupted)
        case .failed(let failure):
            Terminal.error("recording failed: \(Self.describe(failure))")
            throw ExitCode(ExitStatus.failure)
        case .finished:
            if !failed.isEmpty { throw ExitCode(ExitStatus.failure) }
        }
    }

    /// `[12/264] scenario variant profile` on stderr, on a terminal.
    static func showProgress(_ index: Int, of cases: [CaseSelection.Case]) {
        let item = cases[index]
        Terminal.progress("[\(index + 1)/\(cases.count)] \(item.scenario.name) \(item.settings.recordedVariant(item.variant)) \(item.profile.name)")
    }

    static func describe(_ failure: any Error) -> String {
        switch failure {
        case let error as StoreError: error.description
        case let error as MachineFailure: error.message
        default: String(describing: failure)
        }
    }

    /// A file found damaged half way is not one to record into: the run goes, with the cases it
    /// kept, and the damage is reported as bad input.
    private func discard(_ run: Run, in store: LayoutStore, because damage: StoreError) throws -> Never {
        Terminal.clearProgress()
        try? store.discardRun(run.id)
        throw damage
    }
}

/// The table `record` ends with: per scenario and variant, how its cases ended.
struct RecordSummary {
    let run: Run
    let status: RunStatus
    let cases: [CaseSummary]
    let planned: Int
    let elapsed: Duration
    let database: String

    func render() -> String {
        var table = TextTable(header: ["SCENARIO", "VARIANT", "CASES", "OUTCOMES", "PASSES", "DIAGNOSTICS"])
        table.rightAligned = [2, 4, 5]
        var groups: [(String, String, [CaseSummary])] = []
        for summary in cases {
            if let last = groups.indices.last, groups[last].0 == summary.scenario, groups[last].1 == summary.variant {
                groups[last].2.append(summary)
            } else {
                groups.append((summary.scenario, summary.variant, [summary]))
            }
        }
        for (scenario, variant, group) in groups {
            table.rows.append([
                scenario, variant.isEmpty ? "-" : variant, String(group.count), Self.outcomes(group.map(\.outcome)),
                String(group.reduce(0) { $0 + $1.passes }), String(group.reduce(0) { $0 + $1.diagnostics }),
            ])
        }
        let name = run.label.map { "run \(run.id) '\($0)'" } ?? "run \(run.id)"
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        var footer = "\(name): \(cases.count) of \(planned) cases recorded (\(Self.outcomes(cases.map(\.outcome)))) in "
        footer += String(format: "%.1f s", seconds) + " into \(database)"
        if status != .complete { footer += "; \(Terminal.paint(status.rawValue) { $0.red.bold })" }
        return (cases.isEmpty ? "" : table.render() + "\n\n") + footer
    }

    /// "6 stable, 2 cycle", worst outcomes coloured on a terminal.
    static func outcomes(_ outcomes: [CaseOutcome]) -> String {
        guard !outcomes.isEmpty else { return "none" }
        let counts = Dictionary(grouping: outcomes, by: { $0 }).mapValues(\.count)
        return counts.keys.sorted().map { outcome in
            let text = "\(counts[outcome]!) \(outcome.rawValue)"
            switch outcome {
            case .stable: return Terminal.paint(text) { $0.green }
            case .cycle: return Terminal.paint(text) { $0.yellow }
            case .unstable, .error: return Terminal.paint(text) { $0.red }
            }
        }.joined(separator: ", ")
    }
}
