// Xcode's library items: a type conforming to `LibraryContentProvider` lists views and modifiers
// that Xcode's library offers to drag into code (Apple: "LibraryContentProvider", "LibraryItem",
// "LibraryContentBuilder"). Xcode reads them from the source; nothing runs them in an app.
// Accepted and kept as written, never laid out or recorded: they are not previews.

/// A source of items for Xcode's library.
public protocol LibraryContentProvider {
    /// The type the modifier items apply to.
    associatedtype ModifierBase = Any
    @LibraryContentBuilder var views: [LibraryItem] { get }
    @LibraryContentBuilder func modifiers(base: ModifierBase) -> [LibraryItem]
}

extension LibraryContentProvider {
    public var views: [LibraryItem] { [] }
    public func modifiers(base: ModifierBase) -> [LibraryItem] { [] }
}

/// One item of Xcode's library: a snippet and how the library shows it.
public struct LibraryItem {
    /// Where the library files the item.
    public struct Category: Hashable, Sendable {
        let name: String
        public static let control = Category(name: "control")
        public static let effect = Category(name: "effect")
        public static let layout = Category(name: "layout")
        public static let other = Category(name: "other")
    }

    let title: String?
    let category: Category
    let isVisible: Bool
    /// The snippet's type: Xcode shows its source; here it is kept, not evaluated.
    let snippetType: Any.Type

    public init<Item>(
        _ snippet: @autoclosure () -> Item, visible: Bool = true, title: String? = nil, category: Category = .control,
        matchingSignature: String? = nil
    ) {
        self.title = title
        self.category = category
        isVisible = visible
        snippetType = Item.self
    }
}

/// Builds a provider's list of items.
@resultBuilder
public enum LibraryContentBuilder {
    public static func buildExpression(_ expression: LibraryItem) -> [LibraryItem] { [expression] }
    public static func buildBlock(_ segments: [LibraryItem]...) -> [LibraryItem] { segments.flatMap { $0 } }
    public static func buildOptional(_ items: [LibraryItem]?) -> [LibraryItem] { items ?? [] }
    public static func buildEither(first items: [LibraryItem]) -> [LibraryItem] { items }
    public static func buildEither(second items: [LibraryItem]) -> [LibraryItem] { items }
    public static func buildArray(_ items: [[LibraryItem]]) -> [LibraryItem] { items.flatMap { $0 } }
    public static func buildLimitedAvailability(_ items: [LibraryItem]) -> [LibraryItem] { items }
}
