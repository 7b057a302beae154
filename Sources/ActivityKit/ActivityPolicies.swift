import Foundation

/// Where a Live Activity is in its life.
public enum ActivityState: Equatable, Hashable, Sendable, Codable {
    case active
    /// Ended, still on the Lock Screen until it is dismissed.
    case ended
    /// Ended and removed.
    case dismissed
    /// Active, with content older than its `staleDate`.
    case stale
    /// Scheduled to start later (iOS 26's scheduled requests).
    case pending
}

/// When an ended Live Activity leaves the Lock Screen.
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case systemDefault, immediate, after(Date)
    }
    let kind: Kind

    /// Apple: "the system keeps a Live Activity that ended on the Lock Screen for up to four
    /// hours" (ActivityUIDismissalPolicy.default); modelled as exactly four hours.
    public static let `default` = ActivityUIDismissalPolicy(kind: .systemDefault)
    public static let immediate = ActivityUIDismissalPolicy(kind: .immediate)
    /// Apple clamps the date to a four-hour window after the end (ActivityUIDismissalPolicy.after(_:)).
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy { ActivityUIDismissalPolicy(kind: .after(date)) }

    /// When an activity ended at `end` is dismissed.
    func dismissalDate(endedAt end: Date) -> Date {
        let window = end.addingTimeInterval(Self.lockScreenWindow)
        switch kind {
        case .systemDefault: return window
        case .immediate: return end
        case .after(let date): return min(max(date, end), window)
        }
    }

    /// Four hours, Apple's documented limit for an ended activity on the Lock Screen.
    static let lockScreenWindow: TimeInterval = 4 * 60 * 60
}

/// How a Live Activity receives push updates: a token per activity, or a broadcast channel.
public struct PushType: Equatable, Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case token, channel(String)
    }
    let kind: Kind

    public static let token = PushType(kind: .token)
    public static func channel(_ channelId: String) -> PushType { PushType(kind: .channel(channelId)) }
}

/// Whether the person allows Live Activities. Always yes here: no Settings app turns them off.
public struct ActivityAuthorizationInfo: Sendable {
    public init() {}

    public var areActivitiesEnabled: Bool { true }
    public var frequentPushesEnabled: Bool { false }
}

/// Why `Activity.request` refused.
public enum ActivityAuthorizationError: Error, Equatable, Hashable, Sendable, LocalizedError {
    case attributesTooLarge
    case denied
    case globalMaximumExceeded
    case targetMaximumExceeded
    case unsupportedTarget
    case unsupported
    case visibility
    case persistenceFailure
    case missingProcessIdentifier
    case reconnectNotPermitted
    case unentitled
    case malformedActivityIdentifier

    public var errorDescription: String? { "ActivityAuthorizationError.\(self)" }
}
