// The `CloudKit` module for Linux, where Apple's framework does not exist: a device signed in to
// no iCloud account, offline as the Network module's path is. The account status is `.noAccount`;
// what needs the account fails `CKError.notAuthenticated`, and reading the public database, which
// needs none on Apple's, fails `.networkUnavailable`. Records, queries and subscriptions are real
// values (docs/supported-api.md, "CloudKit"). Depend on it for Linux only (docs/scenarios.md).
@_exported import Foundation
// `NSPredicate(format:)` for a query's predicate, and the sort descriptors a query takes, as Apple's
// Foundation has them.
@_exported import AppleFoundation

/// Whether the device is signed in to iCloud (Apple's raw values).
public enum CKAccountStatus: Int, Sendable {
    case couldNotDetermine = 0
    case available = 1
    case restricted = 2
    case noAccount = 3
    case temporarilyUnavailable = 4
}

/// The owner name of the current user's zones (Apple's constant).
public let CKCurrentUserDefaultName = "__defaultOwner__"
@available(*, deprecated, renamed: "CKCurrentUserDefaultName")
public let CKOwnerDefaultName = "__defaultOwner__"

extension Notification.Name {
    /// Posted when the iCloud account changes: never here, there is none.
    public static let CKAccountChanged = Notification.Name("CKAccountChangedNotification")
}
