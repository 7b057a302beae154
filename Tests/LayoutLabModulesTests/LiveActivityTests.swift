#if os(Linux)
// Live Activities and widgets as a widget extension writes them (Tests/WidgetExtensionFixture):
// this file imports SwiftUI and WidgetKit but not LayoutLab, as a widget file does, so the bare
// `Timeline` below is WidgetKit's.
import ActivityKit
import AppIntents
import Foundation
import SwiftUI
import Testing
import WidgetExtensionFixture
import WidgetKit

private struct TimerAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var remaining: Int
        var note: String = ""
    }
    var name: String
}

/// Only `requestedActivitiesAreListedUpdatedAndEnded` requests these, so that the list it reads
/// is its own while the other tests run beside it.
private struct ListedAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var remaining: Int }
    var name: String
}

private struct TallBannerAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var height: CGFloat }
}

/// A Live Activity whose Lock Screen view is as tall as its state says.
private struct TallBannerWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TallBannerAttributes.self) { context in
            Color.red.frame(height: context.state.height)
        } dynamicIsland: { _ in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text("tall") }
            } compactLeading: {
                EmptyView()
            } compactTrailing: {
                EmptyView()
            } minimal: {
                EmptyView()
            }
        }
    }
}

@Suite struct LiveActivityTests {
    @Test func requestedActivitiesAreListedUpdatedAndEnded() async throws {
        let first = try Activity.request(
            attributes: ListedAttributes(name: "tea"), content: .init(state: .init(remaining: 180), staleDate: nil)
        )
        let second = try Activity<ListedAttributes>.request(
            attributes: ListedAttributes(name: "eggs"), contentState: .init(remaining: 420), pushType: .token
        )
        #expect(Activity<ListedAttributes>.activities.map(\.id) == [first.id, second.id])
        #expect(first.activityState == .active)
        #expect(second.pushToken == nil)

        await first.update(ActivityContent(state: .init(remaining: 60), staleDate: nil))
        #expect(first.content.state.remaining == 60)

        // The default policy keeps an ended activity on the Lock Screen: ended, still listed.
        await first.end(ActivityContent(state: .init(remaining: 0), staleDate: nil), dismissalPolicy: .default)
        #expect(first.activityState == .ended)
        #expect(first.content.state.remaining == 0)
        // An ended activity keeps its final content.
        await first.update(ActivityContent(state: .init(remaining: 99), staleDate: nil))
        #expect(first.content.state.remaining == 0)
        #expect(Activity<ListedAttributes>.activities.count == 2)

        // Dismissed at once: no longer listed.
        await second.end(nil, dismissalPolicy: .immediate)
        #expect(second.activityState == .dismissed)
        #expect(Activity<ListedAttributes>.activities.map(\.id) == [first.id])
    }

    @Test func aDismissalDateIsKeptWithinFourHoursAndStaleContentReadsStale() async throws {
        let later = try Activity.request(
            attributes: TimerAttributes(name: "later"), content: .init(state: .init(remaining: 1), staleDate: nil)
        )
        await later.end(nil, dismissalPolicy: .after(Date().addingTimeInterval(3600)))
        #expect(later.activityState == .ended)

        // A date before the end is the end itself: dismissed.
        let past = try Activity.request(
            attributes: TimerAttributes(name: "past"), content: .init(state: .init(remaining: 1), staleDate: nil)
        )
        await past.end(nil, dismissalPolicy: .after(.distantPast))
        #expect(past.activityState == .dismissed)

        let stale = try Activity.request(
            attributes: TimerAttributes(name: "stale"),
            content: .init(state: .init(remaining: 1), staleDate: Date().addingTimeInterval(-1))
        )
        #expect(stale.activityState == .stale)
    }

    /// Apple: the encoded content "can't exceed 4KB".
    @Test func contentOverFourKilobytesIsRefused() throws {
        let big = TimerAttributes.ContentState(remaining: 1, note: String(repeating: "x", count: 5000))
        #expect(throws: ActivityAuthorizationError.attributesTooLarge) {
            try Activity.request(attributes: TimerAttributes(name: "big"), content: .init(state: big, staleDate: nil))
        }
        #expect(ActivityAuthorizationInfo().areActivitiesEnabled)
    }

    /// The tutorial's controller: start, update, stop.
    @Test func theFixturesControllerStartsUpdatesAndStopsItsDelivery() async throws {
        let controller = PizzaDeliveryController()
        try controller.startDelivery()
        let activity = try #require(controller.deliveryActivity)
        #expect(Activity<PizzaDeliveryAttributes>.activities.contains { $0.id == activity.id })
        await controller.updateDelivery(driverName: "Anne Johnson")
        #expect(activity.content.state.driverName == "Anne Johnson")
        await controller.stopDelivery()
        #expect(activity.activityState == .dismissed)
        #expect(!Activity<PizzaDeliveryAttributes>.activities.contains { $0.id == activity.id })
    }

    /// The Lock Screen banner on a 393-point iPhone: 371 wide (HIG), its content's own height.
    @Test func aLiveActivityIsLaidOutAsTheLockScreenBanner() async throws {
        let state = PizzaDeliveryAttributes.ContentState(driverName: "Bill", deliveryTimer: Date()...Date().addingTimeInterval(60))
        let host = LiveActivityHost(
            PizzaDeliveryActivityWidget(), attributes: PizzaDeliveryAttributes(numberOfPizzas: 2, totalAmount: "$9"), state: state
        )
        let (_, log) = await record(host.accessibilityIdentifier("host"), on: "iphone-15")
        let pass = try #require(log.finalPass(step: 0))
        let banner = try #require(pass.node(named: "banner"))
        let bannerHost = try #require(pass.node(named: "host"))
        #expect(bannerHost.frame.width == 371)
        #expect(pass.node(named: "order") != nil)
        // Short content: the banner keeps its least height, 84, with the content in its centre.
        #expect(bannerHost.frame.height == 84)
        #expect(banner.frame.height < 84)
        #expect(abs(banner.frame.midX - bannerHost.frame.midX) < 0.5)
        #expect(abs(banner.frame.midY - bannerHost.frame.midY) < 0.5)
    }

    @Test func theBannersHeightStaysWithinTheGuidelinesRange() async throws {
        for (height, expected) in [(CGFloat(120), CGFloat(120)), (300, 160), (20, 84)] {
            let host = LiveActivityHost(TallBannerWidget(), attributes: TallBannerAttributes(), state: .init(height: height))
            let (_, log) = await record(host.accessibilityIdentifier("host"), on: "iphone-15-pro-max")
            let frame = try #require(log.finalPass(step: 0)?.node(named: "host")?.frame)
            #expect(frame.size == CGSize(width: 408, height: expected))
        }
    }

    @Test func anActivitysCurrentContentIsWhatTheHostShows() async throws {
        let activity = try Activity.request(
            attributes: TallBannerAttributes(), content: .init(state: .init(height: 100), staleDate: nil)
        )
        await activity.update(ActivityContent(state: .init(height: 130), staleDate: nil))
        let (_, log) = await record(LiveActivityHost(TallBannerWidget(), activity: activity).accessibilityIdentifier("host"), on: "iphone-15")
        #expect(log.finalPass(step: 0)?.node(named: "host")?.frame.size == CGSize(width: 371, height: 130))
    }
}

@Suite struct WidgetConfigurationTests {
    /// The template's widget at each family's HIG size: 338 × 158 for a medium widget on a
    /// 390 × 844 iPhone, 170 × 170 for a small one on 430 × 932.
    @Test func aStaticConfigurationsContentIsLaidOutAtTheFamilysSize() async throws {
        let (_, medium) = await record(WidgetHost(PizzaWidget(), family: .systemMedium), on: "iphone-13")
        let entry = try #require(medium.finalPass(step: 0)?.node(named: "entry"))
        #expect(entry.frame.size == CGSize(width: 338, height: 158))

        let (_, small) = await record(WidgetHost(PizzaWidget(), family: .systemSmall), on: "iphone-15-pro-max")
        #expect(small.finalPass(step: 0)?.node(named: "entry")?.frame.size == CGSize(width: 170, height: 170))
        // The placeholder entry's count is shown.
        #expect(small.finalPass(step: 0)?.node(named: "count") != nil)
    }

    @Test func aLockScreenWidgetsBackgroundFillsItsFamily() async throws {
        struct Circular: View {
            var body: some View {
                ZStack {
                    AccessoryWidgetBackground().accessibilityIdentifier("background")
                    Text("7")
                }
            }
        }
        struct CircularProvider: TimelineProvider {
            struct Entry: TimelineEntry { let date: Date }
            func placeholder(in context: Context) -> Entry { Entry(date: .distantPast) }
            func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
                completion(Timeline(entries: [placeholder(in: context)], policy: .never))
            }
        }
        let configuration = StaticConfiguration(kind: "circular", provider: CircularProvider()) { _ in Circular() }
        let (_, log) = await record(WidgetHost(configuration, family: .accessoryCircular), on: "iphone-13")
        #expect(log.finalPass(step: 0)?.node(named: "background")?.frame.size == CGSize(width: 72, height: 72))
    }

    /// `Timeline` in a file that imports SwiftUI and WidgetKit is WidgetKit's.
    @Test func timelineIsWidgetKitsInAFileThatImportsSwiftUIAndWidgetKit() {
        let entries = [SimpleEntry(date: Date(timeIntervalSince1970: 0), pizzasToday: 1)]
        let timeline: Timeline<SimpleEntry> = Timeline(entries: entries, policy: .never)
        #expect(timeline.entries.map(\.pizzasToday) == [1])
        nonisolated(unsafe) var given: Timeline<SimpleEntry>?
        Provider().getTimeline(in: TimelineProviderContext()) { given = $0 }
        #expect(given?.entries.count == 5)
        #expect(given?.policy == .atEnd)
    }

    /// Xcode 15's template: an App Intent configuration laid out with its intent's default.
    @Test func anAppIntentConfigurationShowsItsIntentsDefault() async throws {
        var intent = ConfigurationAppIntent()
        #expect(intent.favoriteEmoji == "😃")
        intent.favoriteEmoji = "🍕"
        #expect(intent.favoriteEmoji == "🍕")
        #expect(intent.$favoriteEmoji.title == "Favorite Emoji")

        let (_, log) = await record(WidgetHost(EmojiWidget(), family: .systemSmall), on: "iphone-15")
        #expect(log.finalPass(step: 0)?.node(named: "emojiEntry") != nil)
        #expect(log.finalPass(step: 0)?.node(named: "emoji") != nil)

        let timeline = await EmojiProvider().timeline(for: intent, in: TimelineProviderContext())
        #expect(timeline.entries.count == 5)
        #expect(timeline.entries.allSatisfy { $0.configuration.favoriteEmoji == "🍕" })
    }

    @Test func anIntentPerformsWhatItSays() async throws {
        let before = await TapCounter.shared.taps
        _ = try await CountTapIntent().perform()
        #expect(await TapCounter.shared.taps == before + 1)
    }

    @Test func aWidgetBundlesEntryPointBuildsItsWidgets() {
        PizzaWidgetsBundle.main()
        PizzaWidget.main()
    }

    /// An App Group's folder: the same for the same group, written and read back.
    @Test func anAppGroupContainerIsAFolderPerGroup() throws {
        let folder = try #require(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.layoutlab.tests"))
        #expect(folder == FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.layoutlab.tests"))
        #expect(folder != FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.layoutlab.other"))
        let file = folder.appendingPathComponent("widget.json")
        try Data("{}".utf8).write(to: file)
        #expect(try Data(contentsOf: file) == Data("{}".utf8))
    }

    /// A countdown reads the engine's fixed now: an interval in the future shows its whole length.
    @Test func aTimerIntervalTextShowsTheTimeLeft() async throws {
        let start = Date(timeIntervalSince1970: 1_767_225_600)  // the engine's now
        func width(_ text: Text) async -> CGFloat? {
            let (_, log) = await record(text.accessibilityIdentifier("t"))
            return log.finalPass(step: 0)?.node(named: "t")?.frame.width
        }
        let countdown = await width(Text(timerInterval: start.addingTimeInterval(60)...start.addingTimeInterval(960)))
        #expect(countdown == (await width(Text(verbatim: "15:00"))))
        let long = await width(Text(timerInterval: start...start.addingTimeInterval(3723)))
        #expect(long == (await width(Text(verbatim: "1:02:03"))))
        #expect(long != countdown)
    }

    /// `widgetURL` changes no layout.
    @Test func aWidgetURLChangesNoFrame() async throws {
        let (_, plain) = await record(Text("Open").accessibilityIdentifier("t"))
        let (_, linked) = await record(Text("Open").widgetURL(URL(string: "app://open")).accessibilityIdentifier("t"))
        #expect(plain.finalPass(step: 0)?.node(named: "t")?.frame == linked.finalPass(step: 0)?.node(named: "t")?.frame)
    }

    /// watchOS's styles: a vertical page tab view has no tab bar, as `.page`; a carousel list is
    /// laid out as the automatic list.
    @Test func watchStylesLayOutAsTheirNearestIOSStyles() async throws {
        func tabs<S: TabViewStyle>(_ style: S) -> some View {
            TabView { Color.red.accessibilityIdentifier("page") }.tabViewStyle(style)
        }
        let (_, vertical) = await record(tabs(.verticalPage))
        let (_, paged) = await record(tabs(.page))
        let verticalFrame = try #require(vertical.finalPass(step: 0)?.node(named: "page")?.frame)
        #expect(verticalFrame == paged.finalPass(step: 0)?.node(named: "page")?.frame)
        // The automatic style's tab bar takes room that the paged styles leave to the page.
        let (_, tabbed) = await record(tabs(.automatic))
        #expect(verticalFrame != tabbed.finalPass(step: 0)?.node(named: "page")?.frame)

        func list<S: ListStyle>(_ style: S) -> some View {
            List { Text("Row").accessibilityIdentifier("row") }.listStyle(style)
        }
        let (_, carousel) = await record(list(.carousel))
        let (_, automatic) = await record(list(.automatic))
        #expect(carousel.finalPass(step: 0)?.node(named: "row")?.frame == automatic.finalPass(step: 0)?.node(named: "row")?.frame)
    }
}
#endif
