import Foundation
@_spi(Modules) import LayoutLab

// A widget's preview as Xcode's widget template writes it (Apple, WidgetKit, iOS 17:
// `#Preview(as: .systemSmall) { MyWidget() } timeline: { SimpleEntry(date: .now, emoji: "😀") }`).
// Like every `#Preview`, it is a scenario that `layoutlab record` runs (docs/scenarios.md,
// "Previews"): the widget's view for the timeline's first entry, at the family's size on the
// running device, as `WidgetHost` lays it out. Later entries are not shown: the canvas steps
// through them, a recording shows one frame.

@freestanding(declaration)
public macro Preview<Widget: WidgetKit.Widget, Entry: TimelineEntry>(
    _ name: String? = nil,
    as family: WidgetFamily,
    widget: @escaping () -> Widget,
    @PreviewTimelineBuilder timeline: @escaping () -> [Entry]
) = #externalMacro(module: "LayoutLabMacros", type: "WidgetPreviewMacro")

/// The entries a widget preview's `timeline:` closure lists, one per line.
@resultBuilder
public enum PreviewTimelineBuilder {
    public static func buildExpression<Entry: TimelineEntry>(_ entry: Entry) -> [Entry] { [entry] }
    public static func buildBlock<Entry: TimelineEntry>(_ entries: [Entry]...) -> [Entry] { entries.flatMap { $0 } }
    public static func buildArray<Entry: TimelineEntry>(_ entries: [[Entry]]) -> [Entry] { entries.flatMap { $0 } }
    public static func buildOptional<Entry: TimelineEntry>(_ entries: [Entry]?) -> [Entry] { entries ?? [] }
    public static func buildEither<Entry: TimelineEntry>(first entries: [Entry]) -> [Entry] { entries }
    public static func buildEither<Entry: TimelineEntry>(second entries: [Entry]) -> [Entry] { entries }

    /// What the expansion calls with the preview's closure: its entries.
    public static func _entries<Entry: TimelineEntry>(@PreviewTimelineBuilder _ timeline: () -> [Entry]) -> [Entry] {
        timeline()
    }
}

extension WidgetHost {
    /// A widget preview's view: the first entry's, the placeholder's when there is none.
    public static func _preview<W: Widget, Entry: TimelineEntry>(_ widget: W, family: WidgetFamily, timeline: [Entry]) -> WidgetHost {
        if let first = timeline.first { return WidgetHost(widget, family: family, entry: first) }
        return WidgetHost(widget, family: family)
    }
}
