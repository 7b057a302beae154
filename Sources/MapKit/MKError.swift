import Foundation

/// The domain of MapKit's errors (Apple: "MKErrorDomain").
public let MKErrorDomain = "MKErrorDomain"

/// What goes wrong when MapKit asks Apple's map service, with Apple's codes (`MKError.Code`, raw
/// values as `MKTypes.h` numbers them). There is no map service here: searches, completions and
/// directions all end with `.serverFailure`, which Apple documents as "the map server was unable
/// to return the desired information", the one code that says the service did not answer
/// (`.loadingThrottled` says the app asked too often, `.placemarkNotFound` and
/// `.directionsNotFound` that the service answered "nothing").
public struct MKError: CustomNSError, Hashable, Sendable {
    public enum Code: UInt, Sendable {
        case unknown = 1
        case serverFailure = 2
        case loadingThrottled = 3
        case placemarkNotFound = 4
        case directionsNotFound = 5
        case decodingFailed = 6
    }

    public let code: Code
    public init(_ code: Code, userInfo: [String: Any] = [:]) { self.code = code }

    public static var errorDomain: String { MKErrorDomain }
    public var errorCode: Int { Int(code.rawValue) }

    public static var unknown: Code { .unknown }
    public static var serverFailure: Code { .serverFailure }
    public static var loadingThrottled: Code { .loadingThrottled }
    public static var placemarkNotFound: Code { .placemarkNotFound }
    public static var directionsNotFound: Code { .directionsNotFound }
    public static var decodingFailed: Code { .decodingFailed }

    /// The error every request to the (absent) map service ends with.
    static var unavailable: MKError { MKError(.serverFailure) }
}

/// `catch MKError.serverFailure`: an error matches a code when it is an `MKError` with that code.
public func ~= (code: MKError.Code, error: any Error) -> Bool {
    (error as? MKError)?.code == code
}
