/// `Image`: a placeholder of a declared intrinsic size (asset images do not exist off-device).
/// A `.resizable()` image takes the proposal, its intrinsic size standing in on unspecified axes.
struct ImageRule: LeafRule {
    let intrinsicSize: CGSize
    let isResizable: Bool
    /// The image's or symbol's name: what its placeholder shows.
    let label: String
    /// A symbol's colour (the foreground where it is): symbols are drawn like text, assets not.
    var symbolColor: PaintColor? = nil
    /// A symbol's baseline from its top: text beside it aligns with the glyph's baseline, not
    /// the image's bottom (iamcgn/swiftui-web symbol/basic, the catalogs: a 13 pt star reaches
    /// 3.1 pt below the baseline of the text it is aligned with). Nil for asset images, whose
    /// baseline is their bottom, and for resized symbols, which no longer sit on a line.
    var symbolBaseline: CGFloat? = nil

    var explicitGuideSource: ExplicitGuideSource { symbolBaseline == nil ? .none : .own(.textBaselines) }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        guard isResizable else { return intrinsicSize }
        return proposal.replacingUnspecifiedDimensions(by: intrinsicSize)
    }

    func explicitAlignment(of key: AlignmentKey, node: LayoutNode, proposal: ProposedViewSize, size: CGSize, pass: LayoutPass) -> CGFloat? {
        guard let symbolBaseline, !isResizable else { return nil }
        guard key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key else { return nil }
        return symbolBaseline
    }

    var drawsItself: Bool { true }

    func paint(of node: LayoutNode, previous: NodePaint?) -> NodePaint? {
        if let symbolColor { return NodePaint(shape: .symbol, fill: symbolColor, placeholder: label) }
        return NodePaint(placeholder: label)
    }
}
