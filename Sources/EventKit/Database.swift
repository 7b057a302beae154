import Foundation

/// The calendar database every `EKEventStore` of the process reads and writes, as every store of an
/// app reads the one database of the device. It holds records (values), never the objects a store
/// hands out: a change to a fetched reminder stays in that object until it is saved.
final class Database: @unchecked Sendable {
    static let shared = Database()

    struct SourceRecord {
        var identifier: String
        var title: String
        var type: EKSourceType
    }

    struct CalendarRecord {
        var identifier: String
        var title: String
        var allowed: EKEntityMask
        var type: EKCalendarType
        var color: CGColor
        var sourceIdentifier: String?
        var allowsContentModifications: Bool
        var isSubscribed: Bool
        var isImmutable: Bool
    }

    private let lock = NSLock()
    private var sources: [SourceRecord] = []
    private var calendars: [CalendarRecord] = []
    private var items: [String: ItemRecord] = [:]
    /// Items in the order they were first saved, so that fetches are deterministic.
    private var order: [String] = []
    private var statuses: [EKEntityType: EKAuthorizationStatus] = [:]
    private var counter = 0
    var defaultEventCalendar: String?
    var defaultReminderCalendar: String?

    private init() {
        // A new device's database: one local source with a calendar and a reminders list, both
        // the defaults for new items. Their colours are those of Apple's Calendar (blue) and
        // Reminders (orange) system colours, in sRGB.
        let source = SourceRecord(identifier: Self.identifier(1), title: "Default", type: .local)
        sources = [source]
        counter = 1
        calendars = [
            CalendarRecord(identifier: nextIdentifier(), title: "Calendar", allowed: .event, type: .local,
                           color: CGColor(red: 0, green: 122 / 255, blue: 1, alpha: 1),
                           sourceIdentifier: source.identifier, allowsContentModifications: true,
                           isSubscribed: false, isImmutable: false),
            CalendarRecord(identifier: nextIdentifier(), title: "Reminders", allowed: .reminder, type: .local,
                           color: CGColor(red: 1, green: 149 / 255, blue: 0, alpha: 1),
                           sourceIdentifier: source.identifier, allowsContentModifications: true,
                           isSubscribed: false, isImmutable: false),
        ]
        defaultEventCalendar = calendars[0].identifier
        defaultReminderCalendar = calendars[1].identifier
    }

    /// Identifiers in UUID form, counted rather than random so that runs do not differ.
    static func identifier(_ n: Int) -> String {
        let hex = String(n, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: max(0, 12 - hex.count)) + hex
        return "00000000-0000-4000-8000-" + padded
    }

    func nextIdentifier() -> String {
        counter += 1
        return Self.identifier(counter)
    }

    func withLock<T>(_ body: (Database) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(self)
    }

    // MARK: Authorization

    func status(for type: EKEntityType) -> EKAuthorizationStatus {
        withLock { $0.statuses[type] ?? .notDetermined }
    }

    func setStatus(_ status: EKAuthorizationStatus, for type: EKEntityType) {
        withLock { $0.statuses[type] = status }
    }

    // MARK: Sources and calendars

    var allSources: [SourceRecord] { withLock { $0.sources } }

    var allCalendars: [CalendarRecord] { withLock { $0.calendars } }

    func calendar(_ identifier: String) -> CalendarRecord? {
        withLock { db in db.calendars.first { $0.identifier == identifier } }
    }

    func putCalendar(_ record: CalendarRecord) {
        if let index = calendars.firstIndex(where: { $0.identifier == record.identifier }) {
            calendars[index] = record
        } else {
            calendars.append(record)
        }
    }

    /// Removes a calendar and everything in it, as Apple's does.
    func deleteCalendar(_ identifier: String) {
        calendars.removeAll { $0.identifier == identifier }
        let gone = Set(items.values.filter { $0.calendarIdentifier == identifier }.map(\.identifier))
        for id in gone { items[id] = nil }
        order.removeAll { gone.contains($0) }
        if defaultEventCalendar == identifier { defaultEventCalendar = nil }
        if defaultReminderCalendar == identifier { defaultReminderCalendar = nil }
    }

    // MARK: Items

    var allItems: [ItemRecord] { withLock { db in db.order.compactMap { db.items[$0] } } }

    func item(_ identifier: String) -> ItemRecord? { withLock { $0.items[identifier] } }

    func putItem(_ record: ItemRecord) {
        if items[record.identifier] == nil { order.append(record.identifier) }
        items[record.identifier] = record
    }

    func deleteItem(_ identifier: String) {
        items[identifier] = nil
        order.removeAll { $0 == identifier }
    }
}
