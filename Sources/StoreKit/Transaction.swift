// StoreKit 2's transactions (Apple: "Transaction") and the App Store's account calls (Apple:
// "AppStore"). No purchase is ever made here, so the device holds no transaction: every sequence is
// empty and every lookup nil (docs/supported-api.md, "StoreKit").
import Foundation

/// A purchase the App Store recorded.
public struct Transaction: Identifiable, Hashable, Sendable {
    public let id: UInt64
    public let originalID: UInt64
    public let productID: String
    public let productType: Product.ProductType
    public let purchaseDate: Date
    public let originalPurchaseDate: Date
    public let expirationDate: Date?
    public let revocationDate: Date?
    public let revocationReason: RevocationReason?
    public let isUpgraded: Bool
    public let purchasedQuantity: Int
    public let subscriptionGroupID: String?
    public let appAccountToken: UUID?
    public let ownershipType: OwnershipType
    public let environment: AppStore.Environment
    public let jsonRepresentation: Data

    /// Not public: Apple's transactions come only from the App Store.
    init(id: UInt64, productID: String, productType: Product.ProductType, purchaseDate: Date) {
        self.id = id
        originalID = id
        self.productID = productID
        self.productType = productType
        self.purchaseDate = purchaseDate
        originalPurchaseDate = purchaseDate
        expirationDate = nil
        revocationDate = nil
        revocationReason = nil
        isUpgraded = false
        purchasedQuantity = 1
        subscriptionGroupID = nil
        appAccountToken = nil
        ownershipType = .purchased
        environment = .production
        jsonRepresentation = Data()
    }

    /// Tells the App Store the app delivered the purchase. Nothing to tell here.
    public func finish() async {}

    /// The transactions the user is entitled to now: none.
    public static var currentEntitlements: Transactions { Transactions(live: false) }
    /// Every transaction of the account: none.
    public static var all: Transactions { Transactions(live: false) }
    /// Transactions not yet finished: none.
    public static var unfinished: Transactions { Transactions(live: false) }
    /// Transactions made or changed outside the app while it runs: waits for ever (see
    /// `_StoreUpdates`), ending when the listening task is cancelled.
    public static var updates: Transactions { Transactions(live: true) }

    public typealias Transactions = _StoreUpdates<VerificationResult<Transaction>>

    /// The user's entitlements to one product: none.
    public static func currentEntitlements(for productID: String) -> Transactions { Transactions(live: false) }
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }
    public static func all(for productID: String) -> Transactions { Transactions(live: false) }

    public enum RevocationReason: Int, Hashable, Sendable {
        case developerIssue = 1, other = 0
    }

    public struct OwnershipType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let purchased = OwnershipType(rawValue: "PURCHASED")
        public static let familyShared = OwnershipType(rawValue: "FAMILY_SHARED")
    }
}

/// The App Store as the app's account sees it.
public enum AppStore {
    /// False: no App Store account can pay here, as on a device where payments are restricted.
    public static var canMakePayments: Bool { false }

    /// Syncs the account's transactions, which asks the user to sign in first; no one is there to
    /// sign in, so it throws `StoreKitError.userCancelled`, as Apple's does when the sign-in sheet
    /// is cancelled. *A choice* among the failures a device with no account reports.
    public static func sync() async throws {
        throw StoreKitError.userCancelled
    }

    /// The App Store's environments.
    public struct Environment: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let production = Environment(rawValue: "Production")
        public static let sandbox = Environment(rawValue: "Sandbox")
        public static let xcode = Environment(rawValue: "Xcode")
    }
}

/// The App Store country the account buys in: none here.
public struct Storefront: Identifiable, Hashable, Sendable {
    public let id: String
    public let countryCode: String

    /// nil: there is no account, so no storefront.
    public static var current: Storefront? {
        get async { nil }
    }
}
