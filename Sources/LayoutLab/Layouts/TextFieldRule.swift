/// `TextField` and `SecureField`: a field that takes the width offered (its text's width plus a
/// little when offered none) and is as tall as its lines. A line is the font's line plus
/// `lineExtra` (1.5 on iOS: a plain field is 26 tall on iOS 26's 24.5 pt body line); a rounded
/// field adds its insets and is at least `minHeight` (34 on iOS). A vertical field wraps its text
/// at its width, up to its line limit, and keeps at least its reserved lines. The text shown is
/// the field's text, or its prompt when empty. *Apple; measured (iOS 26, macOS 26;
/// Platform/ControlMetrics.swift).*
struct TextFieldRule: LeafRule {
    let runs: [TextRun]
    let insets: EdgeInsets
    let lineExtra: CGFloat
    let minHeight: CGFloat
    let idealExtraWidth: CGFloat
    let wraps: Bool
    let lineLimit: Int?
    let reservedLines: Int?
    let displayScale: CGFloat

    private var lineHeight: CGFloat {
        runs.map(\.font.lineMetrics.lineHeight).max() ?? 0
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        let natural = TextMeasurer.layout(of: runs, proposal: .unspecified, lineLimit: 1)?.width ?? 0
        let width = proposal.width ?? natural + idealExtraWidth + insets.horizontal
        var lines = 1
        if wraps, let layout = TextMeasurer.layout(
            of: runs, proposal: ProposedViewSize(width: max(0, width - insets.horizontal), height: nil), lineLimit: lineLimit
        ) {
            lines = max(1, layout.lineCount)
        }
        if let reservedLines { lines = max(lines, reservedLines) }
        let height = TextMeasurer.roundUpToPixel(
            CGFloat(lines) * (lineHeight + lineExtra) + insets.vertical, scale: displayScale
        )
        return CGSize(width: width, height: max(height, minHeight))
    }
}
