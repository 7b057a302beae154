import Foundation
import CoreLocation

/// How a route is travelled (Apple: "MKDirectionsTransportType", raw values as MapKit's).
public struct MKDirectionsTransportType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let automobile = MKDirectionsTransportType(rawValue: 1 << 0)
    public static let walking = MKDirectionsTransportType(rawValue: 1 << 1)
    public static let transit = MKDirectionsTransportType(rawValue: 1 << 2)
    public static let cycling = MKDirectionsTransportType(rawValue: 1 << 3)
    public static let any = MKDirectionsTransportType(rawValue: 0x0FFF_FFFF)
}

/// A way from one place to another (Apple: "MKRoute"). Apple's service makes them; there is none
/// here, so the only route is the empty one `MKRoute()` makes (NSObject's initialiser, which
/// Apple's has too): no name, no steps, no distance, a polyline through no point.
open class MKRoute: NSObject, @unchecked Sendable {
    public let name: String
    public let advisoryNotices: [String]
    public let distance: CLLocationDistance
    public let expectedTravelTime: TimeInterval
    public let transportType: MKDirectionsTransportType
    public let polyline: MKPolyline
    public let steps: [Step]
    public let hasTolls: Bool
    public let hasHighways: Bool

    public override init() {
        name = ""
        advisoryNotices = []
        distance = 0
        expectedTravelTime = 0
        transportType = .automobile
        polyline = MKPolyline()
        steps = []
        hasTolls = false
        hasHighways = false
    }

    /// One instruction of a route. None is made here.
    open class Step: NSObject, @unchecked Sendable {
        public let instructions: String
        public let notice: String?
        public let polyline: MKPolyline
        public let distance: CLLocationDistance
        public let transportType: MKDirectionsTransportType

        public override init() {
            instructions = ""
            notice = nil
            polyline = MKPolyline()
            distance = 0
            transportType = .automobile
        }
    }
}

/// Asks Apple's map service for a route (Apple: "MKDirections"). There is no map service here:
/// `calculate` and `calculateETA` fail with `MKError.serverFailure` (MKError.swift says why),
/// the handlers hearing `(nil, error)` on the main actor after the call returns, the `async`
/// forms throwing it.
open class MKDirections: NSObject, @unchecked Sendable {
    public typealias DirectionsHandler = (MKDirections.Response?, (any Error)?) -> Void
    public typealias ETAHandler = (MKDirections.ETAResponse?, (any Error)?) -> Void

    let request: Request

    public init(request: MKDirections.Request) {
        self.request = request
    }

    /// Never: each request fails at once.
    open var isCalculating: Bool { false }

    open func calculate(completionHandler: @escaping DirectionsHandler) {
        deliverOnMainActor { completionHandler(nil, MKError.unavailable) }
    }

    open func calculate() async throws -> MKDirections.Response {
        throw MKError.unavailable
    }

    open func calculateETA(completionHandler: @escaping ETAHandler) {
        deliverOnMainActor { completionHandler(nil, MKError.unavailable) }
    }

    open func calculateETA() async throws -> MKDirections.ETAResponse {
        throw MKError.unavailable
    }

    /// Nothing is in flight to cancel.
    open func cancel() {}

    /// Where from, where to, how: kept as set.
    open class Request: NSObject, @unchecked Sendable {
        open var source: MKMapItem?
        open var destination: MKMapItem?
        open var transportType: MKDirectionsTransportType = .any
        open var requestsAlternateRoutes = false
        open var departureDate: Date?
        open var arrivalDate: Date?
        open var tollPreference: RoutePreference = .any
        open var highwayPreference: RoutePreference = .any

        public override init() {}
    }

    /// Whether a route may use tolls or highways (iOS 16).
    public enum RoutePreference: Int, Sendable {
        case any = 0
        case avoid = 1
    }

    /// The routes found. None is made here.
    open class Response: NSObject, @unchecked Sendable {
        public let source: MKMapItem
        public let destination: MKMapItem
        public let routes: [MKRoute]

        init(source: MKMapItem, destination: MKMapItem, routes: [MKRoute]) {
            self.source = source
            self.destination = destination
            self.routes = routes
        }
    }

    /// The travel time found. None is made here.
    open class ETAResponse: NSObject, @unchecked Sendable {
        public let source: MKMapItem
        public let destination: MKMapItem
        public let expectedTravelTime: TimeInterval
        public let distance: CLLocationDistance
        public let expectedArrivalDate: Date
        public let expectedDepartureDate: Date
        public let transportType: MKDirectionsTransportType

        init(source: MKMapItem, destination: MKMapItem, expectedTravelTime: TimeInterval, distance: CLLocationDistance,
             departure: Date, transportType: MKDirectionsTransportType) {
            self.source = source
            self.destination = destination
            self.expectedTravelTime = expectedTravelTime
            self.distance = distance
            self.expectedDepartureDate = departure
            self.expectedArrivalDate = departure.addingTimeInterval(expectedTravelTime)
            self.transportType = transportType
        }
    }
}
