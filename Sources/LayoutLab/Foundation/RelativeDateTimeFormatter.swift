import Foundation

#if !canImport(ObjectiveC)
/// "2 hours ago", "in 3 days", "yesterday": Apple's Foundation formats a date relative to another
/// with `RelativeDateTimeFormatter` (iOS 13); swift-corelibs-foundation has none. The width of
/// such a label decides its layout, so this formats as Apple's does in English: the largest
/// calendar unit in which the two dates differ (years, months, weeks, days, hours, minutes,
/// seconds), counted by the calendar, with `unitsStyle` choosing "hours", "hr." or "h" and
/// `dateTimeStyle` `.named` using "yesterday", "last week", "now" where English has a word
/// (Apple, "RelativeDateTimeFormatter"; the spellings are en_US's). Other locales are not modelled.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    public enum DateTimeStyle: Int, Sendable {
        case numeric, named
    }

    public enum UnitsStyle: Int, Sendable {
        case full, spellOut, short, abbreviated
    }

    open var dateTimeStyle: DateTimeStyle = .numeric
    open var unitsStyle: UnitsStyle = .full
    open var formattingContext: Formatter.Context = .unknown
    open var calendar: Calendar! = .current
    open var locale: Locale! = .current

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        let units: Set<Calendar.Component> = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
        return localizedString(from: calendar.dateComponents(units, from: referenceDate, to: date))
    }

    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    open func localizedString(from dateComponents: DateComponents) -> String {
        let ordered: [(Int?, RelativeUnit)] = [
            (dateComponents.year, .year), (dateComponents.month, .month),
            (dateComponents.weekOfMonth ?? dateComponents.weekOfYear, .week), (dateComponents.day, .day),
            (dateComponents.hour, .hour), (dateComponents.minute, .minute), (dateComponents.second, .second),
        ]
        let (amount, unit) = ordered.first { ($0.0 ?? 0) != 0 }.map { ($0.0!, $0.1) } ?? (0, .second)
        return phrase(amount, unit)
    }

    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    private enum RelativeUnit {
        case year, month, week, day, hour, minute, second
    }

    private func phrase(_ amount: Int, _ unit: RelativeUnit) -> String {
        if dateTimeStyle == .named, let named = namedPhrase(amount, unit) { return named }
        let count = Swift.abs(amount)
        let counted = "\(number(count))\(unitName(unit, count))"
        return amount < 0 ? "\(counted) ago" : "in \(counted)"
    }

    private func namedPhrase(_ amount: Int, _ unit: RelativeUnit) -> String? {
        switch (amount, unit) {
        case (0, .second): "now"
        case (-1, .day): "yesterday"
        case (1, .day): "tomorrow"
        case (0, .day): "today"
        case (-1, .week): "last week"
        case (1, .week): "next week"
        case (-1, .month): "last month"
        case (1, .month): "next month"
        case (-1, .year): "last year"
        case (1, .year): "next year"
        default: nil
        }
    }

    private func number(_ count: Int) -> String {
        guard unitsStyle == .spellOut else { return String(count) }
        let words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                     "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
        if count < words.count { return words[count] }
        let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
        if count < 100 { return count % 10 == 0 ? tens[count / 10] : "\(tens[count / 10])-\(words[count % 10])" }
        return String(count)
    }

    /// The unit after the number: " hours" (full, spelled out), " hr." (short), "h" (abbreviated).
    private func unitName(_ unit: RelativeUnit, _ count: Int) -> String {
        let plural = count != 1
        switch unitsStyle {
        case .full, .spellOut:
            let word = switch unit {
            case .year: "year"
            case .month: "month"
            case .week: "week"
            case .day: "day"
            case .hour: "hour"
            case .minute: "minute"
            case .second: "second"
            }
            return " " + word + (plural ? "s" : "")
        case .short:
            return switch unit {
            case .year: " yr."
            case .month: " mo."
            case .week: " wk."
            case .day: plural ? " days" : " day"
            case .hour: " hr."
            case .minute: " min."
            case .second: " sec."
            }
        case .abbreviated:
            return switch unit {
            case .year: "y"
            case .month: "mo"
            case .week: "w"
            case .day: "d"
            case .hour: "h"
            case .minute: "m"
            case .second: "s"
            }
        }
    }
}
#endif
