import CoreGraphics
@_spi(Platform) import LayoutLab
import Foundation

/// A colour, kept as the engine's `Color` it stands for, so `Color(uiColor:)` and
/// `Color(.systemBackground)` resolve to the colour the engine already draws for that name
/// (`label` is `primary`, `systemBlue` is `blue`; UIKit's other semantic colours are in the
/// engine's table, Drawing/PlatformColors.swift). Dynamic colours resolve to their light
/// appearance, the one the engine draws.
open class UIColor: Hashable, @unchecked Sendable, CustomStringConvertible, _ExpressibleByColorLiteral {
    /// The engine's colour.
    public let color: Color

    init(color: Color) {
        self.color = color
    }

    convenience init(uiKit name: String) {
        self.init(color: Color(_uiKitName: name))
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(color: Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(color: Color(white: Double(white), opacity: Double(alpha)))
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(color: Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)))
    }

    /// An asset catalog colour: its name is kept, its value is unknown off-device (as
    /// `Color("name")`'s is).
    public convenience init?(named name: String) {
        self.init(color: Color(name))
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// A colour that depends on the traits: resolved once, for the running device's light traits.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(color: dynamicProvider(UITraitCollection.current).color)
    }

    /// SwiftUI's colour as a UIKit colour (`UIColor(Color.blue)`).
    public convenience init(_ color: Color) {
        self.init(color: color)
    }

    /// A colour literal: `#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)`, the swatch Xcode
    /// draws in place of the call. Apple's UIKit overlay makes `UIColor` the literal's type
    /// (`_ColorLiteralType`, UIKit.swift) and reads the components as sRGB, as
    /// `init(red:green:blue:alpha:)` does (swiftlang/swift, stdlib/public/SDK/UIKit/UIKit.swift).
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// The same colour with its alpha replaced by `alpha` (not multiplied, as SwiftUI's
    /// `opacity(_:)` does).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(color: color.opacity(Double(alpha) / max(color._nameAndOpacity.opacity, .leastNonzeroMagnitude)))
    }

    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    public var cgColor: CGColor { CGColor(_color: color) }

    public var description: String { color.description }

    public static func == (a: UIColor, b: UIColor) -> Bool { a.color == b.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }

    // MARK: Fixed colours (UIKit's, not the system palette: `UIColor.red` is pure red)

    public class var black: UIColor { UIColor(color: .black) }
    public class var white: UIColor { UIColor(color: .white) }
    public class var clear: UIColor { UIColor(color: .clear) }
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }

    // MARK: System colours

    public class var systemRed: UIColor { UIColor(uiKit: "systemRed") }
    public class var systemOrange: UIColor { UIColor(uiKit: "systemOrange") }
    public class var systemYellow: UIColor { UIColor(uiKit: "systemYellow") }
    public class var systemGreen: UIColor { UIColor(uiKit: "systemGreen") }
    public class var systemMint: UIColor { UIColor(uiKit: "systemMint") }
    public class var systemTeal: UIColor { UIColor(uiKit: "systemTeal") }
    public class var systemCyan: UIColor { UIColor(uiKit: "systemCyan") }
    public class var systemBlue: UIColor { UIColor(uiKit: "systemBlue") }
    public class var systemIndigo: UIColor { UIColor(uiKit: "systemIndigo") }
    public class var systemPurple: UIColor { UIColor(uiKit: "systemPurple") }
    public class var systemPink: UIColor { UIColor(uiKit: "systemPink") }
    public class var systemBrown: UIColor { UIColor(uiKit: "systemBrown") }
    public class var systemGray: UIColor { UIColor(uiKit: "systemGray") }
    public class var systemGray2: UIColor { UIColor(uiKit: "systemGray2") }
    public class var systemGray3: UIColor { UIColor(uiKit: "systemGray3") }
    public class var systemGray4: UIColor { UIColor(uiKit: "systemGray4") }
    public class var systemGray5: UIColor { UIColor(uiKit: "systemGray5") }
    public class var systemGray6: UIColor { UIColor(uiKit: "systemGray6") }
    public class var tintColor: UIColor { UIColor(uiKit: "tintColor") }

    // MARK: Semantic colours

    public class var label: UIColor { UIColor(uiKit: "label") }
    public class var secondaryLabel: UIColor { UIColor(uiKit: "secondaryLabel") }
    public class var tertiaryLabel: UIColor { UIColor(uiKit: "tertiaryLabel") }
    public class var quaternaryLabel: UIColor { UIColor(uiKit: "quaternaryLabel") }
    public class var link: UIColor { UIColor(uiKit: "link") }
    public class var placeholderText: UIColor { UIColor(uiKit: "placeholderText") }
    public class var separator: UIColor { UIColor(uiKit: "separator") }
    public class var opaqueSeparator: UIColor { UIColor(uiKit: "opaqueSeparator") }
    public class var systemBackground: UIColor { UIColor(uiKit: "systemBackground") }
    public class var secondarySystemBackground: UIColor { UIColor(uiKit: "secondarySystemBackground") }
    public class var tertiarySystemBackground: UIColor { UIColor(uiKit: "tertiarySystemBackground") }
    public class var systemGroupedBackground: UIColor { UIColor(uiKit: "systemGroupedBackground") }
    public class var secondarySystemGroupedBackground: UIColor { UIColor(uiKit: "secondarySystemGroupedBackground") }
    public class var tertiarySystemGroupedBackground: UIColor { UIColor(uiKit: "tertiarySystemGroupedBackground") }
    public class var systemFill: UIColor { UIColor(uiKit: "systemFill") }
    public class var secondarySystemFill: UIColor { UIColor(uiKit: "secondarySystemFill") }
    public class var tertiarySystemFill: UIColor { UIColor(uiKit: "tertiarySystemFill") }
    public class var quaternarySystemFill: UIColor { UIColor(uiKit: "quaternarySystemFill") }
    public class var darkText: UIColor { UIColor(uiKit: "darkText") }
    public class var lightText: UIColor { UIColor(uiKit: "lightText") }
}

extension Color {
    /// The engine's colour for a UIKit colour: `Color(uiColor: .systemBackground)`.
    public init(uiColor: UIColor) {
        self = uiColor.color
    }

    /// `Color(.systemBackground)`, `Color(UIColor.label)`.
    /// Disfavoured against `Color(_: ColorResource)`: in `Color(.brandBlue)` an asset symbol
    /// file declares `brandBlue` on both, and the catalog colour is meant (docs/supported-api.md,
    /// "Asset catalogs").
    @_disfavoredOverload
    public init(_ uiColor: UIColor) {
        self = uiColor.color
    }
}
