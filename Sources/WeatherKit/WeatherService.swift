import Foundation

/// What WeatherKit reports when it cannot answer.
public enum WeatherError: Error, LocalizedError, Hashable, Sendable {
    case permissionDenied
    case unknown

    public var errorDescription: String? {
        switch self {
        case .permissionDenied: "Permission denied"
        case .unknown: "Unknown error"
        }
    }

    public var failureReason: String? {
        switch self {
        case .permissionDenied: "WeatherKit answers only apps signed with its capability, which a Linux process is not."
        case .unknown: nil
        }
    }

    public var recoverySuggestion: String? { nil }
    public var helpAnchor: String? { nil }
}

/// A data set to ask for, and the type it answers with.
public struct WeatherQuery<T>: Sendable {
    let name: String
    let start: Date?
    let end: Date?

    init(_ name: String, start: Date? = nil, end: Date? = nil) {
        self.name = name
        self.start = start
        self.end = end
    }
}

extension WeatherQuery where T == CurrentWeather {
    public static var current: WeatherQuery<CurrentWeather> { .init("current") }
}

extension WeatherQuery where T == Forecast<DayWeather> {
    public static var daily: WeatherQuery<Forecast<DayWeather>> { .init("daily") }
    public static func daily(startDate: Date, endDate: Date) -> WeatherQuery<Forecast<DayWeather>> {
        .init("daily", start: startDate, end: endDate)
    }
}

extension WeatherQuery where T == Forecast<HourWeather> {
    public static var hourly: WeatherQuery<Forecast<HourWeather>> { .init("hourly") }
    public static func hourly(startDate: Date, endDate: Date) -> WeatherQuery<Forecast<HourWeather>> {
        .init("hourly", start: startDate, end: endDate)
    }
}

extension WeatherQuery where T == Forecast<MinuteWeather>? {
    public static var minute: WeatherQuery<Forecast<MinuteWeather>?> { .init("minute") }
}

extension WeatherQuery where T == [WeatherAlert]? {
    public static var alerts: WeatherQuery<[WeatherAlert]?> { .init("alerts") }
}

extension WeatherQuery where T == WeatherAvailability {
    public static var availability: WeatherQuery<WeatherAvailability> { .init("availability") }
}

/// The weather service. Apple's asks Apple's servers, for apps signed with the WeatherKit
/// capability; a Linux process is neither signed nor allowed the network in a layout run, so
/// every request throws `WeatherError.permissionDenied` at once (no request leaves the machine)
/// and an app's error path is the one that runs.
public final class WeatherService: Sendable {
    public static let shared = WeatherService()

    public init() {}

    public func weather(for location: CLLocation) async throws -> Weather {
        throw WeatherError.permissionDenied
    }

    public func weather<T>(for location: CLLocation, including dataSet: WeatherQuery<T>) async throws -> T {
        throw WeatherError.permissionDenied
    }

    public func weather<T1, T2>(for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>) async throws -> (T1, T2) {
        throw WeatherError.permissionDenied
    }

    public func weather<T1, T2, T3>(for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>,
                                    _ dataSet3: WeatherQuery<T3>) async throws -> (T1, T2, T3) {
        throw WeatherError.permissionDenied
    }

    public var attribution: WeatherAttribution {
        get async throws { throw WeatherError.permissionDenied }
    }
}
