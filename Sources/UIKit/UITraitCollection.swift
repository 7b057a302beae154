@_spi(Platform) import LayoutLab
import Foundation

public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    case unspecified, light, dark
}

public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
    case unspecified, compact, regular
}

public enum UIUserInterfaceLayoutDirection: Int, Hashable, Sendable {
    case leftToRight, rightToLeft
}

/// The text size the user chose (UIKit's names for SwiftUI's `DynamicTypeSize`).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
}

/// The traits of the running device: light appearance (the engine draws the light one), its
/// size classes in the current orientation, its scale and reading direction.
open class UITraitCollection: @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let displayScale: CGFloat
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let layoutDirection: UIUserInterfaceLayoutDirection
    public let preferredContentSizeCategory: UIContentSizeCategory

    init(
        style: UIUserInterfaceStyle = .light, horizontal: UIUserInterfaceSizeClass = .unspecified,
        vertical: UIUserInterfaceSizeClass = .unspecified, scale: CGFloat = 0, idiom: UIUserInterfaceIdiom = .unspecified,
        direction: UIUserInterfaceLayoutDirection = .leftToRight, category: UIContentSizeCategory = .large
    ) {
        userInterfaceStyle = style
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale
        userInterfaceIdiom = idiom
        layoutDirection = direction
        preferredContentSizeCategory = category
    }

    public convenience init() { self.init(style: .unspecified) }

    /// Whether dynamic colours resolve differently in the two collections (Apple:
    /// "hasDifferentColorAppearance(comparedTo:)"): here the light or dark style is the only
    /// trait colours depend on (no contrast setting is modelled); against nil, true.
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return userInterfaceStyle != traitCollection.userInterfaceStyle
    }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(style: .unspecified, horizontal: horizontalSizeClass) }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(style: .unspecified, vertical: verticalSizeClass) }
    public convenience init(displayScale: CGFloat) { self.init(style: .unspecified, scale: displayScale) }
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(style: .unspecified, idiom: userInterfaceIdiom) }

    /// The running device's traits.
    public class var current: UITraitCollection {
        let device = RunningDevice.current
        let classes = device.profile.sizeClasses(in: device.orientation)
        func sizeClass(_ value: UserInterfaceSizeClass) -> UIUserInterfaceSizeClass {
            value == .compact ? .compact : .regular
        }
        return UITraitCollection(
            style: .light, horizontal: sizeClass(classes.horizontal), vertical: sizeClass(classes.vertical),
            scale: device.screen.scale, idiom: UIDevice.idiom(of: device),
            direction: device.profile.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        )
    }
}
