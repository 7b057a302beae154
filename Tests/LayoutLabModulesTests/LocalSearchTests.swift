#if os(Linux)
// Searching for places, as a map screen's search bar does: the search fails as offline.
import MapKit
import Testing

@Suite struct LocalSearchTests {
    @Test func aSearchFailsAtOnceAsWithNoConnection() async {
        let request = MKLocalSearch.Request(naturalLanguageQuery: "coffee")
        #expect(request.naturalLanguageQuery == "coffee")
        let outcome = Outcome()
        MKLocalSearch(request: request).start { response, error in
            outcome.found = response != nil
            outcome.code = (error as? MKError)?.code
        }
        #expect(outcome.found == false && outcome.code == .serverFailure)
        await #expect(throws: MKError.self) { try await MKLocalSearch(request: request).start() }
        let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 1, longitude: 2)))
        #expect(item.placemark.coordinate.longitude == 2 && item.name == nil)
    }
}

private final class Outcome: @unchecked Sendable {
    var found: Bool?
    var code: MKError.Code?
}
#endif
