import Foundation

/// A task the app asks to finish in the background (Apple: "UIBackgroundTaskIdentifier").
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// Extra time in the background (Apple: `beginBackgroundTask(expirationHandler:)`). The app is
/// always active here and never leaves the foreground, so a task only has to be ended: its
/// expiration handler is never called, and the time remaining is unlimited, as UIKit reports it
/// for an app in the foreground (`Double.greatestFiniteMagnitude`).
extension UIApplication {
    private static let backgroundTasks = BackgroundTaskLedger()

    public func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    public func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        Self.backgroundTasks.begin(name: taskName)
    }

    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        Self.backgroundTasks.end(identifier)
    }

    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }

    /// The names of the background tasks begun and not yet ended (nil for an unnamed one), oldest
    /// first: what a test can check an app ends.
    public var _runningBackgroundTasks: [String?] { Self.backgroundTasks.running }
}

private final class BackgroundTaskLedger: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 1
    private var tasks: [(identifier: UIBackgroundTaskIdentifier, name: String?)] = []

    func begin(name: String?) -> UIBackgroundTaskIdentifier {
        lock.lock()
        defer { lock.unlock() }
        let identifier = UIBackgroundTaskIdentifier(rawValue: next)
        next += 1
        tasks.append((identifier, name))
        return identifier
    }

    func end(_ identifier: UIBackgroundTaskIdentifier) {
        lock.lock()
        tasks.removeAll { $0.identifier == identifier }
        lock.unlock()
    }

    var running: [String?] {
        lock.lock()
        defer { lock.unlock() }
        return tasks.map(\.name)
    }
}
