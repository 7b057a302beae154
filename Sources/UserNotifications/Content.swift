// The `UserNotifications` module for Linux, where Apple's framework does not exist: what an app's
// notification code uses (the current centre, authorization, content, triggers, requests and the
// delegate), over an in-memory centre that keeps the pending requests in the order they were
// added. Nothing is ever shown: there is no notification centre and no person to ask, so an
// authorization request is not granted, and the settings say so (docs/supported-api.md,
// "UserNotifications"). Depend on it for Linux only (docs/scenarios.md).
import Foundation

/// A sound a notification plays (Apple: "UNNotificationSound").
open class UNNotificationSound: NSObject, @unchecked Sendable {
    /// The file's name, or nil for the system's sound.
    public let soundName: UNNotificationSoundName?
    let critical: Bool

    init(soundName: UNNotificationSoundName?, critical: Bool) {
        self.soundName = soundName
        self.critical = critical
    }

    public convenience init(named name: UNNotificationSoundName) {
        self.init(soundName: name, critical: false)
    }

    open class var `default`: UNNotificationSound { UNNotificationSound(soundName: nil, critical: false) }
    open class var defaultCritical: UNNotificationSound { UNNotificationSound(soundName: nil, critical: true) }
    open class func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
        UNNotificationSound(soundName: name, critical: true)
    }
}

public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// What a notification says (Apple: "UNNotificationContent"): read-only here, set on the mutable
/// subclass.
open class UNNotificationContent: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    public internal(set) var title = ""
    public internal(set) var subtitle = ""
    public internal(set) var body = ""
    public internal(set) var badge: NSNumber?
    public internal(set) var sound: UNNotificationSound?
    public internal(set) var userInfo: [AnyHashable: Any] = [:]
    public internal(set) var categoryIdentifier = ""
    public internal(set) var threadIdentifier = ""
    public internal(set) var launchImageName = ""

    public override init() {}

    func copyFields(to copy: UNNotificationContent) {
        copy.title = title
        copy.subtitle = subtitle
        copy.body = body
        copy.badge = badge
        copy.sound = sound
        copy.userInfo = userInfo
        copy.categoryIdentifier = categoryIdentifier
        copy.threadIdentifier = threadIdentifier
        copy.launchImageName = launchImageName
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UNNotificationContent()
        copyFields(to: copy)
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = UNMutableNotificationContent()
        copyFields(to: copy)
        return copy
    }
}

/// Content an app fills in before scheduling it (Apple: "UNMutableNotificationContent").
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    open override var title: String { get { super.title } set { super.title = newValue } }
    open override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    open override var body: String { get { super.body } set { super.body = newValue } }
    open override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
    open override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
    open override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
    open override var categoryIdentifier: String {
        get { super.categoryIdentifier } set { super.categoryIdentifier = newValue }
    }
    open override var threadIdentifier: String {
        get { super.threadIdentifier } set { super.threadIdentifier = newValue }
    }
    open override var launchImageName: String {
        get { super.launchImageName } set { super.launchImageName = newValue }
    }
}
