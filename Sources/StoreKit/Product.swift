// StoreKit 2's products (Apple: "Product"). Products come from the App Store's record of the app,
// and there is none here: `products(for:)` finds none of the identifiers asked for, as for
// identifiers the App Store does not know, and payments cannot be made (docs/supported-api.md,
// "StoreKit"). The type is complete so that a store's model, its views and its tests compile.
import Foundation

/// An in-app purchase or subscription the App Store sells.
public struct Product: Identifiable, Hashable, Sendable {
    public let id: String
    public let type: ProductType
    public let displayName: String
    public let description: String
    /// The price as the storefront shows it ("$0.99").
    public let displayPrice: String
    public let price: Decimal
    public let isFamilyShareable: Bool
    /// The subscription's terms, for an auto-renewable subscription.
    public let subscription: SubscriptionInfo?
    public let jsonRepresentation: Data

    /// A product as the App Store would describe it. Not public: Apple's products come only from
    /// the App Store; the module's tests make them to check what a purchase does.
    init(id: String, type: ProductType, displayName: String, description: String = "", displayPrice: String,
         price: Decimal, isFamilyShareable: Bool = false, subscription: SubscriptionInfo? = nil) {
        self.id = id
        self.type = type
        self.displayName = displayName
        self.description = description
        self.displayPrice = displayPrice
        self.price = price
        self.isFamilyShareable = isFamilyShareable
        self.subscription = subscription
        jsonRepresentation = Data()
    }

    /// The products with these identifiers: none, since the App Store cannot be asked. Apple's
    /// returns an empty array for identifiers it does not know, and throws only when the request
    /// itself fails; an app's "no products" path runs. *A choice*: offline, Apple's would throw
    /// `StoreKitError.networkError`; an empty answer keeps a case free of the network's state.
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers.Element == String {
        []
    }

    /// Buys the product. Throws `PurchaseError.purchaseNotAllowed`, the error Apple's throws where
    /// the device cannot make payments (`AppStore.canMakePayments` is false here).
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
        throw PurchaseError.purchaseNotAllowed
    }

    /// The transaction that entitles the user to the product: none (nothing was bought here).
    public var currentEntitlement: VerificationResult<Transaction>? {
        get async { nil }
    }

    /// The latest transaction for the product: none.
    public var latestTransaction: VerificationResult<Transaction>? {
        get async { nil }
    }

    public static func == (lhs: Product, rhs: Product) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension Product {
    /// The kinds of product (Apple's raw values).
    public struct ProductType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let consumable = ProductType(rawValue: "Consumable")
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
    }

    /// How a purchase ended.
    public enum PurchaseResult: Sendable {
        case success(VerificationResult<Transaction>)
        case userCancelled
        case pending
    }

    /// An option of a purchase: kept, never sent.
    public struct PurchaseOption: Hashable, Sendable {
        let name: String
        let value: String

        public static func appAccountToken(_ token: UUID) -> PurchaseOption { .init(name: "appAccountToken", value: token.uuidString) }
        public static func quantity(_ quantity: Int) -> PurchaseOption { .init(name: "quantity", value: String(quantity)) }
        public static func simulatesAskToBuyInSandbox(_ simulatesAskToBuy: Bool) -> PurchaseOption {
            .init(name: "simulatesAskToBuyInSandbox", value: String(simulatesAskToBuy))
        }
    }

    /// Why a purchase could not start (Apple's cases).
    public enum PurchaseError: Error, LocalizedError, Hashable, Sendable {
        case invalidQuantity
        case productUnavailable
        case purchaseNotAllowed
        case ineligibleForOffer
        case invalidOfferIdentifier
        case invalidOfferPrice
        case invalidOfferSignature
        case missingOfferParameters

        public var errorDescription: String? {
            switch self {
            case .purchaseNotAllowed: "Purchases are not allowed on this device."
            case .productUnavailable: "The product is not available."
            default: "The purchase could not be made."
            }
        }
    }
}
