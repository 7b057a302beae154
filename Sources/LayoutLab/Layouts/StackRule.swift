/// The rule of a built-in `HStack` or `VStack` (and of `HStackLayout` or `VStackLayout` called as
/// a function): the arrangement of `StackArrangement.swift` run on the node's children directly.
///
/// The same arrangement, gaps and explicit values as the `Layout` protocol's path
/// (`LayoutProtocolRule<HStackLayout>`), without its bookkeeping: that path makes a subview host,
/// a list of subviews, a cache and a list of placements for every stack of every pass, and
/// places the children once the layout has said where; here the gaps are worked out at each call
/// in temporary memory (a child's spacing is cached for the pass, `LayoutPass.spacing(of:)`) and
/// each child is placed as soon as its place is known. Three words, so that a node's
/// `any LayoutRule` holds it without a heap block of its own: the spacing as `MeasuredSize`
/// stores an optional length, the guide interned (`InternedAlignment`), and the axis.
struct StackRule: LayoutRule {
    private let storedSpacing: Double
    private let interned: Unmanaged<InternedAlignment>
    private let axis: Axis

    init(_ layout: HStackLayout) {
        storedSpacing = MeasuredSize.stored(layout.spacing)
        interned = InternedAlignment.of(Alignment(horizontal: .center, vertical: layout.alignment))
        axis = .horizontal
    }

    init(_ layout: VStackLayout) {
        storedSpacing = MeasuredSize.stored(layout.spacing)
        interned = InternedAlignment.of(Alignment(horizontal: layout.alignment, vertical: .center))
        axis = .vertical
    }

    private var arrangement: StackArrangement {
        let alignment = interned._withUnsafeGuaranteedRef { $0.alignment }
        return StackArrangement(
            axis: axis,
            alignment: axis == .horizontal ? .vertical(alignment.vertical) : .horizontal(alignment.horizontal),
            spacing: MeasuredSize.length(storedSpacing)
        )
    }

    /// Runs `body` with the node's children as the arrangement asks for them, and their gaps.
    @inline(__always)
    private func withChildren<Result>(
        of node: LayoutNode, pass: LayoutPass, _ body: (StackArrangement, PassChildren, StackGaps) -> Result
    ) -> Result {
        let arrangement = arrangement
        return PassChildren.with(node, in: pass) { children in
            arrangement.withGaps(of: children) { body(arrangement, children, $0) }
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        withChildren(of: node, pass: pass) { arrangement, children, gaps in
            arrangement.sizeThatFits(proposal: proposal, children: children, gaps: gaps)
        }
    }

    func spacing(of node: LayoutNode, pass: LayoutPass) -> Spacing {
        PassChildren.with(node, in: pass) { arrangement.spacing(children: $0).spacing }
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        withChildren(of: node, pass: pass) { arrangement, children, gaps in
            arrangement.placeChildren(in: node.frame, proposal: node.proposal, children: children, gaps: gaps) { index, point, proposal, gapBefore in
                // Recorded with the child, so that a reader can see which gap the stack left.
                children.withChild(index) { $0.spacingBefore = gapBefore }
                // A child of infinite length pushes the next ones to a non-finite point: checked.
                children.place(index, of: node, at: point, proposal: proposal)
            }
        }
    }

    /// A stack reports its children's values (docs/layout-rules.md, "Explicit alignment of containers").
    var explicitGuideSource: ExplicitGuideSource { .children }

    /// What `Layout`'s default `explicitAlignment` answers for a stack (`LayoutExplicitAlignment.swift`):
    /// the children arranged in bounds of `size`, each one with a value for the guide contributing
    /// its origin plus that value, folded by the guide in child order.
    func explicitAlignment(of key: AlignmentKey, node: LayoutNode, proposal: ProposedViewSize, size: CGSize, pass: LayoutPass) -> CGFloat? {
        guard key.combines, size.width.isFinite, size.height.isFinite, !node.children.isEmpty else { return nil }
        return withChildren(of: node, pass: pass) { arrangement, children, gaps in
            children.combinedExplicitValue(key) { place in
                arrangement.placeChildren(in: CGRect(origin: .zero, size: size), proposal: proposal, children: children, gaps: gaps) { index, point, proposal, _ in
                    place(index, point, proposal)
                }
            }
        }
    }
}
