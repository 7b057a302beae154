import Foundation

// Laying a recorded Text out for drawing: which characters go on which line, and where. The
// frame is already known (the engine measured it), so lines are broken greedily at the frame's
// width with the measurer's advances and rules: spaces hang at a line end, a break falls after a
// space or a word-ending hyphen, a word wider than the line breaks between characters, and the
// last line the line limit or the height allows is cut with an ellipsis. The measurer's
// two-line rebalancing needs no rule of its own here: the frame is the balanced width, and at
// that width the greedy break is the balanced one (docs/rendering.md, "Text").

/// A text laid out in a frame.
public struct DrawnText: Sendable, Equatable {
    public var lines: [DrawnLine]
}

/// One line: its glyphs, left to right, with x measured from the frame's left edge.
public struct DrawnLine: Sendable, Equatable {
    /// The baseline, from the frame's top.
    public var baseline: Double
    /// From the first glyph's left edge to the last visible glyph's right edge.
    public var width: Double
    /// The room the line takes, as the measurer counts it: its drawn width plus the spaces it
    /// ends in, up to the frame's width (a wrapped line's trailing space is part of the text's
    /// frame; docs/fidelity.md, "Text wrapping").
    public var advance: Double
    public var glyphs: [DrawnGlyph]
}

/// One character drawn: its code point, position, advance (tracking included), and run.
public struct DrawnGlyph: Sendable, Equatable {
    public var scalar: UInt32
    public var x: Double
    public var advance: Double
    public var run: Int
    /// Drawn by a fallback font on an em square (ideographs, emoji): the metric font has no outline.
    public var isWide: Bool
}

/// The font a run's glyphs are drawn in: which face of the metric fonts, and the scale from its
/// font units to points. The horizontal scale carries the measurer's calibration (the metric
/// font's advances stretched to the system font's), so drawn advances are measured advances.
public struct DrawnFace: Sendable, Equatable {
    /// `Inter-Regular`, `Inter-SemiBold`, `Inter-Bold`, `JetBrainsMono-Regular`, ….
    public var name: String
    public var horizontalScale: Double
    public var verticalScale: Double
    public var italic: Bool
}

extension PaintText {
    /// The text laid out in a frame of `size` (its recorded frame).
    public func drawn(in size: CGSize) -> DrawnText {
        let runs = self.runs
        var collector = GlyphCollector()
        for (index, run) in textRuns.enumerated() {
            collector.run = index
            var reader = RunReader(run: run)
            var string = run.string
            string.withUTF8 { bytes in reader.read(bytes, into: &collector) }
        }
        let tallest = runs.map(\.lineHeight).max() ?? 0
        var maxLines = lineLimit.map { max(1, $0) } ?? Int.max
        if tallest > 0, size.height.isFinite {
            let fitting = (Double(size.height) / tallest + 1e-6).rounded(.down)
            maxLines = min(maxLines, max(1, fitting < Double(Int.max / 2) ? Int(fitting) : Int.max))
        }
        var breaker = DrawingLineBreaker(width: Double(size.width), maxLines: maxLines, ellipses: textRuns.map(Self.ellipsis))
        breaker.layOut(collector.items)
        return DrawnText(lines: place(breaker.lines, runs: runs, in: Double(size.width)))
    }

    /// The face run `index` is drawn in.
    public func face(ofRun index: Int) -> DrawnFace {
        let run = textRuns[index]
        let face = FontMetrics.face(for: run.font)
        let pointScale = Double(run.font.pointSize) / Double(face.unitsPerEm)
        let family = run.font.design == .monospaced ? "JetBrainsMono" : "Inter"
        let weight = ["Regular", "SemiBold", "Bold"][FontMetrics.WeightClass(run.font.weight).rawValue]
        return DrawnFace(
            name: "\(family)-\(weight)", horizontalScale: pointScale * Double(face.calibration) * Double(run.font.widthScale),
            verticalScale: pointScale, italic: run.font.italic
        )
    }

    /// "…" in the run's font, as the truncated last line ends.
    private static func ellipsis(_ run: TextRun) -> DrawnGlyph {
        var collector = GlyphCollector()
        var reader = RunReader(run: run)
        var string = "\u{2026}"
        string.withUTF8 { bytes in reader.read(bytes, into: &collector) }
        let width = collector.items.first.map { if case .glyph(let glyph) = $0 { glyph.advance } else { 0 } } ?? 0
        return DrawnGlyph(scalar: 0x2026, x: 0, advance: width, run: 0, isWide: false)
    }

    /// Each line's baseline, and its x offset for the text's alignment.
    private func place(_ lines: [DrawingLineBreaker.Line], runs: [PaintTextRun], in width: Double) -> [DrawnLine] {
        var top = 0.0
        let alignment = switch alignmentValue {
        case .leading: 0.0
        case .center: 0.5
        case .trailing: 1.0
        }
        return lines.map { line in
            let touched = Set(line.glyphs.map(\.run)).union(line.runs)
            let height = touched.map { runs[$0].lineHeight }.max() ?? runs.first?.lineHeight ?? 0
            let baseline = touched.map { runs[$0].baseline }.max() ?? runs.first?.baseline ?? 0
            let shift = max(0, width - line.width) * alignment
            let placed = DrawnLine(
                baseline: top + baseline, width: line.width, advance: line.advance,
                glyphs: line.glyphs.map { var glyph = $0; glyph.x += shift; return glyph }
            )
            top += height
            return placed
        }
    }
}

/// The characters of the runs, in order, as drawing items.
private struct GlyphCollector: GlyphSink {
    enum Item {
        case glyph(DrawnGlyph)
        /// A space: advances the pen, draws nothing, and a line may break after it.
        case space(Double, run: Int)
        case tab(tracking: Double, run: Int)
        case breakOpportunity
        case newline(run: Int)
    }

    var items: [Item] = []
    var run = 0
    var isFinished: Bool { false }
    private var afterCarriageReturn = false

    mutating func glyph(_ width: CGFloat, scalar: UInt32) {
        afterCarriageReturn = false
        items.append(.glyph(DrawnGlyph(scalar: scalar, x: 0, advance: Double(width), run: run, isWide: false)))
    }

    mutating func space(_ width: CGFloat, scalar: UInt32) {
        afterCarriageReturn = false
        items.append(.space(Double(width), run: run))
    }

    mutating func tab(tracking: CGFloat) {
        afterCarriageReturn = false
        items.append(.tab(tracking: Double(tracking), run: run))
    }

    mutating func hyphen(_ width: CGFloat, scalar: UInt32) {
        glyph(width, scalar: scalar)
        items.append(.breakOpportunity)
    }

    mutating func wide(_ width: CGFloat, scalar: UInt32) {
        afterCarriageReturn = false
        items.append(.breakOpportunity)
        items.append(.glyph(DrawnGlyph(scalar: scalar, x: 0, advance: Double(width), run: run, isWide: true)))
        items.append(.breakOpportunity)
    }

    mutating func breakOpportunity() {
        items.append(.breakOpportunity)
    }

    mutating func newline(isCarriageReturn: Bool, isLineFeed: Bool) {
        // "\r\n" is one line break, as the measurer counts it.
        if isLineFeed && afterCarriageReturn {
            afterCarriageReturn = false
            return
        }
        items.append(.newline(run: run))
        afterCarriageReturn = isCarriageReturn
    }
}

/// Greedy line breaking of collected items at a known width.
private struct DrawingLineBreaker {
    struct Line {
        var glyphs: [DrawnGlyph]
        var width: Double
        var advance: Double
        /// Runs on the line without a visible glyph there (an empty line's run sets its height).
        var runs: Set<Int>
    }

    let width: Double
    let maxLines: Int
    let ellipses: [DrawnGlyph]
    private(set) var lines: [Line] = []
    /// The measurer's slack for widths equal to the proposal up to floating-point noise, plus
    /// the pixel rounding of the recorded frame.
    private let tolerance = 1e-6

    private var glyphs: [DrawnGlyph] = []
    private var pen = 0.0
    private var visible = 0.0
    private var lineRuns: Set<Int> = []
    /// After how many of `glyphs`, and at which pen position, the line may last break.
    private var lastBreak: (count: Int, pen: Double)?

    init(width: Double, maxLines: Int, ellipses: [DrawnGlyph]) {
        self.width = width
        self.maxLines = maxLines
        self.ellipses = ellipses
    }

    private var isLastAllowedLine: Bool { lines.count + 1 >= maxLines }

    mutating func layOut(_ items: [GlyphCollector.Item]) {
        for item in items {
            guard lines.count < maxLines else { return }
            switch item {
            case .glyph(let glyph):
                if pen + glyph.advance > width + tolerance, !isLastAllowedLine, !glyphs.isEmpty || pen > 0 {
                    wrap()
                    if lines.count >= maxLines { return }
                }
                var placed = glyph
                placed.x = pen
                glyphs.append(placed)
                pen += glyph.advance
                if glyph.advance > 0 { visible = pen }
            case .space(let advance, let run):
                lineRuns.insert(run)
                pen += advance
                lastBreak = (glyphs.count, pen)
            case .tab(let tracking, let run):
                // NSParagraphStyle's default tab interval, 28 pt, as the measurer uses.
                lineRuns.insert(run)
                pen = ((pen + tolerance) / 28).rounded(.down) * 28 + 28 + tracking
                lastBreak = (glyphs.count, pen)
            case .breakOpportunity:
                lastBreak = (glyphs.count, pen)
            case .newline(let run):
                lineRuns.insert(run)
                endLine()
            }
        }
        if lines.count < maxLines { endLine() }
    }

    /// Breaks at the last opportunity, moving the word after it down; or, when there is none,
    /// between characters.
    private mutating func wrap() {
        if let lastBreak, lastBreak.count > 0 {
            let moved = glyphs[lastBreak.count...].map { glyph -> DrawnGlyph in
                var glyph = glyph
                glyph.x -= lastBreak.pen
                return glyph
            }
            glyphs.removeSubrange(lastBreak.count...)
            let visibleBefore = glyphs.last.map { $0.x + $0.advance } ?? 0
            emit(width: visibleBefore, full: lastBreak.pen)
            glyphs = moved
            pen -= lastBreak.pen
            visible = glyphs.last.map { $0.x + $0.advance } ?? 0
        } else {
            emit(width: visible, full: visible)
            glyphs = []
            pen = 0
            visible = 0
        }
        self.lastBreak = nil
    }

    private mutating func endLine() {
        if isLastAllowedLine, visible > width + tolerance {
            truncate()
            emit(width: visible, full: width)
        } else {
            emit(width: visible, full: pen)
        }
        glyphs = []
        pen = 0
        visible = 0
        lastBreak = nil
    }

    /// Cuts the line so that its glyphs and an ellipsis fit the width.
    private mutating func truncate() {
        let run = glyphs.last?.run ?? 0
        var ellipsis = ellipses.indices.contains(run) ? ellipses[run] : ellipses.first ?? DrawnGlyph(scalar: 0x2026, x: 0, advance: 0, run: 0, isWide: false)
        ellipsis.run = run
        while let last = glyphs.last, last.x + last.advance + ellipsis.advance > width + tolerance {
            glyphs.removeLast()
        }
        // Spaces before the cut are not drawn before the ellipsis.
        ellipsis.x = glyphs.last.map { $0.x + $0.advance } ?? 0
        glyphs.append(ellipsis)
        visible = ellipsis.x + ellipsis.advance
    }

    private mutating func emit(width visibleWidth: Double, full: Double) {
        let advance = max(visibleWidth, min(full, width))
        lines.append(Line(glyphs: glyphs, width: visibleWidth, advance: advance, runs: lineRuns))
        lineRuns = []
    }
}
