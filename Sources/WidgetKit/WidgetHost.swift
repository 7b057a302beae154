import Foundation
@_spi(Modules) import LayoutLab

/// A configuration whose view a host can lay out (the static and Live Activity ones).
protocol HostedWidgetConfiguration {
    func hostedContent(in context: TimelineProviderContext) -> AnyView?
    /// The view for `entry`; nil when the entry is not of the configuration's provider.
    func hostedContent(for entry: any TimelineEntry) -> AnyView?
}

extension _ModifiedWidgetConfiguration: HostedWidgetConfiguration {
    func hostedContent(in context: TimelineProviderContext) -> AnyView? {
        WidgetHost.content(of: content, in: context)
    }

    func hostedContent(for entry: any TimelineEntry) -> AnyView? {
        WidgetHost.content(of: content, for: entry)
    }
}

/// LayoutLab's own view, not WidgetKit's: a widget as the home screen shows it, its view for the
/// provider's placeholder entry laid out at `family`'s size on the running device
/// (`WidgetMetrics`), reading that family from `@Environment(\.widgetFamily)`. Record it like any
/// view (docs/supported-api.md, "WidgetKit").
public nonisolated struct WidgetHost: View {
    private let family: WidgetFamily
    private let content: (TimelineProviderContext) -> AnyView?

    public init<W: Widget>(_ widget: W, family: WidgetFamily) {
        self.init(widget.body, family: family)
    }

    public init<C: WidgetConfiguration>(_ configuration: C, family: WidgetFamily) {
        self.family = family
        self.content = { context in Self.content(of: configuration, in: context) }
    }

    /// The widget's view for `entry`, as a preview's timeline shows it (the placeholder's when
    /// the entry is not of the widget's provider).
    public init<W: Widget>(_ widget: W, family: WidgetFamily, entry: any TimelineEntry) {
        let configuration = widget.body
        self.family = family
        self.content = { context in
            Self.content(of: configuration, for: entry) ?? Self.content(of: configuration, in: context)
        }
    }

    public var body: some View {
        // Read while the view is built, so that the size is the running case's device's.
        let size = WidgetMetrics.size(of: family, onScreen: RunningDevice.current.screen.size)
        let context = TimelineProviderContext(family: family, isPreview: false, displaySize: size)
        let view = content(context) ?? AnyView(EmptyView())
        view
            .frame(width: size.width, height: size.height)
            .environment(\.widgetFamily, family)
    }

    /// A configuration's view: its own if it is one the host knows, else its body's.
    nonisolated static func content<C: WidgetConfiguration>(of configuration: C, in context: TimelineProviderContext) -> AnyView? {
        if let hosted = configuration as? HostedWidgetConfiguration { return hosted.hostedContent(in: context) }
        if C.Body.self == Never.self { return nil }
        return content(of: configuration.body, in: context)
    }

    static func content<C: WidgetConfiguration>(of configuration: C, for entry: any TimelineEntry) -> AnyView? {
        if let hosted = configuration as? HostedWidgetConfiguration { return hosted.hostedContent(for: entry) }
        if C.Body.self == Never.self { return nil }
        return content(of: configuration.body, for: entry)
    }
}
