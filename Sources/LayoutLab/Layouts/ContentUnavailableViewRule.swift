/// `ContentUnavailableView`: the size offered on both axes; inside it, its parts (the label, the
/// description, the actions) stack `spacing` apart, each centred across the width, the stack
/// padded by `padding` on every side. The padded stack is centred vertically when it fits; when
/// it is taller than the view it starts at the top (the view scrolls it). With an axis offered
/// nothing, the padded stack's size there.
/// *Measured macOS 26 (iamcgn/swiftui-web unavailable/basic: three views share a 400 pt column
/// equally, 360 × 128 each; a label, a description and a button 12 apart, the label 20 below the
/// top); Platform/ControlMetrics.swift.*
struct ContentUnavailableViewRule: LayoutRule {
    let spacing: CGFloat
    let padding: CGFloat

    private func partProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - 2 * padding) }, height: nil)
    }

    private func stack(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> (sizes: [CGSize], size: CGSize) {
        let sizes = node.children.map { pass.size(of: $0, proposing: partProposal(proposal)) }
        let height = sizes.reduce(0) { $0 + $1.height } + CGFloat(max(0, sizes.count - 1)) * spacing
        return (sizes, CGSize(width: (sizes.map(\.width).max() ?? 0) + 2 * padding, height: height + 2 * padding))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let natural = stack(proposal, node: node, pass: pass).size
        return CGSize(width: proposal.width ?? natural.width, height: proposal.height ?? natural.height)
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let frame = node.frame
        let (sizes, size) = stack(node.proposal, node: node, pass: pass)
        var y = frame.minY + max(0, (frame.height - size.height) / 2) + padding
        for (child, childSize) in zip(node.children, sizes) {
            let x = frame.minX + (frame.width - childSize.width) / 2
            pass.placeChild(child, frame: CGRect(x: x, y: y, width: childSize.width, height: childSize.height), proposal: partProposal(node.proposal))
            y += childSize.height + spacing
        }
    }

    /// Content taller than the view scrolls inside it.
    var overflowBounds: OverflowBounds { .parentShelteringContent }
}
