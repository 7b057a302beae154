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

    @Test func theNextJobRunsOnTheThreadTheLastOneFinishedOn() {
        let pool = EngineThreads()
        let threads = Mutex<[pthread_t]>([])
        for _ in 0..<3 {
            #expect(run(pool) { threads.withLock { $0.append(pthread_self()) } })
        }
        let seen = threads.withLock { $0 }
        #expect(seen.count == 3)
        #expect(seen.allSatisfy { pthread_equal($0, seen[0]) != 0 })
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
