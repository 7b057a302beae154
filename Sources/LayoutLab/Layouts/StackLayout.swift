/// How HStack and VStack share out their length (DESIGN §3 "HStack / VStack").
///
/// - `available = proposal − spacing` (explicit spacing, or 8 between neighbours).
/// - Children are offered space in order of `layoutPriority` (highest first), then flexibility
///   (length at ∞ minus length at 0, least first); of two infinitely flexible children the one with
///   the larger minimum goes first; otherwise source order is kept. A `Spacer` has priority −∞.
/// - Before a priority group is sized, the minimum lengths of all lower groups are reserved.
/// - Each child in turn is offered `max(remaining / childrenLeft, 0)` and its answer is subtracted.
/// - A `nil` proposal along the axis gives every child its ideal length.
/// - Across the axis, children are aligned on the stack's guide and the stack spans their union.
struct StackLayout {
    let axis: Axis
    let alignmentFraction: AlignmentGuide
    let spacing: CGFloat?

    /// The guide children are aligned on across the stack.
    enum AlignmentGuide {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)

        func value(in dimensions: ViewDimensions) -> CGFloat {
            switch self {
            case .horizontal(let guide): dimensions[guide]
            case .vertical(let guide): dimensions[guide]
            }
        }
    }

    private var gap: CGFloat { spacing ?? 8 }

    private func totalSpacing(_ count: Int) -> CGFloat {
        count > 1 ? gap * CGFloat(count - 1) : 0
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        let arrangement = arrange(proposal: proposal, subviews: subviews)
        return CGSize(axis: axis, along: arrangement.length, across: arrangement.acrossMax - arrangement.acrossMin)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let arrangement = arrange(proposal: proposal, subviews: subviews)
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        let guideLine = (axis == .horizontal ? bounds.minY : bounds.minX) - arrangement.acrossMin
        for (index, subview) in subviews.enumerated() {
            let child = arrangement.children[index]
            let across = guideLine - child.guide
            let point = axis == .horizontal ? CGPoint(x: position, y: across) : CGPoint(x: across, y: position)
            subview.place(at: point, anchor: .topLeading, proposal: child.proposal)
            position += child.size[axis] + gap
        }
    }

    private struct Arrangement {
        var children: [(proposal: ProposedViewSize, size: CGSize, guide: CGFloat)]
        var length: CGFloat
        var acrossMin: CGFloat
        var acrossMax: CGFloat
    }

    private func arrange(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Arrangement {
        let proposals = childProposals(proposal: proposal, subviews: subviews)
        var arrangement = Arrangement(children: [], length: totalSpacing(subviews.count), acrossMin: 0, acrossMax: 0)
        arrangement.children.reserveCapacity(subviews.count)
        for (index, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(proposals[index])
            // A child that answers an infinite probe with an infinite length has no finite guide;
            // it spans [0, ∞) so the union stays infinite rather than ∞ − ∞.
            let guide = size[axis.other].isFinite
                ? alignmentFraction.value(in: subview.dimensions(in: proposals[index])) : 0
            arrangement.length += size[axis]
            if index == 0 {
                arrangement.acrossMin = -guide
                arrangement.acrossMax = size[axis.other] - guide
            } else {
                arrangement.acrossMin = min(arrangement.acrossMin, -guide)
                arrangement.acrossMax = max(arrangement.acrossMax, size[axis.other] - guide)
            }
            arrangement.children.append((proposals[index], size, guide))
        }
        return arrangement
    }

    private struct Candidate {
        let index: Int
        let priority: Double
        let minimum: CGFloat
        let flexibility: CGFloat
    }

    /// What each child is offered along the axis.
    func childProposals(proposal: ProposedViewSize, subviews: LayoutSubviews) -> [ProposedViewSize] {
        let across = proposal[axis.other]
        guard let along = proposal[axis] else {
            return Array(repeating: ProposedViewSize(axis: axis, along: nil, across: across), count: subviews.count)
        }
        let candidates = subviews.enumerated().map { index, subview in
            let minimum = subview.sizeThatFits(ProposedViewSize(axis: axis, along: 0, across: across))[axis]
            let maximum = subview.sizeThatFits(ProposedViewSize(axis: axis, along: .infinity, across: across))[axis]
            return Candidate(
                index: index,
                priority: subview.spacer != nil ? -.infinity : subview.priority,
                minimum: minimum,
                flexibility: maximum.isInfinite ? .infinity : maximum - minimum
            )
        }.sorted(by: Self.offeredEarlier)

        var proposals = Array(repeating: ProposedViewSize(axis: axis, along: 0, across: across), count: subviews.count)
        var remaining = along - totalSpacing(subviews.count)
        var groupStart = 0
        while groupStart < candidates.count {
            let priority = candidates[groupStart].priority
            var groupEnd = groupStart
            while groupEnd < candidates.count, candidates[groupEnd].priority == priority { groupEnd += 1 }
            let reserved = candidates[groupEnd...].reduce(0) { $0 + $1.minimum }
            var groupRemaining = remaining - reserved
            for position in groupStart..<groupEnd {
                let candidate = candidates[position]
                let offer = max(groupRemaining / CGFloat(groupEnd - position), 0)
                let childProposal = ProposedViewSize(axis: axis, along: offer, across: across)
                let taken = subviews[candidate.index].sizeThatFits(childProposal)[axis]
                proposals[candidate.index] = childProposal
                groupRemaining -= taken
                remaining -= taken
            }
            groupStart = groupEnd
        }
        return proposals
    }

    private static func offeredEarlier(_ a: Candidate, _ b: Candidate) -> Bool {
        if a.priority != b.priority { return a.priority > b.priority }
        if a.flexibility.isInfinite, b.flexibility.isInfinite {
            if a.minimum != b.minimum { return a.minimum > b.minimum }
            return a.index < b.index
        }
        if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
        return a.index < b.index
    }
}
