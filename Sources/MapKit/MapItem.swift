import Foundation
import CoreLocation

/// A place as MapKit hands it around: a placemark and what is known of the business or landmark
/// there (Apple: "MKMapItem"). Searches here return none (there is no map service), so the items
/// an app has are the ones it makes, which keep what they are given.
open class MKMapItem: NSObject, @unchecked Sendable {
    public let placemark: MKPlacemark
    public let isCurrentLocation: Bool
    open var name: String?
    open var phoneNumber: String?
    open var url: URL?
    open var timeZone: TimeZone?
    open var pointOfInterestCategory: MKPointOfInterestCategory?

    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        self.isCurrentLocation = false
        self.name = placemark.name
    }

    /// iOS 26's form, with a location; the address (Apple's `MKAddress`) is not modelled.
    public convenience init(location: CLLocation) {
        self.init(placemark: MKPlacemark(coordinate: location.coordinate))
    }

    private init(currentLocationAt placemark: MKPlacemark) {
        self.placemark = placemark
        self.isCurrentLocation = true
    }

    /// The device's location, as an item marked `isCurrentLocation`. There is no device here, so
    /// its placemark stands at `kCLLocationCoordinate2DInvalid` (Core Location's "no coordinate")
    /// and it has no name.
    open class func forCurrentLocation() -> MKMapItem {
        MKMapItem(currentLocationAt: MKPlacemark(coordinate: kCLLocationCoordinate2DInvalid))
    }

    /// Where the item is (iOS 26's `location`): its placemark's.
    open var location: CLLocation {
        placemark.location ?? CLLocation(latitude: placemark.coordinate.latitude, longitude: placemark.coordinate.longitude)
    }

    /// There is no Maps app here to open: false, Apple's answer when Maps could not be opened.
    @discardableResult
    open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }

    @discardableResult
    open class func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil) -> Bool { false }
}

// The keys and values of Maps' launch options. Apple declares them as opaque strings; here each
// is its own name, which is all an app compares them by.
public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsModeKey"
public let MKLaunchOptionsMapTypeKey = "MKLaunchOptionsMapTypeKey"
public let MKLaunchOptionsMapCenterKey = "MKLaunchOptionsMapCenterKey"
public let MKLaunchOptionsMapSpanKey = "MKLaunchOptionsMapSpanKey"
public let MKLaunchOptionsShowsTrafficKey = "MKLaunchOptionsShowsTrafficKey"
public let MKLaunchOptionsCameraKey = "MKLaunchOptionsCameraKey"
public let MKLaunchOptionsDirectionsModeDefault = "MKLaunchOptionsDirectionsModeDefault"
public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"
public let MKLaunchOptionsDirectionsModeTransit = "MKLaunchOptionsDirectionsModeTransit"
public let MKLaunchOptionsDirectionsModeCycling = "MKLaunchOptionsDirectionsModeCycling"
