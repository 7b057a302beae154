import Foundation

/// A font as SwiftUI code describes it. It stays symbolic until `resolve` meets it with the
/// environment (Dynamic Type size, and weight/design/italic set by modifiers), because a text
/// style means a different point size at each Dynamic Type size.
public struct Font: Hashable, Sendable {
    /// Where the point size comes from.
    enum Source: Hashable, Sendable {
        case textStyle(TextStyle)
        case system(size: CGFloat)
        /// A named font that scales with Dynamic Type like `relativeTo` does.
        case custom(name: String, size: CGFloat, relativeTo: TextStyle)
        case customFixed(name: String, size: CGFloat)
    }

    var source: Source
    var explicitWeight: Weight?
    var explicitDesign: Design?
    var isItalic = false
    /// `bold()`: the bold trait, which a text style resolves to its emphasized weight.
    var isBold = false
    var hasMonospacedDigits = false
    var explicitWidth: Width?
    var lineSpacing: Leading?

    init(source: Source, weight: Weight? = nil, design: Design? = nil) {
        self.source = source
        explicitWeight = weight
        explicitDesign = design
    }

    // MARK: Text styles

    public static let largeTitle = Font(source: .textStyle(.largeTitle))
    public static let title = Font(source: .textStyle(.title))
    public static let title2 = Font(source: .textStyle(.title2))
    public static let title3 = Font(source: .textStyle(.title3))
    public static let headline = Font(source: .textStyle(.headline))
    public static let subheadline = Font(source: .textStyle(.subheadline))
    public static let body = Font(source: .textStyle(.body))
    public static let callout = Font(source: .textStyle(.callout))
    public static let footnote = Font(source: .textStyle(.footnote))
    public static let caption = Font(source: .textStyle(.caption))
    public static let caption2 = Font(source: .textStyle(.caption2))

    // MARK: Constructors

    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        Font(source: .textStyle(style), weight: weight, design: design)
    }

    /// A fixed-size system font: it does not follow Dynamic Type, as in SwiftUI.
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font(source: .system(size: size), weight: weight, design: design)
    }

    /// A named font that scales with Dynamic Type in proportion to `.body`. The name is kept
    /// for identity only: there is no font registry here, so it is measured with the system
    /// font's metrics at its (scaled) size.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(source: .custom(name: name, size: size, relativeTo: .body))
    }

    /// A named font that scales with Dynamic Type in proportion to `textStyle`; measured with
    /// the system font's metrics, like `custom(_:size:)`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font(source: .custom(name: name, size: size, relativeTo: textStyle))
    }

    /// A named font that ignores Dynamic Type; measured with the system font's metrics.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(source: .customFixed(name: name, size: fixedSize))
    }

    // MARK: Modifiers

    /// The bold trait: `.bold` for a fixed-size or custom font, the style's emphasized weight for a
    /// text style (`Typography.emphasizedWeight`; macOS 26 sets `Font.body.bold()` semibold, where
    /// `Font.body.weight(.bold)` is bold).
    public func bold() -> Font {
        var font = self
        font.isBold = true
        font.explicitWeight = nil
        return font
    }

    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    public func weight(_ weight: Font.Weight) -> Font {
        var font = self
        font.isBold = false
        font.explicitWeight = weight
        return font
    }

    /// Switches to the monospaced design, which SwiftUI does for the system font.
    public func monospaced() -> Font {
        var font = self
        font.explicitDesign = .monospaced
        return font
    }

    /// A narrower or wider cut of the font (docs/fidelity.md, "Text widths across sizes").
    public func width(_ width: Font.Width) -> Font {
        var font = self
        font.explicitWidth = width
        return font
    }

    /// Tighter or looser lines (docs/fidelity.md, "Text metrics").
    public func leading(_ leading: Font.Leading) -> Font {
        var font = self
        font.lineSpacing = leading
        return font
    }

    /// Keeps the design but gives the digits 0–9 one common (tabular) width.
    public func monospacedDigit() -> Font {
        var font = self
        font.hasMonospacedDigits = true
        return font
    }

    // MARK: Nested types

    /// A font weight, lightest first.
    public enum Weight: Hashable, CaseIterable, Sendable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    public enum Design: Hashable, CaseIterable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// The width of a font's cut. The values are UIKit's `UIFont.Width` (compressed −0.3,
    /// condensed −0.2, expanded 0.2); a text's advances scale by 1 + 0.75 × value, an estimate
    /// of SF's width axis (docs/fidelity.md, "Text widths across sizes").
    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)

        /// How much the advances scale.
        var advanceScale: CGFloat { value.isFinite ? max(0.25, 1 + 0.75 * value) : 1 }
    }

    /// Line spacing: tight and loose leading take 2 points off or add 2 to each line on iOS
    /// (Apple's Human Interface Guidelines, "Typography": tight and loose leading).
    public enum Leading: Hashable, Sendable {
        case standard, tight, loose

        var lineHeightChange: CGFloat {
            switch self {
            case .standard: 0
            case .tight: -2
            case .loose: 2
            }
        }
    }

    public enum TextStyle: Hashable, CaseIterable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// Point sizes from Apple's iOS Dynamic Type table (Human Interface Guidelines,
        /// Typography): one row per style in declaration order, one column per
        /// `DynamicTypeSize`, xSmall through accessibility5. A static table so that resolving a
        /// font in a layout pass allocates nothing.
        private static let pointSizeTable: [[CGFloat]] = [
            [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60], // largeTitle
            [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58], // title
            [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56], // title2
            [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55], // title3
            [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], // headline
            [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49], // subheadline
            [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], // body
            [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51], // callout
            [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44], // footnote
            [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43], // caption
            [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40], // caption2
        ]

        private var row: Int {
            switch self {
            case .largeTitle: 0
            case .title: 1
            case .title2: 2
            case .title3: 3
            case .headline: 4
            case .subheadline: 5
            case .body: 6
            case .callout: 7
            case .footnote: 8
            case .caption: 9
            case .caption2: 10
            }
        }

        /// The iOS point size at a Dynamic Type size (other platforms: `Typography`).
        func pointSize(at size: DynamicTypeSize) -> CGFloat { Self.pointSizeTable[row][size.index] }
    }
}

/// A font with everything decided: what measurement needs and nothing more.
struct ResolvedFont: Hashable, Sendable {
    var pointSize: CGFloat
    var weight: Font.Weight
    var design: Font.Design
    var italic: Bool
    /// Digits 0–9 measure as wide as "0" (`Font.monospacedDigit()`).
    var monospacedDigit = false
    /// How much `Font.width(_:)` scales the advances.
    var widthScale: CGFloat = 1
    /// Line height, baseline and the metrics that space the text from its neighbours.
    var lineMetrics: FontLineMetrics

    /// A font whose line metrics are the given OS's for the system font at `pointSize`.
    init(
        pointSize: CGFloat, weight: Font.Weight, design: Font.Design, italic: Bool, monospacedDigit: Bool = false,
        lineMetrics: FontLineMetrics? = nil
    ) {
        self.pointSize = pointSize
        self.weight = weight
        self.design = design
        self.italic = italic
        self.monospacedDigit = monospacedDigit
        self.lineMetrics = lineMetrics ?? Typography.lineMetrics(pointSize: pointSize, style: nil, os: .ios18)
    }
}

extension Font {
    /// weight/design/italic overrides come from Text modifiers or the environment (`.bold()`, `.monospaced()` on a View)
    ///
    /// An override wins over the font's own setting because Text and View modifiers apply on
    /// top of the font, as they do in SwiftUI (`Text(…).font(.headline).fontWeight(.light)` is light).
    /// `monospacedDigit` carries `.monospacedDigit()` applied to a Text or View rather than to the font.
    func resolve(dynamicTypeSize: DynamicTypeSize, os: OSGeneration = .ios18, weight: Font.Weight?, design: Font.Design?,
                 width: Font.Width? = nil, italic: Bool, monospacedDigit: Bool = false) -> ResolvedFont {
        var pointSize: CGFloat
        var defaultWeight = Font.Weight.regular
        var lineStyle: TextStyle?
        switch source {
        case .textStyle(let style):
            pointSize = Typography.pointSize(of: style, at: dynamicTypeSize, os: os)
            defaultWeight = Typography.defaultWeight(of: style, os: os)
            lineStyle = style
        case .system(let size), .customFixed(_, let size):
            pointSize = size
        case .custom(_, let size, let style):
            // UIFontMetrics-style scaling: the style's growth ratio applied to the custom size.
            pointSize = size * Typography.pointSize(of: style, at: dynamicTypeSize, os: os)
                / Typography.pointSize(of: style, at: .large, os: os)
        }
        // A negative or non-finite size (`.system(size: -1)`) would poison every width derived
        // from it; it measures as an empty font instead.
        pointSize = pointSize.isFinite ? max(0, pointSize) : 0
        var lineMetrics = Typography.lineMetrics(pointSize: pointSize, style: lineStyle, os: os)
        if let change = lineSpacing?.lineHeightChange, change != 0, pointSize > 0 {
            // The change is shared evenly above and below the glyphs, and is the lines' leading.
            let height = max(0, lineMetrics.lineHeight + change)
            lineMetrics.baseline += (height - lineMetrics.lineHeight) / 2
            lineMetrics.leading = max(0, lineMetrics.leading + change)
            lineMetrics.lineHeight = height
        }
        // A bold override (`Text.bold()`, `View.bold()`) is the bold trait, as `Font.bold()` is: a
        // text style takes its emphasized weight (measured macOS 26: `Text(…).font(.body).bold()`
        // sets as wide as semibold, `.font(.headline).bold()` as heavy).
        let emphasized = lineStyle.map { Typography.emphasizedWeight(of: $0, os: os) } ?? .bold
        let resolvedWeight = weight.map { $0 == .bold ? emphasized : $0 }
            ?? (isBold ? emphasized : explicitWeight ?? defaultWeight)
        var resolved = ResolvedFont(
            pointSize: pointSize,
            weight: resolvedWeight,
            design: design ?? explicitDesign ?? .default,
            italic: italic || isItalic,
            monospacedDigit: monospacedDigit || hasMonospacedDigits,
            lineMetrics: lineMetrics
        )
        // A `fontWidth(_:)` override wins over the font's own width, as the weight and design
        // overrides do over the font's.
        resolved.widthScale = (width ?? explicitWidth)?.advanceScale ?? 1
        return resolved
    }
}
