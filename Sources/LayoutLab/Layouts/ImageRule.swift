/// `Image`: a placeholder of a declared intrinsic size (asset images do not exist off-device).
/// A `.resizable()` image takes the proposal, its intrinsic size standing in on unspecified axes.
struct ImageRule: LeafRule {
    let intrinsicSize: CGSize
    let isResizable: Bool

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        guard isResizable else { return intrinsicSize }
        return proposal.replacingUnspecifiedDimensions(by: intrinsicSize)
    }
}
