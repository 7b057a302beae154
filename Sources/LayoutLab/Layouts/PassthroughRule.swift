/// A single-child node that takes its child's size and gives the child its own frame: custom
/// views and modifiers, and the render-only effects. It reports its child's alignment guides.
struct PassthroughRule: ContentSpacingRule {
    /// What a drawing modifier (`clipped`, `border`) does to the picture; nil for the rest.
    var drawing: ModifierDrawing?

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        pass.unionSize(of: node.children, proposal: proposal)
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        for child in node.children {
            pass.placeChild(child, centredIn: node.frame, proposal: node.proposal)
        }
    }

    var explicitGuideSource: ExplicitGuideSource { .children }

    func explicitAlignment(of key: AlignmentKey, node: LayoutNode, proposal: ProposedViewSize, size: CGSize, pass: LayoutPass) -> CGFloat? {
        pass.explicitAlignment(key, ofChildren: node.children, centredIn: size, proposal: proposal)
    }

    var drawsItself: Bool { drawing != nil }

    func paint(of node: LayoutNode, previous: NodePaint?) -> NodePaint? {
        drawing?.paint(in: node.frame.size)
    }
}

/// A modifier's effect on the picture. A class, so that a `PassthroughRule` stays small enough
/// to be stored inline wherever a rule is (custom views use it too, and most have no drawing).
final class ModifierDrawing {
    enum Effect {
        /// The subtree is clipped to the shape in the node's frame.
        case clip(any Shape)
        /// A stroke inside the node's frame (`border`).
        case border(PaintColor, width: CGFloat)
    }

    let effect: Effect

    init(_ effect: Effect) {
        self.effect = effect
    }

    func paint(in size: CGSize) -> NodePaint {
        switch effect {
        case .clip(let shape):
            NodePaint(clip: PaintShape(shape, in: size))
        case .border(let color, let width):
            NodePaint(shape: .rectangle, stroke: PaintStroke(color: color, lineWidth: Double(width), inset: true))
        }
    }
}
