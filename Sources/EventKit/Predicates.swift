import Foundation

/// What a store's predicate asks for. Apple's predicates are opaque `NSPredicate`s that only a
/// store's fetch methods understand; these also answer `evaluate(with:)` for an item.
struct ItemQuery {
    enum Kind {
        case events(start: Date, end: Date)
        case reminders
        case incompleteReminders(dueStart: Date?, dueEnd: Date?)
        case completedReminders(completionStart: Date?, completionEnd: Date?)
    }

    var kind: Kind
    /// nil: every calendar of the item's type.
    var calendars: Set<String>?

    func matches(_ record: ItemRecord) -> Bool {
        if let calendars, !calendars.contains(record.calendarIdentifier ?? "") { return false }
        switch kind {
        case .events(let start, let end):
            guard !record.isReminder, let s = record.startDate, let e = record.endDate else { return false }
            // An event that overlaps the range (for a repeating one, its first occurrence).
            return s < end && e > start || s == start
        case .reminders:
            return record.isReminder
        case .incompleteReminders(let from, let to):
            guard record.isReminder, !record.isCompleted else { return false }
            return Self.within(Self.due(record), from, to)
        case .completedReminders(let from, let to):
            guard record.isReminder, record.isCompleted else { return false }
            return Self.within(record.completionDate, from, to)
        }
    }

    /// A reminder without the date is in the range only when the range has no bounds.
    static func within(_ date: Date?, _ from: Date?, _ to: Date?) -> Bool {
        if from == nil && to == nil { return true }
        guard let date else { return false }
        if let from, date < from { return false }
        if let to, date >= to { return false }
        return true
    }

    static func due(_ record: ItemRecord) -> Date? {
        guard let components = record.dueDateComponents else { return nil }
        return (components.calendar ?? Calendar(identifier: .gregorian)).date(from: components)
    }
}

final class EKQueryPredicate: NSPredicate {
    let query: ItemQuery

    init(_ query: ItemQuery) {
        self.query = query
        super.init(block: { object, _ in
            guard let item = object as? EKCalendarItem else { return false }
            return query.matches(item.record)
        })
    }

    required init?(coder: NSCoder) { nil }

    override var predicateFormat: String {
        switch query.kind {
        case .events: "EKEventPredicate"
        case .reminders, .incompleteReminders, .completedReminders: "EKReminderPredicate"
        }
    }
}
