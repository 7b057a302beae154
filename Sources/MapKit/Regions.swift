import Foundation
import CoreLocation

/// How much of the globe a region shows, in degrees of latitude and longitude. Like Apple's C
/// struct it is not `Equatable` (apps add it themselves).
public struct MKCoordinateSpan: Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees

    public init() {
        self.init(latitudeDelta: 0, longitudeDelta: 0)
    }

    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A rectangle of the globe: its centre and its span. Like Apple's C struct it is not
/// `Equatable` (apps add it themselves, to watch a region with `onChange(of:)`).
public struct MKCoordinateRegion: Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan

    public init() {
        self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan())
    }

    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// The region `latitudinalMeters` tall and `longitudinalMeters` wide around `center`. A
    /// degree of latitude is taken as an arc of the sphere of the Earth's mean radius (IUGG:
    /// 6,371,008.8 m, the figure `CLLocation.distance(from:)` uses here), and a degree of
    /// longitude as that arc shrunk by the cosine of the latitude. Apple does not document its
    /// conversion, which follows the ellipsoid: the spans agree to within 1 %.
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metersPerDegree = MKCoordinateRegion.metersPerDegreeOfLatitude
        let parallel = cos(center.latitude * .pi / 180)
        self.init(
            center: center,
            span: MKCoordinateSpan(
                latitudeDelta: latitudinalMeters / metersPerDegree,
                longitudeDelta: parallel > 1e-9 ? min(360, longitudinalMeters / (metersPerDegree * parallel)) : 360
            )
        )
    }

    /// The length of one degree of a great circle on the mean-radius sphere: 2πR / 360.
    static let metersPerDegreeOfLatitude = 2 * Double.pi * 6_371_008.8 / 360

    /// Whether two regions are the same (for the package's own values: see the type).
    func _isSame(as other: MKCoordinateRegion) -> Bool {
        _sameCoordinate(center, other.center)
            && span.latitudeDelta == other.span.latitudeDelta && span.longitudeDelta == other.span.longitudeDelta
    }

    /// The region a map rectangle covers.
    public init(_ rect: MKMapRect) {
        let northWest = rect.origin.coordinate
        let southEast = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
        self.init(
            center: MKMapPoint(x: rect.midX, y: rect.midY).coordinate,
            span: MKCoordinateSpan(
                latitudeDelta: northWest.latitude - southEast.latitude,
                longitudeDelta: southEast.longitude - northWest.longitude
            )
        )
    }
}

/// A point on the flat (Web Mercator) map MapKit draws: x grows east, y south, and the whole
/// world is `MKMapRect.world`, a square of 2²⁸ points on each side (Apple: "MKMapRectWorld",
/// 268,435,456 × 268,435,456).
public struct MKMapPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init() {
        self.init(x: 0, y: 0)
    }

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The spherical Mercator projection of `coordinate` onto the world square.
    public init(_ coordinate: CLLocationCoordinate2D) {
        let side = MKMapRect.world.size.width
        let latitude = max(-85.05112878, min(85.05112878, coordinate.latitude)) * .pi / 180
        x = (coordinate.longitude + 180) / 360 * side
        y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2 * side
    }

    /// The coordinate this point projects from.
    public var coordinate: CLLocationCoordinate2D {
        let side = MKMapRect.world.size.width
        let longitude = x / side * 360 - 180
        let latitude = atan(sinh(.pi * (1 - 2 * y / side))) * 180 / .pi
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
}

public struct MKMapSize: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init() {
        self.init(width: 0, height: 0)
    }

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A rectangle of the flat map, in map points.
public struct MKMapRect: Hashable, Sendable {
    public var origin: MKMapPoint
    public var size: MKMapSize

    public init() {
        self.init(origin: MKMapPoint(), size: MKMapSize())
    }

    public init(origin: MKMapPoint, size: MKMapSize) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
    }

    /// The whole world: 2²⁸ map points square (Apple: "MKMapRectWorld").
    public static let world = MKMapRect(x: 0, y: 0, width: 268_435_456, height: 268_435_456)
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

    public func contains(_ point: MKMapPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The smallest rectangle holding both.
    public func union(_ other: MKMapRect) -> MKMapRect {
        if isNull { return other }
        if other.isNull { return self }
        let x = min(minX, other.minX), y = min(minY, other.minY)
        return MKMapRect(x: x, y: y, width: max(maxX, other.maxX) - x, height: max(maxY, other.maxY) - y)
    }
}
