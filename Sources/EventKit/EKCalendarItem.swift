import Foundation

/// What the database keeps of an event or a reminder: values, copied in at save and out at fetch.
struct ItemRecord {
    var identifier: String
    var isReminder: Bool
    var calendarIdentifier: String?
    var title: String?
    var location: String?
    var notes: String?
    var url: URL?
    var timeZone: TimeZone?
    var alarms: [EKAlarm]
    var rules: [EKRecurrenceRule]
    // Events.
    var startDate: Date?
    var endDate: Date?
    var isAllDay = false
    var availability: EKEventAvailability = .busy
    var status: EKEventStatus = .none
    // Reminders.
    var startDateComponents: DateComponents?
    var dueDateComponents: DateComponents?
    var isCompleted = false
    var completionDate: Date?
    var priority = 0

    /// A copy whose alarms and rules are new objects, so that two fetches share none.
    var detached: ItemRecord {
        var copy = self
        copy.alarms = alarms.map { $0.copy() as! EKAlarm }
        copy.rules = rules.map { $0.copy() as! EKRecurrenceRule }
        return copy
    }
}

/// What events and reminders share: a title, a calendar, notes, alarms and repetitions.
open class EKCalendarItem: EKObject {
    var record: ItemRecord
    /// Whether the item was ever saved (its identifier is known to the store).
    var saved: Bool

    init(record: ItemRecord, saved: Bool) {
        self.record = record
        self.saved = saved
    }

    /// The item's identifier: empty until the item is first saved.
    public var calendarItemIdentifier: String { saved ? record.identifier : "" }
    public var calendarItemExternalIdentifier: String! { saved ? record.identifier : nil }

    @available(*, deprecated, renamed: "calendarItemIdentifier")
    public var uuid: String { calendarItemIdentifier }

    /// The calendar object the app assigned, for a calendar not in the database yet.
    private var assignedCalendar: EKCalendar?

    public var calendar: EKCalendar! {
        get {
            guard let id = record.calendarIdentifier else { return nil }
            if let stored = Database.shared.calendar(id) { return EKCalendar(record: stored) }
            return assignedCalendar?.calendarIdentifier == id ? assignedCalendar : nil
        }
        set {
            record.calendarIdentifier = newValue?.calendarIdentifier
            assignedCalendar = newValue
            _changed = true
        }
    }

    public var title: String! {
        get { record.title }
        set { record.title = newValue; _changed = true }
    }

    public var location: String? {
        get { record.location }
        set { record.location = newValue; _changed = true }
    }

    public var notes: String? {
        get { record.notes }
        set { record.notes = newValue; _changed = true }
    }

    public var hasNotes: Bool { !(record.notes ?? "").isEmpty }

    public var url: URL? {
        get { record.url }
        set { record.url = newValue; _changed = true }
    }

    public var timeZone: TimeZone? {
        get { record.timeZone }
        set { record.timeZone = newValue; _changed = true }
    }

    /// The store keeps no clock (runs must not differ): these stay nil.
    public var creationDate: Date? { nil }
    public var lastModifiedDate: Date? { nil }

    public var hasAlarms: Bool { !record.alarms.isEmpty }
    public var alarms: [EKAlarm]? {
        get { record.alarms.isEmpty ? nil : record.alarms }
        set { record.alarms = newValue ?? []; _changed = true }
    }
    public func addAlarm(_ alarm: EKAlarm) { record.alarms.append(alarm); _changed = true }
    public func removeAlarm(_ alarm: EKAlarm) { record.alarms.removeAll { $0 === alarm }; _changed = true }

    public var hasRecurrenceRules: Bool { !record.rules.isEmpty }
    public var recurrenceRules: [EKRecurrenceRule]? {
        get { record.rules.isEmpty ? nil : record.rules }
        set { record.rules = newValue ?? []; _changed = true }
    }
    public func addRecurrenceRule(_ rule: EKRecurrenceRule) { record.rules.append(rule); _changed = true }
    public func removeRecurrenceRule(_ rule: EKRecurrenceRule) { record.rules.removeAll { $0 === rule }; _changed = true }

    public var hasAttendees: Bool { false }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? EKCalendarItem else { return false }
        if other === self { return true }
        return saved && other.saved && other.record.identifier == record.identifier
    }

    open override var hash: Int { record.identifier.hashValue }
}

/// A task with an optional due date, in a reminders list.
open class EKReminder: EKCalendarItem {
    public init(eventStore: EKEventStore) {
        super.init(record: ItemRecord(identifier: Database.shared.withLock { $0.nextIdentifier() },
                                      isReminder: true, alarms: [], rules: []), saved: false)
    }

    override init(record: ItemRecord, saved: Bool) {
        super.init(record: record, saved: saved)
    }

    public var startDateComponents: DateComponents? {
        get { record.startDateComponents }
        set { record.startDateComponents = newValue; _changed = true }
    }

    public var dueDateComponents: DateComponents? {
        get { record.dueDateComponents }
        set { record.dueDateComponents = newValue; _changed = true }
    }

    /// Completing a reminder stamps its completion date with the present moment, as Apple's
    /// does; reopening it clears the date.
    public var isCompleted: Bool {
        get { record.isCompleted }
        set {
            if newValue != record.isCompleted { record.completionDate = newValue ? Date() : nil }
            record.isCompleted = newValue
            _changed = true
        }
    }

    /// Setting a date completes the reminder; nil reopens it.
    public var completionDate: Date? {
        get { record.completionDate }
        set {
            record.completionDate = newValue
            record.isCompleted = newValue != nil
            _changed = true
        }
    }

    /// 0 (none) or 1–9, 1 the highest (EKReminderPriority's values).
    public var priority: Int {
        get { record.priority }
        set { record.priority = newValue; _changed = true }
    }

    /// The due date the components name in the Gregorian calendar, when they name a day.
    var dueDate: Date? {
        guard let components = dueDateComponents else { return nil }
        return (components.calendar ?? Calendar(identifier: .gregorian)).date(from: components)
    }
}

/// An event in a calendar, from its start to its end.
open class EKEvent: EKCalendarItem {
    /// For an occurrence of a repeating event, its original start.
    var _occurrenceDate: Date?

    public init(eventStore: EKEventStore) {
        super.init(record: ItemRecord(identifier: Database.shared.withLock { $0.nextIdentifier() },
                                      isReminder: false, alarms: [], rules: []), saved: false)
    }

    override init(record: ItemRecord, saved: Bool) {
        super.init(record: record, saved: saved)
    }

    public var eventIdentifier: String! { saved ? record.identifier : nil }

    public var startDate: Date! {
        get { record.startDate }
        set { record.startDate = newValue; _changed = true }
    }

    public var endDate: Date! {
        get { record.endDate }
        set { record.endDate = newValue; _changed = true }
    }

    public var isAllDay: Bool {
        get { record.isAllDay }
        set { record.isAllDay = newValue; _changed = true }
    }

    public var availability: EKEventAvailability {
        get { record.availability }
        set { record.availability = newValue; _changed = true }
    }

    public var status: EKEventStatus { record.status }
    public var isDetached: Bool { false }
    public var occurrenceDate: Date! { _occurrenceDate ?? record.startDate }
    public var organizer: AnyObject? { nil }
    public var birthdayContactIdentifier: String? { nil }

    /// Orders events by start date (then by end), for sorting what `events(matching:)` returns.
    public func compareStartDate(with other: EKEvent) -> ComparisonResult {
        let a = startDate ?? .distantPast, b = other.startDate ?? .distantPast
        if a != b { return a < b ? .orderedAscending : .orderedDescending }
        let c = endDate ?? .distantPast, d = other.endDate ?? .distantPast
        if c == d { return .orderedSame }
        return c < d ? .orderedAscending : .orderedDescending
    }
}
