@_spi(Platform) import LayoutLab
import Foundation

/// A font: the system font at a size and weight, or a text style at the running device's
/// Dynamic Type size. Its sizes and line height are the engine's (Text/Typography.swift), so a
/// `UIFont` and the `Font(uiFont)` made from it measure alike.
open class UIFont: Hashable, @unchecked Sendable {
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        var swiftUIStyle: Font.TextStyle? {
            let styles: [TextStyle: Font.TextStyle] = [
                .largeTitle: .largeTitle, .title1: .title, .title2: .title2, .title3: .title3, .headline: .headline,
                .subheadline: .subheadline, .body: .body, .callout: .callout, .footnote: .footnote,
                .caption1: .caption, .caption2: .caption2,
            ]
            return styles[self]
        }
    }

    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        // UIKit's values (UIFontWeight constants).
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

    /// The SwiftUI font this one is.
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

    public var familyName: String { fontName == ".SFUI" ? "System Font" : fontName }

    /// A text style's font at the running device's OS; its size is the style's at the large
    /// (default) Dynamic Type size.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let textStyle = style.swiftUIStyle ?? .body
        let size = Font._pointSize(of: textStyle, os: RunningDevice.current.profile.os)
        return UIFont(font: .system(textStyle), pointSize: size, style: textStyle, name: ".SFUI")
    }

    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }

    open class func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(font: .system(size: size, weight: weight.swiftUIWeight), pointSize: size, style: nil, name: ".SFUI")
    }

    open class func systemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .regular) }

    /// The installed font families: none. The system font is not listed, as on Apple's
    /// platforms, and no other font is installed here (a custom font is measured with the
    /// system font's metrics: docs/fidelity.md, "Text metrics").
    open class var familyNames: [String] { [] }

    open class func fontNames(forFamilyName familyName: String) -> [String] { [] }
    open class func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }
    open class func italicSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(font: .system(size: size).italic(), pointSize: size, style: nil, name: ".SFUI-Italic")
    }

    open class func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: .system(size: size, weight: weight.swiftUIWeight, design: .monospaced), pointSize: size, style: nil, name: ".SFMono")
    }

    open class func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: .system(size: size, weight: weight.swiftUIWeight).monospacedDigit(), pointSize: size, style: nil, name: ".SFUI")
    }

    /// A named font: measured as the system font of its size (custom fonts are not bundled).
    public init?(name: String, size: CGFloat) {
        font = .custom(name, size: size)
        pointSize = size
        style = nil
        fontName = name
    }

    public static var systemFontSize: CGFloat { 17 }
    public static var labelFontSize: CGFloat { 17 }
    public static var buttonFontSize: CGFloat { 18 }
    public static var smallSystemFontSize: CGFloat { 12 }

    public func withSize(_ size: CGFloat) -> UIFont {
        UIFont(font: .system(size: size), pointSize: size, style: nil, name: fontName)
    }

    private var os: OSGeneration { RunningDevice.current.profile.os }

    /// One line's height: the font's ascender plus descender, as UIKit reports it (SF Pro at
    /// 17 points: 20.287). SwiftUI's text styles may lay a line out taller (iOS 26).
    public var lineHeight: CGFloat { Font._lineHeight(pointSize: pointSize, style: nil, os: os) }
    public var ascender: CGFloat { Font._verticalMetrics(pointSize: pointSize, style: nil, os: os).ascender }
    public var descender: CGFloat { Font._verticalMetrics(pointSize: pointSize, style: nil, os: os).descender }
    public var capHeight: CGFloat { Font._verticalMetrics(pointSize: pointSize, style: style, os: os).capHeight }
    public var leading: CGFloat { Font._verticalMetrics(pointSize: pointSize, style: style, os: os).leading }

    public static func == (a: UIFont, b: UIFont) -> Bool { a.font == b.font && a.pointSize == b.pointSize }
    public func hash(into hasher: inout Hasher) { hasher.combine(font) }
}

/// Scales a size with the user's text size (`UIFontMetrics.default.scaledValue(for: 20)`): at
/// the default size, the value itself.
public struct UIFontMetrics: Sendable {
    public static let `default` = UIFontMetrics(forTextStyle: .body)
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
    public func scaledFont(for font: UIFont) -> UIFont { font }
}

extension Font {
    /// SwiftUI's font for a UIKit font: `Font(UIFont.preferredFont(forTextStyle: .body))`.
    public init(_ font: UIFont) {
        self = font.font
    }
}
