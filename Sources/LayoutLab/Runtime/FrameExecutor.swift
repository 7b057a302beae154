/// Runs the work that lands between frames: the bodies of `task` actions (on this executor) and
/// blocks sent to `DispatchQueue.main`. Both run to their first real suspension at the frame
/// boundary, on the engine thread or the main thread, so that "work from task lands in the next
/// frame" holds deterministically.
final class FrameExecutor: TaskExecutor, @unchecked Sendable {
    private let lock = NSLock()
    /// In the order they came: `task` work, and main-actor work from the case's thread.
    private var jobs: [(job: UnownedJob, onMainActor: Bool)] = []

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        lock.lock()
        jobs.append((job, false))
        lock.unlock()
    }

    /// A job for the main actor, enqueued from the case's thread (CaseMainActor.swift).
    func enqueueOnMainActor(_ job: UnownedJob) {
        lock.lock()
        jobs.append((job, true))
        lock.unlock()
    }

    /// Starts `action` as a task whose jobs run only when the executor is drained.
    func start(_ action: @escaping () async -> Void) -> Task<Void, Never> {
        nonisolated(unsafe) let action = action
        return Task(executorPreference: self) { await action() }
    }

    /// Runs every job enqueued so far, and those they enqueue in turn.
    func drain() {
        CaseMainActor.withFrameExecutor(self) {
            while true {
                lock.lock()
                let batch = jobs
                jobs.removeAll()
                lock.unlock()
                if batch.isEmpty { return }
                for (job, onMainActor) in batch {
                    if onMainActor {
                        job.runSynchronously(isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: asUnownedTaskExecutor())
                    } else {
                        job.runSynchronously(on: asUnownedTaskExecutor())
                    }
                }
            }
        }
    }
    /// Waits until the main queue has run everything sent to it so far. Returns false when the
    /// main thread does not answer (it is blocked, or this is the main thread).
    static func drainMainQueue(timeout: TimeInterval = 5) -> Bool {
        guard !Thread.isMainThread else { return false }
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.main.async { done.signal() }
        return done.wait(timeout: .now() + timeout) == .success
    }
}
