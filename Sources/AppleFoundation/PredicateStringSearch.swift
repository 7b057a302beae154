import Foundation

// The string searches `#Predicate` writes for `localizedStandardContains(_:)`,
// `localizedCompare(_:)` and `caseInsensitiveCompare(_:)` (Apple's Foundation: the
// `PredicateExpressions.StringLocalizedStandardContains`, `StringLocalizedCompare` and
// `StringCaseInsensitiveCompare` expressions). swift-foundation builds them only into Apple's
// Foundation, so on Linux the macro's expansion of the standard SwiftData search filter,
// `#Predicate<Item> { $0.name.localizedStandardContains(searchText) }`, did not compile. Each is
// evaluated with Foundation's own string method of the same name.

extension PredicateExpressions {
    public struct StringLocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
        where Root.Output: StringProtocol, Other.Output: StringProtocol {
        public typealias Output = Bool
        public let root: Root
        public let other: Other

        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            try root.evaluate(bindings).localizedStandardContains(try other.evaluate(bindings))
        }
    }

    public struct StringLocalizedCompare<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
        where Root.Output: StringProtocol, Other.Output: StringProtocol {
        public typealias Output = ComparisonResult
        public let root: Root
        public let other: Other

        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        public func evaluate(_ bindings: PredicateBindings) throws -> ComparisonResult {
            try root.evaluate(bindings).localizedCompare(try other.evaluate(bindings))
        }
    }

    public struct StringCaseInsensitiveCompare<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
        where Root.Output: StringProtocol, Other.Output: StringProtocol {
        public typealias Output = ComparisonResult
        public let root: Root
        public let other: Other

        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        public func evaluate(_ bindings: PredicateBindings) throws -> ComparisonResult {
            try root.evaluate(bindings).caseInsensitiveCompare(try other.evaluate(bindings))
        }
    }

    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other) -> StringLocalizedStandardContains<Root, Other> {
        StringLocalizedStandardContains(root: root, other: other)
    }

    public static func build_localizedCompare<Root, Other>(_ root: Root, _ other: Other) -> StringLocalizedCompare<Root, Other> {
        StringLocalizedCompare(root: root, other: other)
    }

    public static func build_caseInsensitiveCompare<Root, Other>(_ root: Root, _ other: Other) -> StringCaseInsensitiveCompare<Root, Other> {
        StringCaseInsensitiveCompare(root: root, other: other)
    }
}

extension PredicateExpressions.StringLocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}
extension PredicateExpressions.StringLocalizedStandardContains: Codable where Root: Codable, Other: Codable {}
extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
    where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}

extension PredicateExpressions.StringLocalizedCompare: Sendable where Root: Sendable, Other: Sendable {}
extension PredicateExpressions.StringLocalizedCompare: Codable where Root: Codable, Other: Codable {}
extension PredicateExpressions.StringLocalizedCompare: StandardPredicateExpression
    where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}

extension PredicateExpressions.StringCaseInsensitiveCompare: Sendable where Root: Sendable, Other: Sendable {}
extension PredicateExpressions.StringCaseInsensitiveCompare: Codable where Root: Codable, Other: Codable {}
extension PredicateExpressions.StringCaseInsensitiveCompare: StandardPredicateExpression
    where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
