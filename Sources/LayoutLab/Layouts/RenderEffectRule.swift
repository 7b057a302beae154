/// `offset`, `scaleEffect`, `rotationEffect`, `rotation3DEffect`, `transformEffect`,
/// `projectionEffect` and `visualEffect`: layout passes
/// straight through (the parent sees the child's size, seed 002's "layout size 100×100"); only the
/// rendered frame changes ("render size 220×220"), for this node and everything inside it. A
/// rotated view's rendered frame is the bounding box of its turned corners.
struct RenderEffectRule: ContentSpacingRule {
    enum Effect {
        case offset(CGSize)
        case scale(CGSize, anchor: UnitPoint)
        /// A linear map `(a, b, c, d)` about an anchor: rotations, and 3D rotations seen flat.
        case linear(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, anchor: UnitPoint)
        case visual((GeometryProxy) -> RenderTransform)
        /// A transform in the view's own coordinates, its origin at the view's top-leading
        /// corner (Apple: `transformEffect(_:)` "applies an affine transformation to this view's
        /// rendered output").
        case affine(CGAffineTransform)
        /// A projective transform in the view's own coordinates: the rendered frame is the
        /// bounding box of its projected corners.
        case projection(ProjectionTransform)
    }

    let effect: Effect

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        pass.unionSize(of: node.children, proposal: proposal)
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        for child in node.children {
            pass.placeChild(child, centredIn: node.frame, proposal: node.proposal)
        }
    }

    func renderEffect(of node: LayoutNode, pass: LayoutPass) -> RenderTransform? {
        switch effect {
        case .offset(let size):
            return .translation(x: size.width, y: size.height)
        case .scale(let scale, let anchor):
            return .scale(x: scale.width, y: scale.height, about: anchor.point(in: node.frame))
        case .linear(let a, let b, let c, let d, let anchor):
            return .linear(a: a, b: b, c: c, d: d, about: anchor.point(in: node.frame))
        case .affine(let matrix):
            var transform = RenderTransform.linear(a: matrix.a, b: matrix.b, c: matrix.c, d: matrix.d, about: node.frame.origin)
            transform.translateX += matrix.tx
            transform.translateY += matrix.ty
            return transform
        case .projection(let projection):
            return projection.renderTransform(of: node.frame)
        case .visual(let transform):
            // The proxy sees the view's geometry before its own effect, as SwiftUI's does.
            return transform(GeometryProxy(node: node, pass: pass))
        }
    }

    var explicitGuideSource: ExplicitGuideSource { .children }

    func explicitAlignment(of key: AlignmentKey, node: LayoutNode, proposal: ProposedViewSize, size: CGSize, pass: LayoutPass) -> CGFloat? {
        pass.explicitAlignment(key, ofChildren: node.children, centredIn: size, proposal: proposal)
    }
}
