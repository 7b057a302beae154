/// What an evaluation asks of the device owner. Raw values are Apple's (LAPublicDefines.h).
public enum LAPolicy: Int, Sendable {
    /// Face ID, Touch ID or Optic ID only.
    case deviceOwnerAuthenticationWithBiometrics = 1
    /// Biometry, falling back to the device passcode.
    case deviceOwnerAuthentication = 2
    /// A nearby paired companion device (a watch, a Mac).
    case deviceOwnerAuthenticationWithCompanion = 3
    /// Biometry or a companion device.
    case deviceOwnerAuthenticationWithBiometricsOrCompanion = 4
    /// A watch on the wrist, unlocked (watchOS).
    case deviceOwnerAuthenticationWithWristDetection = 5

    /// The names before iOS 18 and macOS 15, the same values.
    public static var deviceOwnerAuthenticationWithWatch: LAPolicy { .deviceOwnerAuthenticationWithCompanion }
    public static var deviceOwnerAuthenticationWithBiometricsOrWatch: LAPolicy { .deviceOwnerAuthenticationWithBiometricsOrCompanion }
}

/// The kind of biometry a device has. Raw values are Apple's bit values (LAPublicDefines.h).
public enum LABiometryType: Int, Sendable {
    case none = 0
    case touchID = 1
    case faceID = 2
    case opticID = 4

    /// The iOS 11.0 name of ``none``.
    @available(*, deprecated, renamed: "none")
    public static var typeNone: LABiometryType { .none }
}
