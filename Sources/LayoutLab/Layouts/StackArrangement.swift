/// How HStack and VStack share out their length (docs/layout-rules.md, "Stacks").
///
/// - `available = proposal − spacing`: the explicit spacing between every two neighbours, or the
///   distance their own edges ask for (`Spacing`; see docs/layout-rules.md, "Default spacing").
/// - Children are offered space in order of `layoutPriority` (highest first), then flexibility
///   (length at ∞ minus length at 0, least first); of two infinitely flexible children the one with
///   the larger minimum goes first; otherwise source order is kept. A `Spacer` has priority −∞.
/// - Before a priority group is sized, the minimum lengths of all lower groups are reserved.
/// - Each child in turn is offered `max(remaining / childrenLeft, 0)` and its answer is subtracted.
/// - A `nil` proposal along the axis gives every child its ideal length.
/// - Across the axis, children are aligned on the stack's guide and the stack spans their union.
struct StackArrangement {
    let axis: Axis
    /// The guide children are aligned on across the stack.
    let alignment: CrossAxisAlignment
    let spacing: CGFloat?

    /// A guide across a stack's axis: vertical for an HStack, horizontal for a VStack.
    enum CrossAxisAlignment {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)

        func value(in dimensions: ViewDimensions) -> CGFloat {
            switch self {
            case .horizontal(let guide): dimensions[guide]
            case .vertical(let guide): dimensions[guide]
            }
        }
    }

    /// The gaps between neighbours, worked out once per pass (a stack is measured many times).
    /// An explicit spacing is every gap, and needs no list.
    func makeCache(subviews: LayoutSubviews) -> _StackLayoutCache {
        let count = subviews.count
        if let spacing {
            // Summed gap by gap, as the list's total is: a product can differ in the last bit,
            // and with it a snapped frame.
            let totalGap = (1..<max(count, 1)).reduce(CGFloat(0)) { total, _ in total + spacing }
            return _StackLayoutCache(uniformGap: spacing, gaps: [], totalGap: totalGap)
        }
        var gaps = [CGFloat](repeating: 0, count: count)
        for index in subviews.indices.dropFirst() {
            gaps[index] = subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: axis)
        }
        return _StackLayoutCache(uniformGap: nil, gaps: gaps, totalGap: gaps.reduce(0, +))
    }

    /// The stack's own spacing (OpenSwiftUI, `StackLayout.spacing`): its children's across the
    /// axis, the first child's at the leading edge and the last child's at the trailing edge;
    /// zero for an empty stack.
    func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return .zero }
        let (across, start, end): (Edge.Set, Edge.Set, Edge.Set) = axis == .horizontal
            ? (.vertical, .leading, .trailing) : (.horizontal, .top, .bottom)
        var result = ViewSpacing()
        for subview in subviews { result.formUnion(subview.spacing, edges: across) }
        result.formUnion(first.spacing, edges: start)
        result.formUnion(last.spacing, edges: end)
        return result
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: _StackLayoutCache) -> CGSize {
        var size = CGSize.zero
        arrange(proposal: proposal, subviews: subviews, cache: cache) { extent, _ in
            size = CGSize(axis: axis, along: extent.length, across: extent.acrossMax - extent.acrossMin)
        }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: _StackLayoutCache) {
        arrange(proposal: proposal, subviews: subviews, cache: cache) { extent, children in
            var position = axis == .horizontal ? bounds.minX : bounds.minY
            let guideLine = (axis == .horizontal ? bounds.minY : bounds.minX) - extent.acrossMin
            for (index, subview) in subviews.enumerated() {
                let child = children[index]
                let gap = cache.gap(before: index)
                position += gap
                let across = guideLine - child.guide
                let point = axis == .horizontal ? CGPoint(x: position, y: across) : CGPoint(x: across, y: position)
                subview.place(at: point, anchor: .topLeading, proposal: child.proposal)
                // Recorded with the child, so that a reader can see which gap the stack left.
                subview.node.spacingBefore = index > 0 ? gap : nil
                position += child.size[axis]
            }
        }
    }

    private struct Extent {
        var length: CGFloat
        var acrossMin: CGFloat
        var acrossMax: CGFloat
    }

    private struct ArrangedChild {
        var proposal: ProposedViewSize
        var size: CGSize
        var guide: CGFloat
    }

    /// Sizes every child and hands the stack's extent and the children's answers to `body`.
    /// The per-child lists live in temporary (stack) memory: stacks are arranged twice a pass
    /// each, and heap arrays would be a large share of a pass's allocations. Not generic over
    /// what `body` returns, which took 1 % of a one-shot layout of a long list more (callgrind).
    private func arrange(
        proposal: ProposedViewSize, subviews: LayoutSubviews, cache: _StackLayoutCache,
        _ body: (Extent, UnsafeMutableBufferPointer<ArrangedChild>) -> Void
    ) {
        withUnsafeTemporaryAllocation(of: ArrangedChild.self, capacity: subviews.count) { children in
            fillChildProposals(proposal: proposal, subviews: subviews, totalGap: cache.totalGap) { index, proposal in
                children.initializeElement(at: index, to: ArrangedChild(proposal: proposal, size: .zero, guide: 0))
            }
            var extent = Extent(length: cache.totalGap, acrossMin: 0, acrossMax: 0)
            for (index, subview) in subviews.enumerated() {
                let size = subview.sizeThatFits(children[index].proposal)
                // A child that answers an infinite probe with an infinite length has no finite guide;
                // it spans [0, ∞) so the union stays infinite rather than ∞ − ∞.
                let guide = size[axis.other].isFinite
                    ? alignment.value(in: subview.dimensions(in: children[index].proposal)) : 0
                extent.length += size[axis]
                if index == 0 {
                    extent.acrossMin = -guide
                    extent.acrossMax = size[axis.other] - guide
                } else {
                    extent.acrossMin = min(extent.acrossMin, -guide)
                    extent.acrossMax = max(extent.acrossMax, size[axis.other] - guide)
                }
                children[index].size = size
                children[index].guide = guide
            }
            defer { _ = children.deinitialize() }
            return body(extent, children)
        }
    }

    private struct Candidate {
        let index: Int
        let priority: Double
        let minimum: CGFloat
        let flexibility: CGFloat
    }

    /// Works out what each child is offered along the axis and calls `offer` once per child, with
    /// its index, in the order the children are offered space.
    private func fillChildProposals(
        proposal: ProposedViewSize, subviews: LayoutSubviews, totalGap: CGFloat, _ offer: (Int, ProposedViewSize) -> Void
    ) {
        let across = proposal[axis.other]
        guard let along = proposal[axis] else {
            for index in subviews.indices { offer(index, ProposedViewSize(axis: axis, along: nil, across: across)) }
            return
        }
        withUnsafeTemporaryAllocation(of: Candidate.self, capacity: subviews.count) { candidates in
            for (index, subview) in subviews.enumerated() {
                subviews.prefetchSubtree(at: index + NodePrefetch.lookahead)
                let minimum = subview.sizeThatFits(ProposedViewSize(axis: axis, along: 0, across: across))[axis]
                let maximum = subview.sizeThatFits(ProposedViewSize(axis: axis, along: .infinity, across: across))[axis]
                candidates.initializeElement(at: index, to: Candidate(
                    index: index,
                    priority: subview.spacer != nil ? -.infinity : subview.priority,
                    minimum: minimum,
                    flexibility: maximum.isInfinite ? .infinity : maximum - minimum
                ))
            }
            defer { _ = candidates.deinitialize() }
            var candidates = candidates
            candidates.sort(by: Self.offeredEarlier)

            var remaining = along - totalGap
            var groupStart = 0
            while groupStart < candidates.count {
                let priority = candidates[groupStart].priority
                var groupEnd = groupStart
                while groupEnd < candidates.count, candidates[groupEnd].priority == priority { groupEnd += 1 }
                let reserved = candidates[groupEnd...].reduce(0) { $0 + $1.minimum }
                var groupRemaining = remaining - reserved
                for position in groupStart..<groupEnd {
                    let candidate = candidates[position]
                    let offered = max(groupRemaining / CGFloat(groupEnd - position), 0)
                    let childProposal = ProposedViewSize(axis: axis, along: offered, across: across)
                    let taken = subviews[candidate.index].sizeThatFits(childProposal)[axis]
                    offer(candidate.index, childProposal)
                    groupRemaining -= taken
                    remaining -= taken
                }
                groupStart = groupEnd
            }
        }
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

/// What `HStackLayout` and `VStackLayout` keep for one pass: the gaps between their subviews.
public struct _StackLayoutCache {
    /// The explicit spacing, which every gap is; nil when the children's spacing decides each.
    let uniformGap: CGFloat?
    /// With no explicit spacing, `gaps[i]` is the room before child `i`, 0 before the first.
    let gaps: [CGFloat]
    let totalGap: CGFloat

    func gap(before index: Int) -> CGFloat {
        guard index > 0 else { return 0 }
        return uniformGap ?? gaps[index]
    }
}
