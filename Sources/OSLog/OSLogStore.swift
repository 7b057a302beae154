@_exported import os
@_spi(ProcessLog) import os
import Foundation

// Apple's `OSLog` module re-exports `os` and adds the log store, which reads the unified log back
// (https://developer.apple.com/documentation/oslog/oslogstore). An app on iOS reads only its own
// process's entries (`OSLogStore(scope: .currentProcessIdentifier)`, iOS 15); here that is the
// process's log `os` keeps (its last 10,000 messages). The system-wide store needs an entitlement
// (macOS: admin rights) that an app does not have, so opening it fails, as there.
//
// swift-syntax, which this package builds its macros with, logs through `Logger` when
// `canImport(OSLog)` holds; whether it holds depends on whether this module was built before
// swift-syntax's, which the build does not order. So the macro plug-in links `os` (Package.swift):
// either way its link is whole.

/// The unified log, read back.
public final class OSLogStore: NSObject, @unchecked Sendable {
    /// Which processes' entries a store reads.
    public enum Scope: Int, Sendable {
        case system = 0
        case currentProcessIdentifier = 1
    }

    private let scope: Scope

    private init(checkedScope scope: Scope) {
        self.scope = scope
    }

    /// The current process's entries; the system-wide log fails: no app holds its entitlement.
    public convenience init(scope: Scope) throws {
        guard scope == .currentProcessIdentifier else { throw OSLogStore.notPermitted() }
        self.init(checkedScope: scope)
    }

    /// A log archive (`.logarchive`): none can be read here, so it fails as a missing file does.
    public convenience init(url: URL) throws {
        throw NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileReadNoSuchFile.rawValue,
                      userInfo: [NSURLErrorKey: url])
    }

    /// The whole local store (macOS): it needs admin rights, so it fails.
    public static func local() throws -> OSLogStore {
        throw notPermitted()
    }

    private static func notPermitted() -> NSError {
        NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileReadNoPermission.rawValue)
    }

    /// A position at a date: entries from it on.
    public func position(date: Date) -> OSLogPosition { OSLogPosition(start: .date(date)) }
    /// A position so many seconds before the newest entry (a negative interval reads back).
    public func position(timeIntervalSinceEnd seconds: TimeInterval) -> OSLogPosition {
        OSLogPosition(start: .sinceEnd(seconds))
    }
    /// A position so many seconds after boot: here the process's start stands for boot.
    public func position(timeIntervalSinceLatestBoot seconds: TimeInterval) -> OSLogPosition {
        OSLogPosition(start: .date(OSLogPosition.processStart.addingTimeInterval(seconds)))
    }

    /// The entries from `position` on (oldest first, or newest first with `.reverse`), those
    /// `predicate` accepts when one is given.
    public func getEntries(with options: OSLogEnumerator.Options = [], at position: OSLogPosition? = nil,
                           matching predicate: NSPredicate? = nil) throws -> AnySequence<OSLogEntry> {
        let logged = ProcessLog.shared.snapshot
        let start = position?.startDate(newest: logged.last?.date) ?? .distantPast
        var entries: [OSLogEntry] = logged.lazy.filter { $0.date >= start }.map(OSLogEntryLog.init(logged:))
        if let predicate { entries = entries.filter { predicate.evaluate(with: $0) } }
        if options.contains(.reverse) { entries.reverse() }
        return AnySequence(entries)
    }
}

/// Where in the log a read starts.
public final class OSLogPosition: NSObject, @unchecked Sendable {
    enum Start { case date(Date), sinceEnd(TimeInterval) }
    /// The process's start, the stand-in for the latest boot.
    static let processStart = Date()
    let start: Start

    init(start: Start) { self.start = start }

    func startDate(newest: Date?) -> Date {
        switch start {
        case .date(let date): date
        case .sinceEnd(let seconds): (newest ?? Date()).addingTimeInterval(seconds)
        }
    }
}

/// Options of a read (Apple: "OSLogEnumerator.Options").
public final class OSLogEnumerator: NSObject {
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let reverse = Options(rawValue: 1)
    }
}

/// One entry of the log.
public class OSLogEntry: NSObject, @unchecked Sendable {
    /// Which kind of store an entry came from (Apple's raw values).
    public enum StoreCategory: Int, Sendable {
        case undefined = 0, metadata, shortTerm, longTermAuto, longTerm1, longTerm3, longTerm7, longTerm14, longTerm30
    }

    public let date: Date
    public let composedMessage: String
    /// A process's own entries are short-term ones.
    public var storeCategory: StoreCategory { .shortTerm }

    init(date: Date, composedMessage: String) {
        self.date = date
        self.composedMessage = composedMessage
    }
}

/// An entry from a process.
public protocol OSLogEntryFromProcess {
    var process: String { get }
    var processIdentifier: pid_t { get }
    var sender: String { get }
    var threadIdentifier: UInt64 { get }
    var activityIdentifier: os_activity_id_t { get }
}

/// An entry with a subsystem and category.
public protocol OSLogEntryWithPayload {
    var subsystem: String { get }
    var category: String { get }
    var formatString: String { get }
}

/// Apple's activity identifier type.
public typealias os_activity_id_t = UInt64

/// A message `Logger` or `os_log` wrote.
public final class OSLogEntryLog: OSLogEntry, OSLogEntryFromProcess, OSLogEntryWithPayload, @unchecked Sendable {
    /// Apple's levels as the store reports them (its raw values).
    public enum Level: Int, Sendable {
        case undefined = 0, debug, info, notice, error, fault
    }

    public let level: Level
    public let subsystem: String
    public let category: String
    /// The message as composed; the store keeps no separate format string here.
    public var formatString: String { composedMessage }
    public var process: String { ProcessInfo.processInfo.processName }
    public var processIdentifier: pid_t { ProcessInfo.processInfo.processIdentifier }
    public var sender: String { ProcessInfo.processInfo.processName }
    /// Not recorded: the log keeps no thread or activity.
    public var threadIdentifier: UInt64 { 0 }
    public var activityIdentifier: os_activity_id_t { 0 }

    init(logged entry: ProcessLog.Entry) {
        // `Logger.notice` and `log` write the default type, which the store reads as `notice`;
        // `warning` and `error` are the error type, `critical` and `fault` the fault type.
        level = switch entry.level {
        case .debug: .debug
        case .info: .info
        case .error: .error
        case .fault: .fault
        default: .notice
        }
        subsystem = entry.subsystem
        category = entry.category
        super.init(date: entry.date, composedMessage: entry.composedMessage)
    }
}
