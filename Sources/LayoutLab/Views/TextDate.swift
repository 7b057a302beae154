import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case time, date, relative, offset, timer
        }

        let kind: Kind
        public static let time = DateStyle(kind: .time)
        public static let date = DateStyle(kind: .date)
        public static let relative = DateStyle(kind: .relative)
        public static let offset = DateStyle(kind: .offset)
        public static let timer = DateStyle(kind: .timer)
    }

    /// A date as SwiftUI shows it in the `en_US` locale the engine uses: "3:45 PM",
    /// "November 24, 2026", or for the styles that count from now, the distance from the
    /// engine's fixed now, 2026-01-01 00:00 UTC, so that a recording never depends on the clock
    /// ("2 hours, 5 minutes", "+2 hours", "2:05:00"). The time zone is UTC. (Apple,
    /// `Text.DateStyle`; the fixed clock and zone are the model's: docs/fidelity.md, "Text metrics".)
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: Self.format(date, style: style))
    }

    /// A span of dates as "3:45 – 4:15 PM"-style text, in the same locale and zone.
    public init(_ dates: ClosedRange<Date>) {
        let formatter = DateIntervalFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        self.init(verbatim: formatter.string(from: dates.lowerBound, to: dates.upperBound))
    }

    /// The engine's fixed "now" for relative styles.
    static let referenceNow = Date(timeIntervalSince1970: 1_767_225_600)

    static func format(_ date: Date, style: DateStyle) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(identifier: "UTC")
        switch style.kind {
        case .time:
            formatter.dateStyle = .none
            formatter.timeStyle = .short
            return formatter.string(from: date)
        case .date:
            formatter.dateStyle = .long
            formatter.timeStyle = .none
            return formatter.string(from: date)
        case .relative, .offset:
            let seconds = date.timeIntervalSince(referenceNow)
            let magnitude = spelledOut(Int(abs(seconds).rounded(.down)))
            return style.kind == .offset ? (seconds < 0 ? "-" : "+") + magnitude : magnitude
        case .timer:
            let seconds = Int(abs(date.timeIntervalSince(referenceNow)).rounded(.down))
            let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
            return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
        }
    }

    /// "2 hours, 5 minutes": the two largest units, as the relative styles spell a distance.
    private static func spelledOut(_ seconds: Int) -> String {
        let units = [("day", 86_400), ("hour", 3_600), ("minute", 60), ("second", 1)]
        var left = seconds
        var parts: [String] = []
        for (name, length) in units where parts.count < 2 {
            let count = left / length
            left %= length
            if count > 0 { parts.append("\(count) \(name)\(count == 1 ? "" : "s")") }
        }
        return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
    }
}
