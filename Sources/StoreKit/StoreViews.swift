// StoreKit's SwiftUI views (iOS 17; Apple: "StoreView", "ProductView", "SubscriptionStoreView").
// Apple declares them in StoreKit itself. They load their products from the App Store, which
// answers nothing here (`Product.products(for:)`), so they are laid out as the space a store takes
// and drawn as placeholders (docs/supported-api.md, "StoreKit").
import Foundation
@_spi(Modules) import LayoutLab

/// A store's place in a layout: a leaf of `kind` that takes the size offered, 10 on an axis
/// offered nothing (SwiftUI's default for a view with no size of its own, *an estimate*).
nonisolated struct StorePlaceholder: View {
    let kind: String

    typealias Body = Never
    var body: Never { fatalError("\(kind) is a primitive view: the engine lays it out without a body") }

    static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        _ModulePlaceholder.append(kind: view.kind, label: view.kind, idealSize: CGSize(width: 10, height: 10), inputs: inputs, list: &list)
    }
}

/// A store of several products: a list that fills the space offered (a placeholder here; the
/// products never load, so no row is laid out).
public nonisolated struct StoreView<Icon: View, PlaceholderIcon: View>: View {
    /// The products' identifiers, as given.
    public let productIDs: [String]

    public init<C: Collection>(ids: C, prefersPromotionalIcon: Bool = false) where C.Element == String, Icon == EmptyView, PlaceholderIcon == EmptyView {
        productIDs = Array(ids)
    }

    public init<C: Collection>(ids: C, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon)
    where C.Element == String, PlaceholderIcon == EmptyView {
        productIDs = Array(ids)
    }

    public init<C: Collection>(ids: C, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon,
                               @ViewBuilder placeholderIcon: () -> PlaceholderIcon) where C.Element == String {
        productIDs = Array(ids)
    }

    public init<C: Collection>(products: C, prefersPromotionalIcon: Bool = false) where C.Element == Product, Icon == EmptyView, PlaceholderIcon == EmptyView {
        productIDs = products.map(\.id)
    }

    public init<C: Collection>(products: C, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon)
    where C.Element == Product, PlaceholderIcon == EmptyView {
        productIDs = products.map(\.id)
    }

    public typealias Body = Never
    public var body: Never { fatalError("StoreView is a primitive view: the engine lays it out without a body") }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        StorePlaceholder._makeViewList(view: StorePlaceholder(kind: "StoreView"), inputs: inputs, list: &list)
    }
}

/// One product's row: as wide as offered and `height` tall (*an estimate*: a 44-point icon with a
/// two-line name and description beside it, padded), drawn as a placeholder since the product
/// never loads.
public nonisolated struct ProductView<Icon: View, PlaceholderIcon: View>: View {
    static var height: CGFloat { 64 }
    /// The product's identifier, as given.
    public let productID: String

    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false) where Icon == EmptyView, PlaceholderIcon == EmptyView {
        self.productID = productID
    }

    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon)
    where PlaceholderIcon == EmptyView {
        self.productID = productID
    }

    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon,
                @ViewBuilder placeholderIcon: () -> PlaceholderIcon) {
        self.productID = productID
    }

    public init(_ product: Product, prefersPromotionalIcon: Bool = false) where Icon == EmptyView, PlaceholderIcon == EmptyView {
        productID = product.id
    }

    public init(_ product: Product, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon)
    where PlaceholderIcon == EmptyView {
        productID = product.id
    }

    public typealias Body = Never
    public var body: Never { fatalError("ProductView is a primitive view: the engine lays it out without a body") }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let row = StorePlaceholder(kind: "ProductView").frame(height: height)
        type(of: row)._makeViewList(view: row, inputs: inputs, list: &list)
    }
}

/// A subscription group's store: its marketing content above its plans, a full-screen paywall
/// that fills the space offered. A placeholder here: the plans never load, and the marketing
/// content is not laid out.
public nonisolated struct SubscriptionStoreView<MarketingContent: View>: View {
    /// The group's identifier, or the products' identifiers, as given.
    public let groupID: String?
    public let productIDs: [String]

    public init(groupID: String) where MarketingContent == EmptyView {
        self.groupID = groupID
        productIDs = []
    }

    public init(groupID: String, @ViewBuilder marketingContent: () -> MarketingContent) {
        self.groupID = groupID
        productIDs = []
    }

    public init(groupID: String, visibleRelationships: Product.SubscriptionRelationship) where MarketingContent == EmptyView {
        self.groupID = groupID
        productIDs = []
    }

    public init<C: Collection>(productIDs: C) where C.Element == String, MarketingContent == EmptyView {
        groupID = nil
        self.productIDs = Array(productIDs)
    }

    public init<C: Collection>(productIDs: C, @ViewBuilder marketingContent: () -> MarketingContent) where C.Element == String {
        groupID = nil
        self.productIDs = Array(productIDs)
    }

    public init<C: Collection>(subscriptions: C) where C.Element == Product, MarketingContent == EmptyView {
        groupID = nil
        productIDs = subscriptions.map(\.id)
    }

    public init<C: Collection>(subscriptions: C, @ViewBuilder marketingContent: () -> MarketingContent) where C.Element == Product {
        groupID = nil
        productIDs = subscriptions.map(\.id)
    }

    public typealias Body = Never
    public var body: Never { fatalError("SubscriptionStoreView is a primitive view: the engine lays it out without a body") }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        StorePlaceholder._makeViewList(view: StorePlaceholder(kind: "SubscriptionStoreView"), inputs: inputs, list: &list)
    }
}

extension Product {
    /// Which plans of a group a subscription store offers, relative to the current one.
    public struct SubscriptionRelationship: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let upgrade = SubscriptionRelationship(rawValue: 1)
        public static let downgrade = SubscriptionRelationship(rawValue: 2)
        public static let crossgrade = SubscriptionRelationship(rawValue: 4)
        public static let current = SubscriptionRelationship(rawValue: 8)
        public static let all: SubscriptionRelationship = [.upgrade, .downgrade, .crossgrade, .current]
    }
}
