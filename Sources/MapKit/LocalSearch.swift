import Foundation
import CoreLocation

/// Which priority a search gives its region (Apple: "MKLocalSearchRegionPriority").
public enum MKLocalSearchRegionPriority: Int, Sendable {
    case `default` = 0
    case required = 1
}

/// A search of Apple's map service for places matching words or near a point (Apple:
/// "MKLocalSearch"). There is no map service here: every search fails with
/// `MKError.serverFailure` (MKError.swift says why that code). The completion handler hears
/// `(nil, error)` on the main actor after `start` returns, as Apple calls it on the main thread;
/// `try await start()` throws the same error.
open class MKLocalSearch: NSObject, @unchecked Sendable {
    public typealias CompletionHandler = (MKLocalSearch.Response?, (any Error)?) -> Void

    /// The request as given: read by tests.
    let query: String?

    public init(request: MKLocalSearch.Request) {
        query = request.naturalLanguageQuery
    }

    public init(request: MKLocalPointsOfInterestRequest) {
        query = nil
    }

    /// Never: each search fails at once.
    open var isSearching: Bool { false }

    open func start(completionHandler: @escaping CompletionHandler) {
        deliverOnMainActor { completionHandler(nil, MKError.unavailable) }
    }

    open func start() async throws -> MKLocalSearch.Response {
        throw MKError.unavailable
    }

    /// Nothing is in flight to cancel.
    open func cancel() {}

    /// What to search for: words, a region to search in, the kinds of result wanted. Kept as set.
    open class Request: NSObject, @unchecked Sendable {
        open var naturalLanguageQuery: String?
        open var region = MKCoordinateRegion()
        open var regionPriority = MKLocalSearchRegionPriority.default
        open var resultTypes: ResultType = [.address, .pointOfInterest]
        open var pointOfInterestFilter: MKPointOfInterestFilter?

        public override init() {}

        public init(naturalLanguageQuery: String) {
            self.naturalLanguageQuery = naturalLanguageQuery
        }

        public init(naturalLanguageQuery: String, region: MKCoordinateRegion) {
            self.naturalLanguageQuery = naturalLanguageQuery
            self.region = region
        }

        /// A search for what a completer suggested: its title and subtitle as the query.
        public init(completion: MKLocalSearchCompletion) {
            naturalLanguageQuery = completion.subtitle.isEmpty ? completion.title : completion.title + ", " + completion.subtitle
        }
    }

    /// The kinds of place a search returns.
    public struct ResultType: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let address = ResultType(rawValue: 1 << 0)
        public static let pointOfInterest = ResultType(rawValue: 1 << 1)
        public static let physicalFeature = ResultType(rawValue: 1 << 2)
    }

    /// What a search found: its places and the region holding them. None is ever made here.
    open class Response: NSObject, @unchecked Sendable {
        public let mapItems: [MKMapItem]
        public let boundingRegion: MKCoordinateRegion

        init(mapItems: [MKMapItem], boundingRegion: MKCoordinateRegion) {
            self.mapItems = mapItems
            self.boundingRegion = boundingRegion
        }
    }
}

/// A search for points of interest around a point or in a region (iOS 14). Kept as made.
open class MKLocalPointsOfInterestRequest: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let radius: CLLocationDistance
    public let region: MKCoordinateRegion
    open var pointOfInterestFilter: MKPointOfInterestFilter?

    /// Apple's largest radius: 3,000 m (`MKPointsOfInterestRequestMaxRadius`).
    public static let maxRadius: CLLocationDistance = 3000

    public init(center coordinate: CLLocationCoordinate2D, radius: CLLocationDistance) {
        self.coordinate = coordinate
        self.radius = radius
        self.region = MKCoordinateRegion(center: coordinate, latitudinalMeters: 2 * radius, longitudinalMeters: 2 * radius)
    }

    public init(coordinateRegion region: MKCoordinateRegion) {
        self.coordinate = region.center
        self.radius = 0
        self.region = region
    }
}
