// The `Contacts` module for Linux, where Apple's framework does not exist: a device whose address
// book this app may not read. Access is denied and every read or save throws
// `CNError.authorizationDenied`, so an app's "allow access in Settings" path runs; contacts the app
// makes itself are real values (docs/supported-api.md, "Contacts"). Depend on it for Linux only
// (docs/scenarios.md).
@_exported import Foundation

/// What a request for access is about: the address book.
public enum CNEntityType: Int, Sendable {
    case contacts = 0
}

/// Whether the app may read the contacts (Apple's raw values; `limited` is iOS 18's).
public enum CNAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorized = 3
    case limited = 4
}

public enum CNContactType: Int, Sendable {
    case person = 0
    case organization = 1
}

public enum CNContactSortOrder: Int, Sendable {
    case none = 0
    case userDefault = 1
    case givenName = 2
    case familyName = 3
}

public let CNErrorDomain = "CNErrorDomain"

/// Contacts' errors (Apple's codes, from CNError.h).
public struct CNError: Error, CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case communicationError = 1
        case dataAccessError = 2
        case authorizationDenied = 100
        case noAccessableWritableContainers = 101
        case unauthorizedKeys = 102
        case featureDisabledByUser = 103
        case featureNotAvailable = 104
        case recordDoesNotExist = 200
        case insertedRecordAlreadyExists = 201
        case containmentCycle = 202
        case containmentScope = 203
        case parentRecordDoesNotExist = 204
        case recordIdentifierInvalid = 205
        case recordNotWritable = 206
        case parentContainerNotWritable = 207
        case validationMultipleErrors = 300
        case validationTypeMismatch = 301
        case validationConfigurationError = 302
        case predicateInvalid = 400
        case policyViolation = 500
        case clientIdentifierInvalid = 600
        case clientIdentifierDoesNotExist = 601
        case clientIdentifierCollision = 602
        case changeHistoryExpired = 603
        case changeHistoryInvalidAnchor = 604
        case changeHistoryInvalidFetchRequest = 605
        case vCardMalformed = 700
        case vCardSummarizationError = 701
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { CNErrorDomain }
    public var errorCode: Int { code.rawValue }
    /// Apple's message for a denied app ("Access Denied", with the reason).
    public var errorUserInfo: [String: Any] {
        guard code == .authorizationDenied else { return [:] }
        return [NSLocalizedDescriptionKey: "Access Denied",
                NSLocalizedFailureReasonErrorKey: "This application has not been granted permission to access Contacts."]
    }

    public static var authorizationDenied: Code { .authorizationDenied }
    public static var recordDoesNotExist: Code { .recordDoesNotExist }
    public static var featureNotAvailable: Code { .featureNotAvailable }
}

extension CNError.Code {
    /// `catch CNError.authorizationDenied`, as Apple's bridged error codes match errors.
    public static func ~= (code: CNError.Code, error: any Error) -> Bool {
        (error as? CNError)?.code == code
    }
}

extension Notification.Name {
    /// Posted after the contacts change: never here, nothing changes them.
    public static let CNContactStoreDidChange = Notification.Name("CNContactStoreDidChangeNotification")
}
