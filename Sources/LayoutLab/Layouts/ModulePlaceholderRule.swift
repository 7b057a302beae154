/// A view of another framework that the engine does not draw (a Swift Charts `Chart`,
/// Views/ModulePlaceholder.swift): The size offered on each axis, `idealSize` on an axis offered nothing.
struct ModulePlaceholderRule: LeafRule {
    let idealSize: CGSize
    /// What the placeholder shows.
    let label: String

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: idealSize)
    }

    var drawsItself: Bool { true }

    func paint(of node: LayoutNode, previous: NodePaint?) -> NodePaint? {
        NodePaint(placeholder: label)
    }
}
