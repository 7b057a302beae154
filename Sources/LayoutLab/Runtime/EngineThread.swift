import Foundation

/// Layout recurses once per tree level (expansion, measuring, placing, reducing preferences), and
/// view trees can be thousands of levels deep. The engine therefore runs on a thread of its own
/// with a large stack, whatever thread or task asked for the work.
///
/// Engine threads are kept once their work is done and given the next work (`EngineThreads`):
/// glibc gives each thread an allocator arena of its own for as long as it lives, and a case laid
/// out on a new thread could land in a new arena beside the memory the last case freed, instead
/// of reusing it (docs/performance.md, "Why it is as fast as it is").
enum EngineThread {
    static let stackSize = 1 << 30

    /// Runs `work` on an engine thread and waits for it, without blocking the caller's thread.
    static func run<T>(_ work: @escaping () -> T) async -> T {
        await start(work).value()
    }

    /// Starts `work` on an engine thread now, from whatever thread calls, and returns at once.
    /// Starting from a task instead first waits for the concurrency runtime to run the task (at
    /// a process's start, to make its first thread).
    static func start<T>(_ work: @escaping () -> T) -> EngineResult<T> {
        start(work, then: {})
    }

    /// Runs `work` on an engine thread and blocks until it is done.
    static func runBlocking<T>(_ work: @escaping () -> T) -> T {
        let done = DispatchSemaphore(value: 0)
        let result = start(work, then: { done.signal() })
        done.wait()
        return result.take()
    }

    /// Drops the last reference to an object on an engine thread, and waits: for a node tree,
    /// whose freeing recurses once per level (`LaidOutTree`). The caller must hold no other.
    static func release(_ held: Held) {
        runBlocking { held.object = nil }
    }

    /// The one reference to what `release` drops.
    final class Held: @unchecked Sendable {
        var object: AnyObject?

        init(_ object: AnyObject?) {
            self.object = object
        }
    }

    /// Starts `work`; `then` runs once its result is delivered.
    private static func start<T>(_ work: @escaping () -> T, then: @escaping () -> Void) -> EngineResult<T> {
        let result = EngineResult<T>()
        nonisolated(unsafe) let work = work
        EngineThreads.shared.start(EngineThreads.Job(work: { result.set(work()) }, finish: {
            result.deliver()
            then()
        }))
        return result
    }
}

/// What an engine thread's work returns, once it has: awaited by any number of tasks.
public final class EngineResult<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var result: T?
    private var delivered = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init() {}

    /// Called on the engine thread with the work's result.
    fileprivate func set(_ value: T) {
        lock.lock()
        result = value
        lock.unlock()
    }

    /// Called once the engine thread is free again: wakes whoever waits.
    fileprivate func deliver() {
        lock.lock()
        delivered = true
        let waiting = self.waiting
        self.waiting = []
        lock.unlock()
        for continuation in waiting { continuation.resume() }
    }

    /// The result, once delivered.
    fileprivate func take() -> T {
        lock.lock()
        defer { lock.unlock() }
        return result!
    }

    /// The work's result, once it is done.
    public func value() async -> T {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            lock.lock()
            if delivered {
                lock.unlock()
                continuation.resume()
            } else {
                waiting.append(continuation)
                lock.unlock()
            }
        }
        return take()
    }
}

/// The engine threads: each runs one job at a time, then waits to be given the next. A job goes
/// to the thread that finished last (its memory is the warmest), or to a new thread when all are
/// busy, so as many jobs run at once as are started.
final class EngineThreads: @unchecked Sendable {
    static let shared = EngineThreads()

    struct Job: @unchecked Sendable {
        /// The work, on the engine thread.
        let work: () -> Void
        /// Tells the caller the work is done: called once the thread is idle again, so that a
        /// caller starting the next job at once finds it.
        let finish: () -> Void
    }

    /// How many idle threads are kept; one that finishes beyond this ends.
    static let idleLimit = 16

    private let lock = NSLock()
    private var idle: [Worker] = []

    init() {}

    func start(_ job: Job) {
        lock.lock()
        if let worker = idle.popLast() {
            worker.next = job
            lock.unlock()
            worker.wake.signal()
        } else {
            lock.unlock()
            let worker = Worker(pool: self, first: job)
            if !Self.startThread(running: worker) {
                // No thread at all (a process or memory limit). Running the job on the caller's
                // thread would hang: a recorded case's trace waits for a writer on that thread.
                // Stopping is the honest answer; `record`'s supervisor fails the case with it.
                fatalError("no thread could be made for the engine (the machine is out of memory or threads)")
            }
        }
    }

    /// The stacks tried, largest first: a 1 GB reservation is refused under a tight address-space
    /// limit (`ulimit -v`), where a smaller one still gives a thread. pthread_create's failure is
    /// an answer, never retried: Foundation's `Thread` retried it for ever.
    static let stackSizes = [EngineThread.stackSize, 256 << 20, 64 << 20, 16 << 20]

    /// Starts a thread that runs `worker`; false when none of ``stackSizes`` could be had.
    private static func startThread(running worker: Worker) -> Bool {
        for size in stackSizes {
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, size)
            pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
            let context = Unmanaged.passRetained(worker).toOpaque()
            var thread = pthread_t()
            let started = pthread_create(&thread, &attributes, { context in
                let worker = Unmanaged<Worker>.fromOpaque(context!).takeRetainedValue()
                Thread.current.name = "layoutlab-engine"
                CaseMainActor.adoptEngineThread()
                worker.run()
                return nil
            }, context)
            if started == 0 { return true }
            Unmanaged<Worker>.fromOpaque(context).release()
        }
        return false
    }

    /// Whether the worker is kept to wait for another job (it was added to the idle ones).
    fileprivate func keep(_ worker: Worker) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard idle.count < Self.idleLimit else { return false }
        idle.append(worker)
        return true
    }

    fileprivate final class Worker: @unchecked Sendable {
        let pool: EngineThreads
        /// The job to run once woken; set under the pool's lock before `wake` is signalled.
        var next: Job?
        let wake = DispatchSemaphore(value: 0)

        init(pool: EngineThreads, first: Job) {
            self.pool = pool
            self.next = first
        }

        func run() {
            while runNext() { wake.wait() }
        }


        /// Runs the job given; returns whether the thread is kept for another. The job (its
        /// closures, and what they hold: a view, an observer, a result) is gone before the thread
        /// waits, not kept alive by an idle thread until the next job comes.
        private func runNext() -> Bool {
            guard let job = next else { return false }
            next = nil
            job.work()
            let kept = pool.keep(self)
            job.finish()
            return kept
        }
    }
}
