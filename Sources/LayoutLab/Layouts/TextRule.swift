/// Text answers each proposal from its font metrics: wrapped to the proposed width, rounded up to
/// the pixel grid, zero for a zero proposal; at least `reservedLines` lines tall
/// (`lineLimit(_:reservesSpace:)`, docs/layout-rules.md, "Text").
final class TextRule: LeafRule {
    let runs: [TextRun]
    let lineLimit: Int?
    let reservedLines: Int?
    let displayScale: CGFloat
    /// The baselines last laid out, and for which width. Stacks ask a text for its dimensions
    /// each time they align it, and every answer is a full line-breaking pass over the string.
    @exclusivity(unchecked) private var lastBaselines: (width: CGFloat, first: CGFloat, last: CGFloat)?

    /// The spacing last worked out, and under which rule: it depends on the fonts alone.
    @exclusivity(unchecked) private var cachedSpacing: (rule: TextSpacingRule, spacing: Spacing)?

    init(runs: [TextRun], lineLimit: Int?, displayScale: CGFloat, reservedLines: Int? = nil) {
        self.runs = runs
        self.lineLimit = lineLimit
        self.reservedLines = reservedLines
        self.displayScale = displayScale
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        var size = TextMeasurer.size(of: runs, proposal: proposal, lineLimit: lineLimit, displayScale: displayScale)
        if let reservedLines, reservedLines > 1, !runs.isEmpty, proposal.height.map({ $0 > 0 }) ?? true {
            let line = runs.map(\.font.lineMetrics.lineHeight).max() ?? 0
            let reserved = TextMeasurer.roundUpToPixel(line * CGFloat(reservedLines), scale: displayScale)
            size.height = max(size.height, min(reserved, proposal.height ?? .infinity))
        }
        return size
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

    func dimensions(of node: LayoutNode, size: CGSize, pass: LayoutPass) -> ViewDimensions {
        if let lastBaselines, lastBaselines.width == size.width {
            return ViewDimensions(size: size, firstBaseline: lastBaselines.first, lastBaseline: lastBaselines.last)
        }
        let proposal = ProposedViewSize(width: size.width, height: nil)
        let baselines = TextMeasurer.baselines(of: runs, proposal: proposal, lineLimit: lineLimit, displayScale: displayScale)
        lastBaselines = (size.width, baselines.first, baselines.last)
        return ViewDimensions(size: size, firstBaseline: baselines.first, lastBaseline: baselines.last)
    }
}
