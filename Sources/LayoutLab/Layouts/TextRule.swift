/// Text answers each proposal from its font metrics: wrapped to the proposed width, rounded up to
/// the pixel grid, zero for a zero proposal.
final class TextRule: LeafRule {
    let runs: [TextRun]
    let lineLimit: Int?
    let displayScale: CGFloat
    /// The baselines last laid out, and for which width. Stacks ask a text for its dimensions
    /// each time they align it, and every answer is a full line-breaking pass over the string.
    @exclusivity(unchecked) private var lastBaselines: (width: CGFloat, first: CGFloat, last: CGFloat)?

    init(runs: [TextRun], lineLimit: Int?, displayScale: CGFloat) {
        self.runs = runs
        self.lineLimit = lineLimit
        self.displayScale = displayScale
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        TextMeasurer.size(of: runs, proposal: proposal, lineLimit: lineLimit, displayScale: displayScale)
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
