import Foundation

// `NotificationCenter.addObserver(forName:object:queue:using:)` with a queue, as app code calls
// it from the main actor: `queue: .main) { _ in self.refresh() }`, `refresh` being `@MainActor`.
// Apple's Foundation imports the method from Objective-C without concurrency annotations
// (a `@preconcurrency` import, in Swift 5 mode), so the block is not `@Sendable` and, formed on the
// main actor, it is isolated to it: the call compiles there. swift-corelibs-foundation declares the
// block `@Sendable`, so the same block is nonisolated and the call is rejected. This overload takes
// the block as Apple's SDK hands it over; with a queue argument that is not optional it is the
// closer match for `.main`, so the type checker picks it over Foundation's.
extension NotificationCenter {
    /// Registers `block` for `name` (any name when `nil`) from `obj` (any sender when `nil`), run on
    /// `queue`. On the main queue, a notification posted on the main actor (the main thread, or
    /// the case's engine thread) runs the block right away, as Foundation runs a block whose queue
    /// is the current one; one posted elsewhere is added to `queue` and waited for, as Foundation
    /// does (swift-corelibs-foundation, `NotificationCenter.post`).
    @discardableResult
    public func addObserver(forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue,
                            using block: @escaping (Notification) -> Void) -> any NSObjectProtocol {
        let handler = UncheckedNotificationHandler(block: block)
        let mainQueue = queue === OperationQueue.main
        return addObserver(forName: name, object: obj, queue: nil) { notification in
            let onMainActor = Thread.isMainThread || CaseMainActor.isEngineThread
            if (mainQueue && onMainActor) || OperationQueue.current === queue {
                handler.block(notification)
            } else {
                let box = UncheckedNotification(notification: notification)
                queue.addOperation { handler.block(box.notification) }
                queue.waitUntilAllOperationsAreFinished()
            }
        }
    }
}

/// The app's block: not `Sendable`, as Apple's SDK declares it; it runs where the queue says.
private struct UncheckedNotificationHandler: @unchecked Sendable {
    let block: (Notification) -> Void
}

/// A notification handed to the queue's operation (its `userInfo` is not `Sendable`).
struct UncheckedNotification: @unchecked Sendable {
    let notification: Notification
}

// `NotificationCenter.notifications(named:object:)` (Apple, iOS 15): notifications as an
// asynchronous sequence, as a view's `.task` awaits keyboard or app-state changes with
// `for await note in NotificationCenter.default.notifications(named: …)`. swift-corelibs-foundation
// has none.
extension NotificationCenter {
    /// The notifications named `name` (from `object`, or any sender when nil) posted from the
    /// moment iteration starts: each iterator observes while it lives, and is buffered, so no
    /// notification posted between two `next()` calls is lost (Apple's buffers likewise).
    public func notifications(named name: Notification.Name, object: AnyObject? = nil) -> Notifications {
        Notifications(center: self, name: name, object: object.map(UncheckedObject.init))
    }

    public final class Notifications: AsyncSequence, @unchecked Sendable {
        public typealias Element = Notification
        let center: NotificationCenter
        let name: Notification.Name
        let object: UncheckedObject?

        init(center: NotificationCenter, name: Notification.Name, object: UncheckedObject?) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func makeAsyncIterator() -> Iterator {
            let (stream, continuation) = AsyncStream<UncheckedNotification>.makeStream()
            let observer = center.addObserver(forName: name, object: object?.object, queue: nil) { notification in
                continuation.yield(UncheckedNotification(notification: notification))
            }
            let registration = UncheckedObserver(center: center, observer: observer)
            continuation.onTermination = { _ in registration.center.removeObserver(registration.observer) }
            return Iterator(base: stream.makeAsyncIterator(), registration: registration)
        }

        public struct Iterator: AsyncIteratorProtocol {
            var base: AsyncStream<UncheckedNotification>.Iterator
            let registration: UncheckedObserver

            public mutating func next() async -> Notification? {
                await base.next()?.notification
            }
        }
    }
}

/// A sender to match (any object; Apple's takes `AnyObject & Sendable`).
struct UncheckedObject: @unchecked Sendable {
    let object: AnyObject
}

/// An iterator's observation, removed when its stream ends.
struct UncheckedObserver: @unchecked Sendable {
    let center: NotificationCenter
    let observer: any NSObjectProtocol
}
