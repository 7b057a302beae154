#if os(Linux)
// WeatherKit's values as a weather view shows them, and a service that declines on Linux.
import CoreLocation
import Foundation
import Testing
@testable import WeatherKit

@Suite struct WeatherKitTests {
    @Test func conditionsDescribeThemselvesAndRoundTripThroughCodable() throws {
        #expect(WeatherCondition.allCases.count == 34)
        #expect(WeatherCondition.mostlyCloudy.description == "Mostly Cloudy")
        #expect(WeatherCondition.rain.description == "Rain")
        #expect(WeatherCondition.cloudy.accessibilityDescription == "Cloudy, overcast conditions")
        #expect(WeatherCondition(rawValue: "partlyCloudy") == .partlyCloudy)
        // A SwiftData model stores the condition as a Codable value.
        let data = try JSONEncoder().encode([WeatherCondition.thunderstorms, .clear])
        #expect(try JSONDecoder().decode([WeatherCondition].self, from: data) == [.thunderstorms, .clear])
        #expect(PressureTrend.falling.description == "Falling")
    }

    @Test func uvIndexAndWindDeriveTheirCategories() {
        #expect(UVIndex(value: 2).category == .low)
        #expect(UVIndex(value: 3).category == .moderate)
        #expect(UVIndex(value: 7).category == .high)
        #expect(UVIndex(value: 10).category == .veryHigh && UVIndex.ExposureCategory.veryHigh.description == "Very High")
        #expect(UVIndex(value: 11).category == .extreme)
        let wind = Wind(direction: Measurement(value: 200, unit: .degrees), speed: Measurement(value: 5, unit: .metersPerSecond))
        #expect(wind.compassDirection == .southSouthwest && wind.compassDirection.abbreviation == "SSW")
        #expect(Wind(direction: Measurement(value: 355, unit: .degrees), speed: wind.speed).compassDirection == .north)
        #expect(MoonPhase.waxingCrescent.description == "Waxing Crescent")
    }

    @Test func forecastsAreCollections() {
        let days = Forecast(forecast: [1, 2, 3])
        #expect(days.count == 3 && days.first == 1 && Array(days.prefix(2)) == [1, 2])
    }

    @Test func theServiceDeclinesEveryRequest() async {
        let here = CLLocation(latitude: 37.33, longitude: -122.01)
        await #expect(throws: WeatherError.permissionDenied) { try await WeatherService.shared.weather(for: here) }
        await #expect(throws: WeatherError.permissionDenied) {
            _ = try await WeatherService().weather(for: here, including: .current, .daily)
        }
        do {
            _ = try await WeatherService.shared.weather(for: here, including: .hourly)
            Issue.record("a request succeeded")
        } catch {
            #expect(error.localizedDescription == "Permission denied")
        }
    }
}
#endif
