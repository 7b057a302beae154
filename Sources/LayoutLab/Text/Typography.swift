/// A font's vertical metrics in points, as the platform's text system lays out a line of it.
struct FontLineMetrics: Hashable, Sendable {
    /// Above the baseline, and below it (positive), as the font reports them. With the cap
    /// height and leading they decide how far a text sits from its neighbours in a stack.
    var ascender: CGFloat
    var descender: CGFloat
    var capHeight: CGFloat
    /// The room the font asks for between lines: the gap between two stacked texts.
    var leading: CGFloat
    /// The height one line takes in a Text's frame, and its baseline from the line's top.
    var lineHeight: CGFloat
    var baseline: CGFloat

    /// Metrics whose line is the font's own ascender plus descender.
    init(ascender: CGFloat, descender: CGFloat, capHeight: CGFloat, leading: CGFloat = 0) {
        self.ascender = ascender
        self.descender = descender
        self.capHeight = capHeight
        self.leading = leading
        lineHeight = ascender + descender
        baseline = ascender
    }

    /// The same font on a taller line: the extra height is shared evenly above and below, and the
    /// ascender and descender grow with it (how macOS's text styles measure; docs/fidelity.md).
    func onLine(of height: CGFloat, leading: CGFloat) -> FontLineMetrics {
        let extra = max(0, height - lineHeight) / 2
        var metrics = FontLineMetrics(
            ascender: ascender + extra, descender: descender + extra, capHeight: capHeight, leading: leading
        )
        metrics.lineHeight = max(height, lineHeight)
        return metrics
    }

    /// Whichever of two runs' metrics is larger, per metric: a text with several fonts spaces
    /// itself by their maxima, as SwiftUI does (OpenSwiftUI, `maxFontMetrics`).
    func union(_ other: FontLineMetrics) -> FontLineMetrics {
        var metrics = FontLineMetrics(
            ascender: max(ascender, other.ascender), descender: max(descender, other.descender),
            capHeight: max(capHeight, other.capHeight), leading: max(leading, other.leading)
        )
        metrics.lineHeight = max(lineHeight, other.lineHeight)
        metrics.baseline = max(baseline, other.baseline)
        return metrics
    }
}

/// Each OS generation's text system: the point size of every text style, the font a `Text` uses
/// when nothing sets one, and the vertical metrics of a font at a size.
enum Typography {
    /// The font a `Text` gets when neither it nor the environment sets one: `.body` on iOS, the
    /// 13 pt system font on macOS (measured on macOS 26: not `.body`, whose line is taller).
    static func defaultFont(for os: OSGeneration) -> Font {
        switch os.platform {
        case .iOS: .body
        case .macOS: .system(size: 13)
        }
    }

    static func pointSize(of style: Font.TextStyle, at size: DynamicTypeSize, os: OSGeneration) -> CGFloat {
        switch os.platform {
        case .iOS: style.pointSize(at: size)
        case .macOS: MacTextStyle(style).pointSize
        }
    }

    static func defaultWeight(of style: Font.TextStyle, os: OSGeneration) -> Font.Weight {
        switch os.platform {
        case .iOS: style == .headline ? .semibold : .regular
        case .macOS: MacTextStyle(style).weight
        }
    }

    /// The vertical metrics of a font: the system font at `pointSize`, or the text style `style`
    /// when the font is one (text styles carry their own line height on macOS).
    static func lineMetrics(pointSize: CGFloat, style: Font.TextStyle?, os: OSGeneration) -> FontLineMetrics {
        switch os.platform {
        case .iOS:
            // SF Pro, whose hhea ascender and descender (1950 and 494 of 2048, no line gap) make
            // the published body measurement: 17 pt is 20.287 tall, 20.333 at @3x.
            let font = FontLineMetrics(
                ascender: FontMetrics.ascent(pointSize: pointSize), descender: FontMetrics.descent(pointSize: pointSize),
                capHeight: pointSize * FontMetrics.capHeightRatio
            )
            guard os == .ios26, let style else { return font }
            return IOS26TextStyle(style).metrics(for: font, pointSize: pointSize)
        case .macOS:
            // macOS's SF (ascender 1980, descender 432, cap height 1443 of 2048): its spacing
            // next to a 13 pt text measures 4.742 above and 8.151 below (macOS 26), from the
            // font's own ascender and descender. A line is laid out a whole number of points tall
            // (13 pt: 16 with the baseline at 13, 20 pt: 24, both measured).
            var metrics = FontLineMetrics(
                ascender: pointSize * 1980 / 2048, descender: pointSize * 432 / 2048, capHeight: pointSize * 1443 / 2048
            )
            if let style {
                let mac = MacTextStyle(style)
                return metrics.onLine(of: mac.lineHeight, leading: mac.leading)
            }
            let line = (metrics.lineHeight - 1e-9).rounded(.up)
            metrics.baseline += (line - metrics.lineHeight) / 2
            metrics.lineHeight = line
            return metrics
        }
    }
}

/// macOS 26's text styles, measured in a hosted window (a public record of Apple's SwiftUI on
/// macOS 26.2; docs/fidelity.md lists which figures are measured and which estimated). macOS
/// has no Dynamic Type: the sizes are fixed.
private struct MacTextStyle {
    let pointSize: CGFloat
    let weight: Font.Weight
    /// The line's unrounded height, and the gap to a text above (the style's leading).
    let lineHeight: CGFloat
    let leading: CGFloat

    init(_ style: Font.TextStyle) {
        switch style {
        // Measured: size, line height, and the gap between two texts of the style.
        case .body: self.init(13, .regular, line: 18.333, leading: 1)
        case .largeTitle: self.init(26, .regular, line: 37.625, leading: 1.5)
        case .caption2: self.init(10, .medium, line: nil, leading: 1.5)
        // Measured size and line height; the leading is estimated from the nearest measured style.
        case .title: self.init(22, .regular, line: 32.917, leading: 1.5)
        case .title2: self.init(17, .regular, line: 25, leading: 1)
        case .callout: self.init(12, .regular, line: 17.125, leading: 1)
        // Measured size; line height and leading estimated.
        case .title3: self.init(15, .regular, line: nil, leading: 1)
        case .headline: self.init(13, .bold, line: 18.333, leading: 1)
        case .subheadline: self.init(11, .regular, line: nil, leading: 1)
        case .footnote: self.init(10, .regular, line: nil, leading: 1.5)
        case .caption: self.init(10, .regular, line: nil, leading: 1.5)
        }
    }

    /// An unmeasured line height is estimated at 1.43 times the size, the measured styles' mean.
    private init(_ pointSize: CGFloat, _ weight: Font.Weight, line: CGFloat?, leading: CGFloat) {
        self.pointSize = pointSize
        self.weight = weight
        lineHeight = line ?? (pointSize * 1.43 * 1000).rounded() / 1000
        self.leading = leading
    }
}

/// iOS 26's text styles: the same sizes as before, on taller lines, measured on an iPhone SE (3rd
/// generation) simulator at 2× with the default Dynamic Type size (see
/// docs/fidelity.md, "Platforms and OS generations"). Fixed-size fonts did not change.
private struct IOS26TextStyle {
    /// The line's height at the default size, unrounded, and the gap between two texts of the style.
    let lineHeight: CGFloat
    let leading: CGFloat
    let pointSize: CGFloat

    init(_ style: Font.TextStyle) {
        pointSize = style.pointSize(at: .large)
        // Body's line and leading follow from its measured spacing: a view sits 14.81 below body
        // text and 8.43 above it, two body texts 2 apart, and the text is 24.5 tall at 2×.
        // The other styles' heights are measured at 2× (rounded up to the half point); their
        // unrounded lines are taken a quarter point under, and their leading in proportion to
        // body's (estimates).
        let measured: CGFloat? = switch style {
        case .largeTitle: 49
        case .title: 41.5
        case .title2: 32.5
        case .title3: 28
        case .headline, .body: nil
        case .callout: 23.5
        case .subheadline: 21
        case .footnote: 19
        case .caption: 17.5
        case .caption2: 16.5
        }
        lineHeight = measured.map { $0 - 0.25 } ?? 24.288 * pointSize / 17
        leading = 2 * pointSize / 17
    }

    /// Measured on body text: of the line's extra height, 0.457 goes below the baseline (the
    /// descent grows from 4.10 to 5.93) and the rest above.
    static let shareBelow: CGFloat = 0.457

    /// The style's line at `pointSize` (another Dynamic Type size scales the line with the font).
    func metrics(for font: FontLineMetrics, pointSize size: CGFloat) -> FontLineMetrics {
        let line = lineHeight * size / pointSize
        let extra = max(0, line - font.lineHeight)
        var metrics = FontLineMetrics(
            ascender: font.ascender + extra * (1 - Self.shareBelow), descender: font.descender + extra * Self.shareBelow,
            capHeight: font.capHeight, leading: leading * size / pointSize
        )
        metrics.lineHeight = max(line, font.lineHeight)
        return metrics
    }
}
