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

    /// The text's baselines where the field draws it: inside its insets, its lines centred in a
    /// field taller than they need (measured macOS 26, iamcgn/swiftui-web textfield/styles: a
    /// label, a rounded field and a button on a first-text-baseline row all top out at the row's
    /// top but the label, 4 lower: the field's text sits 4 in, as the button's title does).
    var explicitGuideSource: ExplicitGuideSource { .own(.textBaselines) }

    func explicitAlignment(of key: AlignmentKey, node: LayoutNode, proposal: ProposedViewSize, size: CGSize, pass: LayoutPass) -> CGFloat? {
        guard key.axis == .vertical else { return nil }
        let first = key == VerticalAlignment.firstTextBaseline.key
        guard first || key == VerticalAlignment.lastTextBaseline.key else { return nil }
        let line = lineHeight + lineExtra
        let baseline = runs.map(\.font.lineMetrics.baseline).max() ?? 0
        let lines = max(1, ((size.height - insets.vertical) / max(line, 1)).rounded(.down))
        let content = lines * line + insets.vertical
        let top = max(0, (size.height - content) / 2) + insets.top + lineExtra / 2
        return top + baseline + (first ? 0 : (lines - 1) * line)
    }
}
