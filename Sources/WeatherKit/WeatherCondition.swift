@_exported import Foundation
@_exported import CoreLocation

/// The weather, in one word or a few: Apple's cases, whose raw values are the case names.
public enum WeatherCondition: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    case blizzard, blowingDust, blowingSnow, breezy, clear, cloudy, drizzle, flurries, foggy
    case freezingDrizzle, freezingRain, frigid, hail, haze, heavyRain, heavySnow, hot, hurricane
    case isolatedThunderstorms, mostlyClear, mostlyCloudy, partlyCloudy, rain, scatteredThunderstorms
    case sleet, smoky, snow, strongStorms, sunFlurries, sunShowers, thunderstorms, tropicalStorm
    case windy, wintryMix

    /// The condition as a short title ("Mostly Cloudy"), in English.
    public var description: String {
        switch self {
        case .blowingDust: "Blowing Dust"
        case .blowingSnow: "Blowing Snow"
        case .freezingDrizzle: "Freezing Drizzle"
        case .freezingRain: "Freezing Rain"
        case .heavyRain: "Heavy Rain"
        case .heavySnow: "Heavy Snow"
        case .isolatedThunderstorms: "Isolated Thunderstorms"
        case .mostlyClear: "Mostly Clear"
        case .mostlyCloudy: "Mostly Cloudy"
        case .partlyCloudy: "Partly Cloudy"
        case .scatteredThunderstorms: "Scattered Thunderstorms"
        case .strongStorms: "Strong Storms"
        case .sunFlurries: "Sun Flurries"
        case .sunShowers: "Sun Showers"
        case .tropicalStorm: "Tropical Storm"
        case .wintryMix: "Wintry Mix"
        case .foggy: "Foggy"
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }

    /// A sentence for VoiceOver, after the descriptions in Apple's documentation of each case.
    public var accessibilityDescription: String {
        switch self {
        case .blowingDust: "Blowing dust or sandstorm"
        case .cloudy: "Cloudy, overcast conditions"
        case .foggy: "Fog"
        case .hot: "High temperatures"
        case .frigid: "Frigid conditions, low temperatures, or ice crystals"
        case .sunShowers: "Rain showers while the sun is shining"
        case .sunFlurries: "Snow flurries with the sun shining"
        case .wintryMix: "Wintry mix of snow, sleet and rain"
        case .strongStorms: "Strong storms"
        default: description.prefix(1) + description.dropFirst().lowercased()
        }
    }

    /// The SF Symbol Apple's Weather app shows for the condition by day (`CurrentWeather` and the
    /// forecasts carry theirs in `symbolName`, night variants included).
    var daySymbolName: String {
        switch self {
        case .clear, .hot: "sun.max"
        case .mostlyClear, .partlyCloudy: "cloud.sun"
        case .mostlyCloudy, .cloudy: "cloud"
        case .foggy: "cloud.fog"
        case .haze: "sun.haze"
        case .smoky: "smoke"
        case .blowingDust: "sun.dust"
        case .breezy, .windy: "wind"
        case .drizzle, .freezingDrizzle: "cloud.drizzle"
        case .rain, .freezingRain: "cloud.rain"
        case .heavyRain: "cloud.heavyrain"
        case .sunShowers: "cloud.sun.rain"
        case .isolatedThunderstorms, .scatteredThunderstorms, .thunderstorms, .strongStorms: "cloud.bolt.rain"
        case .hail: "cloud.hail"
        case .sleet, .wintryMix: "cloud.sleet"
        case .snow, .heavySnow, .flurries, .sunFlurries, .blizzard, .blowingSnow: "cloud.snow"
        case .frigid: "thermometer.snowflake"
        case .hurricane: "hurricane"
        case .tropicalStorm: "tropicalstorm"
        }
    }
}

/// Which way the air pressure is heading.
public enum PressureTrend: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    case rising, falling, steady

    public var description: String { rawValue.capitalized }
    public var accessibilityDescription: String { "Pressure \(rawValue)" }
}

/// The kind of precipitation.
public enum Precipitation: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    case none, hail, mixed, rain, sleet, snow

    public var description: String { rawValue.capitalized }
    public var accessibilityDescription: String { description }
}

/// The ultraviolet index and its exposure category.
public struct UVIndex: Codable, Hashable, Sendable {
    public enum ExposureCategory: String, CaseIterable, Codable, Comparable, Hashable, Sendable, CustomStringConvertible {
        case low, moderate, high, veryHigh, extreme

        /// The World Health Organization's bands of the index (Global Solar UV Index, 2002):
        /// 0–2 low, 3–5 moderate, 6–7 high, 8–10 very high, 11 and above extreme.
        public var rangeStart: Int {
            switch self {
            case .low: 0
            case .moderate: 3
            case .high: 6
            case .veryHigh: 8
            case .extreme: 11
            }
        }

        public var description: String { self == .veryHigh ? "Very High" : rawValue.capitalized }
        public var accessibilityDescription: String { description }

        public static func < (a: Self, b: Self) -> Bool { a.rangeStart < b.rangeStart }

        init(value: Int) {
            self = Self.allCases.last { value >= $0.rangeStart } ?? .low
        }
    }

    public let value: Int
    public let category: ExposureCategory

    init(value: Int) {
        self.value = value
        category = ExposureCategory(value: value)
    }
}

/// Wind speed and direction.
public struct Wind: Codable, Hashable, Sendable {
    public enum CompassDirection: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
        case north, northNortheast, northeast, eastNortheast, east, eastSoutheast, southeast, southSoutheast
        case south, southSouthwest, southwest, westSouthwest, west, westNorthwest, northwest, northNorthwest

        /// "N", "NNE", "NE"…: the sixteen points' usual abbreviations, in the cases' order.
        public var abbreviation: String {
            ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"][
                Self.allCases.firstIndex(of: self)!]
        }
        public var description: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
        public var accessibilityDescription: String { description }

        /// The direction of a bearing in degrees: sixteen sectors of 22.5°, north centred on 0°.
        init(degrees: Double) {
            let normalized = (degrees.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
            self = Self.allCases[Int((normalized / 22.5).rounded()) % 16]
        }
    }

    public let compassDirection: CompassDirection
    public let direction: Measurement<UnitAngle>
    public let gust: Measurement<UnitSpeed>?
    public let speed: Measurement<UnitSpeed>

    init(direction: Measurement<UnitAngle>, speed: Measurement<UnitSpeed>, gust: Measurement<UnitSpeed>? = nil) {
        self.direction = direction
        self.speed = speed
        self.gust = gust
        compassDirection = CompassDirection(degrees: direction.converted(to: .degrees).value)
    }
}
