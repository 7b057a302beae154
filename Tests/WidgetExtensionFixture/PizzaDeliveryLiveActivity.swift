#if os(Linux)
// A widget extension written the way the Live Activity tutorials write one (Xcode's template,
// Apple's pizza-delivery example), in Swift 5 mode: the attributes, the Lock Screen view, the
// Dynamic Island, a home-screen widget with its provider, and the bundle. Written for this
// package; on Linux it compiles against layoutlab's SwiftUI, WidgetKit and ActivityKit modules.
import ActivityKit
import WidgetKit
import SwiftUI

public struct PizzaDeliveryAttributes: ActivityAttributes {
    public typealias PizzaDeliveryStatus = ContentState

    public struct ContentState: Codable, Hashable {
        public var driverName: String
        public var deliveryTimer: ClosedRange<Date>

        public init(driverName: String, deliveryTimer: ClosedRange<Date>) {
            self.driverName = driverName
            self.deliveryTimer = deliveryTimer
        }
    }

    public var numberOfPizzas: Int
    public var totalAmount: String

    public init(numberOfPizzas: Int, totalAmount: String) {
        self.numberOfPizzas = numberOfPizzas
        self.totalAmount = totalAmount
    }
}

public struct LockScreenLiveActivityView: View {
    let context: ActivityViewContext<PizzaDeliveryAttributes>

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(systemName: "box.truck.badge.clock.fill")
                    .foregroundColor(.green)
                Text("\(context.state.driverName) is on the way")
                    .font(.headline)
            }
            Text("\(context.attributes.numberOfPizzas) pizzas, \(context.attributes.totalAmount)")
                .font(.subheadline)
                .accessibilityIdentifier("order")
        }
        .padding(14)
        .accessibilityIdentifier("banner")
        .activityBackgroundTint(Color.cyan)
        .activitySystemActionForegroundColor(Color.black)
    }
}

public struct PizzaDeliveryActivityWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        ActivityConfiguration(for: PizzaDeliveryAttributes.self) { context in
            LockScreenLiveActivityView(context: context)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label("\(context.attributes.numberOfPizzas) Pizzas", systemImage: "bag")
                        .foregroundColor(.indigo)
                        .font(.title2)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Label {
                        Text(timerInterval: context.state.deliveryTimer, countsDown: true)
                            .multilineTextAlignment(.trailing)
                            .frame(width: 50)
                            .monospacedDigit()
                    } icon: {
                        Image(systemName: "timer")
                            .foregroundColor(.indigo)
                    }
                    .font(.title2)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text("\(context.state.driverName) is on their way!")
                        .lineLimit(1)
                        .font(.caption)
                }
                DynamicIslandExpandedRegion(.bottom, priority: 1) {
                    Button {
                        // Call the driver.
                    } label: {
                        Label("Call driver", systemImage: "phone")
                    }
                    .foregroundColor(.indigo)
                }
            } compactLeading: {
                Label {
                    Text("\(context.attributes.numberOfPizzas) Pizzas")
                } icon: {
                    Image(systemName: "bag")
                        .foregroundColor(.indigo)
                }
                .font(.caption2)
            } compactTrailing: {
                Text(timerInterval: context.state.deliveryTimer, countsDown: true)
                    .multilineTextAlignment(.center)
                    .frame(width: 40)
                    .font(.caption2)
            } minimal: {
                VStack(alignment: .center) {
                    Image(systemName: "timer")
                    Text(timerInterval: context.state.deliveryTimer, countsDown: true)
                        .multilineTextAlignment(.center)
                        .monospacedDigit()
                        .font(.caption2)
                }
            }
            .keylineTint(.cyan)
            .widgetURL(URL(string: "pizza://order"))
            .contentMargins(.trailing, 8, for: .expanded)
        }
    }
}

// MARK: A home-screen widget, as Xcode's template writes it

public struct SimpleEntry: TimelineEntry {
    public let date: Date
    public let pizzasToday: Int

    public init(date: Date, pizzasToday: Int) {
        self.date = date
        self.pizzasToday = pizzasToday
    }
}

public struct Provider: TimelineProvider {
    public init() {}

    public func placeholder(in context: Context) -> SimpleEntry {
        SimpleEntry(date: Date(), pizzasToday: 3)
    }

    public func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> ()) {
        completion(placeholder(in: context))
    }

    // `Timeline<Entry>` as the template writes it, in a file that imports SwiftUI and WidgetKit.
    public func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        var entries: [SimpleEntry] = []
        let currentDate = Date()
        for hourOffset in 0 ..< 5 {
            let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
            entries.append(SimpleEntry(date: entryDate, pizzasToday: hourOffset))
        }
        let timeline = Timeline(entries: entries, policy: .atEnd)
        completion(timeline)
    }
}

public struct PizzaWidgetEntryView: View {
    var entry: Provider.Entry
    @Environment(\.widgetFamily) var family

    public var body: some View {
        VStack {
            Text("Pizzas today")
            Text("\(entry.pizzasToday)")
                .font(.largeTitle)
                .accessibilityIdentifier("count")
            if family == .systemMedium {
                Text(entry.date, style: .time)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .accessibilityIdentifier("entry")
        .widgetURL(URL(string: "pizza://today"))
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

public struct PizzaWidget: Widget {
    let kind: String = "PizzaWidget"

    public init() {}

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            PizzaWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("Pizzas")
        .description("How many pizzas went out today.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

// The bundle a widget extension's `@main` names (`@main` itself would make this library an
// executable; Scripts/check-real-code.py type-checks real `@main` bundles).
public struct PizzaWidgetsBundle: WidgetBundle {
    public init() {}

    public var body: some Widget {
        PizzaWidget()
        EmojiWidget()
        if #available(iOS 16.1, *) {
            PizzaDeliveryActivityWidget()
        }
    }
}

// The app's side: starting, updating and ending the delivery, as the tutorials do.
public final class PizzaDeliveryController {
    public private(set) var deliveryActivity: Activity<PizzaDeliveryAttributes>?

    public init() {}

    public func startDelivery(now: Date = Date()) throws {
        let attributes = PizzaDeliveryAttributes(numberOfPizzas: 2, totalAmount: "$42.90")
        let initialState = PizzaDeliveryAttributes.ContentState(
            driverName: "Bill James", deliveryTimer: now...now.addingTimeInterval(15 * 60)
        )
        deliveryActivity = try Activity.request(
            attributes: attributes,
            content: .init(state: initialState, staleDate: nil),
            pushType: nil
        )
    }

    public func updateDelivery(driverName: String, now: Date = Date()) async {
        let updated = PizzaDeliveryAttributes.PizzaDeliveryStatus(
            driverName: driverName, deliveryTimer: now...now.addingTimeInterval(10 * 60)
        )
        await deliveryActivity?.update(ActivityContent<PizzaDeliveryAttributes.ContentState>(state: updated, staleDate: nil))
    }

    public func stopDelivery() async {
        for activity in Activity<PizzaDeliveryAttributes>.activities {
            await activity.end(nil, dismissalPolicy: .immediate)
        }
    }
}
#endif
