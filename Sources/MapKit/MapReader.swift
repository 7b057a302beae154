import Foundation
@_spi(Modules) import LayoutLab

/// Hands its content a proxy of the map inside it (iOS 17), as `ScrollViewReader` hands a scroll
/// proxy: laid out as its content, adding nothing of its own.
public nonisolated struct MapReader<Content: View>: View {
    let content: (MapProxy) -> Content

    public init(@ViewBuilder _ content: @escaping (MapProxy) -> Content) {
        self.content = content
    }

    public var body: Content { content(MapProxy()) }
}

/// Converts between a map's coordinates and the points of the view. No map is drawn here (no
/// tiles, so no coordinate stands at any point): every conversion answers nil, Apple's answer
/// for a point or coordinate that is not on the map, and the camera and region are nil, as
/// before a map has appeared.
public struct MapProxy: Sendable {
    init() {}

    public var camera: MapCamera? { nil }
    public var region: MKCoordinateRegion? { nil }

    public func convert(_ point: CGPoint, from space: some CoordinateSpaceProtocol) -> CLLocationCoordinate2D? { nil }
    public func convert(_ coordinate: CLLocationCoordinate2D, to space: some CoordinateSpaceProtocol) -> CGPoint? { nil }
}
