#if os(Linux)
// A main-actor model that observes a notification on the main queue, as apps write it in Swift 5
// mode: the block calls the model's `@MainActor` method directly (Apple's Foundation hands the block
// over without `@Sendable`, so this compiles there; Sources/LayoutLab/Foundation says how here).
import Foundation
import LayoutLab
import SwiftUI
import Testing
import UIKit

private extension Notification.Name {
    static let cartChanged = Notification.Name("test.notificationObserver.cartChanged")
}

private final class CartBadge: ObservableObject {
    @Published var count = 0
    var observer: NSObjectProtocol?

    @MainActor func refresh() { count += 1 }

    @MainActor func observe() {
        observer = NotificationCenter.default.addObserver(forName: .cartChanged, object: self, queue: .main) { _ in
            self.refresh()
        }
    }
}

private struct CartBadgeView: View {
    @StateObject private var badge = CartBadge()

    var body: some View {
        Color.red
            .frame(width: CGFloat(10 + 10 * badge.count), height: 10)
            .accessibilityIdentifier("badge")
            .onAppear {
                badge.observe()
                NotificationCenter.default.post(name: .cartChanged, object: badge)
                NotificationCenter.default.post(name: .cartChanged, object: badge)
            }
    }
}

/// The queues a block ran on, from whichever thread runs it.
private final class QueueNames: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String?] = []
    func append(_ name: String?) { lock.withLock { values.append(name) } }
    var names: [String?] { lock.withLock { values } }
}

@Suite struct NotificationObserverTests {
    /// Posted on the case's main actor, the block runs there at once, so the model's change lands
    /// in the next pass of the same step.
    @Test func aMainQueueObserverRunsOnTheCasesMainActor() async throws {
        let (result, log) = await record(CartBadgeView())
        #expect(result.outcome == .stable)
        let badge = try #require(log.finalPass(step: 0)?.named("badge"))
        #expect(badge.frame.width == 30)
    }

    /// Another queue still gets the block, as Foundation runs it: on that queue, waited for.
    @Test func anObserverOnAnotherQueueRunsThere() {
        let queue = OperationQueue()
        queue.name = "test.notificationObserver.queue"
        let seen = QueueNames()
        let name = Notification.Name("test.notificationObserver.other")
        let observer = NotificationCenter.default.addObserver(forName: name, object: nil, queue: queue) { _ in
            seen.append(OperationQueue.current?.name)
        }
        NotificationCenter.default.post(name: name, object: nil)
        NotificationCenter.default.removeObserver(observer)
        NotificationCenter.default.post(name: name, object: nil)
        #expect(seen.names == ["test.notificationObserver.queue"])
    }
}
#endif
