/// `Layout.explicitAlignment(of:in:proposal:subviews:cache:)` by default, for both kinds of
/// guide (docs/layout-rules.md, "Explicit alignment of containers"; OpenSwiftUI `Layout.swift`,
/// `ViewLayoutEngine.defaultAlignment`): the layout places its subviews in `bounds`; each placed
/// subview with an explicit value for the guide contributes its origin plus that value, relative
/// to `bounds`; the guide's `_combineExplicit` folds them in subview order (the mean by default;
/// nothing for the edge and centre guides, so a container never reports those). A view of
/// non-finite size reports nothing. `HStackLayout`, `VStackLayout` and `ZStackLayout` use it too.
extension Layout {
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        combinedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        combinedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    private func combinedExplicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        guard key.combines, bounds.width.isFinite, bounds.height.isFinite, let host = subviews.first?.host else { return nil }
        let placements = host.collectingPlacements(of: subviews) {
            placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        var result: CGFloat?
        var n = 0
        for subview in subviews {
            let placement = placements[subview.index] ?? .unplaced(in: bounds)
            let dimensions = subview.dimensions(in: placement.proposal)
            guard let value = dimensions.explicitValue(key) else { continue }
            let origin = placement.origin(size: dimensions.size)[key.axis] - bounds.origin[key.axis]
            key.id._combineExplicit(childValue: origin + value, n, into: &result)
            n += 1
        }
        return result
    }
}

extension SubviewPlacement {
    /// The subview's top-leading corner when it takes `size`.
    func origin(size: CGSize) -> CGPoint {
        CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
    }
}
