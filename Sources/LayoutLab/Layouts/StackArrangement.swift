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

    /// The gaps between neighbours, worked out once per pass by `HStackLayout` and `VStackLayout`
    /// (a stack is measured many times). An explicit spacing is every gap, and needs no list.
    func makeCache(subviews: LayoutSubviews) -> _StackLayoutCache {
        if let spacing {
            return _StackLayoutCache(uniformGap: spacing, gaps: [], totalGap: Self.totalGap(spacing, count: subviews.count))
        }
        var gaps = [CGFloat](repeating: 0, count: subviews.count)
        let totalGap = gaps.withUnsafeMutableBufferPointer { fillGaps($0, children: subviews) }
        return _StackLayoutCache(uniformGap: nil, gaps: gaps, totalGap: totalGap)
    }

    /// Runs `body` with the gaps between `children`, kept in temporary (stack) memory: what the
    /// built-in stacks' own rule does at each call rather than keeping a cache (`StackRule`).
    func withGaps<Children: StackChildren, Result>(of children: Children, _ body: (StackGaps) -> Result) -> Result {
        if let spacing {
            return body(StackGaps(uniform: spacing, list: UnsafeBufferPointer(start: nil, count: 0), total: Self.totalGap(spacing, count: children.count)))
        }
        return withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: children.count) { gaps in
            gaps.initialize(repeating: 0)
            let total = fillGaps(gaps, children: children)
            return body(StackGaps(uniform: nil, list: UnsafeBufferPointer(gaps), total: total))
        }
    }

    /// Summed gap by gap, as a list's total is: a product can differ in the last bit, and with it
    /// a snapped frame.
    private static func totalGap(_ spacing: CGFloat, count: Int) -> CGFloat {
        (1..<max(count, 1)).reduce(CGFloat(0)) { total, _ in total + spacing }
    }

    /// Writes the distance each child's spacing and its predecessor's ask for before it (0 before
    /// the first) and returns their sum.
    private func fillGaps<Children: StackChildren>(_ gaps: UnsafeMutableBufferPointer<CGFloat>, children: Children) -> CGFloat {
        var total: CGFloat = 0
        guard children.count > 1 else { return total }
        var previous = children.spacing(ofChild: 0)
        for index in 1..<children.count {
            let next = children.spacing(ofChild: index)
            gaps[index] = previous.distance(to: next, along: axis)
            total += gaps[index]
            previous = next
        }
        return total
    }

    /// The stack's own spacing (OpenSwiftUI, `StackLayout.spacing`): its children's across the
    /// axis, the first child's at the leading edge and the last child's at the trailing edge;
    /// zero for an empty stack.
    func spacing<Children: StackChildren>(children: Children) -> ViewSpacing {
        guard children.count > 0 else { return .zero }
        let (across, start, end): (Edge.Set, Edge.Set, Edge.Set) = axis == .horizontal
            ? (.vertical, .leading, .trailing) : (.horizontal, .top, .bottom)
        var result = ViewSpacing()
        for index in 0..<children.count { result.formUnion(children.spacing(ofChild: index), edges: across) }
        result.formUnion(children.spacing(ofChild: 0), edges: start)
        result.formUnion(children.spacing(ofChild: children.count - 1), edges: end)
        return result
    }

    func sizeThatFits<Children: StackChildren>(proposal: ProposedViewSize, children: Children, gaps: StackGaps) -> CGSize {
        var size = CGSize.zero
        arrange(proposal: proposal, children: children, gaps: gaps) { extent, _ in
            size = CGSize(axis: axis, along: extent.length, across: extent.acrossMax - extent.acrossMin)
        }
        return size
    }

    /// Works out where each child goes in `bounds` and hands it to `place` in order, with the
    /// proposal it is sized for and the gap before it (nil for the first).
    func placeChildren<Children: StackChildren>(
        in bounds: CGRect, proposal: ProposedViewSize, children: Children, gaps: StackGaps,
        _ place: (_ index: Int, _ topLeading: CGPoint, _ proposal: ProposedViewSize, _ gapBefore: CGFloat?) -> Void
    ) {
        arrange(proposal: proposal, children: children, gaps: gaps) { extent, arranged in
            var position = axis == .horizontal ? bounds.minX : bounds.minY
            let guideLine = (axis == .horizontal ? bounds.minY : bounds.minX) - extent.acrossMin
            for index in arranged.indices {
                let child = arranged[index]
                let gap = gaps.before(index)
                position += gap
                let across = guideLine - child.guide
                let point = axis == .horizontal ? CGPoint(x: position, y: across) : CGPoint(x: across, y: position)
                place(index, point, child.proposal, index > 0 ? gap : nil)
                position += child.size[axis]
            }
        }
    }

    // The `Layout` protocol's side: `HStackLayout` and `VStackLayout` keep their gaps in their cache.

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: _StackLayoutCache) -> CGSize {
        cache.withGaps { sizeThatFits(proposal: proposal, children: subviews, gaps: $0) }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: _StackLayoutCache) {
        cache.withGaps { gaps in
            placeChildren(in: bounds, proposal: proposal, children: subviews, gaps: gaps) { index, point, proposal, gapBefore in
                subviews[index].place(at: point, anchor: .topLeading, proposal: proposal)
                // Recorded with the child, so that a reader can see which gap the stack left.
                subviews[index].node.spacingBefore = gapBefore
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
    private func arrange<Children: StackChildren>(
        proposal: ProposedViewSize, children: Children, gaps: StackGaps,
        _ body: (Extent, UnsafeMutableBufferPointer<ArrangedChild>) -> Void
    ) {
        withUnsafeTemporaryAllocation(of: ArrangedChild.self, capacity: children.count) { arranged in
            fillChildProposals(proposal: proposal, children: children, totalGap: gaps.total) { index, proposal in
                arranged.initializeElement(at: index, to: ArrangedChild(proposal: proposal, size: .zero, guide: 0))
            }
            var extent = Extent(length: gaps.total, acrossMin: 0, acrossMax: 0)
            for index in 0..<children.count {
                let size = children.size(ofChild: index, proposing: arranged[index].proposal)
                // A child that answers an infinite probe with an infinite length has no finite guide;
                // it spans [0, ∞) so the union stays infinite rather than ∞ − ∞.
                let guide = size[axis.other].isFinite
                    ? alignment.value(in: children.dimensions(ofChild: index, in: arranged[index].proposal)) : 0
                extent.length += size[axis]
                if index == 0 {
                    extent.acrossMin = -guide
                    extent.acrossMax = size[axis.other] - guide
                } else {
                    extent.acrossMin = min(extent.acrossMin, -guide)
                    extent.acrossMax = max(extent.acrossMax, size[axis.other] - guide)
                }
                arranged[index].size = size
                arranged[index].guide = guide
            }
            defer { _ = arranged.deinitialize() }
            return body(extent, arranged)
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
    private func fillChildProposals<Children: StackChildren>(
        proposal: ProposedViewSize, children: Children, totalGap: CGFloat, _ offer: (Int, ProposedViewSize) -> Void
    ) {
        let across = proposal[axis.other]
        guard let along = proposal[axis] else {
            for index in 0..<children.count { offer(index, ProposedViewSize(axis: axis, along: nil, across: across)) }
            return
        }
        withUnsafeTemporaryAllocation(of: Candidate.self, capacity: children.count) { candidates in
            for index in 0..<children.count {
                children.prefetchSubtree(at: index + NodePrefetch.lookahead)
                let minimum = children.size(ofChild: index, proposing: ProposedViewSize(axis: axis, along: 0, across: across))[axis]
                let maximum = children.size(ofChild: index, proposing: ProposedViewSize(axis: axis, along: .infinity, across: across))[axis]
                candidates.initializeElement(at: index, to: Candidate(
                    index: index,
                    priority: children.offerPriority(ofChild: index),
                    minimum: minimum,
                    flexibility: maximum.isInfinite ? .infinity : maximum - minimum
                ))
            }
            defer { _ = candidates.deinitialize() }
            var candidates = candidates
            candidates.sortFew(by: Self.offeredEarlier)

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
                    let taken = children.size(ofChild: candidate.index, proposing: childProposal)[axis]
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

    func withGaps<Result>(_ body: (StackGaps) -> Result) -> Result {
        gaps.withUnsafeBufferPointer { body(StackGaps(uniform: uniformGap, list: $0, total: totalGap)) }
    }
}

/// The room a stack leaves between neighbours, for one call: its explicit spacing, or a list
/// worked out from its children's spacing.
struct StackGaps {
    /// The explicit spacing, which every gap is; nil when `list` gives each.
    let uniform: CGFloat?
    /// With no explicit spacing, `list[i]` is the room before child `i`, 0 before the first.
    let list: UnsafeBufferPointer<CGFloat>
    let total: CGFloat

    func before(_ index: Int) -> CGFloat {
        guard index > 0 else { return 0 }
        return uniform ?? list[index]
    }
}

/// What a stack asks of its children, by index: a `Layout`'s subviews (`HStackLayout` called as a
/// layout, its cache kept by `LayoutProtocolRule`) or a node's children in a pass (the built-in
/// stacks' own rules, `StackRule` and `ZStackRule`). Generic code over it is specialised for each.
protocol StackChildren {
    var count: Int { get }
    func size(ofChild index: Int, proposing proposal: ProposedViewSize) -> CGSize
    func dimensions(ofChild index: Int, in proposal: ProposedViewSize) -> ViewDimensions
    func spacing(ofChild index: Int) -> ViewSpacing
    /// Its `layoutPriority` as `LayoutSubview.priority` reads it: −∞ for a `Spacer` without one.
    func priority(ofChild index: Int) -> Double
    /// Its `layoutPriority`, or −∞ for a `Spacer`, which is offered space after every other view.
    func offerPriority(ofChild index: Int) -> Double
    /// Asks for the memory of the subtree of the child at `index`, if there is one.
    func prefetchSubtree(at index: Int)
}

extension LayoutSubviews: StackChildren {
    func size(ofChild index: Int, proposing proposal: ProposedViewSize) -> CGSize { self[index].sizeThatFits(proposal) }
    func dimensions(ofChild index: Int, in proposal: ProposedViewSize) -> ViewDimensions { self[index].dimensions(in: proposal) }
    func spacing(ofChild index: Int) -> ViewSpacing { self[index].spacing }
    func priority(ofChild index: Int) -> Double { self[index].priority }
    func offerPriority(ofChild index: Int) -> Double { self[index].spacer != nil ? -.infinity : self[index].priority }
}

extension UnsafeMutableBufferPointer {
    /// Sorts, stably, as `sort(by:)` does, in a way that suits a stack's children: a row's stack
    /// has a handful, for which the standard library's sort, about 200 instructions a call, was
    /// 1.5 % of a one-shot layout of a long list (callgrind). A few are sorted by insertion, and
    /// elements already in order (a long list's rows, all alike) are only checked.
    mutating func sortFew(by areInIncreasingOrder: (Element, Element) -> Bool) {
        guard count > 1 else { return }
        guard (1..<count).contains(where: { areInIncreasingOrder(self[$0], self[$0 - 1]) }) else { return }
        guard count <= 16 else { return sort(by: areInIncreasingOrder) }
        for position in 1..<count {
            let element = self[position]
            var slot = position
            while slot > 0, areInIncreasingOrder(element, self[slot - 1]) {
                self[slot] = self[slot - 1]
                slot -= 1
            }
            self[slot] = element
        }
    }
}
