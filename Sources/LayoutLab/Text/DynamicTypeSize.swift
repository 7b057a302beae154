/// The user's preferred text size, from the smallest standard size to the largest
/// accessibility size. Declaration order is size order, which `Comparable` relies on so that
/// ranges such as `...DynamicTypeSize.xxxLarge` work as in SwiftUI.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall
    case small
    case medium
    /// The system default.
    case large
    case xLarge
    case xxLarge
    case xxxLarge
    case accessibility1
    case accessibility2
    case accessibility3
    case accessibility4
    case accessibility5

    /// Whether this is one of the five larger accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Position in size order: the column of Apple's Dynamic Type tables.
    var index: Int {
        switch self {
        case .xSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .xLarge: 4
        case .xxLarge: 5
        case .xxxLarge: 6
        case .accessibility1: 7
        case .accessibility2: 8
        case .accessibility3: 9
        case .accessibility4: 10
        case .accessibility5: 11
        }
    }

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.index < rhs.index }
}
