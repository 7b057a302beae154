#if os(Linux)
// Xcode 15's widget template: a widget configured with an App Intent, and a button that
// performs one (an interactive widget). Written for this package, in Swift 5 mode.
import AppIntents
import SwiftUI
import WidgetKit

public struct ConfigurationAppIntent: WidgetConfigurationIntent {
    public static var title: LocalizedStringResource = "Configuration"
    public static var description = IntentDescription("This is an example widget.")

    @Parameter(title: "Favorite Emoji", default: "😃")
    public var favoriteEmoji: String

    public init() {}
}

/// Counts the taps of the widget's button: what `perform()` did is observable.
public actor TapCounter {
    public static let shared = TapCounter()
    public private(set) var taps = 0
    func tap() { taps += 1 }
}

public struct CountTapIntent: AppIntent {
    public static var title: LocalizedStringResource = "Count a tap"

    public init() {}

    public func perform() async throws -> some IntentResult {
        await TapCounter.shared.tap()
        return .result()
    }
}

public struct EmojiEntry: TimelineEntry {
    public let date: Date
    public let configuration: ConfigurationAppIntent
}

public struct EmojiProvider: AppIntentTimelineProvider {
    public init() {}

    public func placeholder(in context: Context) -> EmojiEntry {
        EmojiEntry(date: Date(), configuration: ConfigurationAppIntent())
    }

    public func snapshot(for configuration: ConfigurationAppIntent, in context: Context) async -> EmojiEntry {
        EmojiEntry(date: Date(), configuration: configuration)
    }

    public func timeline(for configuration: ConfigurationAppIntent, in context: Context) async -> Timeline<EmojiEntry> {
        var entries: [EmojiEntry] = []
        let currentDate = Date()
        for hourOffset in 0 ..< 5 {
            let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
            entries.append(EmojiEntry(date: entryDate, configuration: configuration))
        }
        return Timeline(entries: entries, policy: .atEnd)
    }
}

public struct EmojiWidgetEntryView: View {
    var entry: EmojiProvider.Entry

    public var body: some View {
        VStack {
            Text("Favorite Emoji:")
            Text(entry.configuration.favoriteEmoji)
                .accessibilityIdentifier("emoji")
            Button(intent: CountTapIntent()) {
                Text("Tap")
            }
        }
        .accessibilityIdentifier("emojiEntry")
    }
}

public struct EmojiWidget: Widget {
    let kind: String = "EmojiWidget"

    public init() {}

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: ConfigurationAppIntent.self, provider: EmojiProvider()) { entry in
            EmojiWidgetEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
    }
}
#endif
