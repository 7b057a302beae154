/// ScrollView (see docs/layout-rules.md, "ScrollView"): offers its content `nil` (the ideal)
/// along the scrolling axes and its own proposal across them. Along a scrolling axis it takes
/// the proposal (the content's length when the proposal is `nil`); across, it is exactly as
/// large as its content, never the proposal, so its parent positions it (a 120-wide column in a
/// vertical scroll view offered 300 × 200 makes a 120 × 200 scroll view). The content starts at
/// the top-leading corner, shorter content is not centred along the scroll axis. Source: layouts
/// measured on SwiftUI (macOS 26.2, public fixtures; docs/fidelity.md, "ScrollView"); Apple's
/// documentation describes only the scrolling axes.
struct ScrollViewRule: LayoutRule {
    var overflowBounds: OverflowBounds { .parentShelteringContent }

    let axes: Axis.Set
    /// `defaultScrollAnchor`: the content's point that rests on the same point of the scroll
    /// view, along the scrolling axes; nil rests at the top-leading corner.
    var anchor: UnitPoint? = nil

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height
        )
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        let content = pass.unionSize(of: node.children, proposal: contentProposal(proposal))
        return CGSize(
            width: axes.contains(.horizontal) ? proposal.width ?? content.width : content.width,
            height: axes.contains(.vertical) ? proposal.height ?? content.height : content.height
        )
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let proposal = contentProposal(node.proposal)
        for child in node.children {
            // Along a scrolling axis the content starts at the scroll offset (0 until a scroll
            // step). Across, the scroll view is its content's size, so centring it there places
            // it edge to edge.
            let size = pass.size(of: child, proposing: proposal)
            let offset = scrollOffset(content: size, node: node, pass: pass)
            let origin = CGPoint(
                x: axes.contains(.horizontal) ? node.frame.minX - offset.width : node.frame.midX - size.width / 2,
                y: axes.contains(.vertical) ? node.frame.minY - offset.height : node.frame.midY - size.height / 2
            )
            pass.placeChild(child, frame: CGRect(origin: origin, size: size), proposal: proposal)
        }
    }

    /// How far a `scroll(to:)` step moved the content: only the outermost scroll view scrolls,
    /// along its vertical axis if it has one, never past either end of its content.
    ///
    /// With an anchor the content rests so that its anchor point sits on the scroll view's:
    /// `.bottom` scrolls a long content to its end and moves a short one down (a negative
    /// offset), until a scroll step moves it.
    private func scrollOffset(content: CGSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        var resting = CGSize.zero
        if let anchor {
            if axes.contains(.horizontal) { resting.width = anchor.x * (content.width - node.frame.width) }
            if axes.contains(.vertical) { resting.height = anchor.y * (content.height - node.frame.height) }
        }
        guard pass.enclosingScrollViews == 1 else { return resting }
        let requested = pass.graph.scrollOffset
        let axis: Axis = axes.contains(.vertical) ? .vertical : .horizontal
        var offset = resting
        if requested != 0 {
            offset[axis] = min(max(0, requested), max(0, content[axis] - node.frame.size[axis]))
        }
        // Scrolling to a view measures from where the content rests now.
        pass.outermostScrollOffset = offset[axis]
        return offset
    }
}
