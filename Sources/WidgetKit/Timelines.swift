import Foundation
@_spi(Modules) import LayoutLab

// `TimelineEntry`, `Timeline` and the reload policy are declared in `WidgetTimelines`, which this
// module re-exports (WidgetKit.swift says why).

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

/// Gives a widget its entries. A `WidgetHost` asks it for its placeholder entry; nothing asks for
/// snapshots or timelines: no home screen refreshes.
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

/// A widget as an app declares it: its kind, provider and view; `WidgetHost` lays its view out
/// at a family's size.
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

/// A configuration with a modifier applied: the modifiers are accepted; the content is the one
/// it modifies (WidgetHost.swift lays it out).
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
