/// Text answers each proposal from its font metrics: wrapped to the proposed width, rounded up to
/// the pixel grid, zero for a zero proposal. With `minimumScaleFactor` below 1, a text that would
/// need more lines than its line limit, or more height than proposed, shrinks its fonts to the
/// largest scale (not below the factor) at which it fits. It is at least `reservedLines` lines
/// tall (`lineLimit(_:reservesSpace:)`; docs/layout-rules.md, "Text"). Its explicit alignment
/// values are its first and last baselines, measured from its top.
final class TextRule: LeafRule {
    /// Replaced by the equal runs of the node's last paint once the text is painted (`paint`).
    @exclusivity(unchecked) private(set) var runs: [TextRun]
    let lineLimit: Int?
    /// Added between lines (`lineSpacing(_:)`), never after the last.
    let lineSpacing: CGFloat
    /// Where a text cut to its lines loses characters: the drawn width depends on it.
    let truncation: Text.TruncationMode
    let reservedLines: Int?
    let displayScale: CGFloat
    /// How far the fonts may shrink to fit, in (0, 1]; 1 means not at all.
    let minimumScaleFactor: CGFloat
    /// What drawing needs besides the runs: the runs' colour (the environment's foreground, or a
    /// run's own), and the lines' alignment.
    let foreground: PaintColor
    let ownColors: [PaintColor?]?
    let alignment: TextAlignment
    /// The scales chosen for the sizes answered so far, so that baselines are measured on the
    /// text as it was sized.
    @exclusivity(unchecked) private var scales: [(size: CGSize, scale: CGFloat)] = []
    /// The baselines last laid out, and for which width. Containers ask a text for its baselines
    /// each time they align it, and every answer is a full line-breaking pass over the string.
    @exclusivity(unchecked) private var lastBaselines: (width: CGFloat, scale: CGFloat, first: CGFloat, last: CGFloat)?

    /// The spacing last worked out, and under which rule: it depends on the fonts alone.
    @exclusivity(unchecked) private var cachedSpacing: (rule: TextSpacingRule, spacing: Spacing)?

    init(
        runs: [TextRun], lineLimit: Int?, displayScale: CGFloat, minimumScaleFactor: CGFloat = 1, reservedLines: Int? = nil,
        truncation: Text.TruncationMode = .tail, lineSpacing: CGFloat = 0,
        foreground: PaintColor = PaintColor(name: "primary"), ownColors: [PaintColor?]? = nil, alignment: TextAlignment = .leading
    ) {
        // Apple: the space "between the bottom of one line and the top of the next"; a negative
        // amount does not pull lines together (measured: `.body` is unchanged below 0.5).
        self.lineSpacing = lineSpacing.isFinite ? max(0, lineSpacing) : 0
        self.runs = runs
        self.foreground = foreground
        self.ownColors = ownColors
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.truncation = truncation
        self.reservedLines = reservedLines
        self.displayScale = displayScale
        // SwiftUI takes 0 < factor ≤ 1; anything else is brought into that range.
        self.minimumScaleFactor = minimumScaleFactor.isNaN ? 1 : min(1, max(Self.smallestScale, minimumScaleFactor))
    }

    /// The smallest scale a text shrinks to, for a factor of 0 (or less): a hundredth of a
    /// percent keeps every font size positive.
    static let smallestScale: CGFloat = 0.0001

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        let scale = self.scale(fitting: proposal)
        var size = TextMeasurer.size(
            of: runs(scaledBy: scale), proposal: proposal, lineLimit: lineLimit, truncation: truncation, lineSpacing: lineSpacing,
            displayScale: displayScale
        )
        if scale < 1 { scales.append((size, scale)) }
        if let reservedLines, reservedLines > 1, !runs.isEmpty, proposal.height.map({ $0 > 0 }) ?? true {
            let line = runs.map(\.font.lineMetrics.lineHeight).max() ?? 0
            let reserved = TextMeasurer.roundUpToPixel(
                line * CGFloat(reservedLines) + lineSpacing * CGFloat(reservedLines - 1), scale: displayScale
            )
            size.height = max(size.height, min(reserved, proposal.height ?? .infinity))
        }
        return size
    }

    var drawsItself: Bool { true }

    func paint(of node: LayoutNode, previous: NodePaint?) -> NodePaint? {
        if let text = previous?.text, text.textRuns == runs, text.lineLimit == lineLimit, text.alignmentValue == alignment,
           text.colors.count == runs.count, text.colors.indices.allSatisfy({ text.colors[$0] == color(ofRun: $0) }) {
            // The same runs: keep one copy of them. Painting comes once the text is placed and
            // measured; a table's texts held two copies each, a thirtieth of its peak.
            runs = text.textRuns
            return previous
        }
        let colors = runs.indices.map(color(ofRun:))
        return NodePaint(text: PaintText(runs: runs, colors: colors, lineLimit: lineLimit, alignment: alignment))
    }

    private func color(ofRun index: Int) -> PaintColor {
        guard let ownColors, ownColors.indices.contains(index) else { return foreground }
        return ownColors[index] ?? foreground
    }

    // MARK: Shrinking to fit

    /// The scale the text is drawn at for `proposal`: 1 when it fits, or when it may not shrink;
    /// otherwise the largest scale from `minimumScaleFactor` up at which it fits, or the factor
    /// itself when even that does not fit (the text then truncates as usual).
    private func scale(fitting proposal: ProposedViewSize) -> CGFloat {
        guard minimumScaleFactor < 1, let width = proposal.width, width.isFinite, width > 0 else { return 1 }
        if let height = proposal.height, !(height > 0) { return 1 }
        if fits(at: 1, width: width, height: proposal.height) { return 1 }
        var low = minimumScaleFactor
        if !fits(at: low, width: width, height: proposal.height) { return low }
        // Fitting only gets easier as the text shrinks (widths and heights scale with the
        // fonts), so halving the interval finds the largest scale that fits.
        var high: CGFloat = 1
        for _ in 0..<Self.searchSteps {
            let middle = (low + high) / 2
            if fits(at: middle, width: width, height: proposal.height) { low = middle } else { high = middle }
        }
        return low
    }

    /// Halvings of the scale interval: the scale is found to within 1/4096 of it.
    static let searchSteps = 12

    /// Whether the text, wrapped to `width` at `scale`, needs no more lines than its line limit
    /// and no more height than `height`: then nothing is truncated.
    private func fits(at scale: CGFloat, width: CGFloat, height: CGFloat?) -> Bool {
        let free = ProposedViewSize(width: width, height: nil)
        guard let layout = TextMeasurer.layout(of: runs(scaledBy: scale), proposal: free, lineLimit: nil, lineSpacing: lineSpacing) else {
            return true
        }
        if let lineLimit, layout.lineCount > max(1, lineLimit) { return false }
        if let height, height.isFinite, layout.height > height + 1e-9 { return false }
        return true
    }

    /// The runs with their fonts scaled: point size and line metrics alike. Tracking is a
    /// distance, not part of the font, and stays.
    private func runs(scaledBy scale: CGFloat) -> [TextRun] {
        guard scale != 1 else { return runs }
        return runs.map { run in
            var run = run
            run.font = run.font.scaled(by: scale)
            return run
        }
    }

    /// The scale this text was sized at when it answered `size`.
    private func scale(forSize size: CGSize) -> CGFloat {
        if let known = scales.last(where: { $0.size == size }) { return known.scale }
        return scales.isEmpty ? 1 : scale(fitting: ProposedViewSize(width: size.width, height: size.height))
    }

    /// From the largest metrics over the runs' fonts (see `Spacing.text`).
    func spacing(of node: LayoutNode, pass: LayoutPass) -> Spacing {
        let rule = pass.graph.knobs.textSpacing
        if let cachedSpacing, cachedSpacing.rule == rule { return cachedSpacing.spacing }
        guard var metrics = runs.first?.font.lineMetrics else { return .plain }
        for run in runs.dropFirst() { metrics = metrics.union(run.font.lineMetrics) }
        let spacing = Spacing.text(metrics, pixelLength: 1 / max(displayScale, 1), rule: rule)
        cachedSpacing = (rule, spacing)
        return spacing
    }

    /// The first and last baselines.
    var explicitGuideSource: ExplicitGuideSource { .own(.textBaselines) }

    func explicitAlignment(of key: AlignmentKey, node: LayoutNode, proposal: ProposedViewSize, size: CGSize, pass: LayoutPass) -> CGFloat? {
        guard key.axis == .vertical else { return nil }
        let first = key == VerticalAlignment.firstTextBaseline.key
        guard first || key == VerticalAlignment.lastTextBaseline.key else { return nil }
        let baselines = baselines(width: size.width, scale: scale(forSize: size))
        return first ? baselines.first : baselines.last
    }

    private func baselines(width: CGFloat, scale: CGFloat) -> (first: CGFloat, last: CGFloat) {
        if let lastBaselines, lastBaselines.width == width, lastBaselines.scale == scale {
            return (lastBaselines.first, lastBaselines.last)
        }
        let proposal = ProposedViewSize(width: width, height: nil)
        let baselines = TextMeasurer.baselines(
            of: runs(scaledBy: scale), proposal: proposal, lineLimit: lineLimit, truncation: truncation, lineSpacing: lineSpacing,
            displayScale: displayScale
        )
        lastBaselines = (width, scale, baselines.first, baselines.last)
        return baselines
    }
}

extension ResolvedFont {
    /// The same font at `scale` times its size, every line metric in proportion.
    func scaled(by scale: CGFloat) -> ResolvedFont {
        var font = self
        font.pointSize *= scale
        font.lineMetrics.ascender *= scale
        font.lineMetrics.descender *= scale
        font.lineMetrics.capHeight *= scale
        font.lineMetrics.leading *= scale
        font.lineMetrics.lineHeight *= scale
        font.lineMetrics.baseline *= scale
        return font
    }
}
