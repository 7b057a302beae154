/// Overlays children: every child is offered the stack's proposal; the stack's size is the union
/// of its highest-priority children, aligned on the stack's guide.
public struct ZStackLayout: Layout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        union(proposal: proposal, subviews: subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let container = ViewDimensions(size: bounds.size)
        for subview in subviews {
            let offset = alignment.offset(of: subview.dimensions(in: proposal), in: container)
            subview.place(at: CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y), anchor: .topLeading, proposal: proposal)
        }
    }

    /// The aligned union of the highest-priority children.
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
