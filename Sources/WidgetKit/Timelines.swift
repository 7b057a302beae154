import Foundation
@_spi(Modules) import LayoutLab

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

/// What WidgetKit tells a provider about the widget it asks for.
public struct TimelineProviderContext: Sendable {
    public let family: WidgetFamily
    public let isPreview: Bool
    public let displaySize: CGSize

    public init(family: WidgetFamily = .systemSmall, isPreview: Bool = false, displaySize: CGSize = .zero) {
        self.family = family
        self.isPreview = isPreview
        self.displaySize = displaySize
    }
}

/// Gives a widget its entries. Nothing calls it here: no home screen asks.
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext

    func placeholder(in context: Context) -> Entry
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// Asks WidgetKit to reload widgets. Accepted: there are none to reload.
public final class WidgetCenter: @unchecked Sendable {
    public static let shared = WidgetCenter()

    private init() {}

    public func reloadAllTimelines() {}
    public func reloadTimelines(ofKind kind: String) {}
}

// MARK: Declaring a widget

/// A widget as an app declares it: its kind, provider and view. Accepted.
public protocol WidgetConfiguration {
    associatedtype Body: WidgetConfiguration
    @WidgetConfigurationBuilder var body: Body { get }
}

extension Never: WidgetConfiguration {}

@resultBuilder
public enum WidgetConfigurationBuilder {
    public static func buildBlock<C: WidgetConfiguration>(_ content: C) -> C { content }
    public static func buildExpression<C: WidgetConfiguration>(_ content: C) -> C { content }
}

public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    @WidgetConfigurationBuilder var body: Body { get }
}

/// A configuration with no body of its own.
public protocol _PrimitiveWidgetConfiguration: WidgetConfiguration where Body == Never {}

extension _PrimitiveWidgetConfiguration {
    public var body: Never { fatalError("\(Self.self) is a primitive widget configuration: it has no body") }
}

public struct StaticConfiguration<Content: View>: _PrimitiveWidgetConfiguration {
    public init<Provider: TimelineProvider>(
        kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) {}
}

/// A configuration with a modifier applied: accepted.
public struct _ModifiedWidgetConfiguration<Content: WidgetConfiguration>: _PrimitiveWidgetConfiguration {
    let content: Content
}

extension WidgetConfiguration {
    public func configurationDisplayName(_ displayName: LocalizedStringKey) -> _ModifiedWidgetConfiguration<Self> { .init(content: self) }
    public func configurationDisplayName(_ displayName: Text) -> _ModifiedWidgetConfiguration<Self> { .init(content: self) }
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> _ModifiedWidgetConfiguration<Self> { .init(content: self) }
    public func description(_ description: LocalizedStringKey) -> _ModifiedWidgetConfiguration<Self> { .init(content: self) }
    public func description(_ description: Text) -> _ModifiedWidgetConfiguration<Self> { .init(content: self) }
    public func description<S: StringProtocol>(_ description: S) -> _ModifiedWidgetConfiguration<Self> { .init(content: self) }
    public func supportedFamilies(_ families: [WidgetFamily]) -> _ModifiedWidgetConfiguration<Self> { .init(content: self) }
    public func contentMarginsDisabled() -> _ModifiedWidgetConfiguration<Self> { .init(content: self) }
}
