/// Text answers each proposal from its font metrics: wrapped to the proposed width, rounded up to
/// the pixel grid, zero for a zero proposal. Its explicit alignment values are its first and last
/// baselines, measured from its top.
final class TextRule: LeafRule {
    let runs: [TextRun]
    let lineLimit: Int?
    let displayScale: CGFloat
    /// The baselines last laid out, and for which width. Containers ask a text for its baselines
    /// each time they align it, and every answer is a full line-breaking pass over the string.
    @exclusivity(unchecked) private var lastBaselines: (width: CGFloat, first: CGFloat, last: CGFloat)?

    /// The spacing last worked out, and under which rule: it depends on the fonts alone.
    @exclusivity(unchecked) private var cachedSpacing: (rule: TextSpacingRule, spacing: Spacing)?

    init(runs: [TextRun], lineLimit: Int?, displayScale: CGFloat) {
        self.runs = runs
        self.lineLimit = lineLimit
        self.displayScale = displayScale
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        TextMeasurer.size(of: runs, proposal: proposal, lineLimit: lineLimit, displayScale: displayScale)
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

    func explicitAlignment(of key: AlignmentKey, node: LayoutNode, proposal: ProposedViewSize, size: CGSize, pass: LayoutPass) -> CGFloat? {
        guard key.axis == .vertical else { return nil }
        let first = key == VerticalAlignment.firstTextBaseline.key
        guard first || key == VerticalAlignment.lastTextBaseline.key else { return nil }
        let baselines = baselines(width: size.width)
        return first ? baselines.first : baselines.last
    }

    private func baselines(width: CGFloat) -> (first: CGFloat, last: CGFloat) {
        if let lastBaselines, lastBaselines.width == width { return (lastBaselines.first, lastBaselines.last) }
        let proposal = ProposedViewSize(width: width, height: nil)
        let baselines = TextMeasurer.baselines(of: runs, proposal: proposal, lineLimit: lineLimit, displayScale: displayScale)
        lastBaselines = (width, baselines.first, baselines.last)
        return baselines
    }
}
