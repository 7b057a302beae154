@_spi(Platform) import LayoutLab
import Foundation

/// A colour, kept as the engine's `Color`: AppKit's system colours resolve to the colour the
/// engine draws for their UIKit counterpart (`labelColor` is `label`, that is `primary`;
/// `windowBackgroundColor` is `systemBackground`'s grouped counterpart), light appearance.
open class NSColor: Hashable, @unchecked Sendable, CustomStringConvertible {
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

    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(color: Color(white: Double(white), opacity: Double(alpha)))
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(color: Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)))
    }

    public convenience init?(named name: String) {
        self.init(color: Color(name))
    }

    public convenience init(_ color: Color) {
        self.init(color: color)
    }

    /// A colour that depends on the appearance: resolved once, for the light one.
    public convenience init(name: String?, dynamicProvider: @escaping (NSAppearance) -> NSColor) {
        self.init(color: dynamicProvider(NSAppearance(named: .aqua)).color)
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> NSColor {
        NSColor(color: color.opacity(Double(alpha) / max(color._nameAndOpacity.opacity, .leastNonzeroMagnitude)))
    }

    public var description: String { color.description }
    public static func == (a: NSColor, b: NSColor) -> Bool { a.color == b.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }

    public class var black: NSColor { NSColor(color: .black) }
    public class var white: NSColor { NSColor(color: .white) }
    public class var clear: NSColor { NSColor(color: .clear) }
    public class var gray: NSColor { NSColor(white: 0.5, alpha: 1) }
    public class var darkGray: NSColor { NSColor(white: 1.0 / 3, alpha: 1) }
    public class var lightGray: NSColor { NSColor(white: 2.0 / 3, alpha: 1) }
    public class var red: NSColor { NSColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public class var green: NSColor { NSColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public class var blue: NSColor { NSColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public class var orange: NSColor { NSColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public class var yellow: NSColor { NSColor(red: 1, green: 1, blue: 0, alpha: 1) }

    public class var systemRed: NSColor { NSColor(uiKit: "systemRed") }
    public class var systemOrange: NSColor { NSColor(uiKit: "systemOrange") }
    public class var systemYellow: NSColor { NSColor(uiKit: "systemYellow") }
    public class var systemGreen: NSColor { NSColor(uiKit: "systemGreen") }
    public class var systemMint: NSColor { NSColor(uiKit: "systemMint") }
    public class var systemTeal: NSColor { NSColor(uiKit: "systemTeal") }
    public class var systemCyan: NSColor { NSColor(uiKit: "systemCyan") }
    public class var systemBlue: NSColor { NSColor(uiKit: "systemBlue") }
    public class var systemIndigo: NSColor { NSColor(uiKit: "systemIndigo") }
    public class var systemPurple: NSColor { NSColor(uiKit: "systemPurple") }
    public class var systemPink: NSColor { NSColor(uiKit: "systemPink") }
    public class var systemBrown: NSColor { NSColor(uiKit: "systemBrown") }
    public class var systemGray: NSColor { NSColor(uiKit: "systemGray") }

    public class var labelColor: NSColor { NSColor(uiKit: "label") }
    public class var secondaryLabelColor: NSColor { NSColor(uiKit: "secondaryLabel") }
    public class var tertiaryLabelColor: NSColor { NSColor(uiKit: "tertiaryLabel") }
    public class var quaternaryLabelColor: NSColor { NSColor(uiKit: "quaternaryLabel") }
    public class var textColor: NSColor { NSColor(uiKit: "label") }
    public class var placeholderTextColor: NSColor { NSColor(uiKit: "placeholderText") }
    public class var linkColor: NSColor { NSColor(uiKit: "link") }
    public class var separatorColor: NSColor { NSColor(uiKit: "separator") }
    public class var gridColor: NSColor { NSColor(uiKit: "opaqueSeparator") }
    public class var controlAccentColor: NSColor { NSColor(uiKit: "systemBlue") }
    public class var windowBackgroundColor: NSColor { NSColor(uiKit: "secondarySystemBackground") }
    public class var underPageBackgroundColor: NSColor { NSColor(uiKit: "systemGroupedBackground") }
    public class var controlBackgroundColor: NSColor { NSColor(uiKit: "systemBackground") }
    public class var textBackgroundColor: NSColor { NSColor(uiKit: "systemBackground") }
    public class var controlColor: NSColor { NSColor(uiKit: "systemBackground") }
    public class var unemphasizedSelectedContentBackgroundColor: NSColor { NSColor(uiKit: "systemGray5") }
    public class var selectedContentBackgroundColor: NSColor { NSColor(uiKit: "systemBlue") }
}

/// An appearance: the engine draws the light one (`aqua`).
open class NSAppearance: @unchecked Sendable {
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let aqua = Name(rawValue: "NSAppearanceNameAqua")
        public static let darkAqua = Name(rawValue: "NSAppearanceNameDarkAqua")
    }

    public let name: Name

    public init(named name: Name) {
        self.name = name
    }

    public class var current: NSAppearance { NSAppearance(named: .aqua) }

    public func bestMatch(from names: [Name]) -> Name? { names.first { $0 == name } ?? names.first }
}

extension Color {
    public init(nsColor: NSColor) {
        self = nsColor.color
    }

    /// Disfavoured against `Color(_: ColorResource)`: in `Color(.brandBlue)` an asset symbol
    /// file declares `brandBlue` on both, and the catalog colour is meant (docs/supported-api.md,
    /// "Asset catalogs"). And ranked below UIKit's `Color(_: UIColor)`, disfavoured too: where
    /// both modules are visible (`import SwiftUI` brings both, as Linux stands in for iOS and the
    /// Mac at once), `Color(.red)` would be ambiguous, since both colour types have `red`. An
    /// optional parameter breaks the tie the only way Swift ranks below a disfavoured overload:
    /// a member found through `Optional` scores worse, so the UIKit colour is taken (the same
    /// engine colour either way), while `Color(.windowBackgroundColor)`, AppKit's alone, still
    /// resolves here. Apple's takes `NSColor`; `nil`, which Apple's rejects, is clear.
    @_disfavoredOverload
    public init(_ nsColor: NSColor?) {
        self = nsColor?.color ?? .clear
    }
}
