// The `MapKit` module for Linux, where Apple's framework does not exist: the values a map screen
// computes with (`MKCoordinateRegion`, `MKCoordinateSpan`, `MKMapPoint`, `MKMapRect`, the
// coordinates Core Location declares) and SwiftUI's `Map`, which is laid out as SwiftUI lays one
// out (it takes the size offered) and recorded as one node named `Map`, drawn by `render` as a
// labelled placeholder. What stands on a map (markers, annotations, overlays) is accepted and not
// laid out: there are no tiles here to place it on (docs/supported-api.md, "MapKit"). Searches,
// address completion and directions fail as they do with no map service (`MKError.serverFailure`),
// and UIKit's `MKMapView` keeps what an app sets on it. Depend on it for Linux only
// (docs/scenarios.md).
//
// Apple's MapKit re-exports Core Location: a file that says `import MapKit` uses
// `CLLocationCoordinate2D` with no other import.
@_exported import CoreLocation
