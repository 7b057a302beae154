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
private struct UncheckedNotification: @unchecked Sendable {
    let notification: Notification
}
