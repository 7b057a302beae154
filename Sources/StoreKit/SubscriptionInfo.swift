// StoreKit 2's subscription terms and statuses (Apple: "Product.SubscriptionInfo"). No account holds
// a subscription here, so every group's status is empty and no offer is eligible
// (docs/supported-api.md, "StoreKit").
import Foundation

extension Product {
    /// An auto-renewable subscription's terms.
    public struct SubscriptionInfo: Hashable, Sendable {
        public let subscriptionGroupID: String
        public let subscriptionPeriod: SubscriptionPeriod
        public let introductoryOffer: SubscriptionOffer?
        public let promotionalOffers: [SubscriptionOffer]
        public let groupLevel: Int
        public let groupDisplayName: String

        init(subscriptionGroupID: String, subscriptionPeriod: SubscriptionPeriod, introductoryOffer: SubscriptionOffer? = nil,
             promotionalOffers: [SubscriptionOffer] = [], groupLevel: Int = 1, groupDisplayName: String = "") {
            self.subscriptionGroupID = subscriptionGroupID
            self.subscriptionPeriod = subscriptionPeriod
            self.introductoryOffer = introductoryOffer
            self.promotionalOffers = promotionalOffers
            self.groupLevel = groupLevel
            self.groupDisplayName = groupDisplayName
        }

        /// False: eligibility is the account's history, and there is no account to ask.
        public var isEligibleForIntroOffer: Bool {
            get async { false }
        }

        public static func isEligibleForIntroOffer(for groupID: String) async -> Bool { false }

        /// The statuses of the subscription's group: none, nothing is subscribed.
        public var status: [Status] {
            get async throws { [] }
        }

        public static func status(for groupID: String) async throws -> [Status] { [] }

        /// One subscription's state for the account.
        public struct Status: Hashable, Sendable {
            public let state: RenewalState
            public let transaction: VerificationResult<Transaction>
            public let renewalInfo: VerificationResult<RenewalInfo>

            /// Status changes while the app runs: waits for ever (see `_StoreUpdates`).
            public static var updates: _StoreUpdates<Status> { _StoreUpdates(live: true) }
            /// Every group's statuses, then their changes: waits for ever, nothing is subscribed.
            public static var all: _StoreUpdates<GroupStatuses> { _StoreUpdates(live: true) }
        }

        /// One group's statuses, as `Status.all` yields them.
        public struct GroupStatuses: Sendable {
            public let groupID: String
            public let statuses: [Status]
        }

        /// Where a subscription is in its life (Apple's raw values).
        public struct RenewalState: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
            public let rawValue: Int
            public init(rawValue: Int) { self.rawValue = rawValue }

            public static let subscribed = RenewalState(rawValue: 1)
            public static let expired = RenewalState(rawValue: 2)
            public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
            public static let inGracePeriod = RenewalState(rawValue: 4)
            public static let revoked = RenewalState(rawValue: 5)

            public var description: String {
                switch rawValue {
                case 1: "subscribed"
                case 2: "expired"
                case 3: "inBillingRetryPeriod"
                case 4: "inGracePeriod"
                case 5: "revoked"
                default: "RenewalState(\(rawValue))"
                }
            }
        }

        /// What the subscription will renew as.
        public struct RenewalInfo: Hashable, Sendable {
            public let originalTransactionID: UInt64
            public let currentProductID: String
            public let willAutoRenew: Bool
            public let autoRenewPreference: String?
            public let expirationReason: ExpirationReason?
            public let isInBillingRetry: Bool
            public let gracePeriodExpirationDate: Date?
            public let renewalDate: Date?

            public struct ExpirationReason: RawRepresentable, Hashable, Sendable {
                public let rawValue: Int
                public init(rawValue: Int) { self.rawValue = rawValue }
                public static let autoRenewDisabled = ExpirationReason(rawValue: 1)
                public static let billingError = ExpirationReason(rawValue: 2)
                public static let didNotConsentToPriceIncrease = ExpirationReason(rawValue: 3)
                public static let productUnavailable = ExpirationReason(rawValue: 4)
                public static let unknown = ExpirationReason(rawValue: 5)
            }
        }
    }

    /// How long one period of a subscription lasts.
    public struct SubscriptionPeriod: Hashable, Sendable {
        public let unit: Unit
        public let value: Int

        init(unit: Unit, value: Int) {
            self.unit = unit
            self.value = value
        }

        public enum Unit: Int, Hashable, Sendable, CaseIterable {
            case day, week, month, year

            /// The unit's English name ("Month").
            public var localizedDescription: String {
                switch self {
                case .day: "Day"
                case .week: "Week"
                case .month: "Month"
                case .year: "Year"
                }
            }
        }

        public static let weekly = SubscriptionPeriod(unit: .week, value: 1)
        public static let monthly = SubscriptionPeriod(unit: .month, value: 1)
        public static let everyTwoMonths = SubscriptionPeriod(unit: .month, value: 2)
        public static let everyThreeMonths = SubscriptionPeriod(unit: .month, value: 3)
        public static let everySixMonths = SubscriptionPeriod(unit: .month, value: 6)
        public static let yearly = SubscriptionPeriod(unit: .year, value: 1)
    }

    /// An introductory or promotional price.
    public struct SubscriptionOffer: Hashable, Sendable {
        public let id: String?
        public let type: OfferType
        public let price: Decimal
        public let displayPrice: String
        public let period: SubscriptionPeriod
        public let periodCount: Int
        public let paymentMode: PaymentMode

        public struct OfferType: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let introductory = OfferType(rawValue: "Introductory")
            public static let promotional = OfferType(rawValue: "Promotional")
            public static let winBack = OfferType(rawValue: "Win-Back")
        }

        public struct PaymentMode: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let freeTrial = PaymentMode(rawValue: "FreeTrial")
            public static let payAsYouGo = PaymentMode(rawValue: "PayAsYouGo")
            public static let payUpFront = PaymentMode(rawValue: "PayUpFront")
        }
    }
}
