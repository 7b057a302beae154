/// `Spacer`: along the enclosing stack's axis, at least `minLength` (8 by default) and as much as
/// it is offered; nothing across the axis. Stacks size spacers last (priority −∞).
struct SpacerRule: LeafRule {
    let minLength: CGFloat
    /// Outside a stack a spacer grows both ways.
    let axis: Axis?

    var asSpacer: SpacerRule? { self }

    /// A stack asks a spacer for its length at every proposal the stack itself is measured at,
    /// more than a node's cache keeps in place: cached, every spacer of a list's rows made a
    /// list of answers (docs/performance.md, "The flat list beside Yoga").
    var measuresWithoutCache: Bool { true }

    /// Zero along its stack (and everywhere outside one), no categories: its neighbours sit flush
    /// against it (OpenSwiftUI, `Spacer`'s engine; measured on macOS 26: a spacer between two
    /// 50-wide views in 300 spans 50…250).
    func spacing(of node: LayoutNode, pass: LayoutPass) -> Spacing {
        axis.map { Spacing.zero(along: $0) } ?? .zero
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        func length(_ proposed: CGFloat?) -> CGFloat { max(proposed ?? minLength, minLength) }
        switch axis {
        case .horizontal: return CGSize(width: length(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: length(proposal.height))
        case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
        }
    }
}
