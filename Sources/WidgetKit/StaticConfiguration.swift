import Foundation
@_spi(Modules) import LayoutLab

/// A widget with no options the person can set: its provider's entries shown by `content`.
public struct StaticConfiguration<Content: View>: _PrimitiveWidgetConfiguration {
    let kind: String
    /// The view for the provider's placeholder entry in a context: what a `WidgetHost` lays out.
    let placeholderView: (TimelineProviderContext) -> Content
    /// The view for a given entry, nil when the entry is not the provider's type: what a
    /// widget preview's timeline shows (WidgetPreviews.swift).
    let entryView: (any TimelineEntry) -> Content?

    public init<Provider: TimelineProvider>(
        kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) {
        self.kind = kind
        self.placeholderView = { context in content(provider.placeholder(in: context)) }
        self.entryView = { entry in (entry as? Provider.Entry).map(content) }
    }
}

extension StaticConfiguration: HostedWidgetConfiguration {
    func hostedContent(in context: TimelineProviderContext) -> AnyView? {
        AnyView(placeholderView(context))
    }

    func hostedContent(for entry: any TimelineEntry) -> AnyView? {
        entryView(entry).map { AnyView($0) }
    }
}
