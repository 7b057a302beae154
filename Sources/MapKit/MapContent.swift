import Foundation
@_spi(Modules) import LayoutLab

/// What stands on an iOS 17 map: markers, annotations, overlays. The engine keeps it to
/// type-check a map's content as MapKit does, and counts it; it does not place it (there are no
/// tiles here to place it on).
public protocol MapContent {
    associatedtype Body: MapContent
    @MapContentBuilder var body: Body { get }
}

extension MapContent {
    /// How many markers, annotations and overlays the content holds.
    public var _mapItemCount: Int { (self as? any _PrimitiveMapContent)?._itemCount ?? body._mapItemCount }
}

extension Never: MapContent {}

/// Content with no body of its own: a marker, an overlay, or a group the builder made.
public protocol _PrimitiveMapContent: MapContent where Body == Never {
    var _itemCount: Int { get }
}

extension _PrimitiveMapContent {
    public var body: Never { fatalError("\(Self.self) is primitive map content: it has no body") }
    public var _itemCount: Int { 1 }
}

/// The builder of a map's content, as `ViewBuilder` is of a view's.
@resultBuilder
public enum MapContentBuilder {
    public static func buildExpression<C: MapContent>(_ content: C) -> C { content }
    public static func buildBlock() -> EmptyMapContent { EmptyMapContent() }
    public static func buildBlock<C: MapContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: MapContent>(_ content: repeat each C) -> TupleMapContent<(repeat each C)> {
        var count = 0
        for item in repeat each content { count += item._mapItemCount }
        return TupleMapContent((repeat each content), count: count)
    }
    public static func buildOptional<C: MapContent>(_ content: C?) -> C? { content }
    public static func buildEither<T: MapContent, F: MapContent>(first: T) -> _ConditionalMapContent<T, F> {
        _ConditionalMapContent(count: first._mapItemCount)
    }
    public static func buildEither<T: MapContent, F: MapContent>(second: F) -> _ConditionalMapContent<T, F> {
        _ConditionalMapContent(count: second._mapItemCount)
    }
    public static func buildLimitedAvailability<C: MapContent>(_ content: C) -> C { content }
}

public struct EmptyMapContent: _PrimitiveMapContent {
    public init() {}
    public var _itemCount: Int { 0 }
}

public struct TupleMapContent<T>: _PrimitiveMapContent {
    public let value: T
    let count: Int
    init(_ value: T, count: Int) {
        self.value = value
        self.count = count
    }
    public var _itemCount: Int { count }
}

public struct _ConditionalMapContent<T: MapContent, F: MapContent>: _PrimitiveMapContent {
    let count: Int
    public var _itemCount: Int { count }
}

extension Optional: MapContent where Wrapped: MapContent {
    public var body: Never { fatalError("Optional map content is primitive: it has no body") }
}

extension Optional: _PrimitiveMapContent where Wrapped: MapContent {
    public var _itemCount: Int { self?._mapItemCount ?? 0 }
}

extension ForEach: MapContent where Content: MapContent {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, id: { $0[keyPath: id] }, content: content)
    }

    public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(_data: data, id: { $0.id }, content: content)
    }

    public var body: Never { fatalError("ForEach of map content is primitive: it has no body") }
}

extension ForEach: _PrimitiveMapContent where Content: MapContent {
    public var _itemCount: Int { data.reduce(0) { $0 + content($1)._mapItemCount } }
}

// MARK: Markers, annotations, overlays

/// A balloon-shaped marker at a coordinate.
public struct Marker: _PrimitiveMapContent {
    public let coordinate: CLLocationCoordinate2D

    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    public init(_ titleKey: LocalizedStringKey, image: String, coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    public init<S: StringProtocol>(_ title: S, monogram: Text, coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    public init<L: View>(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> L) { self.coordinate = coordinate }
    /// A marker for a map item, at its placemark, titled with its name.
    public init(item: MKMapItem) { self.coordinate = item.placemark.coordinate }
}

/// A view of the app's own at a coordinate.
public struct Annotation<Label: View, Content: View>: _PrimitiveMapContent {
    public let coordinate: CLLocationCoordinate2D

    public init(
        _ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
        @ViewBuilder content: () -> Content
    ) where Label == Text {
        self.coordinate = coordinate
    }

    public init<S: StringProtocol>(
        _ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content
    ) where Label == Text {
        self.coordinate = coordinate
    }

    public init(
        coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        self.coordinate = coordinate
    }
}

/// The user's location; there is none here, so it stands nowhere.
public struct UserAnnotation: _PrimitiveMapContent {
    public init(anchor: UnitPoint = .center) {}
    public var _itemCount: Int { 0 }
}

public struct MapCircle: _PrimitiveMapContent {
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {}
    public init(_ circle: MKCircle) {}
}

public struct MapPolyline: _PrimitiveMapContent {
    public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) {}
    public init(points: [MKMapPoint], contourStyle: ContourStyle = .straight) {}
    public init(_ polyline: MKPolyline, contourStyle: ContourStyle = .straight) {}
    /// A route's path (its `polyline`); the empty route here has no point.
    public init(_ route: MKRoute) {}

    public enum ContourStyle: Hashable, Sendable {
        case straight, geodesic
    }
}

public struct MapPolygon: _PrimitiveMapContent {
    public init(coordinates: [CLLocationCoordinate2D]) {}
    public init(points: [MKMapPoint]) {}
    public init(_ polygon: MKPolygon) {}
}

/// Map content with a modifier applied: accepted, it changes nothing that is counted.
public struct _ModifiedMapContent<Content: MapContent>: _PrimitiveMapContent {
    let content: Content
    public var _itemCount: Int { content._mapItemCount }
}

extension MapContent {
    public func tint(_ tint: Color?) -> _ModifiedMapContent<Self> { _ModifiedMapContent(content: self) }
    public func tint<S: ShapeStyle>(_ tint: S) -> _ModifiedMapContent<Self> { _ModifiedMapContent(content: self) }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _ModifiedMapContent<Self> { _ModifiedMapContent(content: self) }
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ModifiedMapContent<Self> { _ModifiedMapContent(content: self) }
    public func annotationTitles(_ visibility: Visibility) -> _ModifiedMapContent<Self> { _ModifiedMapContent(content: self) }
    public func annotationSubtitles(_ visibility: Visibility) -> _ModifiedMapContent<Self> { _ModifiedMapContent(content: self) }
    public func tag<V: Hashable>(_ tag: V) -> _ModifiedMapContent<Self> { _ModifiedMapContent(content: self) }
    public func mapOverlayLevel(level: MKOverlayLevel) -> _ModifiedMapContent<Self> { _ModifiedMapContent(content: self) }
}
