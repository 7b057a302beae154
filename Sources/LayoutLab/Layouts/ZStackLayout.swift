/// Overlays children (docs/layout-rules.md, "ZStack"): every child is offered the stack's
/// proposal; children are aligned on the stack's guides, so that each child's value of a guide
/// sits where the largest such value of the highest-priority children does (OpenSwiftUI
/// `_ZStackLayout.placeSubviews`); the stack's size is the union of its highest-priority
/// children so aligned. Its explicit values are the generic `Layout` ones.
public struct ZStackLayout: Layout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        union(proposal: proposal, subviews: subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        // The union starts at minus the largest guide values, so these are the guide lines.
        let union = union(proposal: proposal, subviews: subviews)
        let guideLines = CGPoint(x: -union.minX, y: -union.minY)
        for subview in subviews {
            let offset = alignment.offset(of: subview.dimensions(in: proposal), meeting: guideLines)
            subview.place(at: CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y), anchor: .topLeading, proposal: proposal)
        }
    }

    /// The aligned union of the highest-priority children, with each child's guide lines at 0.
    private func union(proposal: ProposedViewSize, subviews: Subviews) -> CGRect {
        guard let top = subviews.map(\.priority).max() else { return .zero }
        var result: CGRect?
        for subview in subviews where subview.priority == top {
            let dims = subview.dimensions(in: proposal)
            // Infinite answers (to infinite probes) have no finite guide: anchor them at 0.
            let rect = CGRect(
                x: dims.width.isFinite ? -dims[alignment.horizontal] : 0,
                y: dims.height.isFinite ? -dims[alignment.vertical] : 0,
                width: dims.width, height: dims.height
            )
            result = result.map { $0.union(rect) } ?? rect
        }
        return result ?? .zero
    }
}
