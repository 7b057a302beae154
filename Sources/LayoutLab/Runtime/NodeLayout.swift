/// How a node sizes itself and places its children. Every built-in layout rule implements this;
/// the public `Layout` protocol is adapted onto it by `LayoutAdapter`.
protocol NodeLayout {
    /// The node's size for `proposal`. Children are measured through `pass.size(of:proposal:)`.
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize
    /// Places the children inside `node.frame`, which is already set, via `pass.placeChild`.
    func placeChildren(of node: LayoutNode, pass: LayoutPass)
    /// The frame the node really takes once its parent has placed it in `frame` (a view ignoring
    /// the safe area grows into the insets it touches). Final before any child is placed.
    func settledFrame(of node: LayoutNode, placedIn frame: CGRect, pass: LayoutPass) -> CGRect
    /// A render-only transform this node applies to itself and its subtree.
    func renderEffect(of node: LayoutNode, pass: LayoutPass) -> RenderTransform?
    /// Alignment guides for a given size (baselines, for text).
    func dimensions(of node: LayoutNode, size: CGSize, pass: LayoutPass) -> ViewDimensions
    /// The `Spacer` this layout is, if it is one: stacks ask every child, and a requirement is
    /// cheaper than a dynamic cast.
    var asSpacer: SpacerLayout? { get }
}

extension NodeLayout {
    var asSpacer: SpacerLayout? { nil }

    func settledFrame(of node: LayoutNode, placedIn frame: CGRect, pass: LayoutPass) -> CGRect { frame }

    func renderEffect(of node: LayoutNode, pass: LayoutPass) -> RenderTransform? { nil }

    func dimensions(of node: LayoutNode, size: CGSize, pass: LayoutPass) -> ViewDimensions {
        ViewDimensions(size: size)
    }
}

/// A leaf: no children to place.
protocol LeafLayout: NodeLayout {}

extension LeafLayout {
    func placeChildren(of node: LayoutNode, pass: LayoutPass) {}
}

/// A single-child node that takes its child's size and gives the child its own frame: custom
/// views and modifiers, and the render-only effects.
struct PassthroughLayout: NodeLayout {
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
