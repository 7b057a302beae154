// Text measurement: line breaking and sizing of styled runs, the way SwiftUI's Text answers a
// proposal. It runs inside layout passes, so it walks UTF-8 bytes directly, looks advances up
// in flat arrays and never allocates per character. (A result cache keyed by the runs was
// measured and left out: hashing the key costs about as much as measuring a short string.)
//
// Characters the generated tables do not cover: East Asian wide/fullwidth characters and
// emoji (with their joiners, modifiers and flag pairs folded in) measure one em, since CJK and
// emoji fonts draw them on a square; anything else falls back to the face's advance for "0",
// a middle-of-the-road width that keeps unknown scripts from measuring as nothing.
// Tracking is added after every character that has a width, as CoreText's kerning attribute
// does, so zero-width marks and joiners get none. The font's own size tracking
// (`SystemFontTracking`) goes after the glyphs the font draws; characters drawn by a fallback
// font (wide characters, emoji) get only the text's explicit tracking.

import Foundation

/// A stretch of text in one font, as `Text` concatenation (`Text + Text`) produces it.
struct TextRun: Hashable, Sendable {
    var string: String
    var font: ResolvedFont
    /// Extra space after every visible character, in points (`Text.tracking`).
    var tracking: CGFloat
    /// How far the glyphs sit above the baseline (`Text.baselineOffset`): the line grows by it,
    /// above when positive, below when negative.
    var baselineOffset: CGFloat = 0
    /// Drawn as a placeholder (`.redacted(reason: .placeholder)`): every character is one
    /// `RedactedText.advance` wide, whatever its glyph.
    var isRedacted = false
    /// An image inside the text (`Text(Image(...))`): the run is its one placeholder character,
    /// as wide as the image, and its line at least as tall above the baseline.
    var attachment: TextAttachment?
}

/// An inline image's extent in its line: its width, and how far it reaches above the baseline.
struct TextAttachment: Hashable, Sendable {
    var width: CGFloat
    var ascent: CGFloat
}

enum TextMeasurer {
    /// The size SwiftUI's Text reports for `proposal`, rounded up to the pixel grid (1/displayScale).
    static func size(
        of runs: [TextRun], proposal: ProposedViewSize, lineLimit: Int?, truncation: Text.TruncationMode = .tail,
        lineSpacing: CGFloat = 0, displayScale: CGFloat
    ) -> CGSize {
        guard let layout = layout(of: runs, proposal: proposal, lineLimit: lineLimit, truncation: truncation, lineSpacing: lineSpacing) else {
            return .zero
        }
        return CGSize(
            width: roundUpToPixel(layout.width, scale: displayScale),
            height: roundUpToPixel(layout.height, scale: displayScale)
        )
    }

    /// Distance from the top of the text to the first / last baseline, for baseline alignment.
    static func baselines(
        of runs: [TextRun], proposal: ProposedViewSize, lineLimit: Int?, truncation: Text.TruncationMode = .tail,
        lineSpacing: CGFloat = 0, displayScale: CGFloat
    ) -> (first: CGFloat, last: CGFloat) {
        // Baselines sit where the glyphs are drawn, from the top of the unrounded lines; only
        // the frame is snapped to the pixel grid, by growing at the bottom.
        guard let layout = layout(of: runs, proposal: proposal, lineLimit: lineLimit, truncation: truncation, lineSpacing: lineSpacing) else {
            return (0, 0)
        }
        return (layout.firstBaseline, layout.lastBaseline)
    }

    /// Rounds up to a multiple of 1/scale. The tolerance keeps a value that is already on the
    /// grid (up to floating-point noise, such as 283/3 * 3) from moving up a whole pixel.
    static func roundUpToPixel(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        return ((value * scale) - 1e-6).rounded(.up) / scale
    }

    // MARK: Layout

    /// Unrounded result of laying the runs out.
    struct Layout: Equatable {
        var width: CGFloat
        var height: CGFloat
        var firstBaseline: CGFloat
        var lastBaseline: CGFloat
        var lineCount: Int
    }

    /// Lays the text out, or returns nil when the proposal leaves no height (SwiftUI's Text
    /// answers a zero height with zero) or there is nothing to measure at all.
    ///
    /// A zero width with a free or positive height is not nothing: SwiftUI answers width 0 and
    /// the height of the lines that fit, about one character per line, at most the proposed
    /// height's worth and at least one (a published proposal log shows a Text proposed 0 × 100
    /// answering 0 × 86.3; see docs/layout-rules.md, "Text").
    ///
    /// `lineSpacing` (`lineSpacing(_:)`, at least 0) is added between lines, never after the last.
    static func layout(
        of runs: [TextRun], proposal: ProposedViewSize, lineLimit: Int?, truncation: Text.TruncationMode = .tail, lineSpacing: CGFloat = 0
    ) -> Layout? {
        if let height = proposal.height, !(height > 0) { return nil }
        guard !runs.isEmpty else { return nil }
        let zeroWidth = proposal.width.map { !($0 > 0) } ?? false

        // .infinity and nil both mean "no wrapping"; a zero width breaks after every character.
        let maxWidth = zeroWidth ? 0 : proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? .infinity
        // A non-positive limit still shows one (truncated) line rather than nothing.
        var maxLines = lineLimit.map { max(1, $0) } ?? Int.max
        if let height = proposal.height, height.isFinite {
            // A height proposal truncates rather than grows. With mixed fonts the tallest line
            // decides, so the text never overflows the proposal.
            var tallest: CGFloat = 0
            for run in runs { tallest = max(tallest, run.font.lineMetrics.lineHeight) }
            if tallest > 0 {
                // n lines take n line heights and n - 1 spacings.
                let fitting = ((height + lineSpacing) / (tallest + lineSpacing) + 1e-9).rounded(.down)
                maxLines = min(maxLines, max(1, fitting < CGFloat(Int.max / 2) ? Int(fitting) : Int.max))
            }
        }

        var breaker = LineBreaker(maxWidth: maxWidth, maxLines: maxLines, cutsAtOneEnd: truncation != .middle)
        breaker.lineSpacing = lineSpacing
        for (index, run) in runs.enumerated() {
            // An empty run after the first shows nothing and must not make its line taller.
            if run.string.isEmpty && index > 0 { continue }
            var reader = RunReader(run: run)
            breaker.beginRun(ascent: max(run.font.lineMetrics.baseline, run.attachment?.ascent ?? 0) + max(run.baselineOffset, 0),
                             descent: run.font.lineMetrics.lineHeight - run.font.lineMetrics.baseline + max(-run.baselineOffset, 0),
                             ellipsis: reader.ellipsisWidth)
            var string = run.string
            string.withUTF8 { bytes in reader.read(bytes, into: &breaker) }
            if breaker.isFinished { break }
        }
        breaker.finish()
        return Layout(width: zeroWidth ? 0 : breaker.widest, height: breaker.totalHeight,
                      firstBaseline: breaker.firstBaseline, lastBaseline: breaker.lastBaseline,
                      lineCount: breaker.lineCount)
    }
}

// MARK: - Reading characters

/// Where a run's characters go, with their widths: the line breaker when measuring, the glyph
/// collector when drawing (`TextDrawing.swift`). Generic, so measuring pays nothing for drawing.
protocol GlyphSink {
    var isFinished: Bool { get }
    /// A visible character that does not allow a break around it.
    mutating func glyph(_ width: CGFloat, scalar: UInt32)
    /// A breaking space.
    mutating func space(_ width: CGFloat, scalar: UInt32)
    mutating func tab(tracking: CGFloat)
    /// A hyphen or dash.
    mutating func hyphen(_ width: CGFloat, scalar: UInt32)
    /// An ideograph or emoji, drawn by a fallback font on an em square.
    mutating func wide(_ width: CGFloat, scalar: UInt32)
    mutating func breakOpportunity()
    mutating func newline(isCarriageReturn: Bool, isLineFeed: Bool)
}

/// Turns one run's UTF-8 into line-breaking events with widths in points.
struct RunReader {
    let face: FaceMetrics
    /// Font units to points, calibration included.
    let unitScale: CGFloat
    /// East Asian wide characters and emoji: one em, uncalibrated, like a square glyph.
    let em: CGFloat
    /// The text's explicit tracking, after every character with a width.
    let tracking: CGFloat
    /// `tracking` plus the font's own size tracking, after every glyph of the face.
    let glyphTracking: CGFloat
    let tabularDigits: Bool
    /// Every character's width when the run is redacted (`RedactedText`), nil otherwise.
    let redactedAdvance: CGFloat?
    /// The previous character when it was printable ASCII other than the space (0 otherwise):
    /// the first of a kerned pair. SF Pro kerns ("To", "AV"), so the stand-in's pair kerning is
    /// applied between such characters (measured: fidelity suite, docs/fidelity.md).
    var kernFirst: UInt8 = 0
    /// Emoji sequence state: joined and modifying scalars add no width of their own.
    var afterEmoji = false
    var afterJoiner = false
    var openFlag = false

    /// The width of "…" in this run's font: a truncated line ends with it.
    var ellipsisWidth: CGFloat {
        redactedAdvance ?? CGFloat(face.advance(0x2026) ?? face.zeroAdvance) * unitScale + glyphTracking
    }

    init(run: TextRun) {
        face = FontMetrics.face(for: run.font)
        unitScale = run.font.pointSize / face.unitsPerEm * face.calibration * run.font.widthScale
            * (run.font.design == .monospaced ? 1 : FontMetrics.weightWidthFactor(run.font.weight))
            * (run.font.design == .serif ? FontMetrics.serifWidthFactor : run.font.design == .rounded ? FontMetrics.roundedWidthFactor : 1)
        em = run.font.pointSize * run.font.widthScale
        tracking = run.tracking
        glyphTracking = run.tracking + FontMetrics.tracking(for: run.font)
        tabularDigits = run.font.monospacedDigit
        redactedAdvance = run.isRedacted ? RedactedText.advance(for: run.font) + run.tracking : nil
        attachmentAdvance = run.attachment.map { $0.width + run.tracking }
    }

    /// The advance of the run's inline image, nil when it is text.
    let attachmentAdvance: CGFloat?

    mutating func read<Sink: GlyphSink>(_ bytes: UnsafeBufferPointer<UInt8>, into breaker: inout Sink) {
        if let attachmentAdvance {
            // An attachment breaks like an ideograph: lines may break before and after it
            // (Unicode's line-breaking algorithm, UAX #14, class CB, "break before and after").
            breaker.wide(attachmentAdvance, scalar: 0xFFFC)
            return
        }
        if let redactedAdvance {
            RedactedText.read(bytes, advance: redactedAdvance, into: &breaker)
            return
        }
        var i = 0
        let count = bytes.count
        while i < count {
            let lead = bytes[i]
            // Printable ASCII other than space and hyphen is the common case: one table load.
            if lead > 0x20 && lead < 0x7F && lead != 0x2D {
                i += 1
                var units = face.advances[Int(lead)]
                if units == FaceMetrics.missing || (tabularDigits && lead &- 0x30 < 10) { units = face.zeroAdvance }
                afterEmoji = false; afterJoiner = false; openFlag = false
                var kern: CGFloat = 0
                if kernFirst != 0, !face.kerning.isEmpty {
                    kern = CGFloat(face.kerning[FaceMetrics.kerningIndex(kernFirst, lead)]) * unitScale
                }
                kernFirst = lead
                breaker.glyph(CGFloat(units) * unitScale + glyphTracking + kern, scalar: UInt32(lead))
                if breaker.isFinished { return }
                continue
            }
            let scalar: UInt32
            if lead < 0x80 {
                scalar = UInt32(lead); i += 1
            } else if lead >= 0xF0, i + 3 < count {
                scalar = UInt32(lead & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12
                    | UInt32(bytes[i + 2] & 0x3F) << 6 | UInt32(bytes[i + 3] & 0x3F)
                i += 4
            } else if lead >= 0xE0, i + 2 < count {
                scalar = UInt32(lead & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
                i += 3
            } else if lead >= 0xC0, i + 1 < count {
                scalar = UInt32(lead & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
                i += 2
            } else {
                // Swift strings are valid UTF-8, so this is only a truncated tail; skip it.
                i += 1
                continue
            }
            // Invisible break opportunities (a zero-width space, a soft hyphen) keep the pair.
            if scalar != 0x200B && scalar != 0x00AD { kernFirst = 0 }
            handle(scalar, into: &breaker)
            if breaker.isFinished { return }
        }
    }

    /// Width of a scalar from the font, or the fallback for characters the font lacks.
    @inline(__always)
    private func fontWidth(_ scalar: UInt32) -> CGFloat {
        let units = face.advance(scalar) ?? face.zeroAdvance
        return units == 0 ? 0 : CGFloat(units) * unitScale + glyphTracking
    }

    private mutating func handle<Sink: GlyphSink>(_ scalar: UInt32, into breaker: inout Sink) {
        let wasAfterEmoji = afterEmoji, wasAfterJoiner = afterJoiner, wasOpenFlag = openFlag
        afterEmoji = false; afterJoiner = false; openFlag = false

        switch scalar {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
            breaker.newline(isCarriageReturn: scalar == 0x0D, isLineFeed: scalar == 0x0A)
        case 0x09:
            breaker.tab(tracking: tracking)
        case 0x20, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F:
            breaker.space(fontWidth(scalar), scalar: scalar)
        case 0x3000:
            breaker.space(em + tracking, scalar: scalar)
        case 0x200B:
            breaker.breakOpportunity()
        case 0x00AD:
            // A soft hyphen is invisible unless the line breaks there; its hyphen is not counted.
            breaker.breakOpportunity()
        case 0x2D, 0x2010, 0x2012, 0x2013, 0x2014:
            breaker.hyphen(fontWidth(scalar), scalar: scalar)
        case 0x200D:
            // Zero-width joiner: fuses the next emoji into the previous one.
            afterEmoji = wasAfterEmoji
            afterJoiner = wasAfterEmoji
        case 0xFE00...0xFE0F, 0xE0020...0xE007F, 0xE0100...0xE01EF:
            // Variation selectors and tag characters modify the preceding character.
            afterEmoji = wasAfterEmoji
            openFlag = wasOpenFlag
        case 0x00...0x1F, 0x7F...0x9F, 0x200C, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x2064, 0xFEFF:
            break // Controls and format characters take no space.
        case 0x1F1E6...0x1F1FF:
            // Regional indicators draw one flag per pair.
            if wasOpenFlag {
                afterEmoji = true
            } else {
                breaker.wide(em + tracking, scalar: scalar)
                openFlag = true
                afterEmoji = true
            }
        case 0x1F3FB...0x1F3FF:
            // Skin-tone modifiers merge into the emoji they follow.
            if wasAfterEmoji {
                afterEmoji = true
            } else {
                breaker.wide(em + tracking, scalar: scalar)
                afterEmoji = true
            }
        default:
            if let units = face.advance(scalar) {
                if tabularDigits && scalar &- 0x30 < 10 {
                    breaker.glyph(CGFloat(face.zeroAdvance) * unitScale + glyphTracking, scalar: scalar)
                } else {
                    breaker.glyph(units == 0 ? 0 : CGFloat(units) * unitScale + glyphTracking, scalar: scalar)
                }
            } else if Self.isEmoji(scalar) {
                if !wasAfterJoiner { breaker.wide(em + tracking, scalar: scalar) }
                afterEmoji = true
            } else if Self.isWide(scalar) {
                breaker.wide(em + tracking, scalar: scalar)
            } else {
                // Unknown to the font and not wide: as wide as the font's "0".
                breaker.glyph(CGFloat(face.zeroAdvance) * unitScale + glyphTracking, scalar: scalar)
            }
        }
    }

    /// Characters that iOS draws as colour emoji by default (an approximation of
    /// Extended_Pictographic restricted to emoji presentation blocks).
    private static func isEmoji(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x1F000...0x1FAFF, 0x2600...0x27BF, 0x2B00...0x2BFF, 0x231A...0x231B, 0x23E9...0x23F3, 0x23F8...0x23FA:
            true
        default:
            false
        }
    }

    /// East Asian Wide and Fullwidth characters (UAX #11), which CJK fonts draw one em wide.
    private static func isWide(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
             0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
             0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1B000...0x1B2FF,
             0x20000...0x2FFFD, 0x30000...0x3FFFD:
            true
        default:
            false
        }
    }
}

// MARK: - Line breaking

/// Greedy line breaking over a stream of widths, one paragraph after another, with SwiftUI's
/// rules as measured on macOS 26.2 (docs/fidelity.md, "Text wrapping"):
///
/// - A line fits when its drawn width (up to its last visible character) is within the
///   proposal; spaces hang past the line end and never cause a break.
/// - A line reports its drawn width plus its trailing spaces, capped at the proposal (a wrapped
///   paragraph in a 150-pt frame is 137 wide, one in a 134-pt frame 134).
/// - A paragraph that wraps to exactly two lines, the second a single word, moves the first
///   line's last word down when that makes the two lines more even and the second still fits
///   ("Layout must wrap" in 100 pt is "Layout" / "must wrap"). Three or more lines stay greedy.
///
/// The current line is `committed` text up to the last break opportunity plus the `word` after
/// it. When a character would overflow, the line ends at the last break opportunity; a word
/// that is wider than a whole line breaks between characters. On the last line that `maxLines`
/// allows, breaking stops: the rest of the paragraph is measured to find the line's natural
/// width, and a line longer than the proposal is truncated to it.
private struct LineBreaker: GlyphSink {
    let maxWidth: CGFloat
    let maxLines: Int
    /// Whether a cut line keeps its start or its end (`.tail`, `.head`): it is then as wide as
    /// the characters that fit beside an ellipsis. A line cut in the middle keeps both ends and
    /// fills the width.
    let cutsAtOneEnd: Bool
    /// Added above every line but the first (`lineSpacing(_:)`).
    var lineSpacing: CGFloat = 0
    /// The current run's ellipsis, and the drawn width of the last allowed line's characters
    /// that fit beside one (measured macOS 26: a paragraph cut to one 150 pt line is 144 wide,
    /// to two lines 144, to three 147; iamcgn/swiftui-web text/line-limit, text/truncation).
    private var ellipsisWidth: CGFloat = 0
    private var fitsBesideEllipsis: CGFloat = 0
    /// Slack for widths that equal the proposal up to floating-point noise.
    private let fitTolerance: CGFloat = 1e-6

    // Results so far.
    private(set) var widest: CGFloat = 0
    private(set) var totalHeight: CGFloat = 0
    private(set) var firstBaseline: CGFloat = 0
    private(set) var lastBaseline: CGFloat = 0
    private(set) var lineCount = 0
    private(set) var isFinished = false

    // The current line.
    /// Everything on the line, trailing spaces included.
    private var lineWidth: CGFloat = 0
    /// Up to the end of the last non-space character.
    private var visibleWidth: CGFloat = 0
    /// `visibleWidth` and `lineWidth` at the last break opportunity, and whether there is one
    /// on this line.
    private var committedVisible: CGFloat = 0
    private var committedLine: CGFloat = 0
    private var hasBreak = false
    /// The same at the break opportunity before the last word, where that word starts.
    private var previousVisible: CGFloat = 0
    private var previousLine: CGFloat = 0
    private var hasPreviousBreak = false
    /// Whether a visible character follows a break opportunity on this line (more than one word).
    private var hasInnerBreak = false
    /// Width after the last break opportunity.
    private var wordWidth: CGFloat = 0
    /// Vertical metrics of the text before the last break opportunity, and after it.
    private var committedAscent: CGFloat = 0
    private var committedDescent: CGFloat = 0
    private var wordAscent: CGFloat = 0
    private var wordDescent: CGFloat = 0
    private var runAscent: CGFloat = 0
    private var runDescent: CGFloat = 0
    /// "\r\n" is one line break.
    private var afterCarriageReturn = false

    // The current paragraph.
    private var paragraphLines = 0
    /// `widest` before the paragraph's first line.
    private var widestBeforeParagraph: CGFloat = 0
    /// The paragraph's first line when it wrapped after a word that could move down.
    private var movableFirstLine: MovableLine?

    /// A wrapped line whose last word could move to the next line.
    private struct MovableLine {
        /// Drawn width, and the width with its trailing spaces.
        var visible: CGFloat
        var full: CGFloat
        /// The same without the last word and the spaces before it.
        var visibleBeforeWord: CGFloat
        var fullBeforeWord: CGFloat
    }

    init(maxWidth: CGFloat, maxLines: Int, cutsAtOneEnd: Bool = true) {
        self.maxWidth = maxWidth
        self.maxLines = maxLines
        self.cutsAtOneEnd = cutsAtOneEnd
    }

    /// On the last allowed line nothing wraps; the line is measured to its paragraph's end.
    private var isLastAllowedLine: Bool { lineCount + 1 >= maxLines }

    mutating func beginRun(ascent: CGFloat, descent: CGFloat, ellipsis: CGFloat = 0) {
        ellipsisWidth = ellipsis
        runAscent = ascent
        runDescent = descent
        wordAscent = max(wordAscent, ascent)
        wordDescent = max(wordDescent, descent)
    }

    /// A visible character that does not allow a break around it.
    @inline(__always)
    mutating func glyph(_ width: CGFloat, scalar: UInt32) {
        afterCarriageReturn = false
        if lineWidth + width > maxWidth + fitTolerance && !isLastAllowedLine {
            wrap(before: width)
            if isFinished { return }
        }
        lineWidth += width
        visibleWidth = lineWidth
        wordWidth += width
        if hasBreak { hasInnerBreak = true }
        if isLastAllowedLine, lineWidth + ellipsisWidth <= maxWidth + fitTolerance { fitsBesideEllipsis = lineWidth }
    }

    /// A breaking space: it hangs at a line end, and a line may break after it.
    mutating func space(_ width: CGFloat, scalar: UInt32) {
        afterCarriageReturn = false
        lineWidth += width
        breakOpportunity()
    }

    /// Tabs advance to the next stop; NSParagraphStyle's default interval is 28 pt.
    mutating func tab(tracking: CGFloat) {
        let interval: CGFloat = 28
        afterCarriageReturn = false
        lineWidth = ((lineWidth + fitTolerance) / interval).rounded(.down) * interval + interval + tracking
        breakOpportunity()
    }

    /// A hyphen or dash: a line may break after it when it ends a word part.
    mutating func hyphen(_ width: CGFloat, scalar: UInt32) {
        let endsWordPart = wordWidth > 0
        glyph(width, scalar: scalar)
        if endsWordPart { breakOpportunity() }
    }

    /// An ideograph or emoji: lines may break before and after it.
    mutating func wide(_ width: CGFloat, scalar: UInt32) {
        breakOpportunity()
        glyph(width, scalar: scalar)
        breakOpportunity()
    }

    mutating func breakOpportunity() {
        afterCarriageReturn = false
        if wordWidth > 0 {
            // A word ends here: the break before it becomes the previous one.
            previousVisible = committedVisible
            previousLine = committedLine
            hasPreviousBreak = hasBreak
        }
        committedVisible = visibleWidth
        committedLine = lineWidth
        hasBreak = true
        wordWidth = 0
        committedAscent = max(committedAscent, wordAscent)
        committedDescent = max(committedDescent, wordDescent)
        wordAscent = runAscent
        wordDescent = runDescent
    }

    mutating func newline(isCarriageReturn: Bool, isLineFeed: Bool) {
        if isLineFeed && afterCarriageReturn {
            afterCarriageReturn = false
            return
        }
        endParagraphLine()
        afterCarriageReturn = isCarriageReturn
    }

    mutating func finish() {
        if !isFinished { endParagraphLine() }
        isFinished = true
    }

    /// What a line reports: its drawn width plus its trailing spaces, up to the proposal.
    private func reportedWidth(visible: CGFloat, full: CGFloat) -> CGFloat {
        max(visible, min(full, maxWidth))
    }

    /// Moves content to a new line so that `width` fits, or as close as a single character allows.
    private mutating func wrap(before width: CGFloat) {
        if hasBreak {
            // Break at the last opportunity; the word after it moves to the next line.
            let isParagraphStart = paragraphLines == 0
            let movable = hasPreviousBreak && previousVisible > 0
                ? MovableLine(visible: committedVisible, full: committedLine,
                              visibleBeforeWord: previousVisible, fullBeforeWord: previousLine)
                : nil
            emitLine(width: reportedWidth(visible: committedVisible, full: committedLine),
                     ascent: committedAscent, descent: committedDescent)
            if isParagraphStart { movableFirstLine = movable }
            if isFinished { return }
            lineWidth = wordWidth
            visibleWidth = wordWidth
            // The word carried down starts the next line, whole (a cut inside it is not tracked).
            fitsBesideEllipsis = wordWidth + ellipsisWidth <= maxWidth + fitTolerance ? wordWidth : 0
            committedVisible = 0
            committedLine = 0
            hasPreviousBreak = false
            hasInnerBreak = false
            committedAscent = 0
            committedDescent = 0
            if isLastAllowedLine || lineWidth + width <= maxWidth + fitTolerance || lineWidth == 0 { return }
        } else if lineWidth == 0 {
            // Nothing to move: the character is wider than the line and sits on it alone.
            return
        }
        // The word alone is wider than a line: break it between characters.
        if paragraphLines == 0 { movableFirstLine = nil }
        emitLine(width: visibleWidth, ascent: max(committedAscent, wordAscent),
                 descent: max(committedDescent, wordDescent))
        if isFinished { return }
        resetLine()
    }

    /// Ends the current line at a paragraph end (an explicit line break or the end of the text).
    private mutating func endParagraphLine() {
        let ascent = max(committedAscent, wordAscent)
        let descent = max(committedDescent, wordDescent)
        let width = reportedWidth(visible: visibleWidth, full: lineWidth)
        let balanced = balancedTwoLineWidths()
        if isLastAllowedLine {
            // Anything after this line is cut off, and a line wider than the proposal shows
            // the characters that fit beside an ellipsis, and the ellipsis (cut in the middle,
            // it fills the proposed width).
            let cut = width > maxWidth + fitTolerance && cutsAtOneEnd ? fitsBesideEllipsis + ellipsisWidth : width
            emitLine(width: min(cut, maxWidth), ascent: ascent, descent: descent)
            if let balanced { widest = max(widestBeforeParagraph, balanced) }
            isFinished = true
            return
        }
        emitLine(width: width, ascent: ascent, descent: descent)
        if let balanced { widest = max(widestBeforeParagraph, balanced) }
        resetLine()
        paragraphLines = 0
        widestBeforeParagraph = widest
        movableFirstLine = nil
    }

    /// The paragraph's width when its two lines are rebalanced by moving the first line's last
    /// word down, or nil when the rule does not apply: the paragraph is not two lines with a
    /// single word on the second, the moved word would not fit, or the lines would not become
    /// more even.
    private func balancedTwoLineWidths() -> CGFloat? {
        guard paragraphLines == 1, let first = movableFirstLine, !hasInnerBreak,
              visibleWidth > 0, visibleWidth <= maxWidth + fitTolerance else { return nil }
        // The moved word keeps the spaces that followed it as its separator on the new line.
        let movedVisible = first.full - first.fullBeforeWord + visibleWidth
        guard movedVisible <= maxWidth + fitTolerance,
              abs(first.visibleBeforeWord - movedVisible) < abs(first.visible - visibleWidth) else { return nil }
        let trailing = lineWidth - visibleWidth
        return max(reportedWidth(visible: first.visibleBeforeWord, full: first.fullBeforeWord),
                   reportedWidth(visible: movedVisible, full: movedVisible + trailing))
    }

    private mutating func resetLine() {
        fitsBesideEllipsis = 0
        lineWidth = 0
        visibleWidth = 0
        committedVisible = 0
        committedLine = 0
        hasBreak = false
        hasPreviousBreak = false
        hasInnerBreak = false
        wordWidth = 0
        committedAscent = 0
        committedDescent = 0
        wordAscent = runAscent
        wordDescent = runDescent
    }

    private mutating func emitLine(width: CGFloat, ascent: CGFloat, descent: CGFloat) {
        if lineCount == 0 { firstBaseline = ascent } else { totalHeight += lineSpacing }
        lastBaseline = totalHeight + ascent
        totalHeight += ascent + descent
        widest = max(widest, width)
        lineCount += 1
        paragraphLines += 1
        hasBreak = false
        if lineCount >= maxLines { isFinished = true }
    }
}
