import Foundation

#if !canImport(ObjectiveC)
// Apple's Foundation localizes strings in code with `String(localized:)` and its
// `String.LocalizationValue` (iOS 15, macOS 12) and `LocalizedStringResource` (iOS 16);
// swift-corelibs-foundation has none of them. Without string tables here a value resolves to its
// development-language text, with interpolated values formatted as `LocalizedStringKey` formats
// them, because Foundation builds the same printf-style key (`"%lld items"`) from the literal
// (Apple, "String.LocalizationValue").

extension String {
    /// A string literal with interpolations that is localized before it is shown.
    public struct LocalizationValue: ExpressibleByStringLiteral, ExpressibleByStringInterpolation, Hashable, Sendable {
        public typealias StringInterpolation = LocalizedStringKey.StringInterpolation

        /// Built as a `LocalizedStringKey` is: the same printf-style key, the same formatting.
        let localized: LocalizedStringKey
        /// The key a string table would be searched for.
        var key: String { localized.key }
        /// The development-language text.
        var resolved: String { localized.resolvedString }

        public init(_ value: String) {
            localized = LocalizedStringKey(value)
        }

        public init(stringLiteral value: String) {
            self.init(value)
        }

        public init(stringInterpolation: StringInterpolation) {
            localized = LocalizedStringKey(stringInterpolation: stringInterpolation)
        }
    }

    public init(
        localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = keyAndValue.resolved
    }

    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = defaultValue.resolved
    }

    public init(localized resource: LocalizedStringResource) {
        self = resource.value.resolved
    }
}

/// A string to localize later, where it is shown (App Intents' titles, `Text`).
public struct LocalizedStringResource: ExpressibleByStringLiteral, ExpressibleByStringInterpolation, Hashable, Sendable,
    CustomStringConvertible {
    public typealias StringInterpolation = LocalizedStringKey.StringInterpolation

    let value: String.LocalizationValue
    public var key: String { value.key }
    /// The development-language text.
    public var description: String { value.resolved }
    public var table: String?
    public var locale: Locale = .current

    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        value = keyAndValue
        self.table = table
        self.locale = locale
    }

    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(value))
    }

    public init(stringInterpolation: StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }
}
#endif
