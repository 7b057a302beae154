// The asynchronous sequences StoreKit 2 hands out (Apple: "Transaction.Transactions",
// "Product.SubscriptionInfo.Status.updates"). Nothing was bought here, so the stored ones are empty;
// nothing will ever be bought, so the live ones never produce (docs/supported-api.md, "StoreKit").
import Foundation

/// What the App Store has or will send. A stored sequence (`currentEntitlements`, `all`,
/// `unfinished`) ends at once, empty. A live one (`updates`) waits, as Apple's does, for an update
/// that never comes, and ends when the task iterating it is cancelled: an app's listener task
/// stays suspended until the app cancels it, as on a device where nothing is bought.
public struct _StoreUpdates<Element: Sendable>: AsyncSequence, Sendable {
    let live: Bool

    public struct AsyncIterator: AsyncIteratorProtocol {
        var waiting: AsyncStream<Element>.Iterator?
        // Held so the stream is never finished by its continuation going away.
        let continuation: AsyncStream<Element>.Continuation?

        public mutating func next() async -> Element? {
            guard var stream = waiting else { return nil }
            let element = await stream.next()
            waiting = stream
            return element
        }
    }

    public func makeAsyncIterator() -> AsyncIterator {
        guard live else { return AsyncIterator(waiting: nil, continuation: nil) }
        let (stream, continuation) = AsyncStream<Element>.makeStream()
        return AsyncIterator(waiting: stream.makeAsyncIterator(), continuation: continuation)
    }
}
