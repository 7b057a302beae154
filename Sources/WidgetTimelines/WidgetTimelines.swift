// WidgetKit's timeline values, in a module of their own so that two modules can name the same
// `Timeline`: `WidgetKit` re-exports it, and the `SwiftUI` module declares `Timeline` as an alias of
// it. Real SwiftUI has no `Timeline`; the engine has one (a scenario's steps), which a file that
// imports SwiftUI and WidgetKit must not see: Swift lets a module's declaration shadow one of a
// module it re-exports, so the `SwiftUI` module's alias hides the engine's `Timeline` from such a
// file, and WidgetKit's and SwiftUI's `Timeline` are then one type (docs/supported-api.md, "WidgetKit").
import Foundation

/// One moment of a widget's timeline: the date it is for, and how relevant it is.
public protocol TimelineEntry {
    var date: Date { get }
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

public struct TimelineEntryRelevance: Hashable, Sendable {
    public let score: Float
    public let duration: TimeInterval

    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// When WidgetKit asks for the next timeline.
public struct TimelineReloadPolicy: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case atEnd, never, after(Date)
    }
    let kind: Kind

    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    public static let never = TimelineReloadPolicy(kind: .never)
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }
}

/// The entries a provider gives, in date order, and when to ask again.
public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy

    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

