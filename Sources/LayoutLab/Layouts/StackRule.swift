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
        return node.children.withUnsafeBufferPointer { nodes in
            let children = PassChildren(nodes: nodes, pass: .passUnretained(pass))
            return arrangement.withGaps(of: children) { body(arrangement, children, $0) }
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        withChildren(of: node, pass: pass) { arrangement, children, gaps in
            arrangement.sizeThatFits(proposal: proposal, children: children, gaps: gaps)
        }
    }

    func spacing(of node: LayoutNode, pass: LayoutPass) -> Spacing {
        node.children.withUnsafeBufferPointer { nodes in
            arrangement.spacing(children: PassChildren(nodes: nodes, pass: .passUnretained(pass))).spacing
        }
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        withChildren(of: node, pass: pass) { arrangement, children, gaps in
            arrangement.placeChildren(in: node.frame, proposal: node.proposal, children: children, gaps: gaps) { index, point, proposal, gapBefore in
                let placement = SubviewPlacement(position: point, anchor: .topLeading, proposal: proposal)
                Unmanaged.passUnretained(children.nodes[index])._withUnsafeGuaranteedRef { child in
                    // Recorded with the child, so that a reader can see which gap the stack left.
                    child.spacingBefore = gapBefore
                    if let problem = placement.problem {
                        // A child of infinite length pushes the next ones to a non-finite point.
                        pass.diagnose(.invalidSubviewPlacement, child, "\(node.kind) placed subview \(index) \(problem); it is centred instead.")
                        pass.placeChildInContainerCentre(child, container: node)
                    } else {
                        pass.placeChild(child, at: point, proposal: proposal)
                    }
                }
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
            var result: CGFloat?
            var n = 0
            let bounds = CGRect(origin: .zero, size: size)
            arrangement.placeChildren(in: bounds, proposal: proposal, children: children, gaps: gaps) { index, point, proposal, _ in
                let dimensions = children.dimensions(ofChild: index, in: proposal)
                guard let value = dimensions.explicitValue(key) else { return }
                key.id._combineExplicit(childValue: point[key.axis] + value, n, into: &result)
                n += 1
            }
            return result
        }
    }

    /// A node's children as a stack measures them in `pass`, neither counted.
    struct PassChildren: StackChildren {
        let nodes: UnsafeBufferPointer<LayoutNode>
        let pass: Unmanaged<LayoutPass>

        var count: Int { nodes.count }

        /// Runs `body` with the pass and the child at `index`, neither retained for it.
        @inline(__always)
        private func with<Result>(_ index: Int, _ body: (LayoutPass, LayoutNode) -> Result) -> Result {
            pass._withUnsafeGuaranteedRef { pass in
                Unmanaged.passUnretained(nodes[index])._withUnsafeGuaranteedRef { body(pass, $0) }
            }
        }

        func size(ofChild index: Int, proposing proposal: ProposedViewSize) -> CGSize {
            with(index) { pass, child in pass.size(of: child, proposing: proposal) }
        }

        func dimensions(ofChild index: Int, in proposal: ProposedViewSize) -> ViewDimensions {
            with(index) { pass, child in pass.dimensions(of: child, proposal: proposal) }
        }

        func spacing(ofChild index: Int) -> ViewSpacing {
            with(index) { pass, child in ViewSpacing(pass.spacing(of: child)) }
        }

        func offerPriority(ofChild index: Int) -> Double {
            with(index) { _, child in child.spacer != nil ? -.infinity : child.layoutPriority }
        }

        @inline(__always)
        func prefetchSubtree(at index: Int) {
            guard index < nodes.count else { return }
            NodePrefetch.subtree(
                of: .passUnretained(nodes[index]), before: index + 1 < nodes.count ? .passUnretained(nodes[index + 1]) : nil
            )
        }
    }
}
