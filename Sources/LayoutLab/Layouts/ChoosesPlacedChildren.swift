/// A container that builds every child but places only some (a lazy stack or grid keeps those
/// near the screen, a ViewThatFits the one that fits): the others keep their paths and state, and
/// are measured, but are not recorded, do not appear and write no preferences.
protocol ChoosesPlacedChildren: LayoutRule, AnyObject {
    /// Every child, in order; placement sets the node's children to the ones it placed.
    var candidates: [LayoutNode] { get set }
}

extension ChoosesPlacedChildren {
    /// The container's node with `content` built as its children and this rule's candidates.
    func makeNode<Content: View>(_ kind: String, content: Content, orientation: Axis?, inputs: _ViewInputs) -> LayoutNode {
        let node = LayoutNode(kind: kind, slot: inputs.slot, identity: inputs.identity, layout: self)
        var children = _ViewList()
        makeViewList(content, inputs.containerContent(orientation: orientation), &children)
        node.setChildren(children)
        candidates = children.nodes.array
        return node
    }
}
