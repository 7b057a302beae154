import Foundation

/// A day's name as weather and calendar apps write it: `DateFormatter`'s symbols are optional on
/// Apple's Foundation, so the code binds them.
public enum WeekdayNames {
    public static func name(ofWeekday weekday: Int, localeIdentifier: String = "en_US") -> String? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: localeIdentifier)
        guard let symbols = formatter.weekdaySymbols, (1...symbols.count).contains(weekday) else { return nil }
        return symbols[weekday - 1]
    }

    /// Custom symbols set, then nil to go back to the locale's.
    public static func shortNames(custom: [String]?) -> [String] {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.shortWeekdaySymbols = custom
        return formatter.shortWeekdaySymbols ?? []
    }

    public static var morning: String? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        return formatter.amSymbol.map { $0.lowercased() }
    }
}
