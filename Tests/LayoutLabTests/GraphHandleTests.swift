import Foundation
import Testing
@testable import LayoutLab

/// Callbacks from other threads reach the graph through its `GraphHandle`, never through a weak
/// reference: a weak reference would move the graph's reference count into a side table, and
/// every `_ViewInputs` copy retains the graph.
@Suite struct GraphHandleTests {
    /// Written from a thread of its own while the test waits for it, never at the same time.
    @Observable final class Counter: @unchecked Sendable {
        var value = 0
    }

    private static func makeGraph() -> ViewGraph {
        ViewGraph(environment: EnvironmentValues(), screen: Screen(size: CGSize(width: 100, height: 100), scale: 3))
    }

    /// Whether the object's reference count lives in a side table: the two top bits of the
    /// inline count word (after the metadata pointer) on 64-bit platforms.
    private static func hasSideTable(_ object: AnyObject) -> Bool {
        let word = Unmanaged.passUnretained(object).toOpaque().load(fromByteOffset: 8, as: UInt64.self)
        return word >> 62 == 0b11
    }

    @Test func trackingModelsAndKeepingAScrollProxyLeaveTheGraphsCountInline() {
        let counter = Counter()
        let graph = Self.makeGraph()
        _ = graph.trackingModelReads { counter.value }
        let proxy = ScrollViewProxy(handle: graph.handle)
        #expect(!Self.hasSideTable(graph))
        // The probe sees a side table where there is one: a weak reference makes it.
        let other = Self.makeGraph()
        weak let weakOther = other
        #expect(Self.hasSideTable(other))
        withExtendedLifetime((proxy, weakOther)) {}
    }

    /// Runs `body` on a thread of its own and waits for it.
    private static func onAnotherThread(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        Thread {
            body()
            done.signal()
        }.start()
        done.wait()
    }

    @Test func aChangeFromAnotherThreadWaitsForTheFrameBoundary() {
        let counter = Counter()
        let graph = Self.makeGraph()
        _ = graph.trackingModelReads { counter.value }
        #expect(!graph.hasPendingChanges)
        Self.onAnotherThread { counter.value = 1 }
        #expect(!graph.hasPendingChanges)
        #expect(graph.applyExternalWrites())
        #expect(graph.hasPendingChanges)
    }

    @Test func aHandleFindsNoGraphOnceTheGraphIsGone() {
        let counter = Counter()
        var graph: ViewGraph? = Self.makeGraph()
        let handle = graph!.handle
        _ = graph!.trackingModelReads { counter.value }
        var reached: [ObjectIdentifier] = []
        handle.withGraph { reached.append(ObjectIdentifier($0)) }
        #expect(reached == [ObjectIdentifier(graph!)])
        weak let released = graph
        graph = nil
        #expect(released == nil)
        handle.withGraph { reached.append(ObjectIdentifier($0)) }
        #expect(reached.count == 1)
        // A model change after the case, from another thread, finds nothing to tell.
        Self.onAnotherThread { counter.value = 2 }
        ScrollViewProxy(handle: handle).scrollTo(3)
    }
}
