/// A node's children as a built-in container's own rule measures and places them in a pass
/// (`StackRule`, `ZStackRule`), neither the children nor the pass counted: what `LayoutSubviews`
/// is to the `Layout` protocol, without its host, its array or its list of placements.
struct PassChildren: StackChildren {
    let nodes: UnsafeBufferPointer<LayoutNode>
    let pass: Unmanaged<LayoutPass>

    /// Runs `body` with `node`'s children and `pass`, for as long as the call lasts.
    @inline(__always)
    static func with<Result>(_ node: LayoutNode, in pass: LayoutPass, _ body: (PassChildren) -> Result) -> Result {
        node.children.withUnsafeBufferPointer { body(PassChildren(nodes: $0, pass: .passUnretained(pass))) }
    }

    var count: Int { nodes.count }

    /// Runs `body` with the pass and the child at `index`, neither retained for it.
    @inline(__always)
    private func with<Result>(_ index: Int, _ body: (LayoutPass, LayoutNode) -> Result) -> Result {
        pass._withUnsafeGuaranteedRef { pass in
            Unmanaged.passUnretained(nodes[index])._withUnsafeGuaranteedRef { body(pass, $0) }
        }
    }

    @inline(__always)
    func withChild<Result>(_ index: Int, _ body: (LayoutNode) -> Result) -> Result {
        Unmanaged.passUnretained(nodes[index])._withUnsafeGuaranteedRef(body)
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

    func priority(ofChild index: Int) -> Double {
        withChild(index) { $0.subviewPriority }
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

    /// Places the child at `index` of `container` with its top-leading corner at `point`, sized
    /// for `proposal`; a point or proposal the engine cannot use is reported and the child centred,
    /// as for a custom layout's placement (`LayoutProtocolRule`).
    func place(_ index: Int, of container: LayoutNode, at point: CGPoint, proposal: ProposedViewSize) {
        with(index) { pass, child in
            if let problem = SubviewPlacement(position: point, anchor: .topLeading, proposal: proposal).problem {
                pass.diagnose(.invalidSubviewPlacement, child, "\(container.kind) placed subview \(index) \(problem); it is centred instead.")
                pass.placeChildInContainerCentre(child, container: container)
            } else {
                pass.placeChild(child, at: point, proposal: proposal)
            }
        }
    }

    /// What `Layout`'s default `explicitAlignment` answers (`LayoutExplicitAlignment.swift`) for a
    /// container that `arrange`s every child once, in order, handing `place` its index, top-leading
    /// point and proposal: each child with a value for the guide contributes its point plus that
    /// value, folded by the guide in child order.
    func combinedExplicitValue(
        _ key: AlignmentKey, arrange: ((_ index: Int, _ topLeading: CGPoint, _ proposal: ProposedViewSize) -> Void) -> Void
    ) -> CGFloat? {
        var result: CGFloat?
        var n = 0
        arrange { index, point, proposal in
            guard let value = dimensions(ofChild: index, in: proposal).explicitValue(key) else { return }
            key.id._combineExplicit(childValue: point[key.axis] + value, n, into: &result)
            n += 1
        }
        return result
    }
}
