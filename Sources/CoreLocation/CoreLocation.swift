// The `CoreLocation` module for Linux, where Apple's framework does not exist: coordinates and
// locations with their arithmetic (Apple: "CLLocationCoordinate2D", "CLLocation"), and a
// location manager that is accepted but never has a location: there is no device here, so its
// authorisation stays `.notDetermined` and it calls no delegate method. Depend on it for Linux
// only (docs/scenarios.md).
@_exported import Foundation

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationAccuracy = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationDirection = Double
public typealias CLLocationSpeedAccuracy = Double
public typealias CLLocationDirectionAccuracy = Double

/// A latitude and a longitude, in degrees (WGS 84). Sendable and nothing else, as Apple's C
/// struct is: it is not `Equatable`, `Hashable` or `Codable`, and apps add those conformances
/// themselves (`extension CLLocationCoordinate2D: Equatable { … }` is common, and would not compile
/// if the type already had them). Code inside the package compares coordinates with
/// `_sameCoordinate(_:_:)`.
public struct CLLocationCoordinate2D: Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees

    public init() {
        self.init(latitude: 0, longitude: 0)
    }

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Whether two coordinates are the same point (for the package's own values, which cannot use
/// `==`: see `CLLocationCoordinate2D`).
package func _sameCoordinate(_ a: CLLocationCoordinate2D, _ b: CLLocationCoordinate2D) -> Bool {
    a.latitude == b.latitude && a.longitude == b.longitude
}

/// Whether a coordinate is on the globe: latitude within ±90°, longitude within ±180°.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coordinate.latitude) && (-180...180).contains(coordinate.longitude)
}

public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)
public let kCLDistanceFilterNone: CLLocationDistance = -1
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
// Best for navigation is -2 and three kilometres 3000, as Core Location's exported constants are
// (WinObjC's CoreLocation constants, a public reimplementation, gives the same). Apple publishes
// no value for "reduced": it stands in as the three-kilometre figure here (*a choice*), which only
// matters to code that compares it with a number.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
public let kCLHeadingFilterNone: CLLocationDegrees = -1

/// A place on the globe, with its altitude and when it was measured.
open class CLLocation: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let horizontalAccuracy: CLLocationAccuracy
    public let verticalAccuracy: CLLocationAccuracy
    public let timestamp: Date
    /// Speed and course, -1 where unknown (Apple's "invalid" value for both).
    public let speed: CLLocationSpeed
    public let course: CLLocationDirection
    public let speedAccuracy: CLLocationSpeedAccuracy
    public let courseAccuracy: CLLocationDirectionAccuracy

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        altitude = 0
        horizontalAccuracy = 0
        verticalAccuracy = -1
        timestamp = Date()
        speed = -1
        course = -1
        speedAccuracy = -1
        courseAccuracy = -1
    }

    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
        verticalAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.verticalAccuracy = verticalAccuracy
        self.timestamp = timestamp
        self.speed = speed
        self.course = course
        speedAccuracy = -1
        courseAccuracy = -1
    }

    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
        verticalAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.verticalAccuracy = verticalAccuracy
        self.timestamp = timestamp
        speed = -1
        course = -1
        speedAccuracy = -1
        courseAccuracy = -1
    }

    /// The great-circle distance to `location`, in metres: the haversine formula on a sphere of
    /// the Earth's mean radius, 6,371,008.8 m (IUGG). Core Location's figure differs from it by
    /// under 0.5 % (the Earth is not a sphere).
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let radius = 6_371_008.8
        let lat1 = coordinate.latitude * .pi / 180, lat2 = location.coordinate.latitude * .pi / 180
        let dLat = lat2 - lat1
        let dLon = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * radius * asin(min(1, sqrt(a)))
    }
}

/// What the user allowed the app to know of their location.
public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorizedAlways = 3
    case authorizedWhenInUse = 4
}

public enum CLAccuracyAuthorization: Int, Sendable {
    case fullAccuracy = 0
    case reducedAccuracy = 1
}

/// The domain of Core Location's errors (Apple: "kCLErrorDomain").
public let kCLErrorDomain = "kCLErrorDomain"

/// What goes wrong when locating or geocoding, with Apple's codes (`CLError.Code`, whose raw values
/// are those of `CLError.h`).
public struct CLError: CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case locationUnknown = 0, denied = 1, network = 2, headingFailure = 3
        case regionMonitoringDenied = 4, regionMonitoringFailure = 5
        case regionMonitoringSetupDelayed = 6, regionMonitoringResponseDelayed = 7
        case geocodeFoundNoResult = 8, geocodeFoundPartialResult = 9, geocodeCanceled = 10
        case deferredFailed = 11, deferredNotUpdatingLocation = 12, deferredAccuracyTooLow = 13
        case deferredDistanceFiltered = 14, deferredCanceled = 15
        case rangingUnavailable = 16, rangingFailure = 17, promptDeclined = 18
        case historicalLocationError = 19
    }

    public let code: Code
    public init(_ code: Code, userInfo: [String: Any] = [:]) { self.code = code }

    public static var errorDomain: String { kCLErrorDomain }
    public var errorCode: Int { code.rawValue }

    // The codes as type members, so `error.code == .network` and `catch CLError.network` read as
    // they do with Apple's bridged error.
    public static var locationUnknown: Code { .locationUnknown }
    public static var denied: Code { .denied }
    public static var network: Code { .network }
    public static var headingFailure: Code { .headingFailure }
    public static var geocodeFoundNoResult: Code { .geocodeFoundNoResult }
    public static var geocodeFoundPartialResult: Code { .geocodeFoundPartialResult }
    public static var geocodeCanceled: Code { .geocodeCanceled }
    public static var promptDeclined: Code { .promptDeclined }
}

/// `catch CLError.network`: an error matches a code when it is a `CLError` with that code.
public func ~= (code: CLError.Code, error: any Error) -> Bool {
    (error as? CLError)?.code == code
}

public protocol CLLocationManagerDelegate: NSObjectProtocol {
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion)
    func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion)
    func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: any Error)
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: any Error) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {}
}

/// Which way the device points. There is no compass here: the manager's `heading` stays nil and
/// none is ever delivered.
open class CLHeading: NSObject, @unchecked Sendable {
    public let magneticHeading: CLLocationDirection
    public let trueHeading: CLLocationDirection
    public let headingAccuracy: CLLocationDirection
    public let timestamp: Date

    init(magneticHeading: CLLocationDirection, trueHeading: CLLocationDirection, headingAccuracy: CLLocationDirection, timestamp: Date) {
        self.magneticHeading = magneticHeading
        self.trueHeading = trueHeading
        self.headingAccuracy = headingAccuracy
        self.timestamp = timestamp
    }
}

/// What the app uses the location for; tunes Apple's pausing. Accepted.
public enum CLActivityType: Int, Sendable {
    case other = 1, automotiveNavigation, fitness, otherNavigation, airborne
}

/// Accepted: it never locates (no device here), so `location` stays nil, its authorisation
/// `.notDetermined`, and no delegate method is called.
open class CLLocationManager: NSObject, @unchecked Sendable {
    open weak var delegate: (any CLLocationManagerDelegate)?
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    open var allowsBackgroundLocationUpdates = false
    open var pausesLocationUpdatesAutomatically = true
    open private(set) var location: CLLocation?
    open var activityType: CLActivityType = .other
    open var showsBackgroundLocationIndicator = false
    open var headingFilter: CLLocationDegrees = 1
    open private(set) var heading: CLHeading?

    public override init() {}

    open var authorizationStatus: CLAuthorizationStatus { .notDetermined }
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }
    open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }
    open class func locationServicesEnabled() -> Bool { false }
    open class func headingAvailable() -> Bool { false }
    open class func significantLocationChangeMonitoringAvailable() -> Bool { false }
    /// Nothing to ask: the handler is not called with an error, as Apple's is not when the
    /// prompt is not shown (*a choice*: the authorisation stays as it is).
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String, completion: (@Sendable ((any Error)?) -> Void)? = nil) {}

    open func requestWhenInUseAuthorization() {}
    open func requestAlwaysAuthorization() {}
    open func requestLocation() {}
    open func startUpdatingLocation() {}
    open func stopUpdatingLocation() {}
    open func startUpdatingHeading() {}
    open func stopUpdatingHeading() {}
    open func startMonitoringSignificantLocationChanges() {}
    open func stopMonitoringSignificantLocationChanges() {}

    /// The regions the app asked to watch: kept, so the app reads back what it set; none is ever
    /// entered or left (there is no device moving here).
    open private(set) var monitoredRegions: Set<CLRegion> = []
    open var maximumRegionMonitoringDistance: CLLocationDistance { -1 }
    open class func isMonitoringAvailable(for regionClass: AnyClass) -> Bool { false }
    open func startMonitoring(for region: CLRegion) { monitoredRegions.insert(region) }
    open func stopMonitoring(for region: CLRegion) { monitoredRegions.remove(region) }
}
