import Foundation
import CoreLocation

/// iOS 26's address lookup (Apple: "MKGeocodingRequest"), which replaces `CLGeocoder`. There is no
/// map service here: `mapItems` throws `MKError.serverFailure` (MKError.swift says why), and the
/// handler of `getMapItems` hears `(nil, error)` on the main actor after the call returns.
/// Apple's initialiser is nil for an empty address, and so is this one.
open class MKGeocodingRequest: NSObject, @unchecked Sendable {
    public let addressString: String
    open var region = MKCoordinateRegion()
    open var preferredLocale: Locale?
    open private(set) var isCancelled = false
    /// Never: each request fails at once.
    open var isLoading: Bool { false }

    public init?(addressString: String) {
        if addressString.isEmpty { return nil }
        self.addressString = addressString
    }

    open var mapItems: [MKMapItem] {
        get async throws { throw MKError.unavailable }
    }

    open func getMapItems(completionHandler: @escaping @MainActor @Sendable ([MKMapItem]?, (any Error)?) -> Void) {
        Task { @MainActor in completionHandler(nil, MKError.unavailable) }
    }

    open func cancel() { isCancelled = true }
}

/// iOS 26's lookup of the address at a location (Apple: "MKReverseGeocodingRequest"): fails as
/// `MKGeocodingRequest` does. Apple's initialiser is failable (for an invalid location); here it
/// is nil for a coordinate off the globe.
open class MKReverseGeocodingRequest: NSObject, @unchecked Sendable {
    public let location: CLLocation
    open var preferredLocale: Locale?
    open private(set) var isCancelled = false
    /// Never: each request fails at once.
    open var isLoading: Bool { false }

    public init?(location: CLLocation) {
        if !CLLocationCoordinate2DIsValid(location.coordinate) { return nil }
        self.location = location
    }

    open var mapItems: [MKMapItem] {
        get async throws { throw MKError.unavailable }
    }

    open func getMapItems(completionHandler: @escaping @MainActor @Sendable ([MKMapItem]?, (any Error)?) -> Void) {
        Task { @MainActor in completionHandler(nil, MKError.unavailable) }
    }

    open func cancel() { isCancelled = true }
}
