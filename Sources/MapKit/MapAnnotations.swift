import Foundation
@_spi(Modules) import LayoutLab

/// What iOS 14's `Map(coordinateRegion:annotationItems:annotationContent:)` puts at each item:
/// accepted, not laid out.
public protocol MapAnnotationProtocol {}

/// A view of the app's own at a coordinate (iOS 14; `Annotation` since iOS 17).
public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
    public let coordinate: CLLocationCoordinate2D

    public init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), @ViewBuilder content: () -> Content) {
        self.coordinate = coordinate
    }
}

/// A balloon-shaped marker (iOS 14; `Marker` since iOS 17).
public struct MapMarker: MapAnnotationProtocol {
    public let coordinate: CLLocationCoordinate2D
    public let tint: Color?

    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        self.coordinate = coordinate
        self.tint = tint
    }
}

/// A pin (iOS 14, deprecated in iOS 16).
public struct MapPin: MapAnnotationProtocol {
    public let coordinate: CLLocationCoordinate2D
    public let tint: Color?

    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        self.coordinate = coordinate
        self.tint = tint
    }
}

// MARK: A map's style and controls (iOS 17): drawn inside its frame, so accepted

public struct MapStyle: Sendable {
    let name: String

    public static let standard = MapStyle(name: "standard")
    public static let imagery = MapStyle(name: "imagery")
    public static let hybrid = MapStyle(name: "hybrid")

    public static func standard(
        elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic,
        pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false
    ) -> MapStyle { .standard }
    public static func imagery(elevation: Elevation = .automatic) -> MapStyle { .imagery }
    public static func hybrid(
        elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false
    ) -> MapStyle { .hybrid }

    public enum Elevation: Sendable { case automatic, flat, realistic }
    public enum StandardEmphasis: Sendable { case automatic, muted }
}

/// Which points of interest a map shows. Accepted.
public struct PointOfInterestCategories: Sendable {
    public static let all = PointOfInterestCategories()
    public static let excludingAll = PointOfInterestCategories()
    public static func including<C: Collection>(_ categories: C) -> PointOfInterestCategories
    where C.Element == MKPointOfInterestCategory { PointOfInterestCategories() }
    public static func excluding<C: Collection>(_ categories: C) -> PointOfInterestCategories
    where C.Element == MKPointOfInterestCategory { PointOfInterestCategories() }
}

/// How often `onMapCameraChange` reports. Accepted: the camera never moves here.
public enum MapCameraUpdateFrequency: Sendable {
    case continuous, onEnd
}

public struct MapCameraUpdateContext: Sendable {
    public let camera: MapCamera
    public let region: MKCoordinateRegion
    public let rect: MKMapRect
}

/// The map's own buttons, shown inside its frame by `mapControls`: not laid out here.
public nonisolated struct MapUserLocationButton: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

public nonisolated struct MapCompass: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

public nonisolated struct MapScaleView: View {
    public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

public nonisolated struct MapPitchToggle: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

nonisolated extension View {
    public func mapStyle(_ mapStyle: MapStyle) -> some View { self }
    public func mapControls<C: View>(@ViewBuilder _ content: () -> C) -> some View { self }
    public func mapControlVisibility(_ visibility: Visibility) -> some View { self }
    public func onMapCameraChange(
        frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void
    ) -> some View { self }
    public func onMapCameraChange(
        frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping (MapCameraUpdateContext) -> Void
    ) -> some View { self }
    public func mapScope(_ scope: Namespace.ID) -> some View { self }
}
