#if os(Linux)
// Map screens as apps write them: `import SwiftUI` and `import MapKit`, a region in state, an
// overlay on the map; and iOS 17's content builder with markers and annotations.
import MapKit
import SwiftUI
import Testing
import LayoutLab

struct Park: Identifiable {
    let id: Int
    let location: CLLocationCoordinate2D
}

/// The iOS 14 form: a region binding and annotation items, framed, with a button over it.
struct InsetMap: View {
    @State private var region = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 6.6, longitude: 16.4),
        span: MKCoordinateSpan(latitudeDelta: 60, longitudeDelta: 60)
    )
    let parks = [Park(id: 1, location: CLLocationCoordinate2D(latitude: 1, longitude: 2))]

    var body: some View {
        Map(coordinateRegion: $region, annotationItems: parks) { park in
            MapAnnotation(coordinate: park.location) { Circle().frame(width: 32, height: 32) }
        }
        .overlay(alignment: .topTrailing) {
            Text("Locations")
                .padding(12)
                .accessibilityIdentifier("button")
        }
        .frame(height: 256)
        .cornerRadius(12)
        .accessibilityIdentifier("map")
    }
}

/// The iOS 17 form: a camera position and map content.
struct StoreMap: View {
    @State private var position = MapCameraPosition.region(
        MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35), latitudinalMeters: 1000, longitudinalMeters: 1000)
    )
    let stores = [Park(id: 1, location: .init(latitude: 48.85, longitude: 2.35)), Park(id: 2, location: .init(latitude: 48.86, longitude: 2.34))]
    var showsHome = true

    var body: some View {
        Map(position: $position) {
            ForEach(stores) { store in
                Marker("Store \(store.id)", systemImage: "bag", coordinate: store.location)
                    .tint(.orange)
            }
            if showsHome {
                Annotation("Home", coordinate: CLLocationCoordinate2D(latitude: 48.84, longitude: 2.36)) {
                    Image(systemName: "house")
                }
            }
            UserAnnotation()
        }
        .mapStyle(.standard(elevation: .realistic))
        .mapControls {
            MapUserLocationButton()
            MapCompass()
        }
        .onMapCameraChange { _ in }
    }
}

@Suite struct MapKitTests {
    @Test func aMapTakesTheSizeOfferedAndIsDrawnAsAPlaceholder() async throws {
        let (result, log) = await record(InsetMap())
        #expect(result.outcome == .stable)
        let pass = try #require(log.finalPass(step: 0))
        let map = try #require(pass.nodes.first { $0.kind == "Map" })
        // The whole width of the iPhone 13's screen (390), the framed height.
        #expect(map.frame.size == CGSize(width: 390, height: 256))
        #expect(map.paint?.placeholder == "Map")
        // Its annotations are not laid out: nothing stands inside the map's node.
        #expect(!pass.nodes.contains { $0.path.hasPrefix(map.path + "/") })
        // What is over it is laid out as usual, in its top trailing corner.
        let button = try #require(pass.node(named: "button"))
        #expect(button.frame.maxX == map.frame.maxX)
        #expect(button.frame.minY == map.frame.minY)
    }

    @Test func anIOS17MapLaysOutAsTheSameLeaf() async throws {
        let (result, log) = await record(StoreMap().frame(width: 300, height: 200))
        #expect(result.outcome == .stable)
        let map = try #require(log.finalPass(step: 0)?.nodes.first { $0.kind == "Map" })
        #expect(map.frame.size == CGSize(width: 300, height: 200))
        // Offered nothing (in a scroll view), it takes 10 on that axis.
        let (_, scrolled) = await record(ScrollView { StoreMap() })
        let inScroll = try #require(scrolled.finalPass(step: 0)?.nodes.first { $0.kind == "Map" })
        #expect(inScroll.frame.height == 10)
    }

    /// Markers, annotations and what `ForEach` and `if` give are counted; the user's location,
    /// which there is none of here, is not.
    @Test func mapContentCountsWhatStandsOnTheMap() {
        let stores = StoreMap().stores
        @MapContentBuilder func content(showsHome: Bool) -> some MapContent {
            ForEach(stores) { Marker("Store", coordinate: $0.location) }
            if showsHome {
                Annotation("Home", coordinate: CLLocationCoordinate2D()) { Color.red }
            }
            UserAnnotation()
        }
        #expect(content(showsHome: true)._mapItemCount == 3)
        #expect(content(showsHome: false)._mapItemCount == 2)
    }

    /// Metres to degrees on the mean-radius sphere: 111.2 km a degree of latitude, and a degree of
    /// longitude shrinking with the latitude's cosine (half as long at 60°).
    @Test func aRegionInMetresSpansTheDegreesItCovers() {
        let equator = MKCoordinateRegion(center: CLLocationCoordinate2D(), latitudinalMeters: 111_195, longitudinalMeters: 111_195)
        #expect(abs(equator.span.latitudeDelta - 1) < 1e-4)
        #expect(abs(equator.span.longitudeDelta - 1) < 1e-4)
        let north = MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 60, longitude: 0), latitudinalMeters: 111_195, longitudinalMeters: 111_195
        )
        #expect(abs(north.span.longitudeDelta - 2) < 1e-3)
    }

    /// The Mercator map: the origin is the north-west corner, (0°, 0°) the world's centre, and
    /// a point goes back to its coordinate.
    @Test func mapPointsAreTheMercatorProjection() {
        let centre = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0))
        #expect(abs(centre.x - MKMapRect.world.midX) < 1e-6)
        #expect(abs(centre.y - MKMapRect.world.midY) < 1e-6)
        let paris = CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522)
        let back = MKMapPoint(paris).coordinate
        #expect(abs(back.latitude - paris.latitude) < 1e-9 && abs(back.longitude - paris.longitude) < 1e-9)
        let region = MKCoordinateRegion(MKMapRect.world)
        #expect(abs(region.center.latitude) < 1e-9 && abs(region.span.longitudeDelta - 360) < 1e-9)
    }
}
#endif
