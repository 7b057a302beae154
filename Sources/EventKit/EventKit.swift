// EventKit for Linux: calendars, events and reminders kept in memory for the process, so that an
// app's calendar and reminders views run as written (docs/supported-api.md, "EventKit").
@_exported import Foundation
@_exported import CoreGraphics

/// What a calendar or a request is about (Apple's raw values).
public enum EKEntityType: UInt, Sendable {
    case event = 0
    case reminder = 1
}

/// Entity types as a set, for what a calendar allows.
public struct EKEntityMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let event = EKEntityMask(rawValue: 1 << 0)
    public static let reminder = EKEntityMask(rawValue: 1 << 1)

    init(_ type: EKEntityType) { self = type == .event ? .event : .reminder }
}

/// What the person allowed. `authorized` is the name before macOS 14 and iOS 17 for what is now
/// `fullAccess` (the same raw value, 3, in Apple's header).
public enum EKAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case fullAccess = 3
    case writeOnly = 4

    @available(*, deprecated, renamed: "fullAccess")
    public static var authorized: EKAuthorizationStatus { .fullAccess }
}

/// Which occurrences of a repeating event a change applies to.
public enum EKSpan: Int, Sendable {
    case thisEvent = 0
    case futureEvents = 1
}

/// A reminder's priority as Apple's Reminders shows it: 1–4 high, 5 medium, 6–9 low, 0 none.
public enum EKReminderPriority: UInt, Sendable {
    case none = 0
    case high = 1
    case medium = 5
    case low = 9
}

public enum EKCalendarType: Int, Sendable {
    case local = 0
    case calDAV = 1
    case exchange = 2
    case subscription = 3
    case birthday = 4
}

public enum EKSourceType: Int, Sendable {
    case local = 0
    case exchange = 1
    case calDAV = 2
    case mobileMe = 3
    case subscribed = 4
    case birthdays = 5
}

public enum EKEventAvailability: Int, Sendable {
    case notSupported = -1
    case busy = 0
    case free = 1
    case tentative = 2
    case unavailable = 3
}

public enum EKEventStatus: Int, Sendable {
    case none = 0
    case confirmed = 1
    case tentative = 2
    case canceled = 3
}

public struct EKCalendarEventAvailabilityMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let busy = EKCalendarEventAvailabilityMask(rawValue: 1 << 0)
    public static let free = EKCalendarEventAvailabilityMask(rawValue: 1 << 1)
    public static let tentative = EKCalendarEventAvailabilityMask(rawValue: 1 << 2)
    public static let unavailable = EKCalendarEventAvailabilityMask(rawValue: 1 << 3)
}

extension Notification.Name {
    /// Posted (by the store that committed) after calendars, events or reminders change.
    public static let EKEventStoreChanged = Notification.Name("EKEventStoreChangedNotification")
}

public typealias EKEventStoreRequestAccessCompletionHandler = (Bool, (any Error)?) -> Void
public typealias EKEventSearchCallback = (EKEvent, UnsafeMutablePointer<ObjCBool>) -> Void

public let EKErrorDomain = "EKErrorDomain"

/// EventKit's errors (Apple's codes, in the order of its header).
public struct EKError: Error, CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case eventNotMutable = 0
        case noCalendar = 1
        case noStartDate = 2
        case noEndDate = 3
        case datesInverted = 4
        case internalFailure = 5
        case calendarReadOnly = 6
        case durationGreaterThanRecurrence = 7
        case alarmGreaterThanRecurrence = 8
        case startDateTooFarInFuture = 9
        case startDateCollidesWithOtherOccurrence = 10
        case objectBelongsToDifferentStore = 11
        case invitesCannotBeMoved = 12
        case invalidSpan = 13
        case calendarHasNoSource = 14
        case calendarSourceCannotBeModified = 15
        case calendarIsImmutable = 16
        case sourceDoesNotAllowCalendarAddDelete = 17
        case recurringReminderRequiresDueDate = 18
        case structuredLocationsNotSupported = 19
        case reminderLocationsNotSupported = 20
        case alarmProximityNotSupported = 21
        case calendarDoesNotAllowEvents = 22
        case calendarDoesNotAllowReminders = 23
        case sourceDoesNotAllowReminders = 24
        case sourceDoesNotAllowEvents = 25
        case priorityIsInvalid = 26
        case invalidEntityType = 27
        case procedureAlarmsNotMutable = 28
        case eventStoreNotAuthorized = 29
        case osNotSupported = 30
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { EKErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { [:] }

    public static var noCalendar: Code { .noCalendar }
    public static var noStartDate: Code { .noStartDate }
    public static var noEndDate: Code { .noEndDate }
    public static var datesInverted: Code { .datesInverted }
    public static var calendarReadOnly: Code { .calendarReadOnly }
    public static var priorityIsInvalid: Code { .priorityIsInvalid }
    public static var eventStoreNotAuthorized: Code { .eventStoreNotAuthorized }
    public static var calendarDoesNotAllowEvents: Code { .calendarDoesNotAllowEvents }
    public static var calendarDoesNotAllowReminders: Code { .calendarDoesNotAllowReminders }
}

extension EKError.Code {
    /// `catch EKError.noCalendar`, as Apple's bridged error codes match errors.
    public static func ~= (code: EKError.Code, error: any Error) -> Bool {
        (error as? EKError)?.code == code
    }
}
