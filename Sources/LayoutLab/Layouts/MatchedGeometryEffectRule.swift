/// `matchedGeometryEffect`: layout passes through. A source records its rendered frame for the
/// pass; a view that is not the source, placed after its source, is drawn at that frame (its
/// position, size or both, per `properties`). SwiftUI animates between the two; at rest a
/// non-source view sits where its source is. *Apple (`matchedGeometryEffect(id:in:properties:
/// anchor:isSource:)`); model for the placement order (docs/fidelity.md, "Geometry").*
struct MatchedGeometryEffectRule: ContentSpacingRule {
    let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    let isSource: Bool

    /// Layout is its child's, as for any wrapper that only draws.
    private var passthrough: PassthroughRule { PassthroughRule() }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        passthrough.sizeThatFits(proposal, node: node, pass: pass)
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        passthrough.placeChildren(of: node, pass: pass)
    }

    var explicitGuideSource: ExplicitGuideSource { .children }

    func explicitAlignment(of key: AlignmentKey, node: LayoutNode, proposal: ProposedViewSize, size: CGSize, pass: LayoutPass) -> CGFloat? {
        passthrough.explicitAlignment(of: key, node: node, proposal: proposal, size: size, pass: pass)
    }

    /// `node.transform` is still the parent's here: the effect is worked out in the parent's
    /// layout space, so that parent ∘ effect draws the view at the source's rendered frame.
    func renderEffect(of node: LayoutNode, pass: LayoutPass) -> RenderTransform? {
        if isSource {
            pass.matchedGeometryFrames[key] = node.transform.apply(node.frame)
            return nil
        }
        guard let source = pass.matchedGeometryFrames[key] else { return nil }
        let target = node.transform.inverted.apply(source)
        let frame = node.frame
        var scaleX: CGFloat = 1, scaleY: CGFloat = 1
        if properties.contains(.size) {
            scaleX = frame.width > 0 ? target.width / frame.width : 1
            scaleY = frame.height > 0 ? target.height / frame.height : 1
        }
        let center = CGPoint(x: frame.midX, y: frame.midY)
        let scaled = RenderTransform.scale(x: scaleX, y: scaleY, about: center)
        guard properties.contains(.position) else { return scaled }
        return RenderTransform.translation(x: target.midX - center.x, y: target.midY - center.y).concatenating(scaled)
    }
}
