/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Per axis, with `0 ≤ min ≤ ideal ≤ max` already enforced: the child is offered the proposal (or
/// the ideal when the proposal is nil) clamped to `[min, max]`. The frame's own length is
/// - the ideal, when the proposal is nil and an ideal is set;
/// - the child's length clamped to `[min, max]`, when the proposal is nil otherwise;
/// - the proposal clamped to `[min, max]`, when both bounds are set;
/// - `max(min(p, child), min)` with only a minimum, `min(max(p, child), max)` with only a maximum;
/// - the child's length when neither is set.
///
/// The child is aligned inside on guides, and its explicit values are reported moved by its
/// origin, as a fixed frame's are.
struct FlexFrameRule: LayoutRule {
    struct Bounds {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        /// Whether any bound is set on this axis.
        var isSet: Bool { min != nil || ideal != nil || max != nil }

        func clamp(_ value: CGFloat) -> CGFloat {
            var result = value
            if let max, result > max { result = max }
            if let min, result < min { result = min }
            return result
        }

        func childProposal(_ proposed: CGFloat?) -> CGFloat? {
            // Not `.map(clamp)`: partially applying a method allocates, and this runs per measure.
            guard let value = proposed ?? ideal else { return nil }
            return clamp(value)
        }

        func length(proposed: CGFloat?, child: CGFloat) -> CGFloat {
            guard let proposed else { return ideal ?? clamp(child) }
            switch (min, max) {
            case (.some, .some): return clamp(proposed)
            case (.some(let min), nil): return Swift.max(Swift.min(proposed, child), min)
            case (nil, .some(let max)): return Swift.min(Swift.max(proposed, child), max)
            case (nil, nil): return child
            }
        }
    }

    let horizontal: Bounds
    let vertical: Bounds
    let alignment: Alignment

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal.childProposal(proposal.width), height: vertical.childProposal(proposal.height))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        let child = pass.unionSize(of: node.children, proposal: childProposal(proposal))
        return CGSize(
            width: horizontal.length(proposed: proposal.width, child: child.width),
            height: vertical.length(proposed: proposal.height, child: child.height)
        )
    }

    /// As a fixed frame's: an axis with any bound set makes its edges plain (OpenSwiftUI,
    /// `_FlexFrameLayout.spacing`).
    func spacing(of node: LayoutNode, pass: LayoutPass) -> Spacing {
        let content = pass.spacing(of: node.children)
        guard node.spacer == nil else { return content }
        var bounded = Edge.Set()
        if horizontal.isSet { bounded.formUnion(.horizontal) }
        if vertical.isSet { bounded.formUnion(.vertical) }
        return content.resetting(bounded)
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let proposal = childProposal(node.proposal)
        for child in node.children {
            pass.placeChild(child, in: node.frame, proposal: proposal, alignment: alignment)
        }
    }

    var explicitGuideSource: ExplicitGuideSource { .children }

    func explicitAlignment(of key: AlignmentKey, node: LayoutNode, proposal: ProposedViewSize, size: CGSize, pass: LayoutPass) -> CGFloat? {
        pass.explicitAlignment(key, ofChildren: node.children, alignedIn: size, proposal: childProposal(proposal), alignment: alignment)
    }
}
