import Foundation

/// What makes a scheduled notification fire (Apple: "UNNotificationTrigger").
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    public let repeats: Bool

    init(repeats: Bool) {
        self.repeats = repeats
    }
}

/// Fires once a number of seconds has passed since it was made.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval
    private let start = Date()

    /// Apple's rejects an interval that is not positive, and a repeating one under 60 seconds
    /// ("time interval must be at least 60 if repeating"); so does this one.
    public init(timeInterval: TimeInterval, repeats: Bool) {
        precondition(timeInterval > 0, "time interval must be greater than 0")
        precondition(!repeats || timeInterval >= 60, "time interval must be at least 60 if repeating")
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }

    /// When it fires next: its interval after it was made, and for a repeating trigger the first
    /// such instant still to come.
    open func nextTriggerDate() -> Date? {
        let first = start.addingTimeInterval(timeInterval)
        let now = Date()
        guard repeats, first <= now else { return first }
        let periods = (now.timeIntervalSince(first) / timeInterval).rounded(.down) + 1
        return first.addingTimeInterval(periods * timeInterval)
    }
}

/// Fires when the date matches the components it was given (every day at 8:30 when it holds
/// only an hour and a minute and repeats).
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let dateComponents: DateComponents

    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    /// The next date that matches, in the components' calendar (the current one without).
    open func nextTriggerDate() -> Date? {
        let calendar = dateComponents.calendar ?? Calendar.current
        var components = dateComponents
        components.calendar = nil
        components.timeZone = dateComponents.timeZone
        return calendar.nextDate(after: Date(), matching: components, matchingPolicy: .nextTime)
    }
}

/// A notification to schedule: an identifier, its content and its trigger (nil: deliver now).
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?

    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        // Apple's request keeps a copy: changing the content afterwards changes nothing scheduled.
        self.content = content.copy() as! UNNotificationContent
        self.trigger = trigger
    }
}

/// A delivered notification (Apple: "UNNotification").
open class UNNotification: NSObject, @unchecked Sendable {
    public let date: Date
    public let request: UNNotificationRequest

    public init(date: Date, request: UNNotificationRequest) {
        self.date = date
        self.request = request
    }
}

/// What the person did with a notification (Apple: "UNNotificationResponse").
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    public let notification: UNNotification
    public let actionIdentifier: String

    public init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
}

public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
