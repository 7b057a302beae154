import Foundation
import Testing
@testable import LayoutLabStore

/// A case that builds a large tree does not lay out beside another (docs/performance.md, "Memory").
@Suite struct CaseAdmissionTests {
    let large = CaseAdmission.largeTree
    let small = CaseAdmission.largeTree / 10

    /// Tickets admitted in order, with engines that only count their starts.
    private func admitted(_ count: Int, in admission: CaseAdmission) -> [CaseAdmission.Ticket] {
        (0..<count).map { _ in
            let ticket = admission.enter()
            admission.admit(ticket) {}
            return ticket
        }
    }

    @Test func aCaseStartsOnceTheOneBeforeItIsKnownSmall() {
        let admission = CaseAdmission()
        let tickets = admitted(2, in: admission)
        #expect(admission.hasStarted(tickets[0]))
        #expect(!admission.hasStarted(tickets[1]))
        admission.built(tickets[0], nodes: small)
        #expect(admission.hasStarted(tickets[1]))
    }

    /// The case after a large one starts once that case's engine is done and the writer, done
    /// with it, has reached the case: not beside the large case's last rows and commit.
    @Test func aCaseAfterALargeOneStartsOnceItsEngineIsDoneAndItIsCommitted() {
        let admission = CaseAdmission()
        let tickets = admitted(3, in: admission)
        admission.release(tickets[0])
        admission.built(tickets[0], nodes: large)
        #expect(!admission.hasStarted(tickets[1]))
        admission.leave(tickets[0])
        #expect(!admission.hasStarted(tickets[1]), "the writer is still on the large case")
        admission.release(tickets[1])
        #expect(admission.hasStarted(tickets[1]))
        // The third waits for the second, which is not known small yet, then large.
        #expect(!admission.hasStarted(tickets[2]))
        admission.built(tickets[1], nodes: large)
        #expect(!admission.hasStarted(tickets[2]))
        admission.leave(tickets[1])
        #expect(!admission.hasStarted(tickets[2]))
        admission.release(tickets[2])
        #expect(admission.hasStarted(tickets[2]))
    }

    /// A large case the writer has already committed (it reached the next case before the
    /// large engine was done) holds no one back once its engine is done.
    @Test func aLargeCaseAlreadyCommittedHoldsNoOneBack() {
        let admission = CaseAdmission()
        let tickets = admitted(3, in: admission)
        admission.release(tickets[0])
        admission.built(tickets[0], nodes: large)
        admission.release(tickets[1])
        #expect(admission.hasStarted(tickets[1]))
        admission.leave(tickets[0])
        #expect(!admission.hasStarted(tickets[2]), "it waits for the second case, not known small")
        admission.built(tickets[1], nodes: small)
        #expect(admission.hasStarted(tickets[2]))
    }

    /// Small cases lay out side by side, as before: a small case leaving holds no one back.
    @Test func smallCasesNeverWaitForTheWriter() {
        let admission = CaseAdmission()
        let tickets = admitted(3, in: admission)
        admission.built(tickets[0], nodes: small)
        admission.built(tickets[1], nodes: small)
        admission.leave(tickets[0])
        #expect(admission.hasStarted(tickets[1]) && admission.hasStarted(tickets[2]))
    }

    /// What the store asks before keeping a committed case's rows for the next case.
    @Test func onlyACaseBuiltLargeIsLarge() {
        let admission = CaseAdmission()
        let tickets = admitted(3, in: admission)
        admission.built(tickets[0], nodes: large)
        admission.built(tickets[1], nodes: small)
        #expect(admission.isLarge(tickets[0]))
        #expect(!admission.isLarge(tickets[1]))
        // Not known yet: not large.
        #expect(!admission.isLarge(tickets[2]))
        admission.built(tickets[1], nodes: large)
        #expect(admission.isLarge(tickets[1]))
    }

    /// A case's first pass may be small and a later one large: once large, it stays large.
    @Test func aCaseThatGrowsLargeHoldsTheNextBack() {
        let admission = CaseAdmission()
        let first = admission.enter()
        admission.admit(first) {}
        admission.built(first, nodes: large)
        admission.built(first, nodes: small)
        let second = admission.enter()
        admission.admit(second) {}
        #expect(!admission.hasStarted(second))
    }

    @Test func aCaseTracedWithNoNewPathsIsSmall() {
        let admission = CaseAdmission()
        let tickets = admitted(2, in: admission)
        admission.traced(tickets[0])
        #expect(admission.hasStarted(tickets[1]))
    }

    /// Once the writer reaches a case, it no longer waits for a case still laying out (which
    /// could be waiting for the writer), only for one freeing its trees.
    @Test func aCaseTheWriterReachedWaitsOnlyForEnginesFreeingTheirTrees() {
        let admission = CaseAdmission()
        let tickets = admitted(3, in: admission)
        admission.built(tickets[0], nodes: large)
        admission.release(tickets[1])
        #expect(admission.hasStarted(tickets[1]))

        admission.built(tickets[1], nodes: large)
        admission.finishing(tickets[1])
        admission.release(tickets[2])
        #expect(!admission.hasStarted(tickets[2]))
        admission.leave(tickets[1])
        #expect(admission.hasStarted(tickets[2]))
    }

    /// A case dropped before its engine started never starts it, and holds no one back.
    @Test func aDroppedCaseNeverStarts() {
        let admission = CaseAdmission()
        let first = admission.enter()
        admission.admit(first) {}
        admission.built(first, nodes: large)
        let starts = Counter()
        let second = admission.enter(), third = admission.enter()
        admission.admit(second) { starts.add() }
        admission.admit(third) {}
        #expect(admission.drop(second) == false)
        admission.leave(first)
        admission.release(third)
        #expect(starts.value == 0)
        #expect(admission.hasStarted(third))
    }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }
}
