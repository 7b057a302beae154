import Foundation

public let LAErrorDomain = "com.apple.LocalAuthentication"

/// Local Authentication's errors, with Apple's codes (LAPublicDefines.h).
public struct LAError: Error, CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case authenticationFailed = -1
        case userCancel = -2
        case userFallback = -3
        case systemCancel = -4
        case passcodeNotSet = -5
        case biometryNotAvailable = -6
        case biometryNotEnrolled = -7
        case biometryLockout = -8
        case appCancel = -9
        case invalidContext = -10
        case companionNotAvailable = -11
        case biometryNotPaired = -12
        case biometryDisconnected = -13
        case invalidDimensions = -14
        case notInteractive = -1004

        // The names before iOS 11 and iOS 18, the same codes.
        public static var touchIDNotAvailable: Code { .biometryNotAvailable }
        public static var touchIDNotEnrolled: Code { .biometryNotEnrolled }
        public static var touchIDLockout: Code { .biometryLockout }
        public static var watchNotAvailable: Code { .companionNotAvailable }
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { LAErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: code.explanation] }

    // `LAError.userCancel` and `catch LAError.biometryNotAvailable`, as Apple's error structs
    // offer them.
    public static var authenticationFailed: Code { .authenticationFailed }
    public static var userCancel: Code { .userCancel }
    public static var userFallback: Code { .userFallback }
    public static var systemCancel: Code { .systemCancel }
    public static var passcodeNotSet: Code { .passcodeNotSet }
    public static var biometryNotAvailable: Code { .biometryNotAvailable }
    public static var biometryNotEnrolled: Code { .biometryNotEnrolled }
    public static var biometryLockout: Code { .biometryLockout }
    public static var appCancel: Code { .appCancel }
    public static var invalidContext: Code { .invalidContext }
    public static var companionNotAvailable: Code { .companionNotAvailable }
    public static var biometryNotPaired: Code { .biometryNotPaired }
    public static var biometryDisconnected: Code { .biometryDisconnected }
    public static var invalidDimensions: Code { .invalidDimensions }
    public static var notInteractive: Code { .notInteractive }
    public static var touchIDNotAvailable: Code { .biometryNotAvailable }
    public static var touchIDNotEnrolled: Code { .biometryNotEnrolled }
    public static var touchIDLockout: Code { .biometryLockout }
    public static var watchNotAvailable: Code { .companionNotAvailable }
}

extension LAError.Code {
    /// `catch LAError.userCancel`: an error matches a code when it is this error with that code,
    /// or an `NSError` of Apple's domain with it.
    public static func ~= (code: LAError.Code, error: any Error) -> Bool {
        if let error = error as? LAError { return error.code == code }
        let nsError = error as NSError
        return nsError.domain == LAErrorDomain && nsError.code == code.rawValue
    }
}

extension LAError.Code {
    /// The wording of Apple's documentation for each error.
    var explanation: String {
        switch self {
        case .authenticationFailed: "The user failed to provide valid credentials."
        case .userCancel: "The user tapped the cancel button in the authentication dialog."
        case .userFallback: "The user tapped the fallback button in the authentication dialog, but no fallback is available for the authentication policy."
        case .systemCancel: "The system canceled authentication."
        case .passcodeNotSet: "A passcode isn’t set on the device."
        case .biometryNotAvailable: "Biometry is not available on the device."
        case .biometryNotEnrolled: "The user has no enrolled biometric identities."
        case .biometryLockout: "Biometry is locked because there were too many failed attempts."
        case .appCancel: "The app canceled authentication."
        case .invalidContext: "The context was previously invalidated."
        case .companionNotAvailable: "An attempt to authenticate with a companion device failed."
        case .biometryNotPaired: "The device supports biometry only using a removable accessory, but no accessory is paired."
        case .biometryDisconnected: "The device supports biometry only using a removable accessory, but the paired accessory isn’t connected."
        case .invalidDimensions: "The dimensions of embedded UI are invalid."
        case .notInteractive: "Displaying the required authentication user interface is forbidden."
        }
    }
}
