/// `GroupBox`: the content padded on every side inside a box that hugs it, and the label, when
/// there is one, above the box (macOS: indented, in `.subheadline` unless set, centred in a band
/// at least 16 tall, a small gap over the box) or inside it above the content (iOS). The content is offered the width left after the padding; the box is as wide as
/// the wider of its padded content and its indented label, as tall as they are together; the
/// content sits at the box's leading top corner inside the padding.
/// *Measured macOS 26 (iamcgn/swiftui-web groupbox/basic; Platform/ControlMetrics.swift); iOS
/// estimates.*
struct GroupBoxRule: LayoutRule {
    /// Whether the first child is the label.
    let hasLabel: Bool
    let metrics: ControlMetrics.GroupBoxMetrics

    private struct Parts {
        var label: CGSize = .zero
        var labelProposal = ProposedViewSize.unspecified
        var content: CGSize = .zero
        var contentProposal = ProposedViewSize.unspecified
        /// Above the content inside the box, and above the box.
        var contentTop: CGFloat = 0
        var boxTop: CGFloat = 0
        var size: CGSize = .zero
    }

    private func parts(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> Parts {
        var parts = Parts()
        let padding = metrics.padding
        let labelInset = metrics.labelInside ? padding : metrics.labelIndent
        if hasLabel, let labelNode = node.children.first {
            parts.labelProposal = ProposedViewSize(width: proposal.width.map { max(0, $0 - labelInset - (metrics.labelInside ? padding : 0)) }, height: nil)
            parts.label = pass.size(of: labelNode, proposing: parts.labelProposal)
        }
        let labelBand = hasLabel ? max(parts.label.height, metrics.labelMinHeight) + metrics.labelGap : 0
        parts.boxTop = metrics.labelInside ? 0 : labelBand
        parts.contentTop = parts.boxTop + padding + (metrics.labelInside ? labelBand : 0)
        parts.contentProposal = ProposedViewSize(
            width: proposal.width.map { max(0, $0 - 2 * padding) },
            height: proposal.height.map { max(0, $0 - parts.contentTop - padding) }
        )
        if let contentNode = node.children.last, !(hasLabel && node.children.count == 1) {
            parts.content = pass.size(of: contentNode, proposing: parts.contentProposal)
        }
        let labelWidth = hasLabel ? parts.label.width + labelInset + (metrics.labelInside ? padding : 0) : 0
        parts.size = CGSize(width: max(parts.content.width + 2 * padding, labelWidth), height: parts.contentTop + parts.content.height + padding)
        return parts
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        parts(proposal, node: node, pass: pass).size
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let parts = parts(node.proposal, node: node, pass: pass)
        let frame = node.frame
        if hasLabel, let labelNode = node.children.first {
            let inset = metrics.labelInside ? metrics.padding : metrics.labelIndent
            let y = frame.minY + (metrics.labelInside ? metrics.padding : 0)
            let band = max(parts.label.height, metrics.labelMinHeight)
            let labelFrame = CGRect(x: frame.minX + inset, y: y + (band - parts.label.height) / 2, width: parts.label.width, height: parts.label.height)
            pass.placeChild(labelNode, frame: labelFrame, proposal: parts.labelProposal)
        }
        if let contentNode = node.children.last, !(hasLabel && node.children.count == 1) {
            let origin = CGPoint(x: frame.minX + metrics.padding, y: frame.minY + parts.contentTop)
            pass.placeChild(contentNode, frame: CGRect(origin: origin, size: parts.content), proposal: parts.contentProposal)
        }
    }
}
