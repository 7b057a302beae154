import Foundation
@_spi(Modules) import LayoutLab

/// SwiftUI's map view (`_MapKit_SwiftUI` on Apple's platforms, visible with `import MapKit`).
///
/// Like a colour or a chart, a map takes the whole size offered on each axis: it has no content
/// size of its own (Apple documents none; every sample sizes a map with a frame or lets it fill
/// the screen). On an axis offered nothing (in a scroll view, or asked its ideal size) it takes
/// `idealSize`, 10 × 10, SwiftUI's default for a view with no ideal size of its own (the figure
/// the engine uses for `Color` and shapes; *an estimate for `Map`, not measured*). The region or
/// camera it shows, and its markers and annotations, are kept but not laid out or drawn: `render`
/// draws the map as a placeholder labelled "Map".
public nonisolated struct Map<Content: View>: View {
    /// What a map offered nothing on an axis takes there (an estimate, above).
    static var idealSize: CGSize { CGSize(width: 10, height: 10) }

    /// What the map shows, as its initialiser was given it: read by tests, not laid out.
    let camera: MapCameraPosition
    /// How many markers and annotations stand on it.
    let annotationCount: Int

    init(camera: MapCameraPosition, annotationCount: Int) {
        self.camera = camera
        self.annotationCount = annotationCount
    }

    public typealias Body = Never
    public var body: Never { fatalError("Map is a primitive view: the engine lays it out without a body") }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        _ModulePlaceholder.append(kind: "Map", label: "Map", idealSize: idealSize, inputs: inputs, list: &list)
    }
}

/// The content of a map made with iOS 14's initialisers: none of its own.
public nonisolated struct _DefaultMapContent: View {
    public typealias Body = Never
    public var body: Never { fatalError("_DefaultMapContent has no body") }
}

/// The content of a map made with iOS 14's initialisers and annotation items.
public nonisolated struct _DefaultAnnotatedMapContent<Items: RandomAccessCollection>: View {
    public typealias Body = Never
    public var body: Never { fatalError("_DefaultAnnotatedMapContent has no body") }
}

/// The content of a map made with iOS 17's initialisers: its `MapContent`.
public nonisolated struct MapContentView<SelectionValue: Hashable, C: MapContent>: View {
    public typealias Body = Never
    public var body: Never { fatalError("MapContentView has no body") }
}

// MARK: iOS 14 – 16: a region or a map rectangle, and annotation items

extension Map {
    public init(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil
    ) where Content == _DefaultMapContent {
        self.init(camera: .region(coordinateRegion.wrappedValue), annotationCount: 0)
    }

    public init(
        mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil
    ) where Content == _DefaultMapContent {
        self.init(camera: .rect(mapRect.wrappedValue), annotationCount: 0)
    }

    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
        annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation
    ) where Content == _DefaultAnnotatedMapContent<Items>, Items.Element: Identifiable {
        self.init(camera: .region(coordinateRegion.wrappedValue), annotationCount: annotationItems.count)
    }

    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
        annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation
    ) where Content == _DefaultAnnotatedMapContent<Items>, Items.Element: Identifiable {
        self.init(camera: .rect(mapRect.wrappedValue), annotationCount: annotationItems.count)
    }
}

// MARK: iOS 17: a camera position and map content

extension Map {
    public init<C: MapContent>(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
    ) where Content == MapContentView<Never, C> {
        self.init(camera: position.wrappedValue, annotationCount: content()._mapItemCount)
    }

    public init<C: MapContent>(
        initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
    ) where Content == MapContentView<Never, C> {
        self.init(camera: initialPosition, annotationCount: content()._mapItemCount)
    }

    public init<SelectionValue: Hashable, C: MapContent>(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        selection: Binding<SelectionValue?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
    ) where Content == MapContentView<SelectionValue, C> {
        self.init(camera: position.wrappedValue, annotationCount: content()._mapItemCount)
    }

    public init<SelectionValue: Hashable, C: MapContent>(
        initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, selection: Binding<SelectionValue?>, scope: Namespace.ID? = nil,
        @MapContentBuilder content: () -> C
    ) where Content == MapContentView<SelectionValue, C> {
        self.init(camera: initialPosition, annotationCount: content()._mapItemCount)
    }

    /// `Map()`: the automatic position and nothing on it.
    public init(
        initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil
    ) where Content == MapContentView<Never, EmptyMapContent> {
        self.init(camera: initialPosition, annotationCount: 0)
    }

    public init(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil
    ) where Content == MapContentView<Never, EmptyMapContent> {
        self.init(camera: position.wrappedValue, annotationCount: 0)
    }
}

/// The gestures a map answers. Accepted: nothing is dragged or pinched here.
public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let pan = MapInteractionModes(rawValue: 1 << 0)
    public static let zoom = MapInteractionModes(rawValue: 1 << 1)
    public static let rotate = MapInteractionModes(rawValue: 1 << 2)
    public static let pitch = MapInteractionModes(rawValue: 1 << 3)
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// Whether the map follows the user's location. There is no location here (see Core Location).
public enum MapUserTrackingMode: Hashable, Sendable {
    case none
    case follow
}

/// A camera looking down at a point of the map.
public struct MapCamera: Equatable, Sendable {
    public var centerCoordinate: CLLocationCoordinate2D
    public var distance: Double
    public var heading: Double
    public var pitch: Double

    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate
        self.distance = distance
        self.heading = heading
        self.pitch = pitch
    }

    public static func == (a: MapCamera, b: MapCamera) -> Bool {
        _sameCoordinate(a.centerCoordinate, b.centerCoordinate) && a.distance == b.distance && a.heading == b.heading && a.pitch == b.pitch
    }
}

/// Limits on where the camera may go. Accepted.
public struct MapCameraBounds: Sendable {
    public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
    public init(centerCoordinateBounds: MKMapRect, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}

/// Where an iOS 17 map's camera is: chosen by the app, or automatic (framing the content).
public struct MapCameraPosition: Equatable, Sendable {
    indirect enum Kind: Equatable, Sendable {
        case automatic
        case region(MKCoordinateRegion)
        case rect(MKMapRect)
        case camera(MapCamera)
        case userLocation(fallback: Kind?)
        case item(MKMapItem)

        // Written out: a region is not `Equatable` (see `MKCoordinateRegion`).
        static func == (a: Kind, b: Kind) -> Bool {
            switch (a, b) {
            case (.automatic, .automatic): true
            case let (.region(x), .region(y)): x._isSame(as: y)
            case let (.rect(x), .rect(y)): x == y
            case let (.camera(x), .camera(y)): x == y
            case let (.userLocation(x), .userLocation(y)): x == y
            case let (.item(x), .item(y)): x == y
            default: false
            }
        }
    }

    let kind: Kind

    public static let automatic = MapCameraPosition(kind: .automatic)

    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(kind: .region(region)) }
    public static func rect(_ rect: MKMapRect) -> MapCameraPosition { MapCameraPosition(kind: .rect(rect)) }
    public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(kind: .camera(camera)) }

    /// A map item, framed as Apple frames it (the item is kept; nothing is framed here).
    public static func item(_ mapItem: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition {
        MapCameraPosition(kind: .item(mapItem))
    }

    public var item: MKMapItem? {
        if case .item(let item) = kind { return item }
        return nil
    }

    /// The user's location; there is none here, so the map shows `fallback`.
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        MapCameraPosition(kind: .userLocation(fallback: fallback.kind))
    }

    public var region: MKCoordinateRegion? {
        if case .region(let region) = kind { return region }
        return nil
    }

    public var rect: MKMapRect? {
        if case .rect(let rect) = kind { return rect }
        return nil
    }

    public var camera: MapCamera? {
        if case .camera(let camera) = kind { return camera }
        return nil
    }

    public var followsUserLocation: Bool {
        if case .userLocation = kind { return true }
        return false
    }

    /// Never: no one pans a map here.
    public var positionedByUser: Bool { false }
}
