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
        Self.union(alignment, proposal: proposal, children: subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        Self.placeChildren(alignment, in: bounds, proposal: proposal, children: subviews) { index, point in
            subviews[index].place(at: point, anchor: .topLeading, proposal: proposal)
        }
    }

    /// Hands `place` each child's index and top-leading point in `bounds`, in order: every child
    /// sized for the stack's own proposal. Shared with the built-in `ZStack`'s rule (`ZStackRule`).
    static func placeChildren<Children: StackChildren>(
        _ alignment: Alignment, in bounds: CGRect, proposal: ProposedViewSize, children: Children, _ place: (Int, CGPoint) -> Void
    ) {
        // The union starts at minus the largest guide values, so these are the guide lines.
        let union = union(alignment, proposal: proposal, children: children)
        let guideLines = CGPoint(x: -union.minX, y: -union.minY)
        for index in 0..<children.count {
            let offset = alignment.offset(of: children.dimensions(ofChild: index, in: proposal), meeting: guideLines)
            place(index, CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y))
        }
    }

    /// The aligned union of the highest-priority children, with each child's guide lines at 0.
    static func union<Children: StackChildren>(_ alignment: Alignment, proposal: ProposedViewSize, children: Children) -> CGRect {
        guard children.count > 0 else { return .zero }
        var top = -Double.infinity
        for index in 0..<children.count { top = max(top, children.priority(ofChild: index)) }
        var result: CGRect?
        for index in 0..<children.count where children.priority(ofChild: index) == top {
            let dims = children.dimensions(ofChild: index, in: proposal)
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
