import Foundation
import Intents
@_spi(Modules) import LayoutLab

// SiriKit-configured widgets (iOS 14–16): the intent is an `INIntent` subclass Xcode generates
// from an `.intentdefinition` file (Apple: "IntentConfiguration", "IntentTimelineProvider"). Laid
// out as `AppIntentConfiguration` is: a `WidgetHost` lays out the provider's placeholder entry.

/// Gives a configurable widget its entries for the intent the person configured.
public protocol IntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: INIntent
    typealias Context = TimelineProviderContext

    func placeholder(in context: Context) -> Entry
    func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(for configuration: Intent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
    func recommendations() -> [IntentRecommendation<Intent>]
}

extension IntentTimelineProvider {
    /// iOS offers the configuration UI instead of recommendations (Apple's default is none).
    public func recommendations() -> [IntentRecommendation<Intent>] { [] }
}

/// A preconfigured intent the system may offer (watchOS): kept.
public struct IntentRecommendation<Intent: INIntent> {
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

public struct IntentConfiguration<Intent: INIntent, Content: View>: _PrimitiveWidgetConfiguration {
    let kind: String
    let placeholderView: (TimelineProviderContext) -> Content
    let entryView: (any TimelineEntry) -> Content?

    public init<Provider: IntentTimelineProvider>(
        kind: String, intent: Intent.Type, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Intent == Provider.Intent {
        self.kind = kind
        placeholderView = { context in content(provider.placeholder(in: context)) }
        entryView = { entry in (entry as? Provider.Entry).map(content) }
    }
}

extension IntentConfiguration: HostedWidgetConfiguration {
    func hostedContent(in context: TimelineProviderContext) -> AnyView? {
        AnyView(placeholderView(context))
    }

    func hostedContent(for entry: any TimelineEntry) -> AnyView? {
        entryView(entry).map { AnyView($0) }
    }
}
