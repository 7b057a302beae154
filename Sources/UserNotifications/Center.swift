import Foundation

/// What an app asks to be allowed (Apple: "UNAuthorizationOptions").
public struct UNAuthorizationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    // Apple's raw values.
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

public enum UNAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case denied = 1
    case authorized = 2
    case provisional = 3
    case ephemeral = 4
}

public enum UNNotificationSetting: Int, Sendable {
    case notSupported = 0
    case disabled = 1
    case enabled = 2
}

/// How a notification shows while the app is in front (Apple: "UNNotificationPresentationOptions").
public struct UNNotificationPresentationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// The app's notification settings: what the person allowed.
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    public let authorizationStatus: UNAuthorizationStatus
    public let alertSetting: UNNotificationSetting
    public let soundSetting: UNNotificationSetting
    public let badgeSetting: UNNotificationSetting

    init(asked: Bool) {
        authorizationStatus = asked ? .denied : .notDetermined
        alertSetting = .disabled
        soundSetting = .disabled
        badgeSetting = .disabled
    }
}

/// Hears about notifications while the app runs; every method has a default, as Apple's are
/// optional.
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void)
}

extension UNUserNotificationCenterDelegate {
    /// Without the method, Apple's shows nothing while the app is in front.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
        completionHandler([])
    }

    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        completionHandler()
    }
}

/// The app's notification centre, in memory: it keeps what is scheduled and what was delivered,
/// and completion handlers run at once, on the caller's thread.
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()
    private let lock = NSLock()
    private var pending: [UNNotificationRequest] = []
    private var delivered: [UNNotification] = []
    private var asked = false
    private var badge = 0
    private var categories: Set<UNNotificationCategory> = []

    open weak var delegate: (any UNUserNotificationCenterDelegate)?

    override init() {}

    open class func current() -> UNUserNotificationCenter { shared }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// Not granted: there is no one here to allow it (as `MPMediaLibrary`'s request, in the
    /// MediaPlayer module). The status becomes `.denied`; scheduling still works, as on Apple's
    /// platforms, where requests are kept and simply not shown.
    open func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, (any Error)?) -> Void) {
        locked { asked = true }
        completionHandler(false, nil)
    }

    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        locked { asked = true }
        return false
    }

    open func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
        completionHandler(locked { UNNotificationSettings(asked: asked) })
    }

    open func notificationSettings() async -> UNNotificationSettings {
        locked { UNNotificationSettings(asked: asked) }
    }

    /// Schedules a request; one with the identifier of a pending request replaces it, as Apple's
    /// does. A request without a trigger is delivered at once.
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil) {
        locked {
            pending.removeAll { $0.identifier == request.identifier }
            if request.trigger == nil {
                delivered.append(UNNotification(date: Date(), request: request))
            } else {
                pending.append(request)
            }
        }
        completionHandler?(nil)
    }

    open func add(_ request: UNNotificationRequest) async throws {
        add(request, withCompletionHandler: nil)
    }

    open func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) {
        completionHandler(locked { pending })
    }

    open func pendingNotificationRequests() async -> [UNNotificationRequest] {
        locked { pending }
    }

    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        locked { pending.removeAll { identifiers.contains($0.identifier) } }
    }

    open func removeAllPendingNotificationRequests() {
        locked { pending.removeAll() }
    }

    open func getDeliveredNotifications(completionHandler: @escaping ([UNNotification]) -> Void) {
        completionHandler(locked { delivered })
    }

    open func deliveredNotifications() async -> [UNNotification] {
        locked { delivered }
    }

    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        locked { delivered.removeAll { identifiers.contains($0.request.identifier) } }
    }

    open func removeAllDeliveredNotifications() {
        locked { delivered.removeAll() }
    }

    /// The app icon's badge (iOS 16's `setBadgeCount`).
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil) {
        locked { badge = newBadgeCount }
        completionHandler?(nil)
    }

    open func setBadgeCount(_ newBadgeCount: Int) async throws {
        setBadgeCount(newBadgeCount, withCompletionHandler: nil)
    }

    /// The kinds of notification the app declares, with their actions: kept and read back.
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        locked { self.categories = categories }
    }

    open func getNotificationCategories(completionHandler: @escaping (Set<UNNotificationCategory>) -> Void) {
        completionHandler(locked { categories })
    }

    open func notificationCategories() async -> Set<UNNotificationCategory> {
        locked { categories }
    }

    /// The badge last set: nothing shows it here.
    public var _badgeCount: Int { locked { badge } }
}
