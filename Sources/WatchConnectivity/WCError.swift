@_exported import Foundation

public let WCErrorDomain = "WCErrorDomain"

/// Watch Connectivity's errors (Apple's codes, from 7001).
public struct WCError: Error, CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case genericError = 7001
        case sessionNotSupported = 7002
        case sessionMissingDelegate = 7003
        case sessionNotActivated = 7004
        case deviceNotPaired = 7005
        case watchAppNotInstalled = 7006
        case notReachable = 7007
        case invalidParameter = 7008
        case payloadTooLarge = 7009
        case payloadUnsupportedTypes = 7010
        case messageReplyFailed = 7011
        case messageReplyTimedOut = 7012
        case fileAccessDenied = 7013
        case deliveryFailed = 7014
        case insufficientSpace = 7015
        case sessionInactive = 7016
        case transferTimedOut = 7017
        case companionAppNotInstalled = 7018
        case watchOnlyApp = 7019
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { WCErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: code.explanation] }

    public static var sessionNotSupported: Code { .sessionNotSupported }
    public static var sessionNotActivated: Code { .sessionNotActivated }
    public static var deviceNotPaired: Code { .deviceNotPaired }
    public static var watchAppNotInstalled: Code { .watchAppNotInstalled }
    public static var notReachable: Code { .notReachable }
    public static var sessionInactive: Code { .sessionInactive }
}

extension WCError.Code {
    /// The wording of Apple's documentation for each error.
    var explanation: String {
        switch self {
        case .sessionNotSupported: "The current device doesn’t support the use of session objects."
        case .sessionNotActivated: "The session isn’t activated."
        case .deviceNotPaired: "The device isn’t paired with an Apple Watch."
        case .watchAppNotInstalled: "The Watch app isn’t installed."
        case .notReachable: "The counterpart app isn’t reachable."
        default: "Watch Connectivity error \(rawValue)."
        }
    }
}
