import Foundation
import GRDB
import LayoutLab
import LayoutLabScenarios
import LayoutLabStore
import Testing

/// A case is written in one transaction: cancelled or interrupted, it leaves nothing behind.
@Suite("Interruption", .serialized)
struct InterruptionTests {
    /// Starts recording the slow counter and returns once its first pass has been reported.
    private func startSlowCase(
        _ store: LayoutStore, run: Int64
    ) async throws -> Task<CaseSummary, any Error> {
        let started = DispatchSemaphore(value: 0)
        SlowCounter.started = started
        SlowCounter.gate = DispatchSemaphore(value: 0)
        let task = Task {
            try await store.recordCase(
                run: run, scenario: SlowCounter.self, variant: "", profile: iPhone13,
                limits: UpdateLimits(framesPerStep: 200)
            )
        }
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                started.wait()
                continuation.resume()
            }
        }
        // Wait until the case's transaction is open and passes are reaching the database.
        var waited = 0
        while try !writeLockIsTaken(store.path), waited < 5_000 {
            try await Task.sleep(for: .milliseconds(20))
            waited += 20
        }
        try await Task.sleep(for: .milliseconds(50))
        #expect(try writeLockIsTaken(store.path), "the case's transaction is open")
        return task
    }

    /// Whether some connection holds the write lock: a second connection that does not wait
    /// fails to begin a write transaction.
    private func writeLockIsTaken(_ path: String) throws -> Bool {
        let probe = try DatabaseQueue(path: path)
        do {
            try probe.inTransaction(.immediate) { _ in .rollback }
            return false
        } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
            return true
        }
    }

    /// Everything a case writes, counted.
    private func recordedRows(_ store: LayoutStore) throws -> Int {
        try store.count("""
            SELECT (SELECT COUNT(*) FROM run_case) + (SELECT COUNT(*) FROM step) + (SELECT COUNT(*) FROM pass)
                 + (SELECT COUNT(*) FROM node_frame) + (SELECT COUNT(*) FROM state_value)
                 + (SELECT COUNT(*) FROM action_event) + (SELECT COUNT(*) FROM diagnostic) + (SELECT COUNT(*) FROM node)
            """)
    }

    @Test func cancelledCaseLeavesNoRows() async throws {
        let folder = try TemporaryFolder()
        let store = try LayoutStore.open(path: folder.databasePath)
        let run = try store.createRun(command: "c", host: "h")
        let task = try await startSlowCase(store, run: run.id)
        task.cancel()
        SlowCounter.gate?.signal()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(try recordedRows(store) == 0)

        // The store is still usable afterwards.
        let summary = try await store.recordCase(run: run.id, scenario: SameHeight.self, variant: "", profile: iPhone13)
        #expect(try store.cases(ofRun: run.id).map(\.caseId) == [summary.caseId])
    }

    /// What the CLI does on SIGINT: interrupt, mark the run, keep the finished cases.
    @Test func interruptRollsBackTheCaseInFlightAndKeepsFinishedOnes() async throws {
        let folder = try TemporaryFolder()
        let store = try LayoutStore.open(path: folder.databasePath)
        let run = try store.createRun(label: "interrupted", command: "c", host: "h")
        let finished = try await store.recordCase(run: run.id, scenario: SameHeight.self, variant: "", profile: iPhone13)
        let before = try recordedRows(store)

        let task = try await startSlowCase(store, run: run.id)
        store.interruptRecording()
        SlowCounter.gate?.signal()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(store.isRecordingInterrupted)
        // Later cases are refused at once.
        await #expect(throws: CancellationError.self) {
            try await store.recordCase(run: run.id, scenario: SameWidth.self, variant: "", profile: iPhone13)
        }
        try store.finishRun(run.id, status: .interrupted)

        #expect(try recordedRows(store) == before)
        #expect(try store.cases(ofRun: run.id).map(\.caseId) == [finished.caseId])
        #expect(try store.run("interrupted").status == .interrupted)
    }

    /// A recorder waiting for another process's case to commit gives up its wait at once when it
    /// is interrupted, instead of sitting out the other case.
    @Test func interruptEndsAWaitForTheWriteLock() async throws {
        let folder = try TemporaryFolder()
        let holder = try LayoutStore.open(path: folder.databasePath)
        let waiter = try LayoutStore.open(path: folder.databasePath)
        let holderRun = try holder.createRun(label: "holder", command: "c", host: "h")
        let waiterRun = try waiter.createRun(label: "waiter", command: "c", host: "h")

        let holding = try await startSlowCase(holder, run: holderRun.id)
        let waiting = Task {
            try await waiter.recordCase(run: waiterRun.id, scenario: SameHeight.self, variant: "", profile: iPhone13)
        }
        try await Task.sleep(for: .milliseconds(100))
        waiter.interruptRecording()
        await #expect(throws: CancellationError.self) { try await waiting.value }
        // The holder's case is still open: the waiter did not wait for it to commit.
        #expect(try writeLockIsTaken(folder.databasePath))

        holding.cancel()
        SlowCounter.gate?.signal()
        await #expect(throws: CancellationError.self) { try await holding.value }
        #expect(try recordedRows(holder) == 0)
    }
}
