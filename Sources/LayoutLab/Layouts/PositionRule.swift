/// `.position(x:y:)` (OpenSwiftUI `Sources/OpenSwiftUI/Layout/Modifier/PositionLayout.swift`;
/// Apple): the view takes its whole proposal, a nil axis taking the child's length for that
/// proposal; the child is offered the view's full size and placed with its centre on the point,
/// in the view's own coordinates. It asks for plain spacing and resets layout traits
/// (docs/layout-rules.md, "position").
struct PositionRule: LayoutRule {
    let position: CGPoint

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let child = pass.unionSize(of: node.children, proposal: proposal)
        return CGSize(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let proposal = ProposedViewSize(node.frame.size)
        let point = CGPoint(x: node.frame.minX + position.x, y: node.frame.minY + position.y)
        for child in node.children {
            pass.placeChild(child, at: point, anchor: .center, proposal: proposal)
        }
    }
}
