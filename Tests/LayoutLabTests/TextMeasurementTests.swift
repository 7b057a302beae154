import Testing
@testable import LayoutLab

// Text measurement: fonts, Dynamic Type, glyph advances, wrapping, truncation and rounding.

// The iOS 18 calibration: these pin the published body measurement and SF's line metrics there.
private let body17 = Font.body.resolve(dynamicTypeSize: .large, os: .ios18, weight: nil, design: nil, italic: false)
private let mono17 = Font.body.monospaced().resolve(dynamicTypeSize: .large, os: .ios18, weight: nil, design: nil, italic: false)
private let bodyLineHeight: CGFloat = 17 * (1950.0 + 494.0) / 2048.0

private func runs(_ string: String, _ font: ResolvedFont = body17, tracking: CGFloat = 0) -> [TextRun] {
    [TextRun(string: string, font: font, tracking: tracking)]
}

private func measure(
    _ string: String, _ font: ResolvedFont = body17, width: CGFloat? = nil, height: CGFloat? = nil,
    lineLimit: Int? = nil, scale: CGFloat = 3, tracking: CGFloat = 0
) -> CGSize {
    TextMeasurer.size(of: runs(string, font, tracking: tracking), proposal: ProposedViewSize(width: width, height: height),
                      lineLimit: lineLimit, displayScale: scale)
}

/// Unrounded layout, for checks that must not be hidden by pixel rounding.
private func layout(
    _ string: String, _ font: ResolvedFont = body17, width: CGFloat? = nil, height: CGFloat? = nil,
    lineLimit: Int? = nil, tracking: CGFloat = 0
) -> TextMeasurer.Layout {
    TextMeasurer.layout(of: runs(string, font, tracking: tracking), proposal: ProposedViewSize(width: width, height: height),
                        lineLimit: lineLimit)!
}

private func naturalWidth(_ string: String, _ font: ResolvedFont = body17) -> CGFloat {
    layout(string, font).width
}

private func resolved(_ font: Font, _ size: DynamicTypeSize = .large) -> ResolvedFont {
    font.resolve(dynamicTypeSize: size, weight: nil, design: nil, italic: false)
}

private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { Swift.abs(a - b) <= tolerance }

// MARK: - Dynamic Type

@Suite struct TextDynamicTypeTests {
    static let styles: [(Font, Font.TextStyle)] = [
        (.largeTitle, .largeTitle), (.title, .title), (.title2, .title2), (.title3, .title3),
        (.headline, .headline), (.subheadline, .subheadline), (.body, .body), (.callout, .callout),
        (.footnote, .footnote), (.caption, .caption), (.caption2, .caption2),
    ]

    /// Apple's iOS Dynamic Type table, xSmall … accessibility5.
    static let hig: [Font.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    @Test func textStylesFollowTheHIGTableAtEverySize() {
        #expect(Font.TextStyle.allCases.count == 11)
        #expect(DynamicTypeSize.allCases.count == 12)
        for (font, style) in TextDynamicTypeTests.styles {
            for (column, size) in DynamicTypeSize.allCases.enumerated() {
                #expect(resolved(font, size).pointSize == TextDynamicTypeTests.hig[style]![column], "\(style) at \(size)")
                #expect(resolved(.system(style), size).pointSize == TextDynamicTypeTests.hig[style]![column])
            }
        }
    }

    @Test func bodyIs17AtTheDefaultSize() {
        #expect(resolved(.body).pointSize == 17)
        #expect(resolved(.largeTitle).pointSize == 34)
        #expect(resolved(.caption2).pointSize == 11)
    }

    @Test func headlineIsSemiboldAndTheOtherStylesRegular() {
        for (font, style) in TextDynamicTypeTests.styles {
            #expect(resolved(font).weight == (style == .headline ? .semibold : .regular), "\(style)")
        }
        #expect(resolved(.system(.headline, weight: .light)).weight == .light)
    }

    @Test func sizeCategoriesAreOrdered() {
        #expect(DynamicTypeSize.xSmall < .large)
        #expect(DynamicTypeSize.xxxLarge < .accessibility1)
        #expect(DynamicTypeSize.allCases == DynamicTypeSize.allCases.sorted())
        #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize)
            == [.accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5])
        #expect((...DynamicTypeSize.large).contains(.medium))
    }

    @Test func systemSizeFontsDoNotScale() {
        for size in DynamicTypeSize.allCases {
            #expect(resolved(.system(size: 13), size).pointSize == 13)
            #expect(resolved(.custom("Menlo", fixedSize: 15), size).pointSize == 15)
        }
    }

    @Test func customFontsScaleInProportionToBody() {
        for (column, size) in DynamicTypeSize.allCases.enumerated() {
            let bodyRatio = TextDynamicTypeTests.hig[.body]![column] / 17
            #expect(close(resolved(.custom("Avenir", size: 20), size).pointSize, 20 * bodyRatio))
            let titleRatio = TextDynamicTypeTests.hig[.title]![column] / 28
            #expect(close(resolved(.custom("Avenir", size: 20, relativeTo: .title), size).pointSize, 20 * titleRatio))
        }
        #expect(resolved(.custom("Avenir", size: 20)).pointSize == 20)
    }

    @Test func customFontsAreMeasuredWithTheSystemFont() {
        let custom = resolved(.custom("Avenir", size: 17))
        #expect(measure("Hello, world.", custom) == measure("Hello, world."))
    }
}

// MARK: - Font selection

@Suite struct TextFontSelectionTests {
    /// Three faces, each weight scaled from its face as measured at 20 pt (light 0.986 of
    /// regular, medium 1.0255 of regular, black 1.070 of bold).
    @Test func weightsAreMeasuredWithThreeFacesScaled() {
        func width(_ weight: Font.Weight) -> CGFloat { naturalWidth("Hello, world.", resolved(.body.weight(weight))) }
        let regular = width(.regular), semibold = width(.semibold), bold = width(.bold)
        #expect(regular < semibold && semibold < bold)
        for weight in [Font.Weight.ultraLight, .thin, .light] { #expect(width(weight) == width(.light)) }
        #expect(width(.light) < regular && regular < width(.medium) && width(.medium) < semibold)
        #expect(bold < width(.heavy) && width(.heavy) < width(.black))
        // The factor scales the glyphs, not SF's size tracking (13 glyphs at 17 pt: −0.43 each).
        #expect(abs((width(.light) + 13 * 0.43) / (regular + 13 * 0.43) - 0.986) < 1e-9)
        #expect(naturalWidth("Hello", resolved(.headline)) == naturalWidth("Hello", resolved(.body.weight(.semibold))))
    }

    @Test func modifiersAndOverridesResolve() {
        // Bold on a text style is its emphasized weight (HIG): semibold for body.
        #expect(resolved(.body.bold()).weight == .semibold)
        #expect(resolved(.system(size: 17).bold()).weight == .bold)
        #expect(resolved(.body.weight(.bold)).weight == .bold)
        #expect(resolved(.body.italic()).italic)
        #expect(resolved(.body.monospaced()).design == .monospaced)
        #expect(resolved(.body.monospacedDigit()).monospacedDigit)
        #expect(Font.body.resolve(dynamicTypeSize: .large, weight: nil, design: nil, italic: false, monospacedDigit: true).monospacedDigit)
        #expect(resolved(.system(size: 12, weight: .heavy, design: .rounded)).weight == .heavy)
        #expect(resolved(.system(size: 12, weight: .heavy, design: .rounded)).design == .rounded)
        // Text/View modifiers win over the font's own settings.
        let overridden = Font.headline.weight(.light).resolve(dynamicTypeSize: .large, weight: .black, design: .monospaced, italic: true)
        #expect(overridden == ResolvedFont(pointSize: 17, weight: .black, design: .monospaced, italic: true))
    }

    @Test func invalidPointSizesMeasureAsEmpty() {
        for size in [-5, CGFloat.nan, .infinity] {
            let font = resolved(.system(size: size))
            #expect(font.pointSize == 0)
            #expect(measure("Hello", font) == .zero)
        }
    }

    @Test func fontsAreHashableValues() {
        #expect(Font.body == Font.system(.body))
        #expect(Font.body != Font.body.bold())
        #expect(Set([Font.body, .body, .title]).count == 2)
    }

    @Test func monospacedDesignUsesTheMonospacedFace() {
        // 0.6 em per character, whatever the character.
        // SF Mono's 1266/2048 em per character, whatever the character, with no size tracking.
        for font in [mono17, resolved(.system(.body, design: .monospaced)), resolved(.system(size: 17, design: .monospaced))] {
            #expect(close(naturalWidth("iiii", font), 4 * 1266 / 2048 * 17))
            #expect(close(naturalWidth("MMMM", font), 4 * 1266 / 2048 * 17))
        }
        #expect(naturalWidth("iiii") < naturalWidth("MMMM"))
        // Serif and rounded have no face of their own: rounded (SF Rounded) is SF Pro's glyphs
        // 0.7 % narrower, serif (New York) 5.1 % wider (both measured at 20 pt); the tracking stays.
        let rounded = naturalWidth("Hello", resolved(.system(.body, design: .rounded)))
        #expect(abs((rounded + 5 * 0.43) / (naturalWidth("Hello") + 5 * 0.43) - 0.993) < 1e-9)
        let serif = naturalWidth("Hello", resolved(.system(.body, design: .serif)))
        #expect(abs((serif + 5 * 0.43) / (naturalWidth("Hello") + 5 * 0.43) - 1.051) < 1e-9)
    }

    @Test func monospacedDigitMakesDigitsAsWideAsZero() {
        let tabular = resolved(.body.monospacedDigit())
        #expect(naturalWidth("1111", tabular) == naturalWidth("0000", tabular))
        #expect(naturalWidth("1111") < naturalWidth("0000"))
        #expect(naturalWidth("0000", tabular) == naturalWidth("0000"))
        #expect(naturalWidth("Hi", tabular) == naturalWidth("Hi"))
    }
}

// MARK: - Widths and calibration

@Suite struct TextWidthTests {
    @Test func widthIsTheSumOfScaledAdvancesPlusTheSizeTracking() {
        let face = FontMetrics.face(for: body17)
        let text = "Hello, world."
        let scalars = Array(text.utf8)
        let advances = scalars.reduce(0) { $0 + Int(face.advance(UInt32($1))!) }
        // Pair kerning between neighbours other than the space ("wo" is kerned).
        let kerning = zip(scalars, scalars.dropFirst()).reduce(0) { sum, pair in
            pair.0 == 0x20 || pair.1 == 0x20 ? sum : sum + Int(face.kerning[FaceMetrics.kerningIndex(pair.0, pair.1)])
        }
        #expect(kerning < 0)
        let units = advances + kerning
        // SF's 17 pt tracking (HIG: −0.43 pt) after each of the 13 glyphs.
        #expect(close(FontMetrics.tracking(for: body17), -0.43))
        let expected = CGFloat(units) * 17 / face.unitsPerEm * FontMetrics.proportionalCalibration - 13 * 0.43
        #expect(close(naturalWidth(text), expected, 1e-9))
        #expect(face.unitsPerEm == 2816) // Inter's em
    }

    @Test func trackingIsAddedPerCharacter() {
        let text = "Hello, world."
        #expect(close(naturalWidth(text) + 13 * 0.5, layout(text, tracking: 0.5).width))
        // A fallback font's characters get the explicit tracking but not SF's size tracking.
        #expect(close(naturalWidth("漢"), 17))
        #expect(close(layout("漢", tracking: 0.5).width, 17.5))
    }

    @Test func helloWorldMatchesSwiftUIsPublishedMeasurement() {
        let unrounded = layout("Hello, world.")
        // Inside the window that rounds up to 94.333 at @3x, clear of both of its edges.
        #expect(unrounded.width > 94.05 && unrounded.width < 94.30)
        #expect(FontMetrics.tracking(for: body17) < 0) // with SF's 17 pt tracking included
        let size = measure("Hello, world.")
        #expect(close(size.width, 283.0 / 3))
        #expect(close(size.height, 61.0 / 3))
    }

    @Test func monospacedAdvanceIsSFMonos() {
        let face = FontMetrics.face(for: mono17)
        #expect(close(CGFloat(face.zeroAdvance) / face.unitsPerEm * face.calibration, 1266.0 / 2048))
        #expect(FontMetrics.tracking(for: mono17) == 0)
    }

    @Test func wideCharactersAndEmojiMeasureOneEm() {
        #expect(close(naturalWidth("漢字"), 34))
        #expect(close(naturalWidth("한"), 17))
        #expect(close(naturalWidth("😀"), 17))
        #expect(close(naturalWidth("👍🏽"), 17))        // skin tone modifier merges
        #expect(close(naturalWidth("👨‍👩‍👧"), 17))      // zero-width-joiner sequence
        #expect(close(naturalWidth("🇫🇷🇩🇪"), 34))     // two flags
        #expect(close(naturalWidth("❤️"), 17))          // variation selector adds nothing
    }

    @Test func unknownCharactersFallBackToTheZeroAdvance() {
        // Thai is not in the generated tables and is not wide.
        #expect(close(naturalWidth("ก"), naturalWidth("0")))
        #expect(close(naturalWidth("\u{0E01}\u{0E02}", mono17), 2 * 1266 / 2048 * 17))
    }

    @Test func nonLatinScriptsInTheTablesUseTheirAdvances() {
        for text in ["Ωμέγα", "Привет", "€ → ≠", "ệ"] {
            let width = naturalWidth(text)
            #expect(width > 0)
            #expect(!close(width, CGFloat(text.unicodeScalars.count) * naturalWidth("0")), "\(text)")
        }
        // Combining marks add no width.
        #expect(close(naturalWidth("e\u{0301}"), naturalWidth("e")))
    }
}

// MARK: - Line height and rounding

@Suite struct TextLineHeightAndRoundingTests {
    @Test func lineHeightIsSFProAscenderPlusDescender() {
        #expect(close(FontMetrics.lineHeight(pointSize: 17), bodyLineHeight))
        #expect(close(FontMetrics.lineHeightRatio, 1.193359375))
        #expect(close(measure("Hello").height, 61.0 / 3))
        #expect(close(measure("Hello", scale: 2).height, 20.5))
        #expect(close(measure("Hello", mono17).height, 61.0 / 3)) // same ratio for both designs
    }

    @Test func nLinesAreNLineHeightsRoundedOnce() {
        let size = measure("a\nb\nc")
        #expect(close(size.height, TextMeasurer.roundUpToPixel(3 * bodyLineHeight, scale: 3)))
        #expect(close(size.height, 61)) // 60.861 → 61
    }

    @Test func roundingGoesUpToThePixelGridButKeepsExactMultiples() {
        #expect(close(TextMeasurer.roundUpToPixel(94.19, scale: 3), 283.0 / 3))
        #expect(TextMeasurer.roundUpToPixel(283.0 / 3, scale: 3) == 283.0 / 3)
        #expect(TextMeasurer.roundUpToPixel(20, scale: 3) == 20)
        #expect(TextMeasurer.roundUpToPixel(20 + 1e-9, scale: 3) == 20)
        #expect(close(TextMeasurer.roundUpToPixel(20.001, scale: 3), 20 + 1.0 / 3))
        #expect(TextMeasurer.roundUpToPixel(20.1, scale: 2) == 20.5)
        #expect(TextMeasurer.roundUpToPixel(20.1, scale: 1) == 21)
    }

    @Test func baselinesAreMeasuredFromTheTop() {
        let ascent = 17 * 1950.0 / 2048.0
        let one = TextMeasurer.baselines(of: runs("Hello"), proposal: .unspecified, lineLimit: nil, displayScale: 3)
        #expect(close(one.first, ascent) && close(one.last, ascent))
        let three = TextMeasurer.baselines(of: runs("a\nb\nc"), proposal: .unspecified, lineLimit: nil, displayScale: 3)
        #expect(close(three.first, ascent))
        #expect(close(three.last, 2 * bodyLineHeight + ascent))
        let zero = TextMeasurer.baselines(of: runs("a"), proposal: .zero, lineLimit: nil, displayScale: 3)
        #expect(zero.first == 0 && zero.last == 0)
    }

    @Test func mixedFontsTakeTheTallestLine() {
        let title = resolved(.largeTitle)
        let mixed = [TextRun(string: "Big ", font: title, tracking: 0), TextRun(string: "small", font: body17, tracking: 0)]
        let result = TextMeasurer.layout(of: mixed, proposal: .unspecified, lineLimit: nil)!
        #expect(close(result.height, FontMetrics.lineHeight(pointSize: 34)))
        #expect(close(result.width, naturalWidth("Big", title) + spaceWidth(title) + naturalWidth("small"), 1e-9))
    }

    private func spaceWidth(_ font: ResolvedFont) -> CGFloat {
        layout("a a", font).width - layout("aa", font).width
    }
}

// MARK: - Wrapping

@Suite struct TextWrappingTests {
    let sentence = "The quick brown fox jumps over the lazy dog"

    @Test func nilWidthNeverWraps() {
        let result = layout(sentence)
        #expect(result.lineCount == 1)
        #expect(close(result.width, naturalWidth(sentence)))
    }

    @Test func infiniteWidthBehavesLikeNil() {
        #expect(measure(sentence, width: .infinity) == measure(sentence))
        #expect(measure("a\nbb", width: .infinity) == measure("a\nbb"))
    }

    @Test func paragraphsEachTakeALineAndTheWidestWins() {
        let result = layout("short\nmuch longer line\nmid")
        #expect(result.lineCount == 3)
        #expect(close(result.width, naturalWidth("much longer line")))
        #expect(layout("a\r\nb").lineCount == 2)
        #expect(layout("a\n\nb").lineCount == 3)
        #expect(layout("a\n").lineCount == 2)
    }

    @Test func finiteWidthWrapsAtWordBoundaries() {
        let width = naturalWidth("The quick brown") + 1
        let result = layout(sentence, width: width)
        // "The quick brown" / "fox jumps over" / "the lazy dog"
        #expect(result.lineCount == 3)
        // The first line's trailing space counts, up to the proposal.
        #expect(close(result.width, width))
        #expect(close(result.height, 3 * bodyLineHeight))
        let size = measure(sentence, width: width)
        #expect(size.width == TextMeasurer.roundUpToPixel(width, scale: 3))
        #expect(close(size.height, TextMeasurer.roundUpToPixel(3 * bodyLineHeight, scale: 3)))
    }

    @Test func exactFitDoesNotWrap() {
        let natural = naturalWidth(sentence)
        #expect(layout(sentence, width: natural).lineCount == 1)
        #expect(layout(sentence, width: measure(sentence).width).lineCount == 1)
        #expect(layout(sentence, width: natural - 0.01).lineCount == 2)
    }

    @Test func trailingSpacesHangAndCountUpToTheProposal() {
        let space = naturalWidth("a a") - naturalWidth("aa")
        #expect(close(naturalWidth("Hello   "), naturalWidth("Hello") + 3 * space))
        let width = naturalWidth("Hello") + 2 // the space after "Hello" does not fit, and hangs
        let result = layout("Hello Hell", width: width)
        #expect(result.lineCount == 2)
        #expect(close(result.width, width))
        #expect(close(layout("Hello      Hell", width: width).width, width))
        // With room for it, the space is part of the line's width.
        let roomy = layout("Hello world", width: naturalWidth("Hello") + 2 * space)
        #expect(roomy.lineCount == 2 && close(roomy.width, max(naturalWidth("Hello") + space, naturalWidth("world"))))
    }

    @Test func aWordWiderThanTheLineBreaksByCharacters() {
        let word = "Supercalifragilisticexpialidocious"
        let width: CGFloat = 60
        let result = layout(word, width: width)
        #expect(result.lineCount > 1)
        #expect(result.width <= width)
        // Filling each line greedily, character by character.
        var lines = 1, current: CGFloat = 0
        for character in word {
            let w = naturalWidth(String(character))
            if current + w > width { lines += 1; current = 0 }
            current += w
        }
        #expect(result.lineCount == lines)
        // A single character wider than the proposal still shows, alone on its line.
        #expect(close(layout("W", width: 3).width, naturalWidth("W")))
        #expect(layout("WW", width: 3).lineCount == 2)
    }

    @Test func breaksAfterHyphens() {
        let width = max(naturalWidth("well-"), naturalWidth("known")) + 1
        let result = layout("well-known", width: width)
        #expect(width < naturalWidth("well-known"))
        #expect(result.lineCount == 2)
        #expect(close(result.width, width - 1))
        // A leading minus sign is not a break opportunity.
        let leading = layout("-known", width: naturalWidth("known") + 1)
        #expect(leading.lineCount == 2 && close(leading.width, naturalWidth("-know")))
    }

    @Test func explicitNewlinesAlwaysBreak() {
        let result = layout("a\nbc", width: 500)
        #expect(result.lineCount == 2)
        #expect(close(result.width, naturalWidth("bc")))
    }

    @Test func zeroWidthSpaceAndSoftHyphenAreInvisibleBreakOpportunities() {
        for separator in ["\u{200B}", "\u{00AD}"] {
            let text = "abcdef\(separator)abcdef"
            #expect(close(naturalWidth(text), naturalWidth("abcdefabcdef")))
            let result = layout(text, width: naturalWidth("abcdef") + 1)
            #expect(result.lineCount == 2 && close(result.width, naturalWidth("abcdef")))
        }
    }

    @Test func tabsAdvanceToTheNextStop() {
        // NSParagraphStyle's default tab interval is 28 pt.
        #expect(close(naturalWidth("a\tb"), 28 + naturalWidth("b")))
        #expect(close(naturalWidth("\t\tb"), 56 + naturalWidth("b")))
    }

    @Test func wideCharactersBreakAnywhere() {
        let result = layout("漢字漢字漢字", width: 17 * 2.5)
        #expect(result.lineCount == 3)
        #expect(close(result.width, 34))
    }
}

// MARK: - Line limits and truncation

@Suite struct TextLineLimitTests {
    let sentence = "The quick brown fox jumps over the lazy dog"

    /// The longest start of `text` whose characters fit in `width` beside an ellipsis, and the
    /// ellipsis: what a line cut at its tail draws.
    private func cutWidth(_ text: String, _ width: CGFloat) -> CGFloat {
        let ellipsis = naturalWidth("\u{2026}")
        let prefixes = text.indices.dropFirst().map { String(text[..<$0]) } + [text]
        let fitting = prefixes.filter { $0.last != " " && naturalWidth($0) + ellipsis <= width }
        return (fitting.map { naturalWidth($0) }.max() ?? 0) + ellipsis
    }

    /// A cut line is as wide as what it draws: the characters that fit beside an ellipsis, and
    /// the ellipsis (measured macOS 26: a paragraph cut to one 150 pt line is 144 wide).
    @Test func lineLimitCutsTheLineBesideAnEllipsis() {
        let result = layout(sentence, width: 100, lineLimit: 1)
        #expect(result.lineCount == 1)
        #expect(close(result.width, cutWidth(sentence, 100)), "\(result.width)")
        #expect(result.width < 100)
        #expect(close(result.height, bodyLineHeight))
        let two = layout(sentence, width: 100, lineLimit: 2)
        #expect(two.lineCount == 2 && two.width <= 100)
        // Cut in the middle, both ends are kept and the line fills the width.
        let middle = TextMeasurer.layout(of: [TextRun(string: sentence, font: body17, tracking: 0)],
                                         proposal: ProposedViewSize(width: 100, height: nil), lineLimit: 1, truncation: .middle)
        #expect(middle?.width == 100)
    }

    @Test func truncatedWidthIsCappedAtTheNaturalWidth() {
        // The second paragraph is cut; the first line is shorter than the proposal.
        let result = layout("Hi\nthere", width: 100, lineLimit: 1)
        #expect(result.lineCount == 1)
        #expect(close(result.width, naturalWidth("Hi")))
        // Without a width there is no wrapping: each paragraph is one line.
        let unwrapped = layout("first paragraph\nsecond", lineLimit: 1)
        #expect(unwrapped.lineCount == 1 && close(unwrapped.width, naturalWidth("first paragraph")))
    }

    @Test func textThatFitsIsNotAffected() {
        #expect(layout("Hello", width: 100, lineLimit: 1) == layout("Hello", width: 100))
        #expect(layout(sentence, width: 100, lineLimit: 50) == layout(sentence, width: 100))
    }

    @Test func aFiniteHeightLimitsTheLines() {
        let unlimited = layout(sentence, width: 100)
        #expect(unlimited.lineCount > 3)
        let twoLines = measure(sentence, width: 100, height: 2 * bodyLineHeight + 5)
        #expect(close(twoLines.height, TextMeasurer.roundUpToPixel(2 * bodyLineHeight, scale: 3)))
        #expect(twoLines.width == measure(sentence, width: 100, lineLimit: 2).width, "a height cuts lines as a line limit does")
        // Never fewer than one line, even when the height is smaller than a line.
        #expect(close(measure(sentence, width: 100, height: 5).height, 61.0 / 3))
        // The rounded height of N lines still fits N lines.
        let three = measure(sentence, width: 100, height: TextMeasurer.roundUpToPixel(3 * bodyLineHeight, scale: 3))
        #expect(close(three.height, TextMeasurer.roundUpToPixel(3 * bodyLineHeight, scale: 3)))
        // Line limit and height both apply; the smaller wins.
        #expect(layout(sentence, width: 100, height: 1000, lineLimit: 2).lineCount == 2)
        #expect(layout(sentence, width: 100, height: 30, lineLimit: 3).lineCount == 1)
    }
}

// MARK: - Concurrency

@Suite struct TextConcurrencyTests {
    @Test func measuringFromManyTasksAgrees() async {
        let expected = measure("Hello, world.", width: 60)
        let results = await withTaskGroup(of: CGSize.self) { group in
            for _ in 0..<32 { group.addTask { measure("Hello, world.", width: 60) } }
            return await group.reduce(into: [CGSize]()) { $0.append($1) }
        }
        #expect(results.count == 32 && results.allSatisfy { $0 == expected })
    }
}

// MARK: - Zero and empty

@Suite struct TextZeroAndEmptyTests {
    @Test func aZeroHeightGivesZero() {
        #expect(measure("Hello", height: 0) == .zero)
        #expect(measure("Hello", width: 0, height: 0) == .zero)
        #expect(measure("Hello", width: 100, height: 0) == .zero)
        #expect(measure("", width: 0, height: 0) == .zero)
    }

    /// Lines of one character each, reported zero wide: as SwiftUI's Text answers a zero width.
    @Test func aZeroWidthGivesTheLinesThatFitOneCharacterEach() {
        func lines(_ count: Int) -> CGFloat { TextMeasurer.roundUpToPixel(CGFloat(count) * bodyLineHeight, scale: 3) }
        #expect(measure("Hello", width: 0) == CGSize(width: 0, height: lines(5)))
        // A space hangs after its word and starts no line of its own.
        #expect(measure("Hi there", width: 0) == CGSize(width: 0, height: lines(7)))
        // At most the proposed height's worth of lines: 100 pt holds four body lines.
        #expect(measure("Hello", width: 0, height: 100) == CGSize(width: 0, height: lines(4)))
        // At least one line, however little height there is.
        #expect(measure("Hello", width: 0, height: 5) == CGSize(width: 0, height: lines(1)))
        #expect(layout("Hello", width: 0).lineCount == 5)
    }

    /// The same answers reach a Text laid out in a view, and stacks probing it.
    @Test func aTextOfferedZeroWidthInAViewIsTallAndZeroWide() {
        let snapshot = LayoutEngine.layout(Text("Hello").frame(width: 0), in: CGSize(width: 300, height: 300))
        let text = snapshot.nodes(kind: "Text")[0].frame
        #expect(text.width == 0)
        #expect(close(text.height, TextMeasurer.roundUpToPixel(5 * bodyLineHeight, scale: 3)))
    }

    @Test func emptyTextIsOneLineTall() {
        #expect(measure("") == CGSize(width: 0, height: 61.0 / 3))
        #expect(measure("", width: 100, height: 100) == CGSize(width: 0, height: 61.0 / 3))
    }
}

// MARK: - LocalizedStringKey

@Suite struct LocalizedStringKeyTests {
    enum Mode { case compact }

    @Test func literalsResolveToThemselves() {
        let key: LocalizedStringKey = "Hello, world."
        #expect(key.resolvedString == "Hello, world.")
        #expect(LocalizedStringKey("100%").resolvedString == "100%")
        #expect(LocalizedStringKey("a") == "a")
    }

    @Test func interpolationFormatsLikeSwiftUI() {
        let w: CGFloat = 95
        let d = 163.333333333
        let f: Float = 1.5
        let count = 42
        let name = "Ann"
        let sub = name.prefix(2)
        let big: UInt64 = 18_446_744_073_709_551_615
        #expect(LocalizedStringKey("Width = \(w)").resolvedString == "Width = 95.000000")
        #expect(LocalizedStringKey("\(d)").resolvedString == "163.333333")
        #expect(LocalizedStringKey("\(f)").resolvedString == "1.500000")
        #expect(LocalizedStringKey("\(count) items").resolvedString == "42 items")
        #expect(LocalizedStringKey("-\(Int8(-5))").resolvedString == "--5")
        #expect(LocalizedStringKey("\(big)").resolvedString == "18446744073709551615")
        #expect(LocalizedStringKey("Hi \(name)!").resolvedString == "Hi Ann!")
        #expect(LocalizedStringKey("\(sub)").resolvedString == "An")
        #expect(LocalizedStringKey("mode: \(Mode.compact)").resolvedString == "mode: compact")
        #expect(LocalizedStringKey("\(w, specifier: "%.1f")").resolvedString == "95.0")
        #expect(LocalizedStringKey("Width = \(w)").key == "Width = %lf")
        #expect(LocalizedStringKey("\(count)% of \(name)").key == "%lld%% of %@")
    }

    @Test func formattedNumbersMeasureAsTheyRead() {
        let zero: CGFloat = 0
        let value: CGFloat = 163.333333
        #expect(LocalizedStringKey("Width = \(zero)").resolvedString == "Width = 0.000000")
        #expect(LocalizedStringKey("Width = \(value)").resolvedString == "Width = 163.333333")
        // Six decimals are wider than Swift's own "0.0".
        #expect(naturalWidth("Width = 0.000000") > naturalWidth("Width = 0.0"))
    }
}
