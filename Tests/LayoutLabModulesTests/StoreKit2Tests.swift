#if os(Linux)
// StoreKit 2 as a paywall and its store model write it: products loaded by identifier, the
// verification helper, the transaction listener, restoring purchases, and the SwiftUI store views
// and tasks. No App Store is here: no product loads, nothing is owned, payments cannot be made.
import Foundation
@testable import StoreKit
import SwiftUI
import Testing

enum StoreError: Error { case failedVerification }

@MainActor @Observable
final class PaywallStore {
    private(set) var products: [Product] = []
    private(set) var purchasedIDs: Set<String> = []
    private(set) var message = ""
    private var updates: Task<Void, Never>?

    func listen() {
        updates = Task.detached {
            for await result in StoreKit.Transaction.updates {
                if case .verified(let transaction) = result { await transaction.finish() }
            }
        }
    }

    func stopListening() { updates?.cancel() }

    func load() async {
        do {
            products = try await Product.products(for: ["pro.monthly", "pro.yearly", "tip.small"])
            message = products.isEmpty ? "No products" : ""
        } catch {
            message = error.localizedDescription
        }
    }

    func refreshEntitlements() async {
        for await result in StoreKit.Transaction.currentEntitlements {
            if let transaction = try? checkVerified(result) { purchasedIDs.insert(transaction.productID) }
        }
    }

    func buy(_ product: Product) async {
        do {
            switch try await product.purchase() {
            case .success(let verification):
                let transaction = try checkVerified(verification)
                await transaction.finish()
            case .userCancelled, .pending: break
            @unknown default: break
            }
        } catch {
            message = "Purchase failed"
        }
    }

    func restore() async {
        do { try await AppStore.sync() } catch { message = "Restore failed" }
    }

    func checkVerified<T>(_ result: VerificationResult<T>) throws -> T {
        switch result {
        case .unverified: throw StoreError.failedVerification
        case .verified(let safe): return safe
        }
    }
}

struct PaywallView: View {
    @State private var isSubscribed = false
    @State private var statusesSeen = -1
    @State private var showManage = false
    @State private var showRedeem = false

    var body: some View {
        VStack(spacing: 12) {
            SubscriptionStoreView(groupID: "21482456") {
                Text("Unlock everything")
            }
            .subscriptionStoreControlStyle(.prominentPicker)
            .subscriptionStoreButtonLabel(.multiline)
            .storeButton(.visible, for: .restorePurchases, .redeemCode)
            .storeButton(.hidden, for: .cancellation)
            ProductView(id: "tip.small")
                .productViewStyle(.compact)
            Text(isSubscribed ? "Pro" : "Free \(statusesSeen)")
        }
        .onInAppPurchaseCompletion { _, result in
            if case .success(.success) = result { isSubscribed = true }
        }
        .subscriptionStatusTask(for: "21482456") { state in
            if let statuses = state.value {
                statusesSeen = statuses.count
                isSubscribed = statuses.contains { $0.state == .subscribed }
            }
        }
        .currentEntitlementTask(for: "pro.lifetime") { state in
            if case .success(let entitlement?) = state, case .verified = entitlement { isSubscribed = true }
        }
        .manageSubscriptionsSheet(isPresented: $showManage)
        .offerCodeRedemption(isPresented: $showRedeem)
    }
}

@Suite struct StoreKit2Tests {
    @Test @MainActor func noProductLoadsAndNothingIsOwned() async throws {
        let store = PaywallStore()
        store.listen()
        await store.load()
        #expect(store.products.isEmpty && store.message == "No products")
        await store.refreshEntitlements()
        #expect(store.purchasedIDs.isEmpty)
        await store.restore()
        #expect(store.message == "Restore failed")
        store.stopListening()
        #expect(!AppStore.canMakePayments)
        #expect(await Storefront.current == nil)
        #expect(await StoreKit.Transaction.latest(for: "pro.monthly") == nil)
        #expect(try await Product.SubscriptionInfo.status(for: "21482456").isEmpty)
        #expect(await Product.SubscriptionInfo.isEligibleForIntroOffer(for: "21482456") == false)
    }

    @Test @MainActor func aPurchaseIsNotAllowed() async throws {
        let product = Product(id: "pro.monthly", type: .autoRenewable, displayName: "Pro", displayPrice: "$4.99", price: 4.99,
                              subscription: .init(subscriptionGroupID: "21482456", subscriptionPeriod: .monthly))
        await #expect(throws: Product.PurchaseError.purchaseNotAllowed) { _ = try await product.purchase(options: [.quantity(1)]) }
        let store = PaywallStore()
        await store.buy(product)
        #expect(store.message == "Purchase failed")
        #expect(product.subscription?.subscriptionPeriod.unit == .month && product.subscription?.subscriptionPeriod.value == 1)
        #expect(product.type == .autoRenewable && product.displayPrice == "$4.99")
        #expect(await product.currentEntitlement == nil)
    }

    @Test func verificationResultsGiveTheirPayloadOnlyWhenVerified() throws {
        let verified = VerificationResult<Int>.verified(3)
        #expect(try verified.payloadValue == 3 && verified.verificationError == nil)
        let unverified = VerificationResult<Int>.unverified(4, .invalidSignature)
        #expect(throws: VerificationResult<Int>.VerificationError.invalidSignature) { _ = try unverified.payloadValue }
        #expect(unverified.unsafePayloadValue == 4)
        #expect(Product.SubscriptionInfo.RenewalState.expired.description == "expired")
    }

    @Test func theListenerWaitsUntilCancelled() async {
        let listener = Task {
            var count = 0
            for await _ in StoreKit.Transaction.updates { count += 1 }
            return count
        }
        listener.cancel()
        #expect(await listener.value == 0)
    }

    @Test func theStoreViewsArePlaceholdersAndTheTasksReportNothing() async throws {
        let (result, log) = await record(PaywallView())
        #expect(result.outcome == .stable)
        let pass = try #require(log.finalPass(step: 0))
        let paywall = try #require(pass.nodes.first { $0.kind == "SubscriptionStoreView" })
        let row = try #require(pass.nodes.first { $0.kind == "ProductView" })
        #expect(paywall.frame.width == 390 && paywall.paint?.placeholder == "SubscriptionStoreView")
        #expect(row.frame.height == 64 && row.frame.width == 390)
        // The status task ran between frames and found no subscription.
        #expect(pass.nodes.contains { $0.kind == "Text" && $0.paint?.text?.runs.first?.string == "Free 0" })
    }
}
#endif
