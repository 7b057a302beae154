/// Layout recurses once per tree level (expansion, measuring, placing, reducing preferences), and
/// view trees can be thousands of levels deep. The engine therefore runs on a thread of its own
/// with a large stack, whatever thread or task asked for the work.
enum EngineThread {
    static let stackSize = 1 << 30

    /// Runs `work` on a fresh engine thread and waits for it, without blocking the caller's thread.
    static func run<T>(_ work: @escaping () -> T) async -> T {
        nonisolated(unsafe) let work = work
        return await withCheckedContinuation { (continuation: CheckedContinuation<UncheckedBox<T>, Never>) in
            start { continuation.resume(returning: UncheckedBox(value: work())) }
        }.value
    }

    /// Runs `work` on a fresh engine thread and blocks until it is done.
    static func runBlocking<T>(_ work: @escaping () -> T) -> T {
        nonisolated(unsafe) let work = work
        nonisolated(unsafe) var result: T?
        let done = DispatchSemaphore(value: 0)
        start {
            result = work()
            done.signal()
        }
        done.wait()
        return result!
    }

    private static func start(_ body: @escaping @Sendable () -> Void) {
        let thread = Thread(block: body)
        thread.stackSize = stackSize
        thread.name = "layoutlab-engine"
        thread.start()
    }
}

struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
}
