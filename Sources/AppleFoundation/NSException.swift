import Foundation

/// Objective-C's exceptions (Apple: "NSException"), which Swift code raises to stop on a broken
/// invariant. Linux's Foundation has none, and Swift cannot catch one anyway, so raising stops the
/// program as an uncaught exception does on Apple's platforms, with the name and the reason.
open class NSException: NSObject, @unchecked Sendable {
    public let name: NSExceptionName
    public let reason: String?
    public let userInfo: [AnyHashable: Any]?

    public init(name aName: NSExceptionName, reason aReason: String?, userInfo aUserInfo: [AnyHashable: Any]? = nil) {
        name = aName
        reason = aReason
        userInfo = aUserInfo
    }

    open func raise() -> Never {
        fatalError("*** Terminating app due to uncaught exception '\(name.rawValue)', reason: '\(reason ?? "")'")
    }

    open class func raise(_ name: NSExceptionName, format: String, arguments argList: CVaListPointer) -> Never {
        NSException(name: name, reason: NSString(format: format, arguments: argList) as String).raise()
    }
}

/// An exception's name (Apple's raw values are the constants' names).
public struct NSExceptionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let genericException = NSExceptionName("NSGenericException")
    public static let rangeException = NSExceptionName("NSRangeException")
    public static let invalidArgumentException = NSExceptionName("NSInvalidArgumentException")
    public static let internalInconsistencyException = NSExceptionName("NSInternalInconsistencyException")
    public static let mallocException = NSExceptionName("NSMallocException")
    public static let objectInaccessibleException = NSExceptionName("NSObjectInaccessibleException")
    public static let objectNotAvailableException = NSExceptionName("NSObjectNotAvailableException")
    public static let destinationInvalidException = NSExceptionName("NSDestinationInvalidException")
    public static let portTimeoutException = NSExceptionName("NSPortTimeoutException")
    public static let invalidSendPortException = NSExceptionName("NSInvalidSendPortException")
    public static let invalidReceivePortException = NSExceptionName("NSInvalidReceivePortException")
    public static let portSendException = NSExceptionName("NSPortSendException")
    public static let portReceiveException = NSExceptionName("NSPortReceiveException")
}
