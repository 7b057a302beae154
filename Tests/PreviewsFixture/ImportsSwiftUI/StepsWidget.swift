import SwiftUI
import WidgetKit

// A widget as Xcode's widget template writes it, with its preview: the template's
// `#Preview(as:) { … } timeline: { … }`, which records its first entry at the family's size.

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: .now, steps: 0) }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct StepsWidgetEntryView: View {
    var entry: StepsProvider.Entry

    var body: some View {
        VStack(alignment: .leading) {
            Text("Steps")
                .font(.caption)
            Text("\(entry.steps)")
                .font(.title)
                .accessibilityIdentifier("steps-\(entry.steps)")
        }
    }
}

struct StepsWidget: Widget {
    let kind: String = "StepsWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StepsProvider()) { entry in
            StepsWidgetEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Steps")
        .supportedFamilies([.systemSmall])
    }
}

#Preview("Steps", as: .systemSmall) {
    StepsWidget()
} timeline: {
    StepsEntry(date: .now, steps: 4200)
    StepsEntry(date: .now, steps: 9000)
}
