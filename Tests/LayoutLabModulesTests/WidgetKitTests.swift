#if os(Linux)
// A widget extension's views as written: an entry, a view that switches on the family it is
// shown in, previews in a widget context, and the widget's declaration.
import SwiftUI
import Testing
import WidgetKit
import LayoutLab

struct MovieEntry: TimelineEntry {
    let date: Date
    let title: String
}

struct MovieWidgetView: View {
    let entry: MovieEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .systemMedium:
            HStack { Text(entry.title) }.frame(width: 200, height: 100).accessibilityIdentifier("medium")
        default:
            Text(entry.title).frame(width: 100, height: 100).accessibilityIdentifier("small")
        }
    }
}

struct MovieProvider: TimelineProvider {
    func placeholder(in context: Context) -> MovieEntry { MovieEntry(date: Date(), title: "…") }
    func getSnapshot(in context: Context, completion: @escaping (MovieEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (WidgetKit.Timeline<MovieEntry>) -> Void) {
        completion(WidgetKit.Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct MovieWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "movies", provider: MovieProvider()) { entry in
            MovieWidgetView(entry: entry)
                .containerBackground(Color.blue, for: .widget)
        }
        .configurationDisplayName("Movies")
        .description("Now playing.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

@Suite struct WidgetKitTests {
    @Test func aWidgetViewReadsTheFamilyItsPreviewContextSets() async throws {
        let entry = MovieEntry(date: Date(timeIntervalSince1970: 0), title: "Dune")
        let (_, medium) = await record(
            MovieWidgetView(entry: entry).previewContext(WidgetPreviewContext(family: .systemMedium))
        )
        #expect(medium.finalPass(step: 0)?.node(named: "medium")?.frame.size == CGSize(width: 200, height: 100))
        #expect(medium.finalPass(step: 0)?.node(named: "small") == nil)
        // Outside any widget context, the small family.
        let (_, plain) = await record(MovieWidgetView(entry: entry))
        #expect(plain.finalPass(step: 0)?.node(named: "small") != nil)
        #expect(EnvironmentValues().widgetFamily == .systemSmall)
    }

    /// The container background is the widget's, not the view's: it changes no frame.
    @Test func aContainerBackgroundChangesNoLayout() async throws {
        let view = Text("Dune").containerBackground(for: .widget) { Color.blue.frame(width: 500) }.accessibilityIdentifier("t")
        let (_, log) = await record(view)
        let (_, bare) = await record(Text("Dune").accessibilityIdentifier("t"))
        #expect(log.finalPass(step: 0)?.node(named: "t")?.frame == bare.finalPass(step: 0)?.node(named: "t")?.frame)
    }

    @Test func entriesAndTimelinesKeepWhatTheyAreGiven() {
        #expect(MovieEntry(date: Date(), title: "x").relevance == nil)
        let later = Date(timeIntervalSince1970: 60)
        let timeline = WidgetKit.Timeline(entries: [MovieEntry(date: later, title: "y")], policy: .after(later))
        #expect(timeline.entries.map(\.title) == ["y"])
        #expect(timeline.policy == .after(later))
        #expect(WidgetFamily.allCases.map(\.description).contains("systemMedium"))
        _ = MovieWidget().body
    }
}
#endif
