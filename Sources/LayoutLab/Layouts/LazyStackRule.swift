/// `LazyVStack` and `LazyHStack` (docs/layout-rules.md, "Lazy stacks and grids"):
///
/// - Each child is offered the stack's proposal across its axis and `nil` along it (its ideal
///   length), one after the other, `spacing` apart (default: the distance the neighbours' edges
///   ask for, as in a stack). Nothing is shared out along the axis: a lazy stack is meant for a
///   scroll view, which proposes `nil` there.
/// - Across its axis it fills the proposal (a LazyVStack is as wide as offered), and aligns each
///   child there by `alignment`; along it, it is as long as its children and gaps.
/// - In a scroll view, only the children within the visible region, and half its length beyond
///   each end, are placed: the others are built and measured (the stack's length needs them) but
///   not placed, so they are not recorded, do not appear and write no preferences.
///
/// - Pinned section headers and footers rest at the scroll view's edges while their section
///   passes (`PinnedScrollableViews.swift`).
///
/// Apple (`LazyVStack`: "only creates items as needed"; pinned views); the filling of the cross
/// axis as measured on SwiftUI (two LazyVStacks beside a 37-wide LazyHStack in a 320-wide
/// HStack(spacing: 20) are 121.5 wide each); the margin is the model's choice
/// (docs/fidelity.md, "Lazy stacks and grids").
final class LazyStackRule: ChoosesPlacedChildren {
    let axis: Axis
    let alignment: Alignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    /// Every child in order; placement keeps the visible ones as the node's children.
    @exclusivity(unchecked) var candidates: [LayoutNode] = []

    init(axis: Axis, alignment: Alignment, spacing: CGFloat?, pinnedViews: PinnedScrollableViews = []) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var child = proposal
        child[axis] = nil
        return child
    }

    /// Each child's size and the gap before it.
    private func arrange(_ proposal: ProposedViewSize, pass: LayoutPass) -> [(size: CGSize, gap: CGFloat)] {
        let offered = childProposal(proposal)
        var result: [(CGSize, CGFloat)] = []
        result.reserveCapacity(candidates.count)
        for (index, child) in candidates.enumerated() {
            var gap: CGFloat = 0
            if index > 0 {
                gap = spacing ?? pass.spacing(of: candidates[index - 1]).distance(to: pass.spacing(of: child), along: axis)
                    ?? Spacing.defaultDistance
            }
            result.append((pass.size(of: child, proposing: offered), gap))
        }
        return result
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        let arranged = arrange(proposal, pass: pass)
        let along = arranged.reduce(0) { $0 + $1.gap + $1.size[axis] }
        let across = proposal[axis.other] ?? arranged.map { $0.size[axis.other] }.max() ?? 0
        return CGSize(axis: axis, along: along, across: across)
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let offered = childProposal(node.proposal)
        let frame = node.frame
        let visible = pass.lazyRegion(along: axis)
        var cursor = frame.minAlong(axis)
        var pieces: [SectionPinning.Piece] = []
        pieces.reserveCapacity(candidates.count)
        for ((size, gap), child) in zip(arrange(node.proposal, pass: pass), candidates) {
            cursor += gap
            pieces.append(SectionPinning.Piece(
                start: cursor, length: size[axis], membership: pinnedViews.isEmpty ? nil : SectionMembership.of(child)
            ))
            cursor += size[axis]
        }
        // A scroll to a view goes to where it lies in the content, pinned or not, built or not.
        if !pass.graph.scrollTargetNodes.isEmpty {
            for (piece, child) in zip(pieces, candidates) {
                var slot = frame
                slot.origin[axis] = piece.start
                slot.size[axis] = piece.length
                pass.noteScrollTarget(child, frame: slot)
            }
        }
        if let viewport = pass.scrollViewport(along: axis) {
            SectionPinning.pin(&pieces, pinned: pinnedViews, visible: viewport)
        }
        var placed: [LayoutNode] = []
        for (piece, child) in zip(pieces, candidates) {
            var slot = frame
            slot.origin[axis] = piece.start
            slot.size[axis] = piece.length
            if let visible, slot.maxAlong(axis) < visible.lowerBound || slot.minAlong(axis) > visible.upperBound { continue }
            placed.append(child)
            pass.placeChild(child, in: slot, proposal: offered, alignment: alignment)
        }
        node.setChildren(placed)
    }

    func spacing(of node: LayoutNode, pass: LayoutPass) -> Spacing {
        pass.spacing(of: NodeChildren(candidates))
    }
}
