import Foundation
import CoreLocation
import UIKit

/// UIKit's map view, as apps wrap it in a `UIViewRepresentable` (Apple: "MKMapView"). Like every
/// UIKit view here it is a plain object the representable's layout asks for its size: it has no
/// intrinsic size, so the representable takes the size offered, as Apple's map does. There are no
/// tiles, no device and no gestures here, so the region, annotations and overlays an app sets are
/// kept as set (the app reads back what it put on the map) and no delegate method is called:
/// nothing scrolls, nothing is tapped, no annotation view is ever asked for.
open class MKMapView: UIView {
    open weak var delegate: (any MKMapViewDelegate)?
    open var mapType: MKMapType = .standard
    open var region = MKCoordinateRegion()
    open var showsUserLocation = false
    open var userTrackingMode: MKUserTrackingMode = .none
    open var isZoomEnabled = true
    open var isScrollEnabled = true
    open var isRotateEnabled = true
    open var isPitchEnabled = true
    open var showsCompass = true
    open var showsScale = false
    open var showsTraffic = false
    open var showsBuildings = true
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    open private(set) var annotations: [any MKAnnotation] = []
    open private(set) var overlays: [any MKOverlay] = []
    open private(set) var selectedAnnotations: [any MKAnnotation] = []

    /// No device here: the user's location is never known (`MKUserLocation.location` stays nil).
    public let userLocation = MKUserLocation()
    open var isUserLocationVisible: Bool { false }

    open var centerCoordinate: CLLocationCoordinate2D {
        get { region.center }
        set { region.center = newValue }
    }

    /// The map rectangle shown: centred on the region's centre (the map is centred there, and
    /// Mercator puts a region's centre off the middle of its latitudes), as tall and wide as the
    /// span's edges are apart in map points.
    open var visibleMapRect: MKMapRect {
        get {
            let centre = MKMapPoint(region.center), half = region.span
            let north = MKMapPoint(CLLocationCoordinate2D(latitude: region.center.latitude + half.latitudeDelta / 2, longitude: region.center.longitude))
            let south = MKMapPoint(CLLocationCoordinate2D(latitude: region.center.latitude - half.latitudeDelta / 2, longitude: region.center.longitude))
            let width = half.longitudeDelta / 360 * MKMapRect.world.width, height = south.y - north.y
            return MKMapRect(x: centre.x - width / 2, y: centre.y - height / 2, width: width, height: height)
        }
        set { region = MKCoordinateRegion(newValue) }
    }

    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) { self.region = region }
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) { centerCoordinate = coordinate }
    open func setVisibleMapRect(_ mapRect: MKMapRect, animated: Bool) { visibleMapRect = mapRect }
    open func setVisibleMapRect(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets, animated: Bool) { visibleMapRect = mapRect }
    open func setUserTrackingMode(_ mode: MKUserTrackingMode, animated: Bool) { userTrackingMode = mode }
    /// The region as Apple would fit it to the view's aspect ratio: kept as given here.
    open func regionThatFits(_ region: MKCoordinateRegion) -> MKCoordinateRegion { region }

    /// Frames the annotations: the smallest map rectangle holding them (Apple also pads it).
    open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {
        let rect = annotations.reduce(MKMapRect.null) { $0.union(MKMapRect(origin: MKMapPoint($1.coordinate), size: MKMapSize())) }
        if !rect.isNull { visibleMapRect = rect }
    }

    open func addAnnotation(_ annotation: any MKAnnotation) { annotations.append(annotation) }
    open func addAnnotations(_ annotations: [any MKAnnotation]) { self.annotations += annotations }
    open func removeAnnotation(_ annotation: any MKAnnotation) { annotations.removeAll { $0 === annotation } }
    open func removeAnnotations(_ annotations: [any MKAnnotation]) {
        self.annotations.removeAll { kept in annotations.contains { $0 === kept } }
    }
    open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) { selectedAnnotations = [annotation] }
    open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {
        selectedAnnotations.removeAll { $0 === annotation }
    }

    open func addOverlay(_ overlay: any MKOverlay) { overlays.append(overlay) }
    open func addOverlay(_ overlay: any MKOverlay, level: MKOverlayLevel) { overlays.append(overlay) }
    open func addOverlays(_ overlays: [any MKOverlay]) { self.overlays += overlays }
    open func removeOverlay(_ overlay: any MKOverlay) { overlays.removeAll { $0 === overlay } }
    open func removeOverlays(_ overlays: [any MKOverlay]) {
        self.overlays.removeAll { kept in overlays.contains { $0 === kept } }
    }

    /// Annotation views are registered and dequeued as UIKit's cells are: a new view each time
    /// here (none is ever on screen to reuse).
    private var registered: [String: MKAnnotationView.Type] = [:]
    open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {
        registered[identifier] = viewClass as? MKAnnotationView.Type
    }
    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? { nil }
    open func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: any MKAnnotation) -> MKAnnotationView {
        (registered[identifier] ?? MKMarkerAnnotationView.self).init(annotation: annotation, reuseIdentifier: identifier)
    }
    open func view(for annotation: any MKAnnotation) -> MKAnnotationView? { nil }

    /// The point of the view a coordinate falls on, in the region shown: linear in map points.
    open func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint {
        let rect = visibleMapRect, point = MKMapPoint(coordinate)
        guard rect.width > 0, rect.height > 0 else { return .zero }
        return CGPoint(x: (point.x - rect.minX) / rect.width * bounds.width, y: (point.y - rect.minY) / rect.height * bounds.height)
    }

    /// The coordinate under a point of the view: the inverse of `convert(_:toPointTo:)`.
    open func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D {
        let rect = visibleMapRect
        guard bounds.width > 0, bounds.height > 0 else { return region.center }
        return MKMapPoint(x: rect.minX + point.x / bounds.width * rect.width, y: rect.minY + point.y / bounds.height * rect.height).coordinate
    }
}

/// The identifiers MapKit registers its own annotation views under. Apple declares them as opaque
/// strings; here each is its own name.
public let MKMapViewDefaultAnnotationViewReuseIdentifier = "MKMapViewDefaultAnnotationViewReuseIdentifier"
public let MKMapViewDefaultClusterAnnotationViewReuseIdentifier = "MKMapViewDefaultClusterAnnotationViewReuseIdentifier"

public enum MKMapType: UInt, Sendable {
    case standard = 0, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard
}

public enum MKUserTrackingMode: Int, Sendable {
    case none = 0, follow, followWithHeading
}

public enum MKOverlayLevel: Int, Sendable {
    case aboveRoads = 0, aboveLabels
}

/// The user's location on a map: never known here.
open class MKUserLocation: NSObject, MKAnnotation, @unchecked Sendable {
    open var location: CLLocation? { nil }
    open var isUpdating: Bool { false }
    open var coordinate: CLLocationCoordinate2D { kCLLocationCoordinate2DInvalid }
    open var title: String?
    open var subtitle: String?
}

/// What a map view tells its delegate. Apple's methods are optional; here they default to doing
/// nothing (and to no view or a plain renderer), and the map view here calls none of them.
public protocol MKMapViewDelegate: NSObjectProtocol {
    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
    func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer
    func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    func mapViewDidChangeVisibleRegion(_ mapView: MKMapView)
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
    func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
    func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation)
    func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl)
    func mapViewDidFinishLoadingMap(_ mapView: MKMapView)
}

extension MKMapViewDelegate {
    public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? { nil }
    public func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer { MKOverlayRenderer(overlay: overlay) }
    public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    public func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {}
    public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
    public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {}
    public func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {}
    public func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl) {}
    public func mapViewDidFinishLoadingMap(_ mapView: MKMapView) {}
}

/// The view of an annotation on a UIKit map. Kept as configured; never drawn.
open class MKAnnotationView: UIView {
    open var annotation: (any MKAnnotation)?
    public let reuseIdentifier: String?
    open var image: UIImage?
    open var canShowCallout = false
    open var isDraggable = false
    open var isSelected = false
    open var centerOffset = CGPoint.zero
    open var calloutOffset = CGPoint.zero
    open var leftCalloutAccessoryView: UIView?
    open var rightCalloutAccessoryView: UIView?
    open var detailCalloutAccessoryView: UIView?
    open var displayPriority = MKFeatureDisplayPriority.required
    open var clusteringIdentifier: String?

    public required init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    open func prepareForReuse() {}
    open func prepareForDisplay() {}
}

/// A balloon marker's view.
open class MKMarkerAnnotationView: MKAnnotationView {
    open var markerTintColor: UIColor?
    open var glyphTintColor: UIColor?
    open var glyphText: String?
    open var glyphImage: UIImage?
    open var titleVisibility = MKFeatureVisibility.adaptive
    open var subtitleVisibility = MKFeatureVisibility.adaptive
}

/// A pin's view (deprecated by Apple for the marker).
open class MKPinAnnotationView: MKAnnotationView {
    open var pinTintColor: UIColor?
    open var animatesDrop = false
}

public struct MKFeatureDisplayPriority: RawRepresentable, Hashable, Sendable {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = MKFeatureDisplayPriority(1000)
    public static let defaultHigh = MKFeatureDisplayPriority(750)
    public static let defaultLow = MKFeatureDisplayPriority(250)
}

public enum MKFeatureVisibility: Int, Sendable {
    case adaptive = 0, hidden, visible
}

/// Draws an overlay on a UIKit map: its style is kept as set; nothing is drawn.
open class MKOverlayRenderer: NSObject, @unchecked Sendable {
    public let overlay: any MKOverlay
    open var alpha: CGFloat = 1

    public init(overlay: any MKOverlay) { self.overlay = overlay }
}

open class MKOverlayPathRenderer: MKOverlayRenderer, @unchecked Sendable {
    open var fillColor: UIColor?
    open var strokeColor: UIColor?
    open var lineWidth: CGFloat = 0
    open var lineDashPattern: [NSNumber]?
}

open class MKPolylineRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    public convenience init(polyline: MKPolyline) { self.init(overlay: polyline) }
    public var polyline: MKPolyline { overlay as! MKPolyline }
}

open class MKPolygonRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    public convenience init(polygon: MKPolygon) { self.init(overlay: polygon) }
    public var polygon: MKPolygon { overlay as! MKPolygon }
}

open class MKCircleRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    public convenience init(circle: MKCircle) { self.init(overlay: circle) }
    public var circle: MKCircle { overlay as! MKCircle }
}
