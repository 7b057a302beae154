import Foundation

/// The app's way into the calendar database. On Linux the database is the process's own, in
/// memory, with nothing private in it: a request for access is granted (there is no one to ask),
/// and what an app saves is there for every store of the process until it ends.
///
/// Completion handlers are called before the method returns, on the caller's thread, so that runs
/// are deterministic (Apple's call them later, on a queue of their own).
open class EKEventStore: NSObject, @unchecked Sendable {
    /// Items saved with `commit: false`, kept until `commit()` or `reset()`.
    private var pendingItems: [String: ItemRecord] = [:]
    private var pendingOrder: [String] = []
    private var pendingRemovals: Set<String> = []
    private var pendingCalendars: [String: Database.CalendarRecord] = [:]
    private var pendingCalendarRemovals: Set<String> = []
    private let ownIdentifier: String

    public override init() {
        ownIdentifier = Database.shared.withLock { $0.nextIdentifier() }
        super.init()
    }

    public convenience init(sources: [EKSource]) { self.init() }

    public var eventStoreIdentifier: String { ownIdentifier }

    // MARK: Access

    public class func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus {
        Database.shared.status(for: entityType)
    }

    private func grant(_ type: EKEntityType, _ status: EKAuthorizationStatus) -> Bool {
        // Access once denied or restricted stays so, as on Apple's, where only Settings changes it.
        switch Database.shared.status(for: type) {
        case .denied, .restricted: return false
        case .fullAccess: return true
        case .notDetermined, .writeOnly:
            Database.shared.setStatus(status, for: type)
            return true
        }
    }

    @available(*, deprecated, message: "Use requestFullAccessToEvents or requestFullAccessToReminders")
    public func requestAccess(to entityType: EKEntityType, completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        completion(grant(entityType, .fullAccess), nil)
    }

    @available(*, deprecated, message: "Use requestFullAccessToEvents or requestFullAccessToReminders")
    public func requestAccess(to entityType: EKEntityType) async throws -> Bool {
        grant(entityType, .fullAccess)
    }

    public func requestFullAccessToEvents(completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        completion(grant(.event, .fullAccess), nil)
    }

    public func requestFullAccessToEvents() async throws -> Bool { grant(.event, .fullAccess) }

    public func requestWriteOnlyAccessToEvents(completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        completion(grant(.event, .writeOnly), nil)
    }

    public func requestWriteOnlyAccessToEvents() async throws -> Bool { grant(.event, .writeOnly) }

    public func requestFullAccessToReminders(completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        completion(grant(.reminder, .fullAccess), nil)
    }

    public func requestFullAccessToReminders() async throws -> Bool { grant(.reminder, .fullAccess) }

    private func canRead(_ type: EKEntityType) -> Bool { Self.authorizationStatus(for: type) == .fullAccess }

    private func canWrite(_ type: EKEntityType) -> Bool {
        let status = Self.authorizationStatus(for: type)
        return status == .fullAccess || status == .writeOnly
    }

    // MARK: Sources and calendars

    public var sources: [EKSource] {
        canRead(.event) || canRead(.reminder) ? Database.shared.allSources.map { EKSource(record: $0) } : []
    }

    public func source(withIdentifier identifier: String) -> EKSource? {
        sources.first { $0.sourceIdentifier == identifier }
    }

    private var visibleCalendars: [Database.CalendarRecord] {
        var records = Database.shared.allCalendars.filter { !pendingCalendarRemovals.contains($0.identifier) }
        for (id, record) in pendingCalendars.sorted(by: { $0.key < $1.key }) {
            if let index = records.firstIndex(where: { $0.identifier == id }) {
                records[index] = record
            } else {
                records.append(record)
            }
        }
        return records
    }

    /// The calendars of `entityType`: none until the app has read access.
    public func calendars(for entityType: EKEntityType) -> [EKCalendar] {
        guard canRead(entityType) else { return [] }
        return visibleCalendars.filter { $0.allowed.contains(EKEntityMask(entityType)) }.map { EKCalendar(record: $0) }
    }

    @available(*, deprecated, renamed: "calendars(for:)")
    public var calendars: [EKCalendar] { calendars(for: .event) }

    public func calendar(withIdentifier identifier: String) -> EKCalendar? {
        visibleCalendars.first { $0.identifier == identifier }.map { EKCalendar(record: $0) }
    }

    public var defaultCalendarForNewEvents: EKCalendar? {
        guard canWrite(.event) else { return nil }
        return Database.shared.withLock { $0.defaultEventCalendar }.flatMap { calendar(withIdentifier: $0) }
    }

    public func defaultCalendarForNewReminders() -> EKCalendar? {
        guard canWrite(.reminder) else { return nil }
        return Database.shared.withLock { $0.defaultReminderCalendar }.flatMap { calendar(withIdentifier: $0) }
    }

    public func saveCalendar(_ calendar: EKCalendar, commit: Bool) throws {
        let type: EKEntityType = calendar.allowedEntityTypes.contains(.reminder) ? .reminder : .event
        guard canWrite(type) else { throw EKError(.eventStoreNotAuthorized) }
        guard calendar.record.sourceIdentifier != nil else { throw EKError(.calendarHasNoSource) }
        guard !calendar.isImmutable else { throw EKError(.calendarIsImmutable) }
        calendar.saved = true
        calendar._changed = false
        pendingCalendarRemovals.remove(calendar.calendarIdentifier)
        pendingCalendars[calendar.calendarIdentifier] = calendar.record
        if commit { try self.commit() }
    }

    /// Removes the calendar and every item in it.
    public func removeCalendar(_ calendar: EKCalendar, commit: Bool) throws {
        guard !calendar.isImmutable else { throw EKError(.calendarIsImmutable) }
        pendingCalendars[calendar.calendarIdentifier] = nil
        pendingCalendarRemovals.insert(calendar.calendarIdentifier)
        if commit { try self.commit() }
    }

    // MARK: Items

    public func calendarItem(withIdentifier identifier: String) -> EKCalendarItem? {
        guard let record = visibleRecord(identifier) else { return nil }
        return Self.object(for: record)
    }

    public func calendarItems(withExternalIdentifier externalIdentifier: String) -> [EKCalendarItem] {
        calendarItem(withIdentifier: externalIdentifier).map { [$0] } ?? []
    }

    public func event(withIdentifier identifier: String) -> EKEvent? {
        calendarItem(withIdentifier: identifier) as? EKEvent
    }

    private func visibleRecord(_ identifier: String) -> ItemRecord? {
        if pendingRemovals.contains(identifier) { return nil }
        guard let record = pendingItems[identifier] ?? Database.shared.item(identifier) else { return nil }
        guard canRead(record.isReminder ? .reminder : .event) else { return nil }
        return record
    }

    /// The database's items with this store's unsaved changes over them, in the order they were
    /// first saved.
    private var visibleRecords: [ItemRecord] {
        var records = Database.shared.allItems.filter { !pendingRemovals.contains($0.identifier) }
        let known = Set(records.map(\.identifier))
        records = records.map { pendingItems[$0.identifier] ?? $0 }
        records += pendingOrder.filter { !known.contains($0) }.compactMap { pendingItems[$0] }
        let calendars = Set(visibleCalendars.map(\.identifier))
        return records.filter { calendars.contains($0.calendarIdentifier ?? "") }
    }

    static func object(for record: ItemRecord) -> EKCalendarItem {
        record.isReminder ? EKReminder(record: record.detached, saved: true) : EKEvent(record: record.detached, saved: true)
    }

    private func validate(_ item: EKCalendarItem, as type: EKEntityType) throws {
        guard canWrite(type) else { throw EKError(.eventStoreNotAuthorized) }
        guard let id = item.record.calendarIdentifier, let calendar = visibleCalendars.first(where: { $0.identifier == id }) else {
            throw EKError(.noCalendar)
        }
        guard calendar.allowed.contains(EKEntityMask(type)) else {
            throw EKError(type == .event ? .calendarDoesNotAllowEvents : .calendarDoesNotAllowReminders)
        }
        guard calendar.allowsContentModifications else { throw EKError(.calendarReadOnly) }
    }

    private func stage(_ item: EKCalendarItem, commit: Bool) throws {
        let id = item.record.identifier
        if pendingItems[id] == nil && Database.shared.item(id) == nil { pendingOrder.append(id) }
        pendingItems[id] = item.record.detached
        pendingRemovals.remove(id)
        item.saved = true
        item._changed = false
        if commit { try self.commit() }
    }

    public func save(_ event: EKEvent, span: EKSpan) throws {
        try save(event, span: span, commit: true)
    }

    public func save(_ event: EKEvent, span: EKSpan, commit: Bool) throws {
        try validate(event, as: .event)
        guard let start = event.record.startDate else { throw EKError(.noStartDate) }
        guard let end = event.record.endDate else { throw EKError(.noEndDate) }
        guard end >= start else { throw EKError(.datesInverted) }
        try stage(event, commit: commit)
    }

    public func remove(_ event: EKEvent, span: EKSpan) throws {
        try remove(event, span: span, commit: true)
    }

    public func remove(_ event: EKEvent, span: EKSpan, commit: Bool) throws {
        try unstage(event, as: .event, commit: commit)
    }

    public func save(_ reminder: EKReminder, commit: Bool) throws {
        try validate(reminder, as: .reminder)
        guard (0...9).contains(reminder.priority) else { throw EKError(.priorityIsInvalid) }
        if reminder.hasRecurrenceRules && reminder.dueDateComponents == nil {
            throw EKError(.recurringReminderRequiresDueDate)
        }
        try stage(reminder, commit: commit)
    }

    public func remove(_ reminder: EKReminder, commit: Bool) throws {
        try unstage(reminder, as: .reminder, commit: commit)
    }

    private func unstage(_ item: EKCalendarItem, as type: EKEntityType, commit: Bool) throws {
        guard canWrite(type) else { throw EKError(.eventStoreNotAuthorized) }
        let id = item.record.identifier
        pendingItems[id] = nil
        pendingOrder.removeAll { $0 == id }
        if Database.shared.item(id) != nil { pendingRemovals.insert(id) }
        item.saved = false
        if commit { try self.commit() }
    }

    /// Writes the changes saved without committing, and tells the app (`EKEventStoreChanged`).
    public func commit() throws {
        let changed = !pendingItems.isEmpty || !pendingRemovals.isEmpty || !pendingCalendars.isEmpty
            || !pendingCalendarRemovals.isEmpty
        let items = pendingOrder.compactMap { id in pendingItems[id].map { (id, $0) } }
            + pendingItems.filter { !pendingOrder.contains($0.key) }.sorted { $0.key < $1.key }
        Database.shared.withLock { db in
            for record in pendingCalendars.values.sorted(by: { $0.identifier < $1.identifier }) { db.putCalendar(record) }
            for id in pendingCalendarRemovals { db.deleteCalendar(id) }
            for (_, record) in items { db.putItem(record) }
            for id in pendingRemovals { db.deleteItem(id) }
        }
        reset()
        if changed { NotificationCenter.default.post(name: .EKEventStoreChanged, object: self) }
    }

    /// Forgets the changes saved without committing.
    public func reset() {
        pendingItems = [:]
        pendingOrder = []
        pendingRemovals = []
        pendingCalendars = [:]
        pendingCalendarRemovals = []
    }

    public func refreshSourcesIfNecessary() {}

    // MARK: Predicates and fetches

    private func ids(_ calendars: [EKCalendar]?) -> Set<String>? {
        calendars.map { Set($0.map(\.calendarIdentifier)) }
    }

    public func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate {
        EKQueryPredicate(ItemQuery(kind: .events(start: startDate, end: endDate), calendars: ids(calendars)))
    }

    public func predicateForReminders(in calendars: [EKCalendar]?) -> NSPredicate {
        EKQueryPredicate(ItemQuery(kind: .reminders, calendars: ids(calendars)))
    }

    public func predicateForIncompleteReminders(withDueDateStarting dueDateStarting: Date?, ending dueDateEnding: Date?, calendars: [EKCalendar]?) -> NSPredicate {
        EKQueryPredicate(ItemQuery(kind: .incompleteReminders(dueStart: dueDateStarting, dueEnd: dueDateEnding), calendars: ids(calendars)))
    }

    public func predicateForCompletedReminders(withCompletionDateStarting completionDateStarting: Date?, ending completionDateEnding: Date?, calendars: [EKCalendar]?) -> NSPredicate {
        EKQueryPredicate(ItemQuery(kind: .completedReminders(completionStart: completionDateStarting, completionEnd: completionDateEnding), calendars: ids(calendars)))
    }

    /// The events the predicate names, a repeating event once per occurrence in the range,
    /// ordered by start date.
    public func events(matching predicate: NSPredicate) -> [EKEvent] {
        guard canRead(.event) else { return [] }
        let records = visibleRecords.filter { !$0.isReminder }
        guard let query = (predicate as? EKQueryPredicate)?.query else {
            return records.map { EKEvent(record: $0.detached, saved: true) }.filter { predicate.evaluate(with: $0) }
        }
        guard case .events(let start, let end) = query.kind else { return [] }
        var events: [EKEvent] = []
        for record in records {
            if let calendars = query.calendars, !calendars.contains(record.calendarIdentifier ?? "") { continue }
            guard let first = record.startDate, let last = record.endDate else { continue }
            guard let rule = record.rules.first else {
                if query.matches(record) { events.append(EKEvent(record: record.detached, saved: true)) }
                continue
            }
            let length = last.timeIntervalSince(first)
            let calendar = Calendar(identifier: .gregorian)
            for occurrence in rule.occurrences(from: first, before: end, calendar: calendar) {
                var copy = record.detached
                copy.startDate = occurrence
                copy.endDate = occurrence.addingTimeInterval(length)
                guard query.matches(copy) || occurrence >= start && occurrence < end else { continue }
                let event = EKEvent(record: copy, saved: true)
                event._occurrenceDate = occurrence
                events.append(event)
            }
        }
        return events.enumerated().sorted { a, b in
            let order = a.element.compareStartDate(with: b.element)
            return order == .orderedSame ? a.offset < b.offset : order == .orderedAscending
        }.map(\.element)
    }

    public func enumerateEvents(matching predicate: NSPredicate, using block: EKEventSearchCallback) {
        var stop: ObjCBool = false
        for event in events(matching: predicate) {
            block(event, &stop)
            if stop.boolValue { break }
        }
    }

    /// Calls `completion` with the reminders the predicate names (nil when the app may not read
    /// reminders), before returning. The result is the request's identifier for
    /// `cancelFetchRequest(_:)`.
    @discardableResult
    public func fetchReminders(matching predicate: NSPredicate, completion: @escaping ([EKReminder]?) -> Void) -> Any {
        let token = Database.shared.withLock { $0.nextIdentifier() }
        guard canRead(.reminder) else {
            completion(nil)
            return token
        }
        let reminders = visibleRecords.filter(\.isReminder).map { EKReminder(record: $0.detached, saved: true) }
        completion(reminders.filter { predicate.evaluate(with: $0) })
        return token
    }

    /// Fetches finish before `fetchReminders` returns, so there is never one to cancel.
    public func cancelFetchRequest(_ fetchIdentifier: Any) {}
}
