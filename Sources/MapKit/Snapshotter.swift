import Foundation
import CoreLocation
import UIKit

/// Renders a map to an image (Apple: "MKMapSnapshotter"). Apple's draws tiles from its map
/// service; there is none here, so every snapshot fails with `MKError.serverFailure`
/// (MKError.swift says why): the handler hears `(nil, error)` on the main actor after `start`
/// returns, `try await start()` throws it. The options are kept as set.
open class MKMapSnapshotter: NSObject, @unchecked Sendable {
    public typealias CompletionHandler = (MKMapSnapshotter.Snapshot?, (any Error)?) -> Void

    public let options: Options

    public init(options: MKMapSnapshotter.Options) {
        self.options = options
    }

    /// Never: each snapshot fails at once.
    open var isLoading: Bool { false }

    open func start(completionHandler: @escaping CompletionHandler) {
        deliverOnMainActor { completionHandler(nil, MKError.unavailable) }
    }

    /// Apple calls the handler on `queue`; it is called on the main actor here, as the other form.
    open func start(with queue: DispatchQueue, completionHandler: @escaping CompletionHandler) {
        deliverOnMainActor { completionHandler(nil, MKError.unavailable) }
    }

    open func start() async throws -> MKMapSnapshotter.Snapshot {
        throw MKError.unavailable
    }

    /// Nothing is in flight to cancel.
    open func cancel() {}

    /// What to draw: the region or camera, the image's size and scale, the map's type.
    open class Options: NSObject, @unchecked Sendable {
        open var region = MKCoordinateRegion()
        open var mapRect = MKMapRect()
        open var camera: MKMapCamera?
        open var size = CGSize(width: 256, height: 256)
        open var scale: CGFloat = 1
        open var mapType: MKMapType = .standard
        open var showsBuildings = true
        open var pointOfInterestFilter: MKPointOfInterestFilter?
        open var traitCollection = UITraitCollection.current

        public override init() {}
    }

    /// A drawn map. None is made here.
    open class Snapshot: NSObject, @unchecked Sendable {
        public let image: UIImage
        let region: MKCoordinateRegion

        init(image: UIImage, region: MKCoordinateRegion) {
            self.image = image
            self.region = region
        }

        /// Where `coordinate` falls on the image: linear in degrees across the region.
        open func point(for coordinate: CLLocationCoordinate2D) -> CGPoint {
            let size = image.size
            let x = (coordinate.longitude - (region.center.longitude - region.span.longitudeDelta / 2)) / region.span.longitudeDelta
            let y = ((region.center.latitude + region.span.latitudeDelta / 2) - coordinate.latitude) / region.span.latitudeDelta
            return CGPoint(x: x * size.width, y: y * size.height)
        }
    }
}

/// UIKit's map camera: a point looked at from a distance, a pitch and a heading. Kept as set.
open class MKMapCamera: NSObject, @unchecked Sendable {
    open var centerCoordinate = CLLocationCoordinate2D()
    open var centerCoordinateDistance: CLLocationDistance = 0
    open var pitch: CGFloat = 0
    open var heading: CLLocationDirection = 0

    public override init() {}

    public convenience init(
        lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromDistance distance: CLLocationDistance,
        pitch: CGFloat, heading: CLLocationDirection
    ) {
        self.init()
        self.centerCoordinate = centerCoordinate
        self.centerCoordinateDistance = distance
        self.pitch = pitch
        self.heading = heading
    }
}
