import Foundation

/// A calendar of events or a list of reminders. Two `EKCalendar` objects for the same calendar
/// are equal (the store hands out a new object at every fetch, as Apple's does).
open class EKCalendar: EKObject {
    var record: Database.CalendarRecord
    /// Whether the record is in the database yet.
    var saved: Bool

    init(record: Database.CalendarRecord) {
        self.record = record
        saved = true
    }

    /// A new calendar for `entityType`, saved with `saveCalendar(_:commit:)`.
    public init(for entityType: EKEntityType, eventStore: EKEventStore) {
        record = Database.shared.withLock { db in
            Database.CalendarRecord(
                identifier: db.nextIdentifier(), title: "", allowed: EKEntityMask(entityType), type: .local,
                color: CGColor(red: 0, green: 122 / 255, blue: 1, alpha: 1), sourceIdentifier: nil,
                allowsContentModifications: true, isSubscribed: false, isImmutable: false)
        }
        saved = false
    }

    @available(*, deprecated, renamed: "init(for:eventStore:)")
    public convenience init(eventStore: EKEventStore) {
        self.init(for: .event, eventStore: eventStore)
    }

    public var calendarIdentifier: String { record.identifier }
    public var title: String {
        get { record.title }
        set { record.title = newValue; _changed = true }
    }
    public var type: EKCalendarType { record.type }
    public var allowedEntityTypes: EKEntityMask { record.allowed }
    public var allowsContentModifications: Bool { record.allowsContentModifications }
    public var isSubscribed: Bool { record.isSubscribed }
    public var isImmutable: Bool { record.isImmutable }
    public var supportedEventAvailabilities: EKCalendarEventAvailabilityMask { [.busy, .free] }

    public var cgColor: CGColor! {
        get { record.color }
        set { if let newValue { record.color = newValue; _changed = true } }
    }

    public var source: EKSource! {
        get {
            guard let id = record.sourceIdentifier else { return nil }
            return Database.shared.allSources.first { $0.identifier == id }.map { EKSource(record: $0) }
        }
        set { record.sourceIdentifier = newValue?.sourceIdentifier; _changed = true }
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? EKCalendar)?.calendarIdentifier == calendarIdentifier
    }

    open override var hash: Int { calendarIdentifier.hashValue }

    open override var description: String { "EKCalendar <\(calendarIdentifier)> {title = \(title)}" }
}
