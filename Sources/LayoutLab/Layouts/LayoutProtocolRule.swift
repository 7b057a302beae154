/// Runs a public `Layout` as a node's layout rule.
final class LayoutProtocolRule<L: Layout>: LayoutRule {
    let layout: L
    /// Made on first use. A pointer, not an `L.Cache?`: this code is not specialised, and every
    /// access to an optional of an associated type looks up that optional's metadata at run time
    /// (2 % of a pass in the stress table).
    @exclusivity(unchecked) private var cache: UnsafeMutablePointer<L.Cache>?
    @exclusivity(unchecked) private var host: SubviewHost?
    @exclusivity(unchecked) private var subviews: LayoutSubviews?

    init(_ layout: L) {
        self.layout = layout
    }

    deinit {
        guard let cache else { return }
        cache.deinitialize(count: 1)
        cache.deallocate()
    }

    private func cache(for subviews: LayoutSubviews) -> UnsafeMutablePointer<L.Cache> {
        if let cache { return cache }
        let made = UnsafeMutablePointer<L.Cache>.allocate(capacity: 1)
        made.initialize(to: layout.makeCache(subviews: subviews))
        cache = made
        return made
    }

    private func subviews(of node: LayoutNode, pass: LayoutPass) -> LayoutSubviews {
        if let subviews, let host {
            host.pass = pass
            return subviews
        }
        let host = SubviewHost(pass: pass)
        let subviews = LayoutSubviews(storage: node.children.enumerated().map {
            LayoutSubview(node: $0.element, index: $0.offset, host: host)
        })
        self.host = host
        self.subviews = subviews
        return subviews
    }

    func spacing(of node: LayoutNode, pass: LayoutPass) -> Spacing {
        let subviews = subviews(of: node, pass: pass)
        return layout.spacing(subviews: subviews, cache: &cache(for: subviews).pointee).spacing
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        let subviews = subviews(of: node, pass: pass)
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache(for: subviews).pointee)
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let subviews = subviews(of: node, pass: pass)
        guard let host else { return }
        host.placements = Array(repeating: nil, count: subviews.count)
        layout.placeSubviews(in: node.frame, proposal: node.proposal, subviews: subviews, cache: &cache(for: subviews).pointee)
        let placements = host.placements
        for (child, placement) in zip(node.children, placements) {
            let placement = placement ?? .unplaced(in: node.frame)
            pass.placeChild(child, at: placement.position, anchor: placement.anchor, proposal: placement.proposal)
        }
    }

    /// The layout's answer for `key` in bounds of `size` at the origin (OpenSwiftUI
    /// `ViewLayoutEngine.explicitAlignment`).
    func explicitAlignment(of key: AlignmentKey, node: LayoutNode, proposal: ProposedViewSize, size: CGSize, pass: LayoutPass) -> CGFloat? {
        let subviews = subviews(of: node, pass: pass)
        let bounds = CGRect(origin: .zero, size: size)
        switch key.axis {
        case .horizontal:
            return layout.explicitAlignment(
                of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache(for: subviews).pointee
            )
        case .vertical:
            return layout.explicitAlignment(
                of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache(for: subviews).pointee
            )
        }
    }
}
