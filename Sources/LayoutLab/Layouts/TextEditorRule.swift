/// `TextEditor`: the size offered on both axes, as a colour takes it (its text scrolls inside
/// it); on an axis offered nothing, its text's size there plus the inset on both sides. The text
/// is offered the width less the insets and sits at the top leading corner, inset.
/// *Measured macOS 26 (iamcgn/swiftui-web texteditor/basic: 280 × 60, 280 × 80, 280 × 40 as framed
/// whatever the text; texteditor/sizing: the rest of a column, 148 tall, and 280 of a 320 row
/// beside a 32 pt text); the ideal size and the inset are estimates (Platform/ControlMetrics.swift).*
struct TextEditorRule: LayoutRule {
    let inset: CGFloat

    private func textProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - 2 * inset) }, height: nil)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let text = node.children.first.map { pass.size(of: $0, proposing: textProposal(proposal)) } ?? .zero
        return CGSize(width: proposal.width ?? text.width + 2 * inset, height: proposal.height ?? text.height + 2 * inset)
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        guard let text = node.children.first else { return }
        let proposal = textProposal(node.proposal)
        let size = pass.size(of: text, proposing: proposal)
        let origin = CGPoint(x: node.frame.minX + inset, y: node.frame.minY + inset)
        pass.placeChild(text, frame: CGRect(origin: origin, size: size), proposal: proposal)
    }

    /// The text scrolls inside the editor: a long one is never an overflow.
    var overflowBounds: OverflowBounds { .parentShelteringContent }
}
