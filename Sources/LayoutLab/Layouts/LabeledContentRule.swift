/// `LabeledContent`, and the controls SwiftUI lays out the same way: a label at the leading edge
/// and the control at the trailing edge (`Toggle`, `Stepper`, `ColorPicker`, a compact
/// `DatePicker`, a `Picker` or `NavigationLink` in a list row). The control is content views, a
/// fixed-size indicator with no view of its own (a switch, the stepper's buttons, a chevron), or
/// both; a checkbox is an indicator before the label.
///
/// - Width: with a label and `fillsWidth` (iOS), the width offered; otherwise the label, the gap,
///   the content and the indicator side by side. When they do not fit, the content gets at most
///   half of what is left after the indicator, and the label the rest.
/// - Height: the tallest part, or the label's alone in a list row on iOS (`heightFromLabel`:
///   the switch stands out of its 24.5 pt row line, as measured on iOS 26).
/// - Everything is centred vertically; the label's baselines are the view's, except an iOS
///   switch's or stepper's first baseline, which is its top (`firstBaselineAtTop`).
///
/// *Apple (`LabeledContent`, `Toggle`); measured (iOS 26, macOS 26; Platform/ControlMetrics.swift).*
struct LabeledContentRule: LayoutRule {
    enum IndicatorPlacement: Sendable { case leading, trailing }

    /// Whether the first child is the label.
    let hasLabel: Bool
    let indicator: CGSize?
    var indicatorPlacement = IndicatorPlacement.trailing
    /// Between the label and what follows it.
    let gap: CGFloat
    /// Between the content and a trailing indicator.
    var contentGap: CGFloat = 0
    let fillsWidth: Bool
    var heightFromLabel = false
    /// Whether the view's first text baseline is its top edge rather than its label's (a UIKit
    /// switch or stepper on iOS; Platform/ControlMetrics.swift, `hostedControlsBaselineAtTop`).
    var firstBaselineAtTop = false

    private struct Parts {
        var label: CGSize = .zero
        var labelProposal = ProposedViewSize.unspecified
        var content: [CGSize] = []
        var contentProposal = ProposedViewSize.unspecified
        var size: CGSize = .zero
    }

    private func label(of node: LayoutNode) -> LayoutNode? { hasLabel ? node.children.first : nil }

    private func content(of node: LayoutNode) -> ArraySlice<LayoutNode> {
        hasLabel ? node.children.array.dropFirst() : node.children.array[...]
    }

    private func parts(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> Parts {
        var parts = Parts()
        let indicatorSize = indicator ?? .zero
        let content = content(of: node)
        parts.contentProposal = ProposedViewSize(width: nil, height: proposal.height)
        var contentSizes = content.map { pass.size(of: $0, proposing: parts.contentProposal) }
        var contentWidth = contentSizes.reduce(0) { $0 + $1.width } + CGFloat(max(0, contentSizes.count - 1)) * contentGap
        let hasControl = !content.isEmpty || indicator != nil
        let fixedGaps = (hasLabel && hasControl ? gap : 0) + (!content.isEmpty && indicator != nil ? contentGap : 0)

        if let labelNode = label(of: node) {
            if let width = proposal.width, width.isFinite {
                let ideal = pass.size(of: labelNode, proposing: ProposedViewSize(width: nil, height: proposal.height))
                let room = max(0, width - indicatorSize.width - fixedGaps)
                if ideal.width + contentWidth > room, !content.isEmpty {
                    // Too wide: the content gets at most half of the room, the label the rest.
                    let contentRoom = min(contentWidth, room / 2)
                    if contentRoom < contentWidth {
                        parts.contentProposal = ProposedViewSize(width: contentRoom / CGFloat(content.count), height: proposal.height)
                        contentSizes = content.map { pass.size(of: $0, proposing: parts.contentProposal) }
                        contentWidth = contentSizes.reduce(0) { $0 + $1.width } + CGFloat(max(0, contentSizes.count - 1)) * contentGap
                    }
                }
                parts.labelProposal = ProposedViewSize(width: max(0, room - contentWidth), height: proposal.height)
            } else {
                parts.labelProposal = ProposedViewSize(width: proposal.width, height: proposal.height)
            }
            parts.label = pass.size(of: labelNode, proposing: parts.labelProposal)
        }
        parts.content = contentSizes

        let natural = parts.label.width + fixedGaps + contentWidth + indicatorSize.width
        let width: CGFloat
        if fillsWidth, hasLabel, let offered = proposal.width {
            width = offered
        } else {
            width = natural
        }
        var height = max(parts.label.height, indicatorSize.height, contentSizes.map(\.height).max() ?? 0)
        if heightFromLabel, hasLabel { height = parts.label.height }
        parts.size = CGSize(width: width, height: height)
        return parts
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        parts(proposal, node: node, pass: pass).size
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let parts = parts(node.proposal, node: node, pass: pass)
        let frame = node.frame
        let indicatorWidth = indicator?.width ?? 0
        func centredY(_ height: CGFloat) -> CGFloat { frame.minY + (frame.height - height) / 2 }

        var labelX = frame.minX
        if indicator != nil, indicatorPlacement == .leading { labelX += indicatorWidth + gap }
        if let labelNode = label(of: node) {
            let origin = CGPoint(x: labelX, y: centredY(parts.label.height))
            pass.placeChild(labelNode, frame: CGRect(origin: origin, size: parts.label), proposal: parts.labelProposal)
        }
        // Content ends at the trailing indicator (or the trailing edge), each view after the last.
        var x = frame.maxX - (indicatorPlacement == .trailing && indicator != nil ? indicatorWidth + contentGap : 0)
        if indicatorPlacement == .leading, !fillsWidth {
            x = labelX + parts.label.width + (hasLabel ? gap : 0) + parts.content.reduce(0) { $0 + $1.width }
                + CGFloat(max(0, parts.content.count - 1)) * contentGap
        }
        for (child, size) in zip(content(of: node), parts.content).reversed() {
            x -= size.width
            pass.placeChild(child, frame: CGRect(origin: CGPoint(x: x, y: centredY(size.height)), size: size), proposal: parts.contentProposal)
            x -= contentGap
        }
    }

    /// The label's guides (its baselines), where the label sits in the row.
    var explicitGuideSource: ExplicitGuideSource { .children }

    func explicitAlignment(of key: AlignmentKey, node: LayoutNode, proposal: ProposedViewSize, size: CGSize, pass: LayoutPass) -> CGFloat? {
        guard let labelNode = label(of: node) else { return nil }
        if firstBaselineAtTop, key == VerticalAlignment.firstTextBaseline.key { return 0 }
        let parts = parts(proposal, node: node, pass: pass)
        let labelX = indicator != nil && indicatorPlacement == .leading ? (indicator?.width ?? 0) + gap : 0
        let origin = CGPoint(x: labelX, y: (size.height - parts.label.height) / 2)
        return pass.explicitAlignment(key, ofChildren: NodeChildren(labelNode), proposal: parts.labelProposal) { _ in origin }
    }

    /// A label and content with nothing drawn of its own asks for its views' spacing, as a stack
    /// does (two labeled texts stack with the texts' 0, measured macOS 26,
    /// iamcgn/swiftui-web labeledcontent/form); a control with an indicator is a control.
    /// A checkbox asks for 6 above and below it whatever its neighbour (measured macOS 26,
    /// iamcgn/swiftui-web: 6 from a text field, a pop-up picker and a section header's text in a
    /// form, form/basic, form/sections, form/steps, form/styles; 6 below a text in a stack,
    /// groupbox/basic; where the engine's text and plain values give 8 and 8.15).
    func spacing(of node: LayoutNode, pass: LayoutPass) -> Spacing {
        if indicator != nil, indicatorPlacement == .leading { return Self.checkboxSpacing }
        return indicator == nil && !node.children.isEmpty ? pass.spacing(of: node.children) : .plain
    }

    /// 6 in the default category on the top and bottom edges, so it wins over a neighbour that
    /// declares nothing there and a text's category values do not apply; a plain view's sides.
    static let checkboxSpacing = Spacing(entries: [
        Spacing.Entry(category: nil, edge: .top, kind: .distance, value: 6),
        Spacing.Entry(category: nil, edge: .bottom, kind: .distance, value: 6),
        Spacing.Entry(category: .edgeRightText, edge: .leading, kind: .distance, value: 0),
        Spacing.Entry(category: .edgeLeftText, edge: .trailing, kind: .distance, value: 0),
    ])
}
