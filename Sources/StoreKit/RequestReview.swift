// The `StoreKit` module for Linux, where Apple's framework does not exist: the review request a
// view calls (`@Environment(\.requestReview)`). There is no App Store here: the system decides
// whether to show the prompt (Apple: "RequestReviewAction", "the system may or may not display
// a review request"), and here it never does. Each request is counted, so a test can see that
// the view asked (docs/supported-api.md, "StoreKit"). Depend on it for Linux only (docs/scenarios.md).
import Foundation
@_spi(Modules) import LayoutLab

/// Asks for an App Store review: `requestReview()`.
public struct RequestReviewAction: Sendable {
    let record: @Sendable () -> Void

    public func callAsFunction() {
        record()
    }
}

/// How many reviews the process has asked for: no prompt is ever shown here.
public enum _ReviewRequests {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var made = 0

    public static var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return made
    }

    static func record() {
        lock.lock()
        made += 1
        lock.unlock()
    }
}

private struct RequestReviewKey: EnvironmentKey {
    static let defaultValue = RequestReviewAction(record: { _ReviewRequests.record() })
}

extension EnvironmentValues {
    public var requestReview: RequestReviewAction {
        get { self[RequestReviewKey.self] }
        set { self[RequestReviewKey.self] = newValue }
    }
}

/// The UIKit-era request (iOS 10.3–18). The same count, no prompt.
public final class SKStoreReviewController: @unchecked Sendable {
    public static func requestReview() { _ReviewRequests.record() }
}
