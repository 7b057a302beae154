import Synchronization

/// The store's switch for stopping recordings from outside the task that runs them: the CLI
/// calls ``LayoutStore/interruptRecording()`` from its SIGINT / SIGTERM handler.
///
/// An interrupt cancels every case in flight (each rolls back) and refuses every later one, so a
/// loop over cases stops at the next call. It is sticky: the store can still finish the run as
/// `interrupted`, but records nothing more.
final class RecordingControl: Sendable {
    private struct State {
        var isInterrupted = false
        var nextToken = 0
        /// Rows of the cases committed since memory was last handed back (`FreedMemory`).
        var freedRows = 0
        var inFlight: [Int: TraceChannel] = [:]
        var finishingEngine: Task<Void, Never>?
    }

    private let state = Mutex(State())

    var isInterrupted: Bool { state.withLock { $0.isInterrupted } }

    func interrupt() {
        let channels = state.withLock { state in
            state.isInterrupted = true
            return Array(state.inFlight.values)
        }
        for channel in channels { channel.cancel() }
    }

    /// Tracks a case in flight; throws `CancellationError` if the store was already interrupted.
    func begin(_ channel: TraceChannel) throws -> Int {
        try state.withLock { state in
            if state.isInterrupted { throw CancellationError() }
            state.nextToken += 1
            state.inFlight[state.nextToken] = channel
            return state.nextToken
        }
    }

    /// The engine of the last case: it may still be freeing what it kept (see
    /// `TraceObserver.traceDidFinish`), or still laying out a cancelled case, when the next case
    /// is asked for.
    func engineFinishing(_ engine: Task<Void, Never>) {
        state.withLock { $0.finishingEngine = engine }
    }

    /// Waits until the last case's engine is done, so that two cases' memory does not add up.
    func waitForFinishingEngine() async {
        let engine = state.withLock { state in
            defer { state.finishingEngine = nil }
            return state.finishingEngine
        }
        await engine?.value
    }

    /// A case committed `rows` rows: what its writer freed is handed back before the next case.
    func noteFreed(rows: Int) {
        state.withLock { $0.freedRows += rows }
    }

    /// The rows committed since the last call, whose memory is to be handed back now.
    func takeFreedRows() -> Int {
        state.withLock { state in
            defer { state.freedRows = 0 }
            return state.freedRows
        }
    }

    func end(_ token: Int) {
        _ = state.withLock { $0.inFlight.removeValue(forKey: token) }
    }
}

extension LayoutStore {
    /// Stops recording: the case in flight rolls back (``recordCase(run:scenario:variant:profile:limits:)``
    /// throws `CancellationError`, also while it waits for another process's write lock), finished
    /// cases stay, and later cases are refused. The caller then finishes the run as `interrupted`.
    ///
    /// Safe to call from any thread, but it takes locks, so not from inside a raw C signal handler:
    /// call it from a `DispatchSource.makeSignalSource` handler.
    public func interruptRecording() {
        recording.interrupt()
    }

    /// Whether ``interruptRecording()`` has been called.
    public var isRecordingInterrupted: Bool { recording.isInterrupted }
}
