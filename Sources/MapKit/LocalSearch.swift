import CoreLocation
import Foundation

// Searching for places (Apple: "MKLocalSearch") and the map items it answers with. The search is
// Apple's servers', which are not reachable here: every search fails as it does on a device with
// no connection, with `MKError.serverFailure`, before `start` returns, so a recorded case does not
// depend on a network (docs/supported-api.md, "MapKit").

/// MapKit's errors (Apple: "MKError.Code", with its raw values).
public struct MKError: Error, CustomNSError, Hashable, Sendable {
    public enum Code: UInt, Sendable {
        case unknown = 1, serverFailure, loadingThrottled, placemarkNotFound, directionsNotFound, decodingFailed
    }

    public let code: Code

    public init(_ code: Code) {
        self.code = code
    }

    public static var errorDomain: String { "MKErrorDomain" }
    public var errorCode: Int { Int(code.rawValue) }
}

/// A place: its coordinate and, when known, its name.
open class MKPlacemark: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    open var name: String?
    open var title: String? { name }

    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
    }
}

/// A point of interest: a placemark and what the map says of it.
open class MKMapItem: NSObject, @unchecked Sendable {
    public let placemark: MKPlacemark
    open var name: String?
    open var phoneNumber: String?
    open var url: URL?
    open var isCurrentLocation: Bool { false }

    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        name = placemark.name
    }

    /// Opening Maps is not possible here: answered false, as when no app can open it.
    @discardableResult
    open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }
}

open class MKLocalSearch: NSObject, @unchecked Sendable {
    /// What to search for, and where.
    open class Request: NSObject, @unchecked Sendable {
        open var naturalLanguageQuery: String?
        open var region = MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 0, longitude: 0), span: MKCoordinateSpan(latitudeDelta: 180, longitudeDelta: 360)
        )

        public override init() {}

        public convenience init(naturalLanguageQuery: String) {
            self.init()
            self.naturalLanguageQuery = naturalLanguageQuery
        }
    }

    /// What a search found, and the region that holds it.
    open class Response: NSObject, @unchecked Sendable {
        public let mapItems: [MKMapItem]
        public let boundingRegion: MKCoordinateRegion

        init(mapItems: [MKMapItem], boundingRegion: MKCoordinateRegion) {
            self.mapItems = mapItems
            self.boundingRegion = boundingRegion
        }
    }

    public let request: Request
    open private(set) var isSearching = false

    public init(request: Request) {
        self.request = request
    }

    /// Fails at once with `MKError.serverFailure`: the search service is not reachable.
    open func start(completionHandler: @escaping (Response?, (any Error)?) -> Void) {
        completionHandler(nil, MKError(.serverFailure))
    }

    open func start() async throws -> Response {
        throw MKError(.serverFailure)
    }

    open func cancel() {}
}
