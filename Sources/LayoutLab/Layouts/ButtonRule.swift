/// `Button` (and `Link`, `Menu`, a `.button` toggle): the style's padding around the label, at
/// least the style's smallest size, the label centred. Borderless and plain buttons are their
/// label (no padding). The padding is Platform/ControlMetrics.swift's, per OS generation and
/// `controlSize` (docs/layout-rules.md, "Controls"). *Apple; measured (iOS 26, macOS 26).*
struct ButtonRule: LayoutRule {
    let insets: EdgeInsets
    let minSize: CGSize
    /// What a bordered style draws behind the label (Drawing/ButtonPaint.swift); nil for the
    /// label-only styles and for custom ones, whose body draws.
    var background: NodePaint? = nil

    var drawsItself: Bool { true }

    func paint(of node: LayoutNode, previous: NodePaint?) -> NodePaint? {
        background
    }

    /// The offer less the padding, but never less than the room the button's smallest size
    /// leaves inside its padding: a button is never shorter than that, so it never squeezes its
    /// label below it (measured macOS 26, iamcgn/swiftui-web button/styles: a padded bordered
    /// button offered 35 pt by its stack keeps its 16 pt title and its 24 pt height).
    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max(0, $0 - insets.horizontal, minSize.width - insets.horizontal) },
            height: proposal.height.map { max(0, $0 - insets.vertical, minSize.height - insets.vertical) }
        )
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        let label = pass.unionSize(of: node.children, proposal: childProposal(proposal))
        return CGSize(
            width: max(label.width + insets.horizontal, minSize.width),
            height: max(label.height + insets.vertical, minSize.height)
        )
    }

    private func labelRect(in frame: CGRect) -> CGRect {
        CGRect(
            x: frame.minX + insets.leading, y: frame.minY + insets.top,
            width: max(0, frame.width - insets.horizontal), height: max(0, frame.height - insets.vertical)
        )
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let proposal = childProposal(node.proposal)
        for child in node.children {
            pass.placeChild(child, in: labelRect(in: node.frame), proposal: proposal, alignment: .center)
        }
    }

    /// A borderless button asks for its label's spacing; padding makes the padded edges plain.
    func spacing(of node: LayoutNode, pass: LayoutPass) -> Spacing {
        let padded = Edge.allCases.filter { insets[$0] != 0 }.reduce(into: Edge.Set()) { $0.insert(Edge.Set($1)) }
        let content = pass.spacing(of: node.children)
        return padded.isEmpty && minSize == .zero ? content : content.resetting(padded.isEmpty ? .all : padded)
    }

    /// The label's baselines, where the label sits in the button.
    var explicitGuideSource: ExplicitGuideSource { .children }

    func explicitAlignment(of key: AlignmentKey, node: LayoutNode, proposal: ProposedViewSize, size: CGSize, pass: LayoutPass) -> CGFloat? {
        let childProposal = childProposal(proposal)
        let inner = labelRect(in: CGRect(origin: .zero, size: size))
        return pass.explicitAlignment(key, ofChildren: node.children, proposal: childProposal) {
            pass.aligned($0, proposal: childProposal, in: inner, alignment: .center)
        }
    }
}
