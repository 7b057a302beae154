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

    /// The weight `bold()` gives a text style: its "emphasized" weight in Apple's Human Interface
    /// Guidelines (Typography, the built-in text styles of iOS and macOS). On macOS, measured:
    /// body, callout, subheadline, footnote, caption2 and title3 set semibold, caption medium,
    /// headline heavy, title and largeTitle bold (macOS 26.2, text/bold-trait, text-metrics.json).
    static func emphasizedWeight(of style: Font.TextStyle, os: OSGeneration) -> Font.Weight {
        switch (os.platform, style) {
        case (_, .largeTitle), (_, .title), (_, .title2): .bold
        case (.macOS, .headline): .heavy
        case (.macOS, .caption): .medium
        default: .semibold
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
            // font's own ascender and descender.
            var metrics = FontLineMetrics(
                ascender: pointSize * 1980 / 2048, descender: pointSize * 432 / 2048, capHeight: pointSize * 1443 / 2048
            )
            if let style {
                let mac = MacTextStyle(style)
                return metrics.onLine(of: mac.lineHeight, leading: mac.leading)
            }
            // A line of the system font is laid out in whole points: the baseline at the
            // ascender rounded to the nearest point, the line's bottom at the next whole point
            // below the descender. SF's Display optical size has a shorter descender than its
            // Text size (`SystemFontLineMetrics`).
            let baseline = metrics.ascender.rounded()
            metrics.baseline = baseline
            metrics.lineHeight = baseline + SystemFontLineMetrics.lineDescent(pointSize: pointSize)
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
        // Measured (macOS 26.2, iamcgn/swiftui-web Fixtures/Goldens/text-metrics.json, "fonts"):
        // size, the line's unrounded height, and the gap between two texts of the style.
        case .body: self.init(13, .regular, line: 18.333, leading: 1)
        case .headline: self.init(13, .bold, line: 18.333, leading: 1)
        case .largeTitle: self.init(26, .regular, line: 37.625, leading: 1.5)
        case .title: self.init(22, .regular, line: 32.917, leading: 0.5)
        case .title2: self.init(17, .regular, line: 25, leading: 2)
        case .title3: self.init(15, .regular, line: 21.667, leading: 2.5)
        case .callout: self.init(12, .regular, line: 17.125, leading: 1)
        case .subheadline: self.init(11, .regular, line: 15.958, leading: 1.5)
        case .footnote: self.init(10, .regular, line: 14.792, leading: 1.5)
        case .caption: self.init(10, .regular, line: 14.792, leading: 1.5)
        case .caption2: self.init(10, .medium, line: 14.792, leading: 1.5)
        }
    }

    private init(_ pointSize: CGFloat, _ weight: Font.Weight, line: CGFloat, leading: CGFloat) {
        self.pointSize = pointSize
        self.weight = weight
        lineHeight = line
        self.leading = leading
    }
}

/// The system font's line on macOS below its baseline, in whole points.
enum SystemFontLineMetrics {
    /// The descender a line makes room for, in em: SF's Text size (432 of 2048) up to 17 pt, its
    /// Display size's shorter one from 26 pt, linearly in between, as SF moves gradually from one
    /// optical size to the other (WWDC 2020, "The details of UI typography"). The Display value,
    /// 389 of 2048, is fitted: with the baseline at the rounded ascender (1980 of 2048) it gives
    /// every macOS 26 line height measured, 10 pt 13, 11 14, 12 15, 13 16, 15 19, 17 20, 20 24,
    /// 22 26, 24 28, 26 30, 32 38 and 40 pt 47 (iamcgn/swiftui-web text-metrics.json, "fonts";
    /// any Display value from 385 to 393 does), where the Text value alone misses 24, 26 and 40.
    static let textDescender: CGFloat = 432.0 / 2048.0
    static let displayDescender: CGFloat = 389.0 / 2048.0

    /// The whole points a line of the system font at `pointSize` takes below its baseline.
    static func lineDescent(pointSize: CGFloat) -> CGFloat {
        let display = min(1, max(0, (pointSize - 17) / (26 - 17)))
        let ratio = textDescender + (displayDescender - textDescender) * display
        return (pointSize * ratio - 1e-9).rounded(.up)
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
