/// The iOS 13 name of the Dynamic Type size (`@Environment(\.sizeCategory)`): one case for each
/// `DynamicTypeSize`, in the same order, and read and written through it, so that
/// `.environment(\.sizeCategory, .extraLarge)` lays text out exactly as
/// `.dynamicTypeSize(.xLarge)` does (Apple: "ContentSizeCategory", deprecated for
/// `DynamicTypeSize`, which maps one to one).
public enum ContentSizeCategory: Hashable, CaseIterable, Comparable, Sendable {
    case extraSmall
    case small
    case medium
    case large
    case extraLarge
    case extraExtraLarge
    case extraExtraExtraLarge
    case accessibilityMedium
    case accessibilityLarge
    case accessibilityExtraLarge
    case accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    public var isAccessibilityCategory: Bool { DynamicTypeSize(self).isAccessibilitySize }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        DynamicTypeSize(lhs) < DynamicTypeSize(rhs)
    }

    /// The category of a Dynamic Type size.
    public init(_ dynamicTypeSize: DynamicTypeSize) {
        switch dynamicTypeSize {
        case .xSmall: self = .extraSmall
        case .small: self = .small
        case .medium: self = .medium
        case .large: self = .large
        case .xLarge: self = .extraLarge
        case .xxLarge: self = .extraExtraLarge
        case .xxxLarge: self = .extraExtraExtraLarge
        case .accessibility1: self = .accessibilityMedium
        case .accessibility2: self = .accessibilityLarge
        case .accessibility3: self = .accessibilityExtraLarge
        case .accessibility4: self = .accessibilityExtraExtraLarge
        case .accessibility5: self = .accessibilityExtraExtraExtraLarge
        }
    }
}

extension DynamicTypeSize {
    /// The Dynamic Type size of a category.
    public init(_ sizeCategory: ContentSizeCategory) {
        switch sizeCategory {
        case .extraSmall: self = .xSmall
        case .small: self = .small
        case .medium: self = .medium
        case .large: self = .large
        case .extraLarge: self = .xLarge
        case .extraExtraLarge: self = .xxLarge
        case .extraExtraExtraLarge: self = .xxxLarge
        case .accessibilityMedium: self = .accessibility1
        case .accessibilityLarge: self = .accessibility2
        case .accessibilityExtraLarge: self = .accessibility3
        case .accessibilityExtraExtraLarge: self = .accessibility4
        case .accessibilityExtraExtraExtraLarge: self = .accessibility5
        }
    }

    /// The size nearest to `self` that `range` contains: itself when it is inside, else the
    /// range's end on its side (`dynamicTypeSize(_:)` with a range). An empty range clamps
    /// nothing.
    func clamped<R: RangeExpression>(to range: R) -> DynamicTypeSize where R.Bound == DynamicTypeSize {
        let allowed = Self.allCases.filter { range.contains($0) }
        guard let smallest = allowed.first, let largest = allowed.last else { return self }
        return self < smallest ? smallest : (self > largest ? largest : self)
    }
}

extension EnvironmentValues {
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }
}
