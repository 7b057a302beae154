// Watching the network's path (Apple: "NWPathMonitor"). The path is the offline one (NWPath.swift)
// and never changes.
import Foundation

/// Reports the network's path, and each change of it.
///
/// `start(queue:)` hands the handler the current path before it returns, on the caller's thread
/// (as EventKit's completions run here: a case stays deterministic, where Apple's calls it on
/// `queue` soon after); no change follows. As an asynchronous sequence (iOS 17) it yields the
/// path, then waits for a change that never comes until the iterating task is cancelled.
public final class NWPathMonitor: @unchecked Sendable {
    private let lock = NSLock()
    private var handler: (@Sendable (NWPath) -> Void)?
    private var startedQueue: DispatchQueue?

    public init() {}
    public init(requiredInterfaceType: NWInterface.InterfaceType) {}
    public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) {}

    public var pathUpdateHandler: (@Sendable (NWPath) -> Void)? {
        get { lock.withLock { handler } }
        set { lock.withLock { handler = newValue } }
    }

    /// The offline path, before and after `start`.
    public var currentPath: NWPath { .offline }

    /// The queue given to `start`, nil before.
    public var queue: DispatchQueue? { lock.withLock { startedQueue } }

    public func start(queue: DispatchQueue) {
        let handler = lock.withLock {
            startedQueue = queue
            return self.handler
        }
        handler?(.offline)
    }

    /// Stops reporting: nothing was going to be reported.
    public func cancel() {
        lock.withLock { handler = nil }
    }
}

extension NWPathMonitor: AsyncSequence {
    public typealias Element = NWPath

    public struct AsyncIterator: AsyncIteratorProtocol {
        var gave = false
        var waiting: AsyncStream<NWPath>.Iterator
        let continuation: AsyncStream<NWPath>.Continuation

        public mutating func next() async -> NWPath? {
            if !gave {
                gave = true
                return .offline
            }
            return await waiting.next()
        }
    }

    public func makeAsyncIterator() -> AsyncIterator {
        let (stream, continuation) = AsyncStream<NWPath>.makeStream()
        return AsyncIterator(waiting: stream.makeAsyncIterator(), continuation: continuation)
    }
}
