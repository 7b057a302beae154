import Foundation

public typealias CLGeocodeCompletionHandler = ([CLPlacemark]?, (any Error)?) -> Void

/// Turns addresses into places and back (Apple: "CLGeocoder"). Apple's asks Apple's servers;
/// there is no network service here, so every request fails with `CLError.network`, the code
/// Apple's documentation gives for a geocoder that cannot reach its service ("the network was
/// unavailable", and too many requests): an app's error path runs, as on a device offline. The
/// completion handler is called on the main actor after the method returns, as Apple calls it
/// "on the main thread"; the `async` forms throw the same error.
open class CLGeocoder: NSObject, @unchecked Sendable {
    /// Never: each request fails at once.
    open var isGeocoding: Bool { false }

    public override init() {}

    /// The error every request ends with here.
    static var unavailable: CLError { CLError(.network) }

    private func fail(_ completionHandler: @escaping CLGeocodeCompletionHandler) {
        deliverOnMainActor { completionHandler(nil, CLGeocoder.unavailable) }
    }

    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {
        fail(completionHandler)
    }

    open func geocodeAddressString(
        _ addressString: String, in region: CLRegion?, completionHandler: @escaping CLGeocodeCompletionHandler
    ) {
        fail(completionHandler)
    }

    open func geocodeAddressString(
        _ addressString: String, in region: CLRegion?, preferredLocale locale: Locale?,
        completionHandler: @escaping CLGeocodeCompletionHandler
    ) {
        fail(completionHandler)
    }

    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {
        fail(completionHandler)
    }

    open func reverseGeocodeLocation(
        _ location: CLLocation, preferredLocale locale: Locale?, completionHandler: @escaping CLGeocodeCompletionHandler
    ) {
        fail(completionHandler)
    }

    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
        throw CLGeocoder.unavailable
    }

    open func geocodeAddressString(_ addressString: String, in region: CLRegion?) async throws -> [CLPlacemark] {
        throw CLGeocoder.unavailable
    }

    open func geocodeAddressString(
        _ addressString: String, in region: CLRegion?, preferredLocale locale: Locale?
    ) async throws -> [CLPlacemark] {
        throw CLGeocoder.unavailable
    }

    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
        throw CLGeocoder.unavailable
    }

    open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?) async throws -> [CLPlacemark] {
        throw CLGeocoder.unavailable
    }

    /// Nothing is in flight to cancel.
    open func cancelGeocode() {}
}
