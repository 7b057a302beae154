import Foundation

/// swift-corelibs-foundation's own `DateFormatter` symbol properties, reached from a module that
/// does not see `AppleFoundation`'s redeclarations of them (Sources/AppleFoundation says why).
@_spi(Platform)
public enum FoundationDateFormatterSymbols {
    public static var lists: [String: ReferenceWritableKeyPath<DateFormatter, [String]>] { [
        "monthSymbols": \.monthSymbols,
        "shortMonthSymbols": \.shortMonthSymbols,
        "veryShortMonthSymbols": \.veryShortMonthSymbols,
        "standaloneMonthSymbols": \.standaloneMonthSymbols,
        "shortStandaloneMonthSymbols": \.shortStandaloneMonthSymbols,
        "veryShortStandaloneMonthSymbols": \.veryShortStandaloneMonthSymbols,
        "weekdaySymbols": \.weekdaySymbols,
        "shortWeekdaySymbols": \.shortWeekdaySymbols,
        "veryShortWeekdaySymbols": \.veryShortWeekdaySymbols,
        "standaloneWeekdaySymbols": \.standaloneWeekdaySymbols,
        "shortStandaloneWeekdaySymbols": \.shortStandaloneWeekdaySymbols,
        "veryShortStandaloneWeekdaySymbols": \.veryShortStandaloneWeekdaySymbols,
        "eraSymbols": \.eraSymbols,
        "longEraSymbols": \.longEraSymbols,
        "quarterSymbols": \.quarterSymbols,
        "shortQuarterSymbols": \.shortQuarterSymbols,
        "standaloneQuarterSymbols": \.standaloneQuarterSymbols,
        "shortStandaloneQuarterSymbols": \.shortStandaloneQuarterSymbols,
    ] }

    public static var amSymbol: ReferenceWritableKeyPath<DateFormatter, String> { \.amSymbol }
    public static var pmSymbol: ReferenceWritableKeyPath<DateFormatter, String> { \.pmSymbol }
}
