/// GeometryReader (seed 002): takes the whole proposal, with an ideal size of 10×10 (0×0 under
/// the `geometry-reader.unspecified` knob, as OpenSwiftUI reconstructs it); offers its
/// children its own size and places them at its top-leading corner. Its content exists only once
/// the reader is placed, because it is a function of the reader's geometry.
struct GeometryReaderRule<Content: View>: LayoutRule {
    let content: (GeometryProxy) -> Content
    let contentInputs: _ViewInputs

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        let unspecified = pass.graph.knobs.geometryReaderUnspecified
        return proposal.replacingUnspecifiedDimensions(by: CGSize(width: unspecified, height: unspecified))
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let proxy = GeometryProxy(node: node, pass: pass)
        pass.expandDeferredContent(into: node) { list in
            makeViewList(content(proxy), contentInputs, &list)
        }
        let proposal = ProposedViewSize(node.frame.size)
        for child in node.children {
            pass.placeChild(child, at: node.frame.origin, anchor: .topLeading, proposal: proposal)
        }
    }
}
