import Foundation
import CoreLocation

/// Something at a coordinate of a map, with an optional title and subtitle (Apple's protocol
/// makes the two optional requirements; here they default to nil).
public protocol MKAnnotation: NSObjectProtocol {
    var coordinate: CLLocationCoordinate2D { get }
    var title: String? { get }
    var subtitle: String? { get }
}

extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }
}

/// The base of MapKit's shapes: a title and a subtitle.
open class MKShape: NSObject, @unchecked Sendable {
    open var title: String?
    open var subtitle: String?

    public override init() {}
}

/// A pin's worth of data: a coordinate, a title, a subtitle, all kept as set.
open class MKPointAnnotation: MKShape, MKAnnotation, @unchecked Sendable {
    open var coordinate = CLLocationCoordinate2D()

    public override init() {}

    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
    }

    public init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
        self.coordinate = coordinate
        super.init()
        self.title = title
        self.subtitle = subtitle
    }
}

/// A placemark MapKit can put on a map (Apple: "MKPlacemark", a `CLPlacemark` and an
/// `MKAnnotation`). It keeps what it is made with: the coordinate, and the address fields of
/// `addressDictionary`, read under the keys of Contacts' `CNPostalAddress` (`street`, `city`,
/// `state`, `postalCode`, `country`, `ISOCountryCode`, `subLocality`, `subAdministrativeArea`)
/// or the older Address Book ones (`Street`, `City`, `State`, `ZIP`, `Country`, `CountryCode`).
/// The street line is kept whole as `thoroughfare` (*a choice*: Apple's parser, which splits off
/// the house number, is not documented).
open class MKPlacemark: CLPlacemark, MKAnnotation, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D

    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude))
    }

    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        self.coordinate = coordinate
        let address = addressDictionary ?? [:]
        func field(_ keys: String...) -> String? { keys.lazy.compactMap { address[$0] as? String }.first }
        super.init(
            location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude),
            thoroughfare: field("street", "Street"),
            locality: field("city", "City"),
            subLocality: field("subLocality", "SubLocality"),
            administrativeArea: field("state", "State"),
            subAdministrativeArea: field("subAdministrativeArea", "SubAdministrativeArea"),
            postalCode: field("postalCode", "ZIP"),
            isoCountryCode: field("ISOCountryCode", "CountryCode"),
            country: field("country", "Country")
        )
    }

    /// A copy of `placemark`, at its location's coordinate.
    public override init(placemark: CLPlacemark) {
        coordinate = placemark.location?.coordinate ?? kCLLocationCoordinate2DInvalid
        super.init(placemark: placemark)
    }

    public var countryCode: String? { isoCountryCode }

    /// The address on one line, its parts joined by commas; nil for a placemark made from a
    /// coordinate alone (*a choice*: Apple formats the address by locale, undocumented).
    public var title: String? {
        let parts = [thoroughfare, locality, [administrativeArea, postalCode].compactMap { $0 }.joined(separator: " "), country]
            .compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? name : parts.joined(separator: ", ")
    }

    public var subtitle: String? { nil }
}
