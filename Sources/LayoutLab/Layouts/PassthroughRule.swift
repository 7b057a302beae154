/// A single-child node that takes its child's size and gives the child its own frame: custom
/// views and modifiers, and the render-only effects. It reports its child's alignment guides.
struct PassthroughRule: ContentSpacingRule {
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        pass.unionSize(of: node.children, proposal: proposal)
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        for child in node.children {
            pass.placeChild(child, centredIn: node.frame, proposal: node.proposal)
        }
    }

    func explicitAlignment(of key: AlignmentKey, node: LayoutNode, proposal: ProposedViewSize, size: CGSize, pass: LayoutPass) -> CGFloat? {
        pass.explicitAlignment(key, ofChildren: node.children, centredIn: size, proposal: proposal)
    }
}
