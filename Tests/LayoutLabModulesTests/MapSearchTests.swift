#if os(Linux)
// MapKit's search, directions and Look Around, and Core Location's geocoding and live updates,
// as map apps call them. There is no map service here: every request ends on its error path,
// deterministically, and the values an app makes keep what they are made with.
import MapKit
import SwiftUI
import Testing
import LayoutLab

/// A completer's delegate as apps write one, which hands what it hears to the test.
final class CompletionsModel: NSObject, MKLocalSearchCompleterDelegate, @unchecked Sendable {
    let completer = MKLocalSearchCompleter()
    private var heard: CheckedContinuation<String, Never>?

    override init() {
        super.init()
        completer.delegate = self
        completer.resultTypes = .address
    }

    /// Sets the fragment and waits for the delegate to be told.
    func type(_ fragment: String) async -> String {
        await withCheckedContinuation { continuation in
            heard = continuation
            completer.queryFragment = fragment
        }
    }

    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {
        heard?.resume(returning: "updated \(completer.results.count)")
        heard = nil
    }

    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) {
        let code = (error as? MKError)?.code
        heard?.resume(returning: code == .serverFailure ? "failed: server" : "failed: \(error)")
        heard = nil
    }
}

/// The corpus's Look Around screen in small: a map with a viewer that is never shown.
struct LookAroundScreen: View {
    @State private var scene: MKLookAroundScene?
    @State private var isShowingLookAround = false
    @State private var route: MKRoute?
    @State private var selected: MKMapItem? = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 1, longitude: 2)))

    var body: some View {
        Map {
            if let route {
                MapPolyline(route).stroke(.pink, lineWidth: 4)
            }
        }
        .frame(width: 300, height: 200)
        .lookAroundViewer(isPresented: $isShowingLookAround, initialScene: scene)
        .mapItemDetailSheet(item: $selected)
    }
}

/// As apps write it: Apple's coordinate is not `Equatable`, so they add it (this would not compile
/// if the module declared it too).
extension CLLocationCoordinate2D: Equatable {
    public static func == (lhs: CLLocationCoordinate2D, rhs: CLLocationCoordinate2D) -> Bool {
        lhs.latitude == rhs.latitude && lhs.longitude == rhs.longitude
    }
}

/// UIKit's map wrapped for SwiftUI, as apps did before iOS 17.
struct UIKitMap: UIViewRepresentable {
    let region: MKCoordinateRegion
    let pins: [MKPointAnnotation]

    final class Coordinator: NSObject, MKMapViewDelegate {
        func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
            let renderer = MKPolylineRenderer(overlay: overlay)
            renderer.strokeColor = .systemBlue
            return renderer
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> MKMapView {
        let map = MKMapView()
        map.delegate = context.coordinator
        map.setRegion(region, animated: false)
        map.addAnnotations(pins)
        return map
    }

    func updateUIView(_ uiView: MKMapView, context: Context) {}
}

@Suite struct MapSearchTests {
    @Test @MainActor func aLocalSearchFailsWithTheServersError() async throws {
        let request = MKLocalSearch.Request()
        request.naturalLanguageQuery = "Market"
        request.region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 6.85, longitude: 79.98), latitudinalMeters: 1000, longitudinalMeters: 1000)
        request.resultTypes = .pointOfInterest
        #expect(request.naturalLanguageQuery == "Market")

        await #expect(throws: MKError(.serverFailure)) { try await MKLocalSearch(request: request).start() }

        // The completion form, started on the main actor as UI code starts it: nothing yet when
        // `start` returns, then (nil, the error) on the main actor.
        var called = false
        let outcome: (Bool, MKError.Code?) = await withCheckedContinuation { continuation in
            MKLocalSearch(request: request).start { response, error in
                called = true
                continuation.resume(returning: (response == nil, (error as? MKError)?.code))
            }
            #expect(!called)
        }
        #expect(outcome.0 && outcome.1 == .serverFailure)
        let error = MKError(.serverFailure) as NSError
        #expect(error.domain == MKErrorDomain && error.code == 2)
    }

    @Test func geocodingFailsWithTheNetworkError() async {
        let geocoder = CLGeocoder()
        await #expect(throws: CLError(.network)) {
            try await geocoder.reverseGeocodeLocation(CLLocation(latitude: 48.85, longitude: 2.35))
        }
        let code: CLError.Code? = await withCheckedContinuation { continuation in
            geocoder.geocodeAddressString("1 Infinite Loop") { placemarks, error in
                #expect(placemarks == nil)
                continuation.resume(returning: (error as? CLError)?.code)
            }
        }
        #expect(code == .network)
        do {
            _ = try await geocoder.geocodeAddressString("Paris")
            Issue.record("geocoding answered with no service")
        } catch CLError.network {
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func iOS26GeocodingRequestsFailLikewise() async {
        #expect(MKGeocodingRequest(addressString: "") == nil)
        let request = MKGeocodingRequest(addressString: "Bethesda Terrace, New York")
        await #expect(throws: MKError(.serverFailure)) { try await request?.mapItems }
        let reverse = MKReverseGeocodingRequest(location: CLLocation(latitude: 40.77, longitude: -73.97))
        let code: MKError.Code? = await withCheckedContinuation { continuation in
            reverse?.getMapItems { items, error in continuation.resume(returning: items == nil ? (error as? MKError)?.code : nil) }
        }
        #expect(code == .serverFailure)
        #expect(MKReverseGeocodingRequest(location: CLLocation(latitude: 91, longitude: 0)) == nil)
    }

    @Test func aSnapshotFailsWithNoTilesToDraw() async {
        let options = MKMapSnapshotter.Options()
        options.region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12), latitudinalMeters: 500, longitudinalMeters: 500)
        options.size = CGSize(width: 300, height: 200)
        let snapshotter = MKMapSnapshotter(options: options)
        #expect(snapshotter.options.size == CGSize(width: 300, height: 200))
        await #expect(throws: MKError(.serverFailure)) { try await snapshotter.start() }
        let failed: Bool = await withCheckedContinuation { continuation in
            snapshotter.start { snapshot, error in continuation.resume(returning: snapshot == nil && error is MKError) }
        }
        #expect(failed)
    }

    @Test func placemarksKeepWhatTheyAreMadeWith() {
        let coordinate = CLLocationCoordinate2D(latitude: 37.3346, longitude: -122.009)
        let placemark = MKPlacemark(coordinate: coordinate, addressDictionary: [
            "street": "1 Apple Park Way", "city": "Cupertino", "state": "CA", "postalCode": "95014",
            "country": "United States", "ISOCountryCode": "US",
        ])
        #expect(placemark.coordinate == coordinate)
        #expect(placemark.location?.coordinate == coordinate)
        #expect(placemark.thoroughfare == "1 Apple Park Way")
        #expect(placemark.locality == "Cupertino" && placemark.administrativeArea == "CA")
        #expect(placemark.postalCode == "95014" && placemark.countryCode == "US")
        #expect(placemark.title == "1 Apple Park Way, Cupertino, CA 95014, United States")
        #expect(MKPlacemark(coordinate: coordinate).locality == nil)

        let copy = CLPlacemark(placemark: placemark)
        #expect(copy.locality == "Cupertino" && copy.location?.coordinate == coordinate)

        let item = MKMapItem(placemark: placemark)
        item.name = "Apple Park"
        item.pointOfInterestCategory = .park
        #expect(!item.isCurrentLocation && item.name == "Apple Park" && item.placemark.coordinate == coordinate)
        #expect(item.pointOfInterestCategory?.rawValue == "MKPOICategoryPark")
        #expect(!item.openInMaps(launchOptions: [MKLaunchOptionsDirectionsModeKey: MKLaunchOptionsDirectionsModeDriving]))

        let here = MKMapItem.forCurrentLocation()
        #expect(here.isCurrentLocation)
        #expect(!CLLocationCoordinate2DIsValid(here.placemark.coordinate))
        #expect(MapCameraPosition.item(item).item === item)
    }

    @Test func aCompleterTellsItsDelegateOfTheFailure() async {
        let model = CompletionsModel()
        #expect(await model.type("1 Infinite") == "failed: server")
        #expect(model.completer.results.isEmpty)
        #expect(await model.type("") == "updated 0")
    }

    @Test func directionsFailAndTheOnlyRouteIsEmpty() async {
        let request = MKDirections.Request()
        request.source = MKMapItem(placemark: .init(coordinate: CLLocationCoordinate2D(latitude: 6.85, longitude: 79.98)))
        request.destination = MKMapItem(placemark: .init(coordinate: CLLocationCoordinate2D(latitude: 6.849, longitude: 79.977)))
        request.transportType = .walking
        await #expect(throws: MKError(.serverFailure)) { try await MKDirections(request: request).calculate() }
        await #expect(throws: MKError(.serverFailure)) { try await MKDirections(request: request).calculateETA() }
        let route = MKRoute()
        #expect(route.polyline.pointCount == 0 && route.steps.isEmpty && route.distance == 0)
        #expect(route.polyline.boundingMapRect.isNull)
    }

    @Test func aPolylineKeepsItsPoints() {
        let coordinates = [CLLocationCoordinate2D(latitude: 0, longitude: -10), CLLocationCoordinate2D(latitude: 10, longitude: 10)]
        let line = MKPolyline(coordinates: coordinates, count: coordinates.count)
        #expect(line.pointCount == 2)
        var back = [CLLocationCoordinate2D](repeating: CLLocationCoordinate2D(), count: 2)
        line.getCoordinates(&back, range: NSRange(location: 0, length: 2))
        #expect(abs(back[1].latitude - 10) < 1e-9 && abs(back[0].longitude + 10) < 1e-9)
        let rect = line.boundingMapRect
        #expect(rect.minX == MKMapPoint(coordinates[0]).x && rect.minY == MKMapPoint(coordinates[1]).y)
        // One metre at the equator is the world's side over the equator's length.
        #expect(abs(MKMapPointsPerMeterAtLatitude(0) - 268_435_456 / (2 * Double.pi * 6_378_137)) < 1e-12)
        let region = CLCircularRegion(center: coordinates[0], radius: 1000, identifier: "home")
        #expect(region.contains(CLLocationCoordinate2D(latitude: 0.005, longitude: -10)))
        #expect(!region.contains(CLLocationCoordinate2D(latitude: 0.01, longitude: -10)))
    }

    @Test func thereIsNoLookAroundImageryAndTheViewerLaysOutAsItsContent() async throws {
        let scene = try await MKLookAroundSceneRequest(coordinate: CLLocationCoordinate2D(latitude: 6.85, longitude: 79.98)).scene
        #expect(scene == nil)
        let (result, log) = await record(LookAroundScreen())
        #expect(result.outcome == .stable)
        let pass = try #require(log.finalPass(step: 0))
        let map = try #require(pass.nodes.first { $0.kind == "Map" })
        #expect(map.frame.size == CGSize(width: 300, height: 200))
        // Nothing is presented: the map is the only leaf, where it stands without the viewer.
        let (_, plain) = await record(Map().frame(width: 300, height: 200))
        let alone = try #require(plain.finalPass(step: 0)?.nodes.first { $0.kind == "Map" })
        #expect(map.frame == alone.frame)
    }

    @Test @MainActor func aUIKitMapTakesTheSizeOfferedAndKeepsItsAnnotations() async throws {
        let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 10, longitude: 20), span: MKCoordinateSpan(latitudeDelta: 2, longitudeDelta: 2))
        let pin = MKPointAnnotation(coordinate: region.center, title: "Here", subtitle: nil)
        let (result, log) = await record(UIKitMap(region: region, pins: [pin]).frame(height: 250))
        #expect(result.outcome == .stable)
        let node = try #require(log.finalPass(step: 0)?.nodes.first { $0.kind == "UIKitMap" })
        #expect(node.frame.size == CGSize(width: 390, height: 250))

        let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        map.setRegion(region, animated: true)
        map.addAnnotation(pin)
        #expect(map.annotations.count == 1 && map.annotations.first?.title == "Here")
        // The region's centre falls on the view's centre.
        let centre = map.convert(region.center, toPointTo: map)
        #expect(abs(centre.x - 100) < 1e-6 && abs(centre.y - 50) < 1e-6)
        map.removeAnnotation(pin)
        #expect(map.annotations.isEmpty)
        let view = map.dequeueReusableAnnotationView(withIdentifier: "pin", for: pin)
        #expect(view is MKMarkerAnnotationView && view.annotation === pin)
    }

    /// A map read through a proxy, as iOS 17 apps add a pin where the user taps: the reader adds
    /// nothing to the layout, and the proxy, with no drawn map, converts nothing.
    @Test func aMapReaderLaysOutAsItsContentAndItsProxyConvertsNothing() async throws {
        var converted: CLLocationCoordinate2D?? = .none
        let view = MapReader { proxy in
            Map()
                .onTapGesture { point in converted = proxy.convert(point, from: .local) }
                .onAppear { converted = proxy.convert(CGPoint(x: 10, y: 10), from: .local) }
        }
        .frame(width: 300, height: 200)
        let (result, log) = await record(view)
        #expect(result.outcome == .stable)
        let map = try #require(log.finalPass(step: 0)?.nodes.first { $0.kind == "Map" })
        #expect(map.frame.size == CGSize(width: 300, height: 200))
        #expect(converted == .some(nil))
    }

    @Test func aLocationKeepsItsSpeedAndCourse() {
        let moving = CLLocation(
            coordinate: CLLocationCoordinate2D(latitude: 1, longitude: 2), altitude: 10, horizontalAccuracy: 5,
            verticalAccuracy: 5, course: 90, speed: 3, timestamp: Date(timeIntervalSince1970: 0)
        )
        #expect(moving.speed == 3 && moving.course == 90)
        #expect(CLLocation(latitude: 1, longitude: 2).speed == -1)
        #expect(CLLocationManager.headingAvailable() == false && CLLocationManager().heading == nil)
    }

    @Test func liveUpdatesSayThereIsNoLocationAndEnd() async throws {
        var updates: [CLLocationUpdate] = []
        for try await update in CLLocationUpdate.liveUpdates() { updates.append(update) }
        #expect(updates.count == 1)
        #expect(updates.first?.location == nil && updates.first?.locationUnavailable == true)
        let first = try await CLLocationUpdate.liveUpdates(.fitness).first { $0.location != nil }
        #expect(first == nil)
    }
}
#endif
