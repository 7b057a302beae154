// The `os` module for Linux, where Apple's unified logging does not exist: `Logger`, `OSLog`
// and `os_log` as Apple declares them (Apple: "Logger", "OSLogMessage", "os_log"), so views that
// log compile unchanged. They write nothing: a recording's output stays what the engine prints.
@_exported import Foundation

/// How public a logged value is in the system log.
public struct OSLogPrivacy: Hashable, Sendable {
    let kind: Int
    public static let `public` = OSLogPrivacy(kind: 0)
    public static let `private` = OSLogPrivacy(kind: 1)
    public static let sensitive = OSLogPrivacy(kind: 2)
    public static let auto = OSLogPrivacy(kind: 3)
    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
    public static func auto(mask: Mask) -> OSLogPrivacy { .auto }

    public struct Mask: Hashable, Sendable {
        let kind: Int
        public static let hash = Mask(kind: 0)
        public static let none = Mask(kind: 1)
    }
}

/// How a logged number is written.
public struct OSLogIntegerFormatting: Sendable {
    public static let decimal = OSLogIntegerFormatting()
    public static let hex = OSLogIntegerFormatting()
    public static let octal = OSLogIntegerFormatting()
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int? = nil) -> OSLogIntegerFormatting { .decimal }
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false) -> OSLogIntegerFormatting { .hex }
}

public struct OSLogFloatFormatting: Sendable {
    public static let fixed = OSLogFloatFormatting()
    public static let exponential = OSLogFloatFormatting()
    public static let hybrid = OSLogFloatFormatting()
    public static func fixed(precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting { .fixed }
}

/// Padding of a logged value to a column.
public struct OSLogStringAlignment: Sendable {
    public static let none = OSLogStringAlignment()
    public static func left(columns: Int) -> OSLogStringAlignment { .none }
    public static func right(columns: Int) -> OSLogStringAlignment { .none }
}

/// A log message with its interpolations, each with its privacy and format: Swift builds it
/// from a string literal; the text is kept, so that `description` reads as the message.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable, CustomStringConvertible {
    public let description: String

    public init(stringLiteral value: String) {
        description = value
    }

    public init(stringInterpolation: OSLogInterpolation) {
        description = stringInterpolation.text
    }
}

public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {}

    public mutating func appendLiteral(_ literal: String) { text += literal }

    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += value()
    }

    public mutating func appendInterpolation<T: BinaryInteger>(
        _ value: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += String(value())
    }

    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += String(value())
    }

    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto
    ) {
        text += String(value())
    }

    public mutating func appendInterpolation<T>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += String(describing: value())
    }
}

public enum OSLogBoolFormat: Sendable {
    case truth, answer
}

/// A log's level.
public struct OSLogType: Hashable, Sendable, RawRepresentable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    public static let `default` = OSLogType(rawValue: 0x00)
    public static let info = OSLogType(rawValue: 0x01)
    public static let debug = OSLogType(rawValue: 0x02)
    public static let error = OSLogType(rawValue: 0x10)
    public static let fault = OSLogType(rawValue: 0x11)
}

/// A log handle: a subsystem and a category.
public final class OSLog: @unchecked Sendable {
    public let subsystem: String
    public let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    public static let `default` = OSLog(subsystem: "", category: "")
    public static let disabled = OSLog(subsystem: "", category: "disabled")

    public func signpostsEnabled() -> Bool { false }
}

/// Writes a message to the system log: nothing, here.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: StaticString, _ args: any CVarArg...) {}
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {}
public func os_log(_ message: OSLogMessage) {}
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {}

/// The system log's writer for one subsystem and category. Every level writes nothing here.
public struct Logger: @unchecked Sendable {
    public init() {}
    public init(subsystem: String, category: String) {}
    public init(_ log: OSLog) {}

    public func log(_ message: OSLogMessage) {}
    public func log(level: OSLogType, _ message: OSLogMessage) {}
    public func trace(_ message: OSLogMessage) {}
    public func debug(_ message: OSLogMessage) {}
    public func info(_ message: OSLogMessage) {}
    public func notice(_ message: OSLogMessage) {}
    public func warning(_ message: OSLogMessage) {}
    public func error(_ message: OSLogMessage) {}
    public func critical(_ message: OSLogMessage) {}
    public func fault(_ message: OSLogMessage) {}
}
