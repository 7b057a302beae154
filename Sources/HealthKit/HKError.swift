import Foundation

public let HKErrorDomain = "com.apple.healthkit"

/// HealthKit's errors (Apple's codes).
public struct HKError: Error, CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case errorHealthDataUnavailable = 1
        case errorHealthDataRestricted = 2
        case errorInvalidArgument = 3
        case errorAuthorizationDenied = 4
        case errorAuthorizationNotDetermined = 5
        case errorDatabaseInaccessible = 6
        case errorUserCanceled = 7
        case errorAnotherWorkoutSessionStarted = 8
        case errorUserExitedWorkoutSession = 9
        case errorRequiredAuthorizationDenied = 10
        case errorNoData = 11
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { HKErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] {
        [NSLocalizedDescriptionKey: code == .errorHealthDataUnavailable
            ? "Health data is unavailable on this device" : "HealthKit error \(code.rawValue)"]
    }

    public static var errorHealthDataUnavailable: Code { .errorHealthDataUnavailable }
    public static var errorAuthorizationDenied: Code { .errorAuthorizationDenied }
    public static var errorAuthorizationNotDetermined: Code { .errorAuthorizationNotDetermined }
    public static var errorNoData: Code { .errorNoData }
}

public enum HKAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case sharingDenied = 1
    case sharingAuthorized = 2
}

public enum HKAuthorizationRequestStatus: Int, Sendable {
    case unknown = 0
    case shouldRequest = 1
    case unnecessary = 2
}

public enum HKUpdateFrequency: Int, Sendable {
    case immediate = 1, hourly, daily, weekly
}
