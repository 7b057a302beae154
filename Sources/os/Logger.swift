import Foundation

// Apple's unified logging, as app code calls it: `Logger` (iOS 14), `OSLog` with `os_log`, and
// the levels. Messages are kept in this process's log (the last 10,000), as the log shows them;
// nothing is printed, so a recording's output stays clean. `OSLog` re-exports this module and
// reads the log back (Sources/OSLog says how swift-syntax's logging through it still links).

/// A message's level (Apple: "OSLogType"; Apple's raw values).
public struct OSLogType: Equatable, Hashable, RawRepresentable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    public static let `default` = OSLogType(0x00)
    public static let info = OSLogType(0x01)
    public static let debug = OSLogType(0x02)
    public static let error = OSLogType(0x10)
    public static let fault = OSLogType(0x11)
}

/// A subsystem and category messages are logged under (Apple: "OSLog").
public final class OSLog: NSObject, @unchecked Sendable {
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }

    public let subsystem: String
    public let category: String
    let enabled: Bool

    init(subsystem: String, category: String, enabled: Bool) {
        self.subsystem = subsystem
        self.category = category
        self.enabled = enabled
    }

    public convenience init(subsystem: String, category: String) {
        self.init(subsystem: subsystem, category: category, enabled: true)
    }

    public convenience init(subsystem: String, category: Category) {
        self.init(subsystem: subsystem, category: category.rawValue, enabled: true)
    }

    public static let `default` = OSLog(subsystem: "", category: "", enabled: true)
    public static let disabled = OSLog(subsystem: "", category: "", enabled: false)

    public func isEnabled(type: OSLogType) -> Bool { enabled }
    public var signpostsEnabled: Bool { false }
}

/// Apple's logger (iOS 14): a message per level, under a subsystem and category.
public struct Logger: @unchecked Sendable {
    let log: OSLog

    public init(subsystem: String, category: String) {
        log = OSLog(subsystem: subsystem, category: category)
    }

    public init(_ logObj: OSLog) {
        log = logObj
    }

    /// The default subsystem and category, as Apple's.
    public init() {
        log = .default
    }

    public func log(_ message: OSLogMessage) { log(level: .default, message) }
    public func log(level: OSLogType, _ message: OSLogMessage) { ProcessLog.shared.append(message.composed, level: level, to: log) }
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}

/// `os_log` with a message literal (iOS 14).
public func os_log(_ type: OSLogType = .default, log: OSLog = .default, _ message: OSLogMessage) {
    ProcessLog.shared.append(message.composed, level: type, to: log)
}

/// `os_log` with a printf-style format (iOS 10): `%d`, `%@`, `%{public}s`. As Apple's, a string
/// or object argument is redacted unless its specifier says `{public}`; numbers show.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {
    ProcessLog.shared.append(PrintfLogFormat(message.description).compose(args), level: type, to: log)
}

public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ args: CVarArg...) {
    ProcessLog.shared.append(PrintfLogFormat(message.description).compose(args), level: .default, to: log)
}

/// A printf format with `os_log`'s privacy annotations (`%{public}@`, `%{private}d`).
struct PrintfLogFormat {
    let format: String
    init(_ format: String) { self.format = format }

    func compose(_ args: [CVarArg]) -> String {
        var out = "", rest = Substring(format), index = 0
        while let percent = rest.firstIndex(of: "%") {
            out += rest[..<percent]
            var cursor = rest.index(after: percent)
            if cursor < rest.endIndex, rest[cursor] == "%" {
                out += "%"; rest = rest[rest.index(after: cursor)...]; continue
            }
            var privacy: String?
            if cursor < rest.endIndex, rest[cursor] == "{", let close = rest[cursor...].firstIndex(of: "}") {
                privacy = String(rest[rest.index(after: cursor)..<close]).split(separator: ",").first.map(String.init)
                cursor = rest.index(after: close)
            }
            // Flags, width, precision and length up to the conversion letter.
            var end = cursor
            while end < rest.endIndex, !"diouxXeEfFgGaAcsSp@".contains(rest[end]) { end = rest.index(after: end) }
            guard end < rest.endIndex else { out += rest[percent...]; rest = rest[rest.endIndex...]; break }
            let spec = "%" + rest[cursor...end]
            let conversion = rest[end]
            rest = rest[rest.index(after: end)...]
            guard index < args.count else { continue }
            let arg = args[index]; index += 1
            let textual = "sS@".contains(conversion)
            if privacy == "private" || (privacy != "public" && textual) {
                out += "<private>"
            } else if conversion == "@" {
                out += String(describing: arg)
            } else {
                out += String(format: spec, arg)
            }
        }
        return out + rest
    }
}

/// This process's log: what `Logger` and `os_log` wrote, newest last, up to a bound.
@_spi(ProcessLog) public final class ProcessLog: @unchecked Sendable {
    public struct Entry: Sendable {
        public let date: Date
        public let level: OSLogType
        public let subsystem: String
        public let category: String
        public let composedMessage: String
    }

    public static let shared = ProcessLog()
    /// Apple's store keeps days of logs; a process here keeps its last 10,000 messages.
    static let capacity = 10_000

    private let lock = NSLock()
    private var entries: [Entry] = []

    func append(_ message: String, level: OSLogType, to log: OSLog) {
        guard log.enabled else { return }
        let entry = Entry(date: Date(), level: level, subsystem: log.subsystem, category: log.category, composedMessage: message)
        lock.lock()
        defer { lock.unlock() }
        entries.append(entry)
        if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
    }

    public var snapshot: [Entry] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }
}
