import Foundation

// A log message and its interpolated values, as Apple's `Logger` takes them (Apple: "OSLogMessage",
// "OSLogInterpolation", "OSLogPrivacy", and the formatting types). Apple's system keeps the values
// apart and formats them when the log is read; here a message is composed when it is logged, as
// the log shows it with no debugger attached: a redacted value reads `<private>`.

/// How a value shows in the log (Apple: "OSLogPrivacy").
public struct OSLogPrivacy: Equatable, Sendable {
    enum Level: Equatable, Sendable { case auto, `public`, `private`, sensitive }

    public struct Mask: Equatable, Sendable {
        let isHash: Bool
        public static let hash = Mask(isHash: true)
        public static let none = Mask(isHash: false)
    }

    let level: Level
    let mask: Mask

    /// Apple's default rules: numbers and Booleans show; strings, objects and other values
    /// that could hold personal data are redacted (Apple, "Generating Log Messages from Your
    /// Code": "the system redacts dynamic strings and complex dynamic objects by default").
    public static let auto = OSLogPrivacy(level: .auto, mask: .none)
    public static let `public` = OSLogPrivacy(level: .public, mask: .none)
    public static let `private` = OSLogPrivacy(level: .private, mask: .none)
    public static let sensitive = OSLogPrivacy(level: .sensitive, mask: .none)

    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .auto, mask: mask) }
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .private, mask: mask) }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .sensitive, mask: mask) }

    /// Whether a value of a kind shown by default (`revealedByDefault`) shows.
    func reveals(byDefault revealedByDefault: Bool) -> Bool {
        switch level {
        case .public: true
        case .private, .sensitive: false
        case .auto: revealedByDefault
        }
    }
}

/// Column alignment (Apple: "OSLogStringAlignment").
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    let leftAligned: Bool

    public static let none = OSLogStringAlignment(columns: 0, leftAligned: false)
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), leftAligned: false)
    }
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), leftAligned: true)
    }

    func apply(_ text: String) -> String {
        let padding = String(repeating: " ", count: max(0, columns - text.count))
        return leftAligned ? text + padding : padding + text
    }
}

/// How an integer shows (Apple: "OSLogIntegerFormatting").
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int

    public static let decimal = decimal(explicitPositiveSign: false)
    public static let hex = hex(explicitPositiveSign: false)
    public static let octal = octal(explicitPositiveSign: false)

    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false, minDigits: minDigits())
    }
    public static func decimal(explicitPositiveSign: Bool = false) -> OSLogIntegerFormatting {
        decimal(explicitPositiveSign: explicitPositiveSign, minDigits: 0)
    }
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: @autoclosure @escaping () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits())
    }
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false) -> OSLogIntegerFormatting {
        hex(explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: 0)
    }
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                             minDigits: @autoclosure @escaping () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits())
    }
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false) -> OSLogIntegerFormatting {
        octal(explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: 0)
    }

    func format<T: BinaryInteger>(_ value: T) -> String {
        var digits = String(value.magnitude, radix: radix, uppercase: uppercase)
        if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        if includePrefix { digits = (radix == 16 ? "0x" : radix == 8 ? "0o" : "") + digits }
        return (value < 0 ? "-" : explicitPositiveSign ? "+" : "") + digits
    }
}

/// How a floating-point number shows (Apple: "OSLogFloatFormatting").
public struct OSLogFloatFormatting: Sendable {
    enum Style: Sendable { case fixed, exponential, hybrid, hex }
    let style: Style
    let precision: Int?
    let explicitPositiveSign: Bool
    let uppercase: Bool

    public static let fixed = fixed(explicitPositiveSign: false)
    public static let exponential = exponential(explicitPositiveSign: false)
    public static let hybrid = hybrid(explicitPositiveSign: false)
    public static let hex = hex(explicitPositiveSign: false)

    public static func fixed(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .fixed, precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .fixed, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func exponential(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .exponential, precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .exponential, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func hybrid(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .hybrid, precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .hybrid, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .hex, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// The printf conversion Apple's formats stand for (`%f`, `%e`, `%g`, `%a`; six digits
    /// after the point unless a precision is given, as printf).
    func format(_ value: Double) -> String {
        var spec = "%" + (explicitPositiveSign ? "+" : "")
        if let precision { spec += ".\(precision)" }
        let conversion: String = switch style {
        case .fixed: "f"
        case .exponential: "e"
        case .hybrid: "g"
        case .hex: "a"
        }
        return String(format: spec + (uppercase ? conversion.uppercased() : conversion), value)
    }
}

/// How a Boolean shows (Apple: "OSLogBoolFormat").
public enum OSLogBoolFormat: Sendable {
    case truth, answer

    func format(_ value: Bool) -> String {
        switch self {
        case .truth: value ? "true" : "false"
        case .answer: value ? "YES" : "NO"
        }
    }
}

/// The pieces of a message as its literal is read (Apple: "OSLogInterpolation").
public struct OSLogInterpolation: StringInterpolationProtocol {
    var composed = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
        composed.reserveCapacity(literalCapacity + 8 * interpolationCount)
    }

    public mutating func appendLiteral(_ literal: String) {
        composed += literal
    }

    mutating func append(_ text: String, _ privacy: OSLogPrivacy, shownByDefault: Bool, align: OSLogStringAlignment = .none) {
        composed += privacy.reveals(byDefault: shownByDefault) ? align.apply(text) : "<private>"
    }

    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(argumentString(), privacy, shownByDefault: false, align: align)
    }

    /// Disfavoured, so that a number or a Boolean, which are `CustomStringConvertible` too, takes
    /// its own overload (shown by default) rather than this one (redacted by default).
    @_disfavoredOverload
    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure @escaping () -> T,
                                                                        align: OSLogStringAlignment = .none,
                                                                        privacy: OSLogPrivacy = .auto) {
        append(value().description, privacy, shownByDefault: false, align: align)
    }

    /// `Int` has its own overload, as in Apple's.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int,
                                             format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(format.format(number()), privacy, shownByDefault: true, align: align)
    }

    public mutating func appendInterpolation<T: FixedWidthInteger>(_ number: @autoclosure @escaping () -> T,
                                                                  format: OSLogIntegerFormatting = .decimal,
                                                                  align: OSLogStringAlignment = .none,
                                                                  privacy: OSLogPrivacy = .auto) {
        append(format.format(number()), privacy, shownByDefault: true, align: align)
    }

    public mutating func appendInterpolation<T: FixedWidthInteger>(_ number: @autoclosure @escaping () -> T,
                                                                  format: OSLogIntegerFormatting = .decimal,
                                                                  align: OSLogStringAlignment = .none,
                                                                  privacy: OSLogPrivacy = .auto, attributes: String) {
        appendInterpolation(number(), format: format, align: align, privacy: privacy)
    }

    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(format.format(number()), privacy, shownByDefault: true, align: align)
    }

    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto,
                                             attributes: String) {
        appendInterpolation(number(), format: format, align: align, privacy: privacy)
    }

    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(format.format(Double(number())), privacy, shownByDefault: true, align: align)
    }

    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> CGFloat,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(format.format(Double(number())), privacy, shownByDefault: true, align: align)
    }

    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool,
                                             format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto) {
        append(format.format(boolean()), privacy, shownByDefault: true)
    }

    public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject,
                                             privacy: OSLogPrivacy = .auto) {
        append(argumentObject().description, privacy, shownByDefault: false)
    }

    public mutating func appendInterpolation(_ error: @autoclosure @escaping () -> any Error,
                                             privacy: OSLogPrivacy = .auto, attributes: String = "") {
        append(String(describing: error()), privacy, shownByDefault: false)
    }

    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> any Any.Type,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(String(describing: value()), privacy, shownByDefault: false, align: align)
    }
}

/// A message for `Logger` (Apple: "OSLogMessage"): a string literal, with interpolations.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    /// The message as the log shows it.
    let composed: String

    public init(stringInterpolation: OSLogInterpolation) {
        composed = stringInterpolation.composed
    }

    public init(stringLiteral value: String) {
        composed = value
    }
}
