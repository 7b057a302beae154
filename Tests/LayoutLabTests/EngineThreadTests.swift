import Foundation
import Synchronization
import Testing
@testable import LayoutLab

/// Engine threads are kept and given the next job (Runtime/EngineThread.swift): the next case
/// lays out in the allocator arena the last one freed its memory into.
@Suite struct EngineThreadTests {
    /// Starts `body` on `pool` and waits up to ten seconds for it to finish.
    private func run(_ pool: EngineThreads, _ body: @escaping @Sendable () -> Void) -> Bool {
        let done = DispatchSemaphore(value: 0)
        pool.start(EngineThreads.Job(work: body, finish: { done.signal() }))
        return done.wait(timeout: .now() + 10) == .success
    }

    /// The threads are told apart by their `Thread` objects, held until compared: a new thread's
    /// `pthread_t` can repeat one that has ended.
    @Test func theNextJobRunsOnTheThreadTheLastOneFinishedOn() {
        let pool = EngineThreads()
        let threads = Mutex<[Thread]>([])
        for _ in 0..<3 {
            #expect(run(pool) { threads.withLock { $0.append(Thread.current) } })
        }
        let seen = threads.withLock { $0 }
        #expect(seen.count == 3)
        #expect(seen.allSatisfy { $0 === seen[0] })
    }

    /// An idle thread does not keep its last job (and what the work holds) alive.
    @Test func aFinishedJobIsReleasedBeforeTheThreadWaits() async throws {
        final class Held: @unchecked Sendable {}
        let pool = EngineThreads()
        weak var released: Held?
        do {
            let held = Held()
            released = held
            #expect(run(pool) { withExtendedLifetime(held) {} })
        }
        // The job is dropped just after it reports being done: give the thread a moment.
        for _ in 0..<100 where released != nil { try await Task.sleep(for: .milliseconds(10)) }
        #expect(released == nil)
    }

    /// Jobs started while others run get threads of their own: two jobs that each wait for the
    /// other finish only if they run at once.
    @Test func jobsStartedTogetherRunAtOnce() {
        let pool = EngineThreads()
        let first = DispatchSemaphore(value: 0), second = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        let met = Mutex(0)
        pool.start(EngineThreads.Job(work: {
            first.signal()
            if second.wait(timeout: .now() + 10) == .success { met.withLock { $0 += 1 } }
        }, finish: { finished.signal() }))
        pool.start(EngineThreads.Job(work: {
            second.signal()
            if first.wait(timeout: .now() + 10) == .success { met.withLock { $0 += 1 } }
        }, finish: { finished.signal() }))
        #expect(finished.wait(timeout: .now() + 20) == .success)
        #expect(finished.wait(timeout: .now() + 20) == .success)
        #expect(met.withLock { $0 } == 2)
    }

    @Test func resultsComeBackFromTheEngineThread() async {
        let blocking = EngineThread.runBlocking { (1...100).reduce(0, +) }
        let awaited = await EngineThread.run { "laid out" }
        #expect(blocking == 5050)
        #expect(awaited == "laid out")
    }
}
