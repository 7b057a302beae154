/// `DisclosureGroup`: a label row, then (expanded) the content right below it.
///
/// - The group takes the width offered (with none, the wider of its row and its content).
/// - The row is the label's height plus `rowPadding` above and below; the label sits
///   `labelIndent` in from the leading edge (after the disclosure indicator), centred vertically,
///   offered the width left.
/// - The content (a `VStack` of its views) is offered the whole width, not indented, and is centred
///   across it, flush under the row; the group ends at the content's bottom.
///
/// *Measured macOS 26 (iamcgn/swiftui-web disclosure/basic; Platform/ControlMetrics.swift).*
struct DisclosureGroupRule: LayoutRule {
    /// Whether the first child is the label; the content, when expanded, is the last.
    let hasLabel: Bool
    let metrics: ControlMetrics.DisclosureGroupMetrics

    private struct Parts {
        var label: CGSize = .zero
        var labelProposal = ProposedViewSize.unspecified
        var row: CGFloat = 0
        var content: CGSize = .zero
        var contentProposal = ProposedViewSize.unspecified
        var size: CGSize = .zero
    }

    private func contentNode(of node: LayoutNode) -> LayoutNode? {
        node.children.count > (hasLabel ? 1 : 0) ? node.children.last : nil
    }

    private func parts(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> Parts {
        var parts = Parts()
        if hasLabel, let labelNode = node.children.first {
            parts.labelProposal = ProposedViewSize(width: proposal.width.map { max(0, $0 - metrics.labelIndent) }, height: nil)
            parts.label = pass.size(of: labelNode, proposing: parts.labelProposal)
        }
        parts.row = parts.label.height + 2 * metrics.rowPadding
        if let contentNode = contentNode(of: node) {
            parts.contentProposal = ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - parts.row) })
            parts.content = pass.size(of: contentNode, proposing: parts.contentProposal)
        }
        let natural = max(parts.label.width + metrics.labelIndent, parts.content.width)
        parts.size = CGSize(width: proposal.width ?? natural, height: parts.row + parts.content.height)
        return parts
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        parts(proposal, node: node, pass: pass).size
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let parts = parts(node.proposal, node: node, pass: pass)
        let frame = node.frame
        if hasLabel, let labelNode = node.children.first {
            let origin = CGPoint(x: frame.minX + metrics.labelIndent, y: frame.minY + metrics.rowPadding)
            pass.placeChild(labelNode, frame: CGRect(origin: origin, size: parts.label), proposal: parts.labelProposal)
        }
        if let contentNode = contentNode(of: node) {
            let origin = CGPoint(x: frame.minX + (frame.width - parts.content.width) / 2, y: frame.minY + parts.row)
            pass.placeChild(contentNode, frame: CGRect(origin: origin, size: parts.content), proposal: parts.contentProposal)
        }
    }
}
