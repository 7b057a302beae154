/// The window's root, as a hosting controller lays it out: it fills the safe area it is offered and
/// centres its content there.
struct HostingRule: LayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: pass.graph.screen.safeRect.size)
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        for child in node.children {
            pass.placeChild(child, centredIn: node.frame, proposal: node.proposal)
        }
    }
}
