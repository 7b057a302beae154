/// `Color` as a view, and a `ShapeStyle` given to `background(_:)`: it fills whatever it is
/// offered; an unspecified axis gets 10 points (SwiftUI's default size for a view with no ideal
/// size, as seed 002 observes for GeometryReader; see docs/layout-rules.md, "Shapes and Color").
struct ColorRule: LeafRule {
    /// What it draws: a rectangle filled with its colour, any `opacity` above it applied. Made
    /// as the view is expanded, and shared with every other fill of that colour in the case
    /// (`PaintCache.rectangleFill`): a list's rows fill thousands of rectangles with a few
    /// colours, and a paint made for each, then compared to find the shared one, was a tenth of
    /// a one-shot layout of a long list (docs/performance.md, "The flat list beside Yoga"). One
    /// reference, so that the rule fits in its node without a box of its own.
    let paint: NodePaint

    init(color: PaintColor, paints: PaintCache) {
        paint = paints.rectangleFill(color)
    }

    /// A rule with a paint of its own, shared with nothing (a node made outside a view's expansion).
    init(color: PaintColor) {
        paint = NodePaint(shape: .rectangle, fill: color)
    }

    var measuresWithoutCache: Bool { true }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    var drawsItself: Bool { true }

    func paint(of node: LayoutNode, previous: NodePaint?) -> NodePaint? {
        if let previous, previous === paint || (previous.fill == paint.fill && previous.shape == .rectangle) {
            return previous
        }
        return paint
    }
}
