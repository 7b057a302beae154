import Foundation
@_spi(Modules) import LayoutLab

/// A widget with no options the person can set: its provider's entries shown by `content`.
public struct StaticConfiguration<Content: View>: _PrimitiveWidgetConfiguration {
    let kind: String
    /// The view for the provider's placeholder entry in a context: what a `WidgetHost` lays out.
    let placeholderView: (TimelineProviderContext) -> Content

    public init<Provider: TimelineProvider>(
        kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) {
        self.kind = kind
        self.placeholderView = { context in content(provider.placeholder(in: context)) }
    }
}

extension StaticConfiguration: HostedWidgetConfiguration {
    func hostedContent(in context: TimelineProviderContext) -> AnyView? {
        AnyView(placeholderView(context))
    }
}
