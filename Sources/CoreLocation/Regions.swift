import Foundation

/// An area the app asks the location manager to watch. Kept as made; with no device here, no
/// one ever enters or leaves it.
open class CLRegion: NSObject, @unchecked Sendable {
    public let identifier: String
    open var notifyOnEntry = true
    open var notifyOnExit = true

    /// Apple's `CLRegion` has no public designated initialiser of its own: apps make circular
    /// (or beacon) regions. This one is for `CLCircularRegion`.
    init(identifier: String) {
        self.identifier = identifier
    }
}

/// A circle on the globe: a centre and a radius in metres.
open class CLCircularRegion: CLRegion, @unchecked Sendable {
    public let center: CLLocationCoordinate2D
    public let radius: CLLocationDistance

    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
        self.center = center
        self.radius = radius
        super.init(identifier: identifier)
    }

    /// Whether `coordinate` lies within `radius` metres of the centre, measured as
    /// `CLLocation.distance(from:)` measures (a great circle on the mean-radius sphere).
    open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
        let from = CLLocation(latitude: center.latitude, longitude: center.longitude)
        return from.distance(from: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)) <= radius
    }
}
