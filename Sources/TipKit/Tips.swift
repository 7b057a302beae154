// TipKit's namespace (Apple: "Tips"): configuring the datastore, events, actions, statuses and the
// options a tip takes (docs/supported-api.md, "TipKit").
import Foundation
@_spi(Modules) import LayoutLab

public enum Tips {
    /// Loads the datastore, after which tips can show. Throws `TipKitError.tipsDatastoreAlreadyConfigured`
    /// when called again, as Apple's does.
    public static func configure(_ configuration: [ConfigurationOption] = []) throws {
        try Datastore.shared.configure(configuration)
    }

    /// Forgets every invalidation and donation, as a first launch would see them.
    public static func resetDatastore() throws {
        Datastore.shared.reset()
    }

    public static func showAllTipsForTesting() { Datastore.shared.force(.showAll) }
    public static func hideAllTipsForTesting() { Datastore.shared.force(.hideAll) }
    public static func showTipsForTesting(_ tips: [any Tip.Type]) { Datastore.shared.force(.show(Set(tips.map { String(describing: $0) }))) }
    public static func hideTipsForTesting(_ tips: [any Tip.Type]) { Datastore.shared.force(.hide(Set(tips.map { String(describing: $0) }))) }

    /// A setting of the datastore: kept, no file is written.
    public struct ConfigurationOption: Sendable {
        let name: String
        public static func displayFrequency(_ frequency: DisplayFrequency) -> ConfigurationOption { .init(name: "displayFrequency") }
        public static func datastoreLocation(_ location: DatastoreLocation) -> ConfigurationOption { .init(name: "datastoreLocation") }
        public static func cloudKitContainer(_ container: CloudKitContainerOption) -> ConfigurationOption { .init(name: "cloudKitContainer") }

        /// How often any tip may show: accepted. No time passes in a case, so the frequency
        /// would only hold back a second tip; it is not applied.
        public struct DisplayFrequency: Hashable, Sendable {
            public let interval: TimeInterval
            public init(_ interval: TimeInterval) { self.interval = interval }
            public static let immediate = DisplayFrequency(0)
            public static let hourly = DisplayFrequency(3600)
            public static let daily = DisplayFrequency(86_400)
            public static let weekly = DisplayFrequency(604_800)
            public static let monthly = DisplayFrequency(2_592_000)
        }

        public struct DatastoreLocation: Sendable {
            let place: String
            public static let applicationDefault = DatastoreLocation(place: "applicationDefault")
            public static func url(_ url: URL) -> DatastoreLocation { .init(place: url.path) }
            public static func groupContainer(identifier: String) -> DatastoreLocation { .init(place: identifier) }
        }

        public struct CloudKitContainerOption: Sendable {
            public static let automatic = CloudKitContainerOption()
            public static func named(_ name: String) -> CloudKitContainerOption { .init() }
        }
    }

    /// A button of a tip: its label and what it does.
    public struct Action: Identifiable, Sendable {
        public let id: String
        public let index: Int?
        let label: @Sendable () -> Text
        let handler: @Sendable () -> Void

        public init(id: String? = nil, title: some StringProtocol, perform handler: @escaping @Sendable () -> Void = {}) {
            let title = String(title)
            self.id = id ?? title
            index = nil
            label = { Text(title) }
            self.handler = handler
        }

        public init(id: String? = nil, perform handler: @escaping @Sendable () -> Void = {}, _ label: @escaping @Sendable () -> Text) {
            self.id = id ?? UUID().uuidString
            index = nil
            self.label = label
            self.handler = handler
        }

        /// Runs the action's handler.
        public func callAsFunction() { handler() }
    }

    /// A condition on parameters or events (Apple writes them with `#Rule`). The only rule here
    /// is met, so a tip's rules never hold it back.
    public struct Rule: Sendable {
        let isMet: Bool
    }

    /// Where a tip is in its life.
    public enum Status: Hashable, Sendable {
        case pending
        case available
        case invalidated(InvalidationReason)
    }

    public enum InvalidationReason: Hashable, Sendable {
        case actionPerformed
        case displayCountExceeded
        case displayDurationExceeded
        case tipClosed
    }

    /// Stops showing the tip after it has shown `count` times: accepted, as displays are not
    /// counted (a case lays a view out in several passes, not several launches).
    public struct MaxDisplayCount: TipOption {
        public let count: Int
        public init(_ count: Int) { self.count = count }
    }

    /// Shows the tip whatever the display frequency: accepted.
    public struct IgnoresDisplayFrequency: TipOption {
        public let ignoresDisplayFrequency: Bool
        public init(_ ignoresDisplayFrequency: Bool) { self.ignoresDisplayFrequency = ignoresDisplayFrequency }
    }

    /// Something the user did that rules count (`donate()` each time).
    public struct Event: Identifiable, Sendable {
        public let id: String
        public init(id: String) { self.id = id }

        /// Records one occurrence, now.
        public func donate() async { Datastore.shared.donate(to: id) }
        public func sendDonation() { Datastore.shared.donate(to: id) }

        /// The occurrences recorded since the datastore was last reset.
        public var donations: [Donation] { Array(repeating: Donation(), count: Datastore.shared.donations(to: id)) }

        public struct Donation: Sendable {}
    }
}

/// What TipKit throws.
public enum TipKitError: Error, Hashable, Sendable {
    case tipsDatastoreAlreadyConfigured
}
