import Foundation

/// A collection of forecasts (hours, days, minutes), in time order.
public struct Forecast<Element>: RandomAccessCollection {
    public let forecast: [Element]

    init(forecast: [Element]) { self.forecast = forecast }

    public var startIndex: Int { forecast.startIndex }
    public var endIndex: Int { forecast.endIndex }
    public subscript(position: Int) -> Element { forecast[position] }
}

extension Forecast: Codable where Element: Codable {}
extension Forecast: Equatable where Element: Equatable {}
extension Forecast: Sendable where Element: Sendable {}

/// The weather now.
public struct CurrentWeather: Codable, Equatable, Sendable {
    public let date: Date
    public let apparentTemperature: Measurement<UnitTemperature>
    public let cloudCover: Double
    public let condition: WeatherCondition
    public let dewPoint: Measurement<UnitTemperature>
    public let humidity: Double
    public let isDaylight: Bool
    public let precipitationIntensity: Measurement<UnitSpeed>
    public let pressure: Measurement<UnitPressure>
    public let pressureTrend: PressureTrend
    public let symbolName: String
    public let temperature: Measurement<UnitTemperature>
    public let uvIndex: UVIndex
    public let visibility: Measurement<UnitLength>
    public let wind: Wind
}

/// One hour of a forecast.
public struct HourWeather: Codable, Equatable, Sendable {
    public let date: Date
    public let cloudCover: Double
    public let condition: WeatherCondition
    public let symbolName: String
    public let dewPoint: Measurement<UnitTemperature>
    public let humidity: Double
    public let isDaylight: Bool
    public let precipitation: Precipitation
    public let precipitationChance: Double
    public let precipitationAmount: Measurement<UnitLength>
    public let pressure: Measurement<UnitPressure>
    public let pressureTrend: PressureTrend
    public let temperature: Measurement<UnitTemperature>
    public let apparentTemperature: Measurement<UnitTemperature>
    public let uvIndex: UVIndex
    public let visibility: Measurement<UnitLength>
    public let wind: Wind
}

/// Sunrise, sunset and twilights of a day (nil where the sun does not rise or set).
public struct SunEvents: Codable, Equatable, Sendable {
    public let astronomicalDawn: Date?
    public let nauticalDawn: Date?
    public let civilDawn: Date?
    public let sunrise: Date?
    public let solarNoon: Date?
    public let sunset: Date?
    public let civilDusk: Date?
    public let nauticalDusk: Date?
    public let astronomicalDusk: Date?
    public let solarMidnight: Date?
}

public enum MoonPhase: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    case new, waxingCrescent, firstQuarter, waxingGibbous, full, waningGibbous, lastQuarter, waningCrescent

    public var description: String {
        switch self {
        case .new: "New Moon"
        case .full: "Full Moon"
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst().replacingOccurrences(of: "C", with: " C")
            .replacingOccurrences(of: "G", with: " G").replacingOccurrences(of: "Q", with: " Q")
        }
    }

    public var accessibilityDescription: String { description }

    /// SF Symbols' names for the phases.
    public var symbolName: String {
        switch self {
        case .new: "moonphase.new.moon"
        case .waxingCrescent: "moonphase.waxing.crescent"
        case .firstQuarter: "moonphase.first.quarter"
        case .waxingGibbous: "moonphase.waxing.gibbous"
        case .full: "moonphase.full.moon"
        case .waningGibbous: "moonphase.waning.gibbous"
        case .lastQuarter: "moonphase.last.quarter"
        case .waningCrescent: "moonphase.waning.crescent"
        }
    }
}

public struct MoonEvents: Codable, Equatable, Sendable {
    public let phase: MoonPhase
    public let moonrise: Date?
    public let moonset: Date?
}

/// One day of a forecast.
public struct DayWeather: Codable, Equatable, Sendable {
    public let date: Date
    public let condition: WeatherCondition
    public let symbolName: String
    public let highTemperature: Measurement<UnitTemperature>
    public let lowTemperature: Measurement<UnitTemperature>
    public let precipitation: Precipitation
    public let precipitationChance: Double
    public let precipitationAmount: Measurement<UnitLength>
    public let snowfallAmount: Measurement<UnitLength>
    public let sun: SunEvents
    public let moon: MoonEvents
    public let uvIndex: UVIndex
    public let wind: Wind
}

/// One minute of the next hour's precipitation forecast.
public struct MinuteWeather: Codable, Equatable, Sendable {
    public let date: Date
    public let precipitation: Precipitation
    public let precipitationChance: Double
    public let precipitationIntensity: Measurement<UnitSpeed>
}

public enum WeatherSeverity: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    case minor, moderate, severe, extreme, unknown
    public var description: String { rawValue.capitalized }
    public var accessibilityDescription: String { description }
}

/// A warning from a national weather agency.
public struct WeatherAlert: Codable, Equatable, Sendable {
    public let detailsURL: URL
    public let source: String
    public let summary: String
    public let region: String?
    public let severity: WeatherSeverity
}

/// Which data sets exist for a place (the minute forecast and alerts are not everywhere).
public struct WeatherAvailability: Codable, Equatable, Sendable {
    public enum AvailabilityKind: String, Codable, Hashable, Sendable {
        case available, temporarilyUnavailable, unsupported, unknown
    }

    public let minuteAvailability: AvailabilityKind
    public let alertAvailability: AvailabilityKind
}

/// Everything the service knows of a place's weather.
public struct Weather: Codable, Equatable, Sendable {
    public let currentWeather: CurrentWeather
    public let minuteForecast: Forecast<MinuteWeather>?
    public let hourlyForecast: Forecast<HourWeather>
    public let dailyForecast: Forecast<DayWeather>
    public let weatherAlerts: [WeatherAlert]?
    public let availability: WeatherAvailability
}

/// The attribution an app must show beside weather data.
public struct WeatherAttribution: Sendable {
    public let serviceName: String
    public let legalPageURL: URL
    public let legalAttributionText: String
    public let combinedMarkLightURL: URL
    public let combinedMarkDarkURL: URL
    public let squareMarkURL: URL
}
