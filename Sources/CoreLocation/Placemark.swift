import Foundation

/// A place's address and where it is, as a geocoder answers (Apple: "CLPlacemark"). Apple makes
/// them only in its geocoder (and `MKPlacemark`); there is no geocoding service here, so the
/// placemarks an app sees are the ones it copies with `init(placemark:)` or makes through
/// MapKit's `MKPlacemark`, and each keeps exactly what it was made with.
open class CLPlacemark: NSObject, @unchecked Sendable {
    public let location: CLLocation?
    public let region: CLRegion?
    public let timeZone: TimeZone?
    public let name: String?
    public let thoroughfare: String?
    public let subThoroughfare: String?
    public let locality: String?
    public let subLocality: String?
    public let administrativeArea: String?
    public let subAdministrativeArea: String?
    public let postalCode: String?
    public let isoCountryCode: String?
    public let country: String?
    public let inlandWater: String?
    public let ocean: String?
    public let areasOfInterest: [String]?

    /// A copy of `placemark`.
    public init(placemark: CLPlacemark) {
        location = placemark.location
        region = placemark.region
        timeZone = placemark.timeZone
        name = placemark.name
        thoroughfare = placemark.thoroughfare
        subThoroughfare = placemark.subThoroughfare
        locality = placemark.locality
        subLocality = placemark.subLocality
        administrativeArea = placemark.administrativeArea
        subAdministrativeArea = placemark.subAdministrativeArea
        postalCode = placemark.postalCode
        isoCountryCode = placemark.isoCountryCode
        country = placemark.country
        inlandWater = placemark.inlandWater
        ocean = placemark.ocean
        areasOfInterest = placemark.areasOfInterest
    }

    /// What MapKit's `MKPlacemark` makes one with (not Apple API: Apple's is private).
    package init(
        location: CLLocation?, name: String? = nil, thoroughfare: String? = nil, subThoroughfare: String? = nil,
        locality: String? = nil, subLocality: String? = nil, administrativeArea: String? = nil,
        subAdministrativeArea: String? = nil, postalCode: String? = nil, isoCountryCode: String? = nil,
        country: String? = nil
    ) {
        self.location = location
        region = nil
        timeZone = nil
        self.name = name
        self.thoroughfare = thoroughfare
        self.subThoroughfare = subThoroughfare
        self.locality = locality
        self.subLocality = subLocality
        self.administrativeArea = administrativeArea
        self.subAdministrativeArea = subAdministrativeArea
        self.postalCode = postalCode
        self.isoCountryCode = isoCountryCode
        self.country = country
        inlandWater = nil
        ocean = nil
        areasOfInterest = nil
    }
}
