import Testing
@testable import LayoutLab

/// `minimumScaleFactor` shrinks a text that does not fit; `tracking` widens one.
@Suite struct TextFittingTests {
    static let headline = "Quarterly revenue summary for every region"

    /// The body font at the default size on iOS 18: what `Text` uses when nothing sets a font.
    static let body = Font.body.resolve(dynamicTypeSize: .large, os: .ios18, weight: nil, design: nil, italic: false)

    /// The text's unrounded one-line width at full size.
    static func naturalWidth(_ string: String) -> CGFloat {
        TextMeasurer.layout(of: [TextRun(string: string, font: body, tracking: 0)], proposal: .unspecified, lineLimit: nil)!.width
    }

    static let lineHeight = body.lineMetrics.lineHeight

    func text(_ view: some View, width: CGFloat, height: CGFloat? = nil) -> CGRect {
        layout(view.frame(width: width, height: height)).first(kind: "Text").frame
    }

    @Test func aTooLongLineShrinksToTheScaleThatFits() {
        let natural = Self.naturalWidth(Self.headline)
        #expect(natural > 300)
        let frame = text(Text(Self.headline).lineLimit(1).minimumScaleFactor(0.5), width: 200)
        // Widths shrink with the font (not in exact proportion: SF's tracking depends on the
        // size), so the scale that fits is the largest whose one-line width is within 200, found
        // here by halving as the text does; the height is the line at that scale, on the grid.
        func width(at scale: CGFloat) -> CGFloat {
            TextMeasurer.layout(of: [TextRun(string: Self.headline, font: Self.body.scaled(by: scale), tracking: 0)],
                                proposal: .unspecified, lineLimit: nil)!.width
        }
        var (low, high): (CGFloat, CGFloat) = (0.5, 1)
        for _ in 0..<20 { let middle = (low + high) / 2; if width(at: middle) <= 200 { low = middle } else { high = middle } }
        #expect(frame.width <= 200)
        #expect(frame.width >= width(at: low) - 1)
        #expect(abs(frame.height - Self.lineHeight * low) <= 1.0 / 3 + 0.001)
        #expect(frame.height < Self.lineHeight * 0.75)
    }

    @Test func withoutTheModifierTheLineTruncatesAtFullSize() {
        let frame = text(Text(Self.headline).lineLimit(1), width: 200)
        // What fits beside an ellipsis: within a glyph and an ellipsis of the width.
        #expect(frame.width <= 200 && frame.width > 185, "\(frame.width)")
        #expect(frame.height == TextMeasurer.roundUpToPixel(Self.lineHeight, scale: 3))
    }

    @Test func theTextShrinksNoFurtherThanTheFactor() {
        // It would need about 0.5; 0.9 is as far as it may go, and then it truncates.
        let frame = text(Text(Self.headline).lineLimit(1).minimumScaleFactor(0.9), width: 200)
        #expect(frame.width <= 200 && frame.width > 185, "\(frame.width)")
        #expect(frame.height == TextMeasurer.roundUpToPixel(Self.lineHeight * 0.9, scale: 3))
    }

    @Test func aTextThatFitsKeepsItsSize() {
        let plain = layout(Text("Revenue").lineLimit(1)).first(kind: "Text").frame.size
        let shrinkable = layout(Text("Revenue").lineLimit(1).minimumScaleFactor(0.5)).first(kind: "Text").frame.size
        #expect(plain == shrinkable)
        #expect(text(Text("Revenue").minimumScaleFactor(0.5), width: 200).size == text(Text("Revenue"), width: 200).size)
    }

    @Test func withoutALineLimitOrAHeightTheTextWrapsInstead() {
        let wrapped = text(Text(Self.headline), width: 200)
        let shrinkable = text(Text(Self.headline).minimumScaleFactor(0.5), width: 200)
        #expect(shrinkable == wrapped)
        #expect(wrapped.height > Self.lineHeight * 1.5)
    }

    @Test func aProposedHeightTooShortForTheLinesShrinksThem() {
        // Two lines at full size are about 40.6 high; 30 does not hold them.
        let frame = text(Text(Self.headline).minimumScaleFactor(0.3), width: 200, height: 30)
        #expect(frame.height <= 30)
        let fullSize = text(Text(Self.headline), width: 200, height: 30)
        #expect(fullSize.height == TextMeasurer.roundUpToPixel(Self.lineHeight, scale: 3))
        // Shrunk, more of the text shows: it takes two lines, or a wider line, in the same room.
        #expect(frame.height > fullSize.height || frame.width > fullSize.width)
    }

    @Test func factorsOutsideTheRangeAreClampedNotFatal() {
        let fullSize = text(Text(Self.headline).lineLimit(1), width: 200)
        #expect(text(Text(Self.headline).lineLimit(1).minimumScaleFactor(.nan), width: 200) == fullSize)
        #expect(text(Text(Self.headline).lineLimit(1).minimumScaleFactor(2), width: 200) == fullSize)
        let tiny = text(Text(Self.headline).lineLimit(1).minimumScaleFactor(-1), width: 200)
        #expect(tiny.width <= 200 && tiny.height < fullSize.height)
        #expect(text(Text(Self.headline).lineLimit(1).minimumScaleFactor(.infinity), width: 200) == fullSize)
    }

    @Test func trackingWidensATextByItsAmountPerCharacter() {
        let plain = layout(Text("Hello")).first(kind: "Text").frame
        let tracked = layout(Text("Hello").tracking(2)).first(kind: "Text").frame
        let kerned = layout(Text("Hello").kerning(1.2)).first(kind: "Text").frame
        // Five characters, each followed by the extra space (whole pixels at @3x, so the rounding
        // to the grid does not blur it); the height does not change.
        #expect(isClose(tracked.width - plain.width, 10))
        #expect(isClose(kerned.width - plain.width, 6))
        #expect(tracked.height == plain.height)
    }

    @Test func trackingCanMakeATextWrap() {
        let width = layout(Text("Hello world")).first(kind: "Text").frame.width
        let tracked = text(Text("Hello world").tracking(3), width: width + 1)
        #expect(tracked.height > TextMeasurer.roundUpToPixel(Self.lineHeight, scale: 3))
    }
}
