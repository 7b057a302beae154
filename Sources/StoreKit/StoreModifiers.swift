// StoreKit's SwiftUI modifiers (iOS 17). The tasks load what the App Store would answer, which here
// is nothing: each tells its action once, when the view appears, that there is no entitlement,
// status or product. The sheets and the store's look are accepted: no App Store sheet is shown and
// no store is drawn (docs/supported-api.md, "StoreKit").
import Foundation
@_spi(Modules) import LayoutLab

/// The state of a view's entitlement or subscription-status task.
public enum EntitlementTaskState<State> {
    case loading
    case failure(any Error)
    case success(State)

    /// The loaded value, once loaded.
    public var value: State? {
        if case .success(let value) = self { return value }
        return nil
    }
}

extension Product {
    /// The state of a view's product task.
    public enum TaskState {
        case loading
        case unavailable
        case failure(any Error)
        case success(Product)

        public var product: Product? {
            if case .success(let product) = self { return product }
            return nil
        }
    }

    /// The state of a view's products task.
    public enum CollectionTaskState {
        case loading
        case failure(any Error)
        case success([Product], unavailable: Set<Product.ID>)

        public var products: [Product]? {
            if case .success(let products, _) = self { return products }
            return nil
        }
    }
}

/// The buttons a store view can show beside its products.
public struct StoreButtonKind: Hashable, Sendable {
    let name: String
    public static let cancellation = StoreButtonKind(name: "cancellation")
    public static let restorePurchases = StoreButtonKind(name: "restorePurchases")
    public static let redeemCode = StoreButtonKind(name: "redeemCode")
    public static let signIn = StoreButtonKind(name: "signIn")
    public static let policies = StoreButtonKind(name: "policies")
}

/// How a subscription store shows its plans: accepted, no plan is shown here.
public protocol SubscriptionStoreControlStyle {}
public struct AutomaticSubscriptionStoreControlStyle: SubscriptionStoreControlStyle { public init() {} }
public struct PickerSubscriptionStoreControlStyle: SubscriptionStoreControlStyle { public init() {} }
public struct ButtonsSubscriptionStoreControlStyle: SubscriptionStoreControlStyle { public init() {} }
public struct ProminentPickerSubscriptionStoreControlStyle: SubscriptionStoreControlStyle { public init() {} }
public struct PagedPickerSubscriptionStoreControlStyle: SubscriptionStoreControlStyle { public init() {} }
public struct PagedProminentPickerSubscriptionStoreControlStyle: SubscriptionStoreControlStyle { public init() {} }
public struct CompactPickerSubscriptionStoreControlStyle: SubscriptionStoreControlStyle { public init() {} }
extension SubscriptionStoreControlStyle where Self == AutomaticSubscriptionStoreControlStyle { public static var automatic: Self { Self() } }
extension SubscriptionStoreControlStyle where Self == PickerSubscriptionStoreControlStyle { public static var picker: Self { Self() } }
extension SubscriptionStoreControlStyle where Self == ButtonsSubscriptionStoreControlStyle { public static var buttons: Self { Self() } }
extension SubscriptionStoreControlStyle where Self == ProminentPickerSubscriptionStoreControlStyle { public static var prominentPicker: Self { Self() } }
extension SubscriptionStoreControlStyle where Self == PagedPickerSubscriptionStoreControlStyle { public static var pagedPicker: Self { Self() } }
extension SubscriptionStoreControlStyle where Self == PagedProminentPickerSubscriptionStoreControlStyle {
    public static var pagedProminentPicker: Self { Self() }
}
extension SubscriptionStoreControlStyle where Self == CompactPickerSubscriptionStoreControlStyle { public static var compactPicker: Self { Self() } }

/// How a product view lays out its product: accepted (the row is a placeholder here).
public protocol ProductViewStyle {}
public struct AutomaticProductViewStyle: ProductViewStyle { public init() {} }
public struct CompactProductViewStyle: ProductViewStyle { public init() {} }
public struct RegularProductViewStyle: ProductViewStyle { public init() {} }
public struct LargeProductViewStyle: ProductViewStyle { public init() {} }
extension ProductViewStyle where Self == AutomaticProductViewStyle { public static var automatic: Self { Self() } }
extension ProductViewStyle where Self == CompactProductViewStyle { public static var compact: Self { Self() } }
extension ProductViewStyle where Self == RegularProductViewStyle { public static var regular: Self { Self() } }
extension ProductViewStyle where Self == LargeProductViewStyle { public static var large: Self { Self() } }

/// What a subscription store's purchase button says.
public struct SubscriptionStoreButtonLabel: Hashable, Sendable {
    let name: String
    public static let automatic = SubscriptionStoreButtonLabel(name: "automatic")
    public static let multiline = SubscriptionStoreButtonLabel(name: "multiline")
    public static let singleLine = SubscriptionStoreButtonLabel(name: "singleLine")
    public static let action = SubscriptionStoreButtonLabel(name: "action")
    public static let displayName = SubscriptionStoreButtonLabel(name: "displayName")
    public static let price = SubscriptionStoreButtonLabel(name: "price")
}

/// The policies a subscription store links to.
public struct SubscriptionStorePolicyKind: Hashable, Sendable {
    let name: String
    public static let privacyPolicy = SubscriptionStorePolicyKind(name: "privacyPolicy")
    public static let termsOfService = SubscriptionStorePolicyKind(name: "termsOfService")
}

nonisolated extension View {
    /// Tells `action` the user's entitlement to the product when the view appears (and again when
    /// the identifier changes): `.success(nil)`, nothing was bought here.
    public func currentEntitlementTask(for productID: String, priority: TaskPriority = .medium,
                                       action: @escaping (EntitlementTaskState<VerificationResult<Transaction>?>) async -> Void) -> some View {
        task(id: productID, priority: priority) { await action(.success(nil)) }
    }

    /// Tells `action` the group's subscription statuses when the view appears: `.success([])`.
    public func subscriptionStatusTask(for groupID: String, priority: TaskPriority = .medium,
                                       action: @escaping (EntitlementTaskState<[Product.SubscriptionInfo.Status]>) async -> Void) -> some View {
        task(id: groupID, priority: priority) { await action(.success([])) }
    }

    /// Tells `action` the product when the view appears: `.unavailable`, as for an identifier the
    /// App Store does not know (`Product.products(for:)` finds none).
    public func storeProductTask(for productID: Product.ID, priority: TaskPriority = .medium,
                                 action: @escaping (Product.TaskState) async -> Void) -> some View {
        task(id: productID, priority: priority) { await action(.unavailable) }
    }

    /// Tells `action` the products when the view appears: none, every identifier unavailable.
    public func storeProductsTask<C: Collection>(for productIDs: C, priority: TaskPriority = .medium,
                                                 action: @escaping (Product.CollectionTaskState) async -> Void) -> some View
    where C.Element == Product.ID {
        let ids = Set(productIDs)
        return task(id: ids, priority: priority) { await action(.success([], unavailable: ids)) }
    }

    /// Accepted: no purchase starts or completes here, so the actions are never called.
    public func onInAppPurchaseStart(perform action: ((Product) async -> Void)?) -> some View { self }
    public func onInAppPurchaseCompletion(perform action: ((Product, Result<Product.PurchaseResult, any Error>) async -> Void)?) -> some View { self }
    public func inAppPurchaseOptions(_ options: ((Product) async -> Set<Product.PurchaseOption>)?) -> some View { self }

    /// Accepted: the App Store's sheets are system chrome, never laid out (as alerts are).
    public func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View { self }
    public func manageSubscriptionsSheet(isPresented: Binding<Bool>, subscriptionGroupID: String) -> some View { self }
    public func offerCodeRedemption(isPresented: Binding<Bool>, onCompletion: @escaping (Result<Void, any Error>) -> Void = { _ in }) -> some View { self }

    /// Accepted: the store views are placeholders, so their buttons and looks change nothing.
    public func storeButton(_ visibility: Visibility, for buttonKinds: StoreButtonKind...) -> some View { self }
    public func subscriptionStoreControlStyle<S: SubscriptionStoreControlStyle>(_ style: S) -> some View { self }
    public func productViewStyle<S: ProductViewStyle>(_ style: S) -> some View { self }
    public func subscriptionStoreButtonLabel(_ label: SubscriptionStoreButtonLabel) -> some View { self }
    public func subscriptionStorePolicyDestination(url: URL, for policy: SubscriptionStorePolicyKind) -> some View { self }
    public func subscriptionStoreControlIcon<Icon: View>(@ViewBuilder icon: @escaping (Product, Product.SubscriptionInfo) -> Icon) -> some View { self }
    public func productIconBorder() -> some View { self }
    public func productDescription(_ visibility: Visibility) -> some View { self }
}
