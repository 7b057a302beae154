import Foundation

/// The string a `Text` shows when built from a literal, with SwiftUI's interpolation rules.
///
/// There is no localization table here, so the key always resolves to itself. What matters for
/// layout is that interpolated values are formatted the way SwiftUI formats them, because that
/// decides the text's width: SwiftUI turns the literal into a printf-style format
/// (`"Width = %lf"`) and formats each value with its format specifier, so a `Double` 95 shows
/// as "95.000000", not "95.0".
public struct LocalizedStringKey: ExpressibleByStringLiteral, ExpressibleByStringInterpolation, Hashable, Sendable {
    /// The key as SwiftUI would look it up: literal segments plus format specifiers.
    let key: String
    /// The text to display.
    let resolvedString: String
    /// Texts and images interpolated into the key, in order; each holds the place of one
    /// `Text.placeholder` in `resolvedString`.
    let insertions: [Text]

    public init(_ value: String) {
        key = value
        resolvedString = value
        insertions = []
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        resolvedString = stringInterpolation.output
        insertions = stringInterpolation.insertions
    }

    public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool {
        a.key == b.key && a.resolvedString == b.resolvedString && a.insertions == b.insertions
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(resolvedString)
    }

    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var key = ""
        var output = ""
        var insertions: [Text] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 4 * interpolationCount)
            output.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            // A literal percent sign is escaped in the key so it is not read as a specifier.
            for character in literal {
                if character == "%" { key.append("%%") } else { key.append(character) }
            }
            output.append(literal)
        }

        public mutating func appendInterpolation(_ string: String) {
            key.append("%@")
            output.append(string)
        }

        public mutating func appendInterpolation(_ substring: Substring) {
            key.append("%@")
            output.append(contentsOf: substring)
        }

        /// Integers use `%lld`: plain decimal digits.
        public mutating func appendInterpolation<Value: BinaryInteger>(_ value: Value) {
            key.append("%lld")
            output.append(String(value))
        }

        /// Floating-point values use `%lf` (`%f` for `Float`): fixed notation, six decimals.
        public mutating func appendInterpolation<Value: BinaryFloatingPoint>(_ value: Value) {
            key.append(Value.self == Float.self ? "%f" : "%lf")
            output.append(String(format: "%f", Double(value)))
        }

        /// `Text("\(x, specifier: "%.1f")")`: the caller's printf specifier.
        public mutating func appendInterpolation<Value: CVarArg>(_ value: Value, specifier: String) {
            key.append(specifier)
            output.append(String(format: specifier, value))
        }

        /// `Text("Item at \(date, format: .dateTime.day())")`: as `Text(_:format:)` writes the value
        /// (Apple, `LocalizedStringKey.StringInterpolation.appendInterpolation(_:format:)`).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            key.append("%@")
            output.append(format.locale(Locale(identifier: "en_US")).format(input))
        }

        /// `Text("Updated \(date, style: .relative)")`: as `Text(_:style:)` writes the date.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            key.append("%@")
            output.append(Text.format(date, style: style))
        }

        /// A value as `formatter` writes it, as `Text(_:formatter:)` does.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
            key.append("%@")
            output.append(formatter.string(for: subject) ?? "")
        }

        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
            key.append("%@")
            output.append(formatter.string(for: subject) ?? "")
        }

        /// A date as `formatter` writes it (Apple's `Date` is `ReferenceConvertible`, Linux's is not).
        public mutating func appendInterpolation(_ date: Date, formatter: Formatter) {
            key.append("%@")
            output.append(formatter.string(for: date) ?? "")
        }

        /// A Text inside the text (`"Total: \(Text(total).bold())"`), keeping its own styles:
        /// SwiftUI's `appendInterpolation(_ text: Text)`, a `%@` argument in the key.
        public mutating func appendInterpolation(_ text: Text) {
            key.append("%@")
            output.append(Text.placeholder)
            insertions.append(text)
        }

        /// An image inside the text (`"\(Image(systemName: "star.fill")) 4.8"`), laid out as
        /// `Text(Image(...))` is: SwiftUI's `appendInterpolation(_ image: Image)`.
        public mutating func appendInterpolation(_ image: Image) {
            appendInterpolation(Text(image))
        }

        /// Anything else is shown through its description, as SwiftUI does for `%@` arguments.
        public mutating func appendInterpolation<Value>(_ value: Value) {
            key.append("%@")
            output.append(String(describing: value))
        }
    }
}
