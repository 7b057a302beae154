/// A single-child node that takes its child's size and gives the child its own frame: custom
/// views and modifiers, and the render-only effects.
struct PassthroughRule: ContentSpacingRule {
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        pass.unionSize(of: node.children, proposal: proposal)
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        for child in node.children {
            pass.placeChild(child, in: node.frame, proposal: node.proposal, alignment: .center)
        }
    }

    func dimensions(of node: LayoutNode, size: CGSize, pass: LayoutPass) -> ViewDimensions {
        guard node.children.count == 1 else { return ViewDimensions(size: size) }
        return pass.dimensions(of: node.children[0], size: size)
    }
}
