// ServiceManagement for Linux: a menu-bar app's "launch at login" switch, kept in memory for the
// process (docs/supported-api.md, "ServiceManagement"). Nothing is installed in the system.
@_exported import Foundation
// Apple's imports Core Foundation: `CFString` comes with it (from CoreGraphics here).
@_exported import CoreGraphics

public let SMAppServiceErrorDomain = "SMAppServiceErrorDomain"
// Apple's error codes (ServiceManagement's SMErrors.h).
public let kSMErrorInternalFailure = 2
public let kSMErrorInvalidSignature = 3
public let kSMErrorAuthorizationFailure = 4
public let kSMErrorToolNotValid = 5
public let kSMErrorJobNotFound = 6
public let kSMErrorServiceUnavailable = 7
public let kSMErrorJobPlistNotFound = 8
public let kSMErrorJobMustBeEnabled = 9
public let kSMErrorInvalidPlist = 10
public let kSMErrorLaunchDeniedByUser = 11
public let kSMErrorAlreadyRegistered = 12

/// What the system knows of the login items, for this process.
final class Registry: @unchecked Sendable {
    static let shared = Registry()
    private let lock = NSLock()
    private var enabled: [String] = []

    func isEnabled(_ name: String) -> Bool { lock.withLock { enabled.contains(name) } }

    /// Returns whether the state changed.
    @discardableResult
    func set(_ name: String, _ on: Bool) -> Bool {
        lock.withLock {
            let was = enabled.contains(name)
            if on && !was { enabled.append(name) }
            if !on { enabled.removeAll { $0 == name } }
            return was != on
        }
    }

    var all: [String] { lock.withLock { enabled } }
}

/// The app itself, or a helper it embeds, as something that launches at login.
public final class SMAppService: NSObject, @unchecked Sendable {
    public enum Status: Int, Sendable {
        case notRegistered = 0
        case enabled = 1
        case requiresApproval = 2
        case notFound = 3
    }

    private let name: String
    /// Whether the bundle holds what the service names. The main app is always there; a helper,
    /// agent or daemon is looked for in the app's bundle, which a Linux process does not have.
    private let exists: Bool

    private init(name: String, exists: Bool) {
        self.name = name
        self.exists = exists
    }

    public static var mainApp: SMAppService { SMAppService(name: Bundle.main.bundleIdentifier ?? "main", exists: true) }

    public static func loginItem(identifier: String) -> SMAppService { SMAppService(name: identifier, exists: false) }
    public static func agent(plistName: String) -> SMAppService { SMAppService(name: plistName, exists: false) }
    public static func daemon(plistName: String) -> SMAppService { SMAppService(name: plistName, exists: false) }

    public var status: Status {
        guard exists else { return .notFound }
        return Registry.shared.isEnabled(name) ? .enabled : .notRegistered
    }

    private func notFound() -> NSError {
        NSError(domain: SMAppServiceErrorDomain, code: kSMErrorJobNotFound, userInfo: [NSLocalizedDescriptionKey: "Service not found: \(name)"])
    }

    /// Enables the service. Registering twice throws `kSMErrorAlreadyRegistered`, as Apple's does.
    public func register() throws {
        guard exists else { throw notFound() }
        guard Registry.shared.set(name, true) else {
            throw NSError(domain: SMAppServiceErrorDomain, code: kSMErrorAlreadyRegistered)
        }
    }

    public func unregister() throws {
        guard exists else { throw notFound() }
        guard Registry.shared.set(name, false) else {
            throw NSError(domain: SMAppServiceErrorDomain, code: kSMErrorJobNotFound)
        }
    }

    public func unregister() async throws {
        try (unregister as () throws -> Void)()
    }

    /// Apple's opens System Settings; there is none to open.
    public static func openSystemSettingsLoginItems() {}

    public static func statusForLegacyPlist(at url: URL) -> Status { .notFound }
}

// Immutable strings, as Apple's constants are.
nonisolated(unsafe) public let kSMDomainSystemLaunchd: CFString = "kSMDomainSystemLaunchd" as NSString
nonisolated(unsafe) public let kSMDomainUserLaunchd: CFString = "kSMDomainUserLaunchd" as NSString

/// The legacy switch for a helper login item: remembered, so the job dictionaries list it.
@discardableResult
public func SMLoginItemSetEnabled(_ identifier: CFString, _ enabled: Bool) -> Bool {
    Registry.shared.set(identifier as String, enabled)
    return true
}

/// The launchd jobs of a domain: the login items enabled with `SMLoginItemSetEnabled`, as
/// dictionaries with their `Label` and `OnDemand`, in the user's domain.
public func SMCopyAllJobDictionaries(_ domain: CFString!) -> Unmanaged<CFArray>! {
    let jobs: [NSDictionary] = domain == kSMDomainUserLaunchd
        ? Registry.shared.all.map { ["Label": $0, "OnDemand": true] as NSDictionary } : []
    return Unmanaged.passRetained(NSArray(array: jobs))
}
