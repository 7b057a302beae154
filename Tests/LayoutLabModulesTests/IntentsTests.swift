#if os(Linux)
// Intents as app code touches it: a custom parameter object, an interaction donated and deleted,
// Siri's authorization.
import Foundation
import Intents
import SwiftUI
import Testing
import WidgetKit

/// An intent as Xcode generates one from an `.intentdefinition` file: a subclass with the
/// parameters as properties.
private final class ShowEpisodeIntent: INIntent, @unchecked Sendable {
    var show: INObject?
}

@Suite(.serialized) struct IntentsTests {
    @Test func donatedInteractionsAreKeptUntilDeleted() async throws {
        INInteraction.deleteAll()
        let intent = ShowEpisodeIntent()
        intent.show = INObject(identifier: "1", display: "Game of Thrones")
        let first = INInteraction(intent: intent, response: nil)
        first.groupIdentifier = "shows"
        try await first.donate()
        let second = INInteraction(intent: ShowEpisodeIntent(), response: INIntentResponse())
        second.donate { error in #expect(error == nil) }
        #expect(INInteraction._donated.map(\.identifier) == [first.identifier, second.identifier])
        INInteraction.delete(with: "shows")
        #expect(INInteraction._donated.map(\.identifier) == [second.identifier])
        INInteraction.delete(with: [second.identifier])
        #expect(INInteraction._donated.isEmpty)
        #expect((first.intent as? ShowEpisodeIntent)?.show?.displayString == "Game of Thrones")
    }

    @Test func objectsCompareByIdentifierAndDisplay() {
        #expect(INObject(identifier: "1", display: "A") == INObject(identifier: "1", display: "A"))
        #expect(INObject(identifier: "1", display: "A") != INObject(identifier: "2", display: "A"))
    }

    @Test func siriIsDeclined() {
        #expect(INPreferences.siriAuthorizationStatus() == .notDetermined)
        let answer = StatusBox()
        INPreferences.requestSiriAuthorization { answer.status = $0 }
        #expect(answer.status == .denied)
        #expect(INPreferences.siriAuthorizationStatus() == .denied)
    }
}

/// The widget template of Xcode 12–14: a provider of the generated configuration intent.
private struct ShowProvider: IntentTimelineProvider {
    struct Entry: TimelineEntry {
        let date: Date
        let show: String
    }

    func placeholder(in context: Context) -> Entry { Entry(date: .distantPast, show: "Placeholder") }

    func getSnapshot(for configuration: ShowEpisodeIntent, in context: Context, completion: @escaping (Entry) -> Void) {
        completion(Entry(date: Date(), show: configuration.show?.displayString ?? "None"))
    }

    func getTimeline(for configuration: ShowEpisodeIntent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [Entry(date: Date(), show: configuration.show?.displayString ?? "None")], policy: .atEnd))
    }
}

@Suite struct IntentConfigurationTests {
    @Test func anIntentConfigurationsPlaceholderIsLaidOutAtTheFamilysSize() async throws {
        let configuration = IntentConfiguration(kind: "shows", intent: ShowEpisodeIntent.self, provider: ShowProvider()) { entry in
            Text(entry.show).frame(maxWidth: .infinity, maxHeight: .infinity).accessibilityIdentifier("entry")
        }
        let (_, log) = await record(WidgetHost(configuration, family: .systemMedium), on: "iphone-13")
        let entry = try #require(log.finalPass(step: 0)?.node(named: "entry"))
        #expect(entry.frame.size == CGSize(width: 338, height: 158))
    }
}

private final class StatusBox: @unchecked Sendable {
    var status: INSiriAuthorizationStatus?
}
#endif
