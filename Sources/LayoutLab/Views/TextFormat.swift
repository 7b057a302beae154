import Foundation

extension Text {
    /// A value as `format` writes it (Apple, `Text.init(_:format:)`), in the engine's `en_US`
    /// locale like every other formatted text here (docs/fidelity.md, "Text metrics"); SwiftUI
    /// gives the format the environment's locale the same way.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.locale(Locale(identifier: "en_US")).format(input))
    }

    /// A value as `formatter` writes it (Apple, `Text.init(_:formatter:)`): the formatter's own
    /// settings, locale included, are used as they are; nothing when it cannot write the value.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    // Dates, decimals, UUIDs and date intervals are `ReferenceConvertible` on Apple's platforms
    // (bridged to `NSDate`…) and not on Linux, so `Text(item.timestamp!, formatter: itemFormatter)`,
    // a line of Xcode's Core Data template, needs these.
    public init(_ date: Date, formatter: Formatter) { self.init(verbatim: formatter.string(for: date) ?? "") }
    public init(_ decimal: Decimal, formatter: Formatter) { self.init(verbatim: formatter.string(for: decimal) ?? "") }
    public init(_ uuid: UUID, formatter: Formatter) { self.init(verbatim: formatter.string(for: uuid) ?? "") }
    public init(_ interval: DateInterval, formatter: Formatter) { self.init(verbatim: formatter.string(for: interval) ?? "") }
}
