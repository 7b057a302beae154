@_spi(Platform) import LayoutLab
import Foundation

/// A font, as `UIFont` in the `UIKit` module: sizes and line heights from the engine's tables
/// for the running device's OS (on a macOS profile, macOS's text styles).
open class NSFont: Hashable, @unchecked Sendable {
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "NSCTFontUIUsageLargeTitle")
        public static let title1 = TextStyle(rawValue: "NSCTFontUIUsageTitle1")
        public static let title2 = TextStyle(rawValue: "NSCTFontUIUsageTitle2")
        public static let title3 = TextStyle(rawValue: "NSCTFontUIUsageTitle3")
        public static let headline = TextStyle(rawValue: "NSCTFontUIUsageHeadline")
        public static let subheadline = TextStyle(rawValue: "NSCTFontUIUsageSubheadline")
        public static let body = TextStyle(rawValue: "NSCTFontUIUsageBody")
        public static let callout = TextStyle(rawValue: "NSCTFontUIUsageCallout")
        public static let footnote = TextStyle(rawValue: "NSCTFontUIUsageFootnote")
        public static let caption1 = TextStyle(rawValue: "NSCTFontUIUsageCaption1")
        public static let caption2 = TextStyle(rawValue: "NSCTFontUIUsageCaption2")

        var swiftUIStyle: Font.TextStyle {
            let styles: [TextStyle: Font.TextStyle] = [
                .largeTitle: .largeTitle, .title1: .title, .title2: .title2, .title3: .title3, .headline: .headline,
                .subheadline: .subheadline, .body: .body, .callout: .callout, .footnote: .footnote,
                .caption1: .caption, .caption2: .caption2,
            ]
            return styles[self] ?? .body
        }
    }

    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        // AppKit's values (NSFontWeight constants), the same as UIKit's.
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        var swiftUIWeight: Font.Weight {
            let weights: [(Weight, Font.Weight)] = [
                (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
                (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
            ]
            return weights.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }
    }

    public let font: Font
    public let pointSize: CGFloat
    let style: Font.TextStyle?
    public let fontName: String

    init(font: Font, pointSize: CGFloat, style: Font.TextStyle?, name: String) {
        self.font = font
        self.pointSize = pointSize
        self.style = style
        self.fontName = name
    }

    public init?(name: String, size: CGFloat) {
        font = .custom(name, size: size)
        pointSize = size
        style = nil
        fontName = name
    }

    open class func preferredFont(forTextStyle style: TextStyle, options: [AnyHashable: Any] = [:]) -> NSFont {
        let textStyle = style.swiftUIStyle
        let size = Font._pointSize(of: textStyle, os: RunningDevice.current.profile.os)
        return NSFont(font: .system(textStyle), pointSize: size, style: textStyle, name: ".AppleSystemUIFont")
    }

    open class func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> NSFont {
        NSFont(font: .system(size: size, weight: weight.swiftUIWeight), pointSize: size, style: nil, name: ".AppleSystemUIFont")
    }

    open class func systemFont(ofSize size: CGFloat) -> NSFont { systemFont(ofSize: size, weight: .regular) }
    open class func boldSystemFont(ofSize size: CGFloat) -> NSFont { systemFont(ofSize: size, weight: .bold) }

    open class func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> NSFont {
        NSFont(font: .system(size: size, weight: weight.swiftUIWeight, design: .monospaced), pointSize: size, style: nil, name: ".AppleSystemUIFontMonospaced")
    }

    /// AppKit's default sizes: 13 points for the system font, 11 for small controls.
    open class var systemFontSize: CGFloat { 13 }
    open class var smallSystemFontSize: CGFloat { 11 }

    private var os: OSGeneration { RunningDevice.current.profile.os }

    public var ascender: CGFloat { Font._verticalMetrics(pointSize: pointSize, style: style, os: os).ascender }
    public var descender: CGFloat { Font._verticalMetrics(pointSize: pointSize, style: style, os: os).descender }
    public var capHeight: CGFloat { Font._verticalMetrics(pointSize: pointSize, style: style, os: os).capHeight }
    public var leading: CGFloat { Font._verticalMetrics(pointSize: pointSize, style: style, os: os).leading }

    public static func == (a: NSFont, b: NSFont) -> Bool { a.font == b.font && a.pointSize == b.pointSize }
    public func hash(into hasher: inout Hasher) { hasher.combine(font) }
}

extension Font {
    /// Disfavoured against UIKit's `Font(_: UIFont)`: where both are visible (`import SwiftUI`
    /// brings both), `Font(.systemFont(ofSize: 13))` would be ambiguous; the two give the same font.
    @_disfavoredOverload
    public init(_ font: NSFont) {
        self = font.font
    }
}
