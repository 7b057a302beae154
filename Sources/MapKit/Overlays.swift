import Foundation
import CoreLocation

/// A shape laid over a map, which knows the map rectangle it covers (Apple: "MKOverlay").
public protocol MKOverlay: MKAnnotation {
    var boundingMapRect: MKMapRect { get }
    var canReplaceMapContent: Bool { get }
}

extension MKOverlay {
    public var canReplaceMapContent: Bool { false }
}

/// A shape made of points of the flat map (Apple: "MKMultiPoint"): a polyline's or a polygon's.
/// It keeps its points as given, in map points, and hands them back as Apple's does (a pointer
/// to `pointCount` map points, or coordinates copied into a buffer).
open class MKMultiPoint: MKShape, @unchecked Sendable {
    private let storage: UnsafeMutablePointer<MKMapPoint>
    public let pointCount: Int

    init(mapPoints: [MKMapPoint]) {
        pointCount = mapPoints.count
        storage = .allocate(capacity: max(1, mapPoints.count))
        storage.initialize(from: mapPoints, count: mapPoints.count)
    }

    deinit {
        storage.deinitialize(count: pointCount)
        storage.deallocate()
    }

    open func points() -> UnsafeMutablePointer<MKMapPoint> { storage }

    /// Copies the coordinates of the points in `range` into `coords`.
    open func getCoordinates(_ coords: UnsafeMutablePointer<CLLocationCoordinate2D>, range: NSRange) {
        for offset in 0..<range.length {
            coords[offset] = storage[range.location + offset].coordinate
        }
    }

    /// The smallest map rectangle holding every point; `MKMapRect.null` with none.
    var pointsBoundingRect: MKMapRect {
        (0..<pointCount).reduce(MKMapRect.null) { rect, index in
            rect.union(MKMapRect(origin: storage[index], size: MKMapSize()))
        }
    }

    /// The centre of the bounding rectangle, as Apple gives an overlay's `coordinate`.
    var centreCoordinate: CLLocationCoordinate2D {
        let rect = pointsBoundingRect
        return rect.isNull ? kCLLocationCoordinate2DInvalid : MKMapPoint(x: rect.midX, y: rect.midY).coordinate
    }

    static func mapPoints(_ coordinates: UnsafePointer<CLLocationCoordinate2D>, count: Int) -> [MKMapPoint] {
        (0..<count).map { MKMapPoint(coordinates[$0]) }
    }

    static func mapPoints(_ points: UnsafePointer<MKMapPoint>, count: Int) -> [MKMapPoint] {
        Array(UnsafeBufferPointer(start: points, count: count))
    }
}

/// A line through points of the map: a route's path (Apple: "MKPolyline").
open class MKPolyline: MKMultiPoint, MKOverlay, @unchecked Sendable {
    public init(points: UnsafePointer<MKMapPoint>, count: Int) {
        super.init(mapPoints: MKMultiPoint.mapPoints(points, count: count))
    }

    public init(coordinates: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        super.init(mapPoints: MKMultiPoint.mapPoints(coordinates, count: count))
    }

    /// A line through no point: what a route made with `MKRoute()` has.
    public init() {
        super.init(mapPoints: [])
    }

    open var coordinate: CLLocationCoordinate2D { centreCoordinate }
    open var boundingMapRect: MKMapRect { pointsBoundingRect }
}

/// A closed shape of points of the map, with holes (Apple: "MKPolygon").
open class MKPolygon: MKMultiPoint, MKOverlay, @unchecked Sendable {
    public let interiorPolygons: [MKPolygon]?

    public init(points: UnsafePointer<MKMapPoint>, count: Int) {
        interiorPolygons = nil
        super.init(mapPoints: MKMultiPoint.mapPoints(points, count: count))
    }

    public init(coordinates: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        interiorPolygons = nil
        super.init(mapPoints: MKMultiPoint.mapPoints(coordinates, count: count))
    }

    public init(coordinates: UnsafePointer<CLLocationCoordinate2D>, count: Int, interiorPolygons: [MKPolygon]?) {
        self.interiorPolygons = interiorPolygons
        super.init(mapPoints: MKMultiPoint.mapPoints(coordinates, count: count))
    }

    open var coordinate: CLLocationCoordinate2D { centreCoordinate }
    open var boundingMapRect: MKMapRect { pointsBoundingRect }
}

/// A circle on the map: a centre and a radius in metres (Apple: "MKCircle").
open class MKCircle: MKShape, MKOverlay, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let radius: CLLocationDistance

    public init(center coord: CLLocationCoordinate2D, radius: CLLocationDistance) {
        coordinate = coord
        self.radius = radius
    }

    /// The square of map points around the circle: the radius in metres turned into map points
    /// with `MKMapPointsPerMeterAtLatitude`.
    open var boundingMapRect: MKMapRect {
        let centre = MKMapPoint(coordinate)
        let half = radius * MKMapPointsPerMeterAtLatitude(coordinate.latitude)
        return MKMapRect(x: centre.x - half, y: centre.y - half, width: 2 * half, height: 2 * half)
    }
}

/// How many map points a metre covers at `latitude`: the world square's side over the equator's
/// length (2π × 6,378,137 m, the WGS 84 radius Web Mercator uses), stretched by 1 / cos(latitude)
/// as Mercator stretches every parallel.
public func MKMapPointsPerMeterAtLatitude(_ latitude: CLLocationDegrees) -> Double {
    let perMetreAtEquator = MKMapRect.world.width / (2 * Double.pi * 6_378_137)
    return perMetreAtEquator / cos(latitude * .pi / 180)
}

public func MKMetersPerMapPointAtLatitude(_ latitude: CLLocationDegrees) -> CLLocationDistance {
    1 / MKMapPointsPerMeterAtLatitude(latitude)
}
