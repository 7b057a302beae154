import AppIntents
import Foundation
@_spi(Modules) import LayoutLab

/// Gives a configurable widget its entries for the intent the person configured.
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext

    func placeholder(in context: Context) -> Entry
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
    func recommendations() -> [AppIntentRecommendation<Intent>]
}

extension AppIntentTimelineProvider {
    /// iOS offers the configuration UI instead of recommendations (Apple's default is none).
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// A preconfigured intent the system may offer (watchOS's Smart Stack): kept.
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent> {
    public let intent: Intent
    public let description: String

    public init(intent: Intent, description: Text) {
        self.intent = intent
        self.description = "\(description)"
    }

    public init<S: StringProtocol>(intent: Intent, description: S) {
        self.intent = intent
        self.description = String(description)
    }
}

/// A widget the person configures with an App Intent: its provider's placeholder entry is what a
/// `WidgetHost` lays out, as for `StaticConfiguration`.
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: _PrimitiveWidgetConfiguration {
    let kind: String
    let placeholderView: (TimelineProviderContext) -> Content
    /// The view for a given entry, nil when the entry is not the provider's type: what a
    /// widget preview's timeline shows (WidgetPreviews.swift).
    let entryView: (any TimelineEntry) -> Content?

    public init<Provider: AppIntentTimelineProvider>(
        kind: String, intent: Intent.Type = Intent.self, provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Intent == Provider.Intent {
        self.kind = kind
        self.placeholderView = { context in content(provider.placeholder(in: context)) }
        self.entryView = { entry in (entry as? Provider.Entry).map(content) }
    }
}

extension AppIntentConfiguration: HostedWidgetConfiguration {
    func hostedContent(in context: TimelineProviderContext) -> AnyView? {
        AnyView(placeholderView(context))
    }

    func hostedContent(for entry: any TimelineEntry) -> AnyView? {
        entryView(entry).map { AnyView($0) }
    }
}
