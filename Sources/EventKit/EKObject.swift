import Foundation

/// The root of EventKit's objects: it knows whether it changed since it was fetched or saved.
open class EKObject: NSObject {
    var _changed = false

    public var hasChanges: Bool { _changed }
    public var isNew: Bool { true }

    /// Forgets unsaved changes to the object: Apple's reloads it from the store.
    public func reset() { _changed = false }
    public func rollback() { _changed = false }
    public func refresh() -> Bool { true }
}

/// A fixed time, or an offset from the item's start or due date, at which to be reminded.
open class EKAlarm: EKObject, NSCopying {
    public var relativeOffset: TimeInterval { didSet { absoluteDate = nil } }
    public var absoluteDate: Date? { didSet { if absoluteDate != nil { relativeOffset = 0 } } }

    public init(absoluteDate date: Date) {
        relativeOffset = 0
        absoluteDate = date
    }

    public init(relativeOffset offset: TimeInterval) {
        relativeOffset = offset
        absoluteDate = nil
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        absoluteDate.map { EKAlarm(absoluteDate: $0) } ?? EKAlarm(relativeOffset: relativeOffset)
    }
}

public enum EKRecurrenceFrequency: Int, Sendable {
    case daily = 0
    case weekly = 1
    case monthly = 2
    case yearly = 3

    var component: Calendar.Component {
        switch self {
        case .daily: .day
        case .weekly: .weekOfYear
        case .monthly: .month
        case .yearly: .year
        }
    }
}

/// When a repetition stops: at a date, or after a number of occurrences.
open class EKRecurrenceEnd: NSObject, NSCopying {
    public let endDate: Date?
    public let occurrenceCount: Int

    public init(end: Date) {
        endDate = end
        occurrenceCount = 0
    }

    public init(occurrenceCount: Int) {
        endDate = nil
        self.occurrenceCount = occurrenceCount
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// How an event or reminder repeats: every `interval` days, weeks, months or years.
open class EKRecurrenceRule: EKObject, NSCopying {
    public let frequency: EKRecurrenceFrequency
    public let interval: Int
    public var recurrenceEnd: EKRecurrenceEnd?
    public let calendarIdentifier: String
    public var firstDayOfTheWeek: Int { 0 }

    public init(recurrenceWith type: EKRecurrenceFrequency, interval: Int, end: EKRecurrenceEnd?) {
        frequency = type
        self.interval = max(1, interval)
        recurrenceEnd = end
        calendarIdentifier = Calendar.Identifier.gregorian.debugDescription
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        EKRecurrenceRule(recurrenceWith: frequency, interval: interval, end: recurrenceEnd)
    }

    /// The starts of the occurrences of an item first starting at `start` that begin before
    /// `limit`, in order: the first is `start` itself.
    func occurrences(from start: Date, before limit: Date, calendar: Calendar) -> [Date] {
        var dates: [Date] = []
        var step = 0
        while true {
            guard let date = calendar.date(byAdding: frequency.component, value: step * interval, to: start),
                  date < limit else { break }
            if let end = recurrenceEnd {
                if let endDate = end.endDate, date > endDate { break }
                if end.occurrenceCount > 0, dates.count >= end.occurrenceCount { break }
            }
            dates.append(date)
            step += 1
            // A guard against a rule that would run for ever within a far range.
            if step > 100_000 { break }
        }
        return dates
    }
}
