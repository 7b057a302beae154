import Foundation
import GRDB
import LayoutLab

extension LayoutStore {
    /// Runs one case through the engine and records every pass of it, in one transaction.
    ///
    /// The engine reports on its own thread; its events cross a bounded ``TraceChannel`` to this
    /// store's writer connection, which inserts them as they come. Layout and SQLite work in
    /// parallel, and memory stays bounded whatever the size of the case.
    ///
    /// The transaction begins with the first event and commits after the last, so other readers
    /// see the whole case or nothing, and another process's recorder can take its turn between
    /// two cases. If the task is cancelled, ``interruptRecording()`` is called, or anything fails,
    /// the transaction rolls back: no part of the case is kept. Cancellation and interrupts throw
    /// `CancellationError`. A cancelled case does not wait for the engine, which finishes its
    /// layout in the background with nowhere to send it.
    ///
    /// Once the engine has reported the last pass it frees its trees, while the case commits; the
    /// store's next case starts when that is done, so two cases' memory does not add up.
    public func recordCase(
        run: Int64, scenario: any Scenario.Type, variant: String, profile: DeviceProfile, settings: CaseSettings = CaseSettings(),
        limits: UpdateLimits = UpdateLimits(), knobs: Knobs = Knobs()
    ) async throws -> CaseSummary {
        await recording.waitForFinishingEngine()
        let pending = try startCase(
            run: run, scenario: scenario, variant: variant, profile: profile, settings: settings, limits: limits, knobs: knobs
        )
        return try await commit(pending)
    }

    /// Starts laying out a case at once, on an engine thread of its own, whatever else is in
    /// flight: its engine fills the case's bounded channel and waits there until ``commit(_:)``
    /// drains it. `record --jobs N` starts up to N cases ahead of the one being written; cases
    /// are committed in the order asked, so their ids are those of a sequential record.
    public func startCase(
        run: Int64, scenario: any Scenario.Type, variant: String, profile: DeviceProfile, settings: CaseSettings = CaseSettings(),
        limits: UpdateLimits = UpdateLimits(), knobs: Knobs = Knobs()
    ) throws -> PendingCase {
        if recording.isInterrupted { throw CancellationError() }
        let layout = StartedLayout(scenario, variant: variant, profile: profile, settings: settings, limits: limits, knobs: knobs)
        return try adopt(layout, run: run)
    }

    /// Makes a layout started before this store was opened one of its cases, to commit in
    /// `run`. An interrupted store refuses it (and discards it).
    public func adopt(_ layout: StartedLayout, run: Int64) throws -> PendingCase {
        let token: Int
        do {
            token = try recording.begin(layout.channel)
        } catch {
            layout.discard()
            throw error
        }
        var identity = layout.identity
        identity.run = run
        return PendingCase(layout: layout, identity: identity, token: token)
    }

    /// Writes a started case, in one transaction (see ``recordCase(run:scenario:variant:profile:limits:knobs:)``).
    public func commit(_ pending: PendingCase) async throws -> CaseSummary {
        defer { recording.end(pending.token) }
        // Whatever happens below (even a write that never got to run), the engine must not be
        // left waiting on a full channel.
        defer { pending.channel.close() }
        // Committed, failed or cancelled, the next sequential case waits for this engine to be done.
        defer { recording.engineFinishing(pending.layout.engine) }
        // Nor may its engine wait its turn behind cases that nobody writes any more.
        defer { CaseAdmission.shared.release(pending.layout.ticket) }
        do {
            return try await record(
                pending.identity, startedAt: pending.layout.startedAt, started: pending.layout.started, channel: pending.channel,
                ticket: pending.layout.ticket
            )
        } catch {
            throw DatabaseErrors.reported(error, database: path, lockTimeout: lockWaiting.timeout)
        }
    }

    /// Drops a started case that will not be committed (the record stopped before it): its engine
    /// finishes with nowhere to send its layout.
    public func discard(_ pending: PendingCase) {
        pending.layout.discard()
        recording.end(pending.token)
    }

    /// Writes the case's events as they come, in one transaction (see
    /// ``recordCase(run:scenario:variant:profile:limits:)``).
    private func record(
        _ identity: CaseIdentity, startedAt: Date, started: ContinuousClock.Instant, channel: TraceChannel, ticket: CaseAdmission.Ticket
    ) async throws -> CaseSummary {
        FreedMemory.release(afterRows: recording.takeFreedRows())
        return try await withTaskCancellationHandler {
            try await pool.writeWithoutTransaction { [lockWaiting] db in
                defer { channel.close() }
                do {
                    // Waiting for the first event before taking the write lock leaves a gap between
                    // two cases of one recorder, in which another process's recorder gets its turn.
                    // The writer is on this case now: its engine waits only for engines that
                    // are freeing their trees (`CaseAdmission`), or the writer could wait on it
                    // for ever.
                    CaseAdmission.shared.release(ticket)
                    guard let first = try channel.receive() else {
                        throw StoreError.incompleteTrace(scenario: identity.scenario, detail: "the engine reported nothing")
                    }
                    return try lockWaiting.whileWaiting(abandonWhen: { channel.isCancelled }) {
                        var summary: CaseSummary?
                        var inserted: [InternedNode] = []
                        var paints: [NodePaint: Int64] = [:]
                        var highestNodeId: Int64?
                        // The case makes every row its frames and values refer to, in this
                        // transaction: enforcing foreign keys would look up two parents a frame row,
                        // and its many-row inserts roll the whole case back on a broken constraint
                        // rather than keep a statement journal
                        // (docs/performance.md, "Why it is as fast as it is").
                        try db.withForeignKeysUnenforced {
                            try db.inTransaction(.immediate) {
                                let writer = try CaseWriter(
                                    db, identity, startedAt: startedAt, committedNodes: committedNodes,
                                    knownPathHashes: knownPathHashes, committedPaints: committedPaints
                                )
                                var event = first
                                while true {
                                    try writer.write(event)
                                    channel.handBack(consume event)
                                    guard let next = try channel.receive() else { break }
                                    event = next
                                }
                                summary = try writer.finish(duration: ContinuousClock.now - started)
                                inserted = writer.insertedNodes
                                paints = writer.knownPaints
                                highestNodeId = writer.highestNodeId
                                return .commit
                            }
                        }
                        // Committed: the next case may reuse these ids without asking SQLite.
                        // Not a large case's: its paints are the engine's objects, scattered
                        // through the memory its tree is freeing, and its paths the writer's; the
                        // caches' 20,000 of each kept pinned there, the next large case could not
                        // reuse that memory whole: rows-10000 on two profiles peaked 5-8 MiB higher
                        // (docs/performance.md, "Memory"). A case after a large one gains little
                        // from 20,000 of its rows anyway.
                        if !CaseAdmission.shared.isLarge(ticket) {
                            committedNodes.add(inserted)
                            committedPaints.add(paints)
                        }
                        if let highestNodeId { knownPathHashes.committed(through: highestNodeId) }
                        // The case's time runs from the engine's start to the commit, included.
                        summary!.duration = ContinuousClock.now - started
                        // What the writer freed is handed back before the next case is written,
                        // not on this one's clock (the command line exits after its last case).
                        recording.noteFreed(rows: channel.rowsSent)
                        return summary!
                    }
                } catch where channel.isCancelled {
                    // A cancelled case can also surface as SQLite's "busy" (a lock wait given up)
                    // or "interrupted"; the caller only needs to know it was cancelled.
                    throw CancellationError()
                }
            }
        } onCancel: {
            channel.cancel()
        }
    }
}

/// A started layout made a case of a run (``LayoutStore/startCase(run:scenario:variant:profile:limits:knobs:)``,
/// ``LayoutStore/adopt(_:run:)``), waiting to be committed or discarded.
public struct PendingCase: Sendable {
    let layout: StartedLayout
    /// The layout's identity with its run.
    let identity: CaseIdentity
    /// The store's hold on the case, for interrupts.
    let token: Int
    var channel: TraceChannel { layout.channel }
}

extension LayoutStore {
    /// Records a case that could not be recorded: its code trapped, and the process laying it out
    /// died (`record` runs cases in a worker process it supervises;
    /// docs/cli.md, "Cases that fail"). The case is kept with outcome `error`, no steps, and `message` as its error, so
    /// the run stays complete and reports show what failed.
    public func recordFailedCase(
        run: Int64, scenario: any Scenario.Type, variant: String, profile: DeviceProfile, settings: CaseSettings = CaseSettings(),
        message: String
    ) throws -> CaseSummary {
        var identity = StartedLayout.identity(of: scenario, variant: variant, profile: profile, settings: settings)
        identity.run = run
        if recording.isInterrupted { throw CancellationError() }
        // A wait for another recorder's lock ends at once on an interrupt, as a case's does.
        return try DatabaseErrors.reporting(in: path, lockTimeout: lockWaiting.timeout) {
            try lockWaiting.whileWaiting(abandonWhen: { [recording] in recording.isInterrupted }) {
                try pool.write { db in
                    let status = try String.fetchOne(db, sql: "SELECT status FROM run WHERE id = ?", arguments: [run])
                    guard status == RunStatus.running.rawValue else {
                        throw status == nil ? StoreError.noSuchRun(run) : StoreError.runNotRunning(run, status: RunStatus(rawValue: status!) ?? .failed)
                    }
                    var row = CaseRow(identity, startedAt: Date())
                    row.outcome = .error
                    row.error = message
                    try row.insert(db)
                    try db.execute(sql: "UPDATE run SET heartbeat_at = ? WHERE id = ?", arguments: [row.finishedAt, run])
                    return CaseSummary(
                        caseId: row.id!, runId: run, scenario: row.scenario, variant: row.variant, profile: row.profile, outcome: .error,
                        steps: 0, passes: 0, diagnostics: 0, frameRows: 0, duration: .zero, error: message
                    )
                }
            }
        }
    }
}
