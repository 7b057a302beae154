/// `.frame(width:height:alignment:)`: the child is offered `(width ?? p.width, height ?? p.height)`;
/// the frame is `(width ?? child.width, height ?? child.height)` with the child aligned inside on
/// guides: the frame's default value of each guide meets the child's value (OpenSwiftUI
/// `FrameLayout.commonPlacement`). The frame reports its child's explicit values, moved by the
/// child's origin.
///
/// Three words, so that a node's `any LayoutRule` holds it without a heap block of its own: the
/// lengths as `MeasuredSize` stores an optional one, the alignment interned (`InternedAlignment`).
struct FrameRule: LayoutRule {
    private let storedWidth: Double
    private let storedHeight: Double
    private let interned: Unmanaged<InternedAlignment>

    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        storedWidth = MeasuredSize.stored(width)
        storedHeight = MeasuredSize.stored(height)
        interned = InternedAlignment.of(alignment)
    }

    var width: CGFloat? { MeasuredSize.length(storedWidth) }
    var height: CGFloat? { MeasuredSize.length(storedHeight) }
    var alignment: Alignment { interned._withUnsafeGuaranteedRef { $0.alignment } }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    var sizeForAnyProposal: CGSize? {
        guard let width, let height else { return nil }
        return CGSize(width: width, height: height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let child = pass.unionSize(of: node.children, proposal: childProposal(proposal))
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    /// The content's, with the edges across a fixed length made plain (OpenSwiftUI,
    /// `_FrameLayout.spacing`); a spacer keeps its own, since it is sized along its stack anyway.
    func spacing(of node: LayoutNode, pass: LayoutPass) -> Spacing {
        let content = pass.spacing(of: node.children)
        guard node.spacer == nil else { return content }
        var fixed = Edge.Set()
        if width != nil { fixed.formUnion(.horizontal) }
        if height != nil { fixed.formUnion(.vertical) }
        return content.resetting(fixed)
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
