import Foundation

#if !canImport(ObjectiveC)
/// "5:07", "1h 2m 3s", "2 hours, 5 minutes": Apple's Foundation formats a duration with
/// `DateComponentsFormatter`; swift-corelibs-foundation declares it unavailable. A timer's or a
/// player's label is laid out by its text, so this formats as Apple's does in English (Apple,
/// "DateComponentsFormatter"; the spellings are en_US's, other locales are not modelled):
/// - the duration is split into the allowed units, largest first, each whole except the last
///   (rounded down), with `maximumUnitCount` keeping the largest non-zero ones;
/// - `.positional` joins them with colons, the first unpadded and the others two digits
///   ("1:02:03", "5:07"); `zeroFormattingBehavior` `.pad` pads the first too ("01:02:03"),
///   `.default` drops leading zero units but keeps at least minutes and seconds ("0:07");
/// - the other styles name each non-zero unit ("1h 2m 3s" abbreviated, "1 hr, 2 min, 3 sec"
///   short, "1 hour, 2 minutes, 3 seconds" full, "1hr 2min 3sec" brief, "one hour, two minutes"
///   spelled out), and a zero duration shows its smallest unit ("0s").
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    public enum UnitsStyle: Int, Sendable {
        case positional = 0
        case abbreviated = 1
        case short = 2
        case full = 3
        case spellOut = 4
        case brief = 5
    }

    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let none = ZeroFormattingBehavior([])
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    open var unitsStyle: UnitsStyle = .positional
    open var allowedUnits: NSCalendar.Unit = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    open var maximumUnitCount = 0
    open var collapsesLargestUnit = false
    open var allowsFractionalUnits = false
    open var includesApproximationPhrase = false
    open var includesTimeRemainingPhrase = false
    open var calendar: Calendar? = .current
    open var formattingContext: Formatter.Context = .unknown

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A unit as the formatter writes it: its length in seconds (a month of 30 days and a year of
    /// 365, as Apple's formatter counts a bare interval) and its names, abbreviated, short, full
    /// (singular) and brief.
    private struct Unit {
        let unit: NSCalendar.Unit
        let seconds: Double
        let abbreviated, short, full, brief: String
    }

    /// The units in the order they are written.
    private static let units = [
        Unit(unit: .year, seconds: 31_536_000, abbreviated: "y", short: "yr", full: "year", brief: "yr"),
        Unit(unit: .month, seconds: 2_592_000, abbreviated: "mo", short: "mth", full: "month", brief: "mth"),
        Unit(unit: .weekOfMonth, seconds: 604_800, abbreviated: "w", short: "wk", full: "week", brief: "wk"),
        Unit(unit: .day, seconds: 86_400, abbreviated: "d", short: "day", full: "day", brief: "d"),
        Unit(unit: .hour, seconds: 3_600, abbreviated: "h", short: "hr", full: "hour", brief: "hr"),
        Unit(unit: .minute, seconds: 60, abbreviated: "m", short: "min", full: "minute", brief: "min"),
        Unit(unit: .second, seconds: 1, abbreviated: "s", short: "sec", full: "second", brief: "sec"),
    ]

    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let allowed = Self.units.filter { allowedUnits.contains($0.unit) }
        guard !allowed.isEmpty else { return nil }
        // Each unit whole, largest first, the last taking what is left (rounded down).
        var rest = abs(ti)
        let values = allowed.map { unit -> (unit: Unit, value: Int) in
            let value = unit.unit == allowed.last?.unit ? rest / unit.seconds : (rest / unit.seconds).rounded(.down)
            rest -= value * unit.seconds
            return (unit, Int(value.rounded(.down)))
        }
        let text = format(values)
        return ti < 0 ? "-" + text : text
    }

    open func string(from components: DateComponents) -> String? {
        let seconds = Double(components.year ?? 0) * 31_536_000 + Double(components.month ?? 0) * 2_592_000
            + Double(components.weekOfMonth ?? components.weekOfYear ?? 0) * 604_800 + Double(components.day ?? 0) * 86_400
            + Double(components.hour ?? 0) * 3_600 + Double(components.minute ?? 0) * 60 + Double(components.second ?? 0)
        return string(from: seconds)
    }

    open func string(from startDate: Date, to endDate: Date) -> String? {
        string(from: endDate.timeIntervalSince(startDate))
    }

    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let interval as TimeInterval: string(from: interval)
        case let components as DateComponents: string(from: components)
        default: nil
        }
    }

    private func format(_ values: [(unit: Unit, value: Int)]) -> String {
        if unitsStyle == .positional {
            // At least minutes and seconds stand when both are allowed ("0:07"); leading zero
            // units go unless padding is asked for.
            var shown = values
            if !zeroFormattingBehavior.contains(.pad) {
                let keep = values.count >= 2 ? values.count - 2 : 0
                while shown.count > values.count - keep, shown.first?.value == 0 { shown.removeFirst() }
            }
            if maximumUnitCount > 0, shown.count > maximumUnitCount { shown = Array(shown.prefix(maximumUnitCount)) }
            return shown.enumerated().map { index, entry in
                index == 0 && !zeroFormattingBehavior.contains(.pad) ? String(entry.value) : String(format: "%02d", entry.value)
            }.joined(separator: ":")
        }
        var shown = zeroFormattingBehavior.contains(.pad) ? values : values.filter { $0.value != 0 }
        if shown.isEmpty, let last = values.last { shown = [last] }
        if maximumUnitCount > 0, shown.count > maximumUnitCount { shown = Array(shown.prefix(maximumUnitCount)) }
        let parts = shown.map { entry -> String in
            let (unit, value) = entry
            let plural = value == 1 ? "" : "s"
            switch unitsStyle {
            case .abbreviated: return "\(value)\(unit.abbreviated)"
            case .brief: return "\(value)\(unit.brief)"
            case .short: return "\(value) \(unit.short)"
            case .full: return "\(value) \(unit.full)\(plural)"
            case .spellOut:
                let number = NumberFormatter.localizedString(from: NSNumber(value: value), number: .spellOut)
                return "\(number) \(unit.full)\(plural)"
            case .positional: return String(value)
            }
        }
        switch unitsStyle {
        case .abbreviated, .brief: return parts.joined(separator: " ")
        default: return parts.joined(separator: ", ")
        }
    }
}
#endif
