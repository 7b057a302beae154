@_spi(Platform) import LayoutLab
import Foundation

// `DateFormatter`'s symbols as Apple's Foundation declares them: implicitly unwrapped optionals
// (`var weekdaySymbols: [String]!`, `var amSymbol: String!`), so that apps write
// `guard let symbols = formatter.weekdaySymbols`. swift-corelibs-foundation declares them
// non-optional, which that line cannot bind. These redeclarations shadow Foundation's wherever
// this module is imported (a module's declarations shadow those of the modules it imports) and
// read and write Foundation's; setting nil restores the locale's symbols, as on Apple's.
extension DateFormatter {
    public var monthSymbols: [String]! {
        get { self[keyPath: FoundationDateFormatterSymbols.lists["monthSymbols"]!] }
        set { setSymbols(newValue, "monthSymbols") }
    }

    public var shortMonthSymbols: [String]! {
        get { self[keyPath: FoundationDateFormatterSymbols.lists["shortMonthSymbols"]!] }
        set { setSymbols(newValue, "shortMonthSymbols") }
    }

    public var veryShortMonthSymbols: [String]! {
        get { self[keyPath: FoundationDateFormatterSymbols.lists["veryShortMonthSymbols"]!] }
        set { setSymbols(newValue, "veryShortMonthSymbols") }
    }

    public var standaloneMonthSymbols: [String]! {
        get { self[keyPath: FoundationDateFormatterSymbols.lists["standaloneMonthSymbols"]!] }
        set { setSymbols(newValue, "standaloneMonthSymbols") }
    }

    public var shortStandaloneMonthSymbols: [String]! {
        get { self[keyPath: FoundationDateFormatterSymbols.lists["shortStandaloneMonthSymbols"]!] }
        set { setSymbols(newValue, "shortStandaloneMonthSymbols") }
    }

    public var veryShortStandaloneMonthSymbols: [String]! {
        get { self[keyPath: FoundationDateFormatterSymbols.lists["veryShortStandaloneMonthSymbols"]!] }
        set { setSymbols(newValue, "veryShortStandaloneMonthSymbols") }
    }

    public var weekdaySymbols: [String]! {
        get { self[keyPath: FoundationDateFormatterSymbols.lists["weekdaySymbols"]!] }
        set { setSymbols(newValue, "weekdaySymbols") }
    }

    public var shortWeekdaySymbols: [String]! {
        get { self[keyPath: FoundationDateFormatterSymbols.lists["shortWeekdaySymbols"]!] }
        set { setSymbols(newValue, "shortWeekdaySymbols") }
    }

    public var veryShortWeekdaySymbols: [String]! {
        get { self[keyPath: FoundationDateFormatterSymbols.lists["veryShortWeekdaySymbols"]!] }
        set { setSymbols(newValue, "veryShortWeekdaySymbols") }
    }

    public var standaloneWeekdaySymbols: [String]! {
        get { self[keyPath: FoundationDateFormatterSymbols.lists["standaloneWeekdaySymbols"]!] }
        set { setSymbols(newValue, "standaloneWeekdaySymbols") }
    }

    public var shortStandaloneWeekdaySymbols: [String]! {
        get { self[keyPath: FoundationDateFormatterSymbols.lists["shortStandaloneWeekdaySymbols"]!] }
        set { setSymbols(newValue, "shortStandaloneWeekdaySymbols") }
    }

    public var veryShortStandaloneWeekdaySymbols: [String]! {
        get { self[keyPath: FoundationDateFormatterSymbols.lists["veryShortStandaloneWeekdaySymbols"]!] }
        set { setSymbols(newValue, "veryShortStandaloneWeekdaySymbols") }
    }

    public var eraSymbols: [String]! {
        get { self[keyPath: FoundationDateFormatterSymbols.lists["eraSymbols"]!] }
        set { setSymbols(newValue, "eraSymbols") }
    }

    public var longEraSymbols: [String]! {
        get { self[keyPath: FoundationDateFormatterSymbols.lists["longEraSymbols"]!] }
        set { setSymbols(newValue, "longEraSymbols") }
    }

    public var quarterSymbols: [String]! {
        get { self[keyPath: FoundationDateFormatterSymbols.lists["quarterSymbols"]!] }
        set { setSymbols(newValue, "quarterSymbols") }
    }

    public var shortQuarterSymbols: [String]! {
        get { self[keyPath: FoundationDateFormatterSymbols.lists["shortQuarterSymbols"]!] }
        set { setSymbols(newValue, "shortQuarterSymbols") }
    }

    public var standaloneQuarterSymbols: [String]! {
        get { self[keyPath: FoundationDateFormatterSymbols.lists["standaloneQuarterSymbols"]!] }
        set { setSymbols(newValue, "standaloneQuarterSymbols") }
    }

    public var shortStandaloneQuarterSymbols: [String]! {
        get { self[keyPath: FoundationDateFormatterSymbols.lists["shortStandaloneQuarterSymbols"]!] }
        set { setSymbols(newValue, "shortStandaloneQuarterSymbols") }
    }

    public var amSymbol: String! {
        get { self[keyPath: FoundationDateFormatterSymbols.amSymbol] }
        set { self[keyPath: FoundationDateFormatterSymbols.amSymbol] = newValue ?? localeDefault[keyPath: FoundationDateFormatterSymbols.amSymbol] }
    }

    public var pmSymbol: String! {
        get { self[keyPath: FoundationDateFormatterSymbols.pmSymbol] }
        set { self[keyPath: FoundationDateFormatterSymbols.pmSymbol] = newValue ?? localeDefault[keyPath: FoundationDateFormatterSymbols.pmSymbol] }
    }

    private func setSymbols(_ symbols: [String]?, _ name: String) {
        let path = FoundationDateFormatterSymbols.lists[name]!
        self[keyPath: path] = symbols ?? localeDefault[keyPath: path]
    }

    /// A formatter of this one's locale and calendar with nothing set: the locale's symbols.
    private var localeDefault: DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        return formatter
    }
}
