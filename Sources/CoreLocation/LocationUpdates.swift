import Foundation

/// iOS 17's stream of the device's location (Apple: "CLLocationUpdate.liveUpdates(_:)"). There is
/// no device here, and `CLLocationManager` never has a location, so the stream yields one update
/// saying so (`location` nil, `locationUnavailable` true, iOS 18's flag for "no location can be
/// determined") and then ends. Apple's runs until the task is cancelled; ending it keeps
/// `for try await update in CLLocationUpdate.liveUpdates()` and `updates.first { … }` from waiting
/// forever for a location that cannot come (*a choice*).
public struct CLLocationUpdate: Sendable {
    public let location: CLLocation?
    public let isStationary: Bool
    public let stationary: Bool
    public let authorizationDenied: Bool
    public let authorizationDeniedGlobally: Bool
    public let authorizationRestricted: Bool
    public let authorizationRequestInProgress: Bool
    public let insufficientlyInUse: Bool
    public let locationUnavailable: Bool
    public let accuracyLimited: Bool
    public let serviceSessionRequired: Bool

    /// The one update there is here: no location.
    static let unavailable = CLLocationUpdate(
        location: nil, isStationary: false, stationary: false, authorizationDenied: false,
        authorizationDeniedGlobally: false, authorizationRestricted: false, authorizationRequestInProgress: false,
        insufficientlyInUse: false, locationUnavailable: true, accuracyLimited: false, serviceSessionRequired: false
    )

    /// What the app is doing with the location: tunes Apple's filtering; accepted here.
    public struct LiveConfiguration: Sendable, Hashable {
        let name: String
        public static let `default` = LiveConfiguration(name: "default")
        public static let automotiveNavigation = LiveConfiguration(name: "automotiveNavigation")
        public static let otherNavigation = LiveConfiguration(name: "otherNavigation")
        public static let fitness = LiveConfiguration(name: "fitness")
        public static let airborne = LiveConfiguration(name: "airborne")
    }

    public static func liveUpdates(_ configuration: LiveConfiguration = .default) -> Updates {
        Updates()
    }

    /// The updates, as an asynchronous sequence.
    public struct Updates: AsyncSequence, Sendable {
        public typealias Element = CLLocationUpdate

        public struct AsyncIterator: AsyncIteratorProtocol {
            var delivered = false

            public mutating func next() async throws -> CLLocationUpdate? {
                if delivered { return nil }
                delivered = true
                return .unavailable
            }
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}
