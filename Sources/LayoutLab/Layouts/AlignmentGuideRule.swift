/// `.alignmentGuide(_:computeValue:)` (docs/layout-rules.md, "Alignment guides"; OpenSwiftUI
/// `AlignmentWritingModifier`; Apple): the view's explicit value for one guide becomes
/// `computeValue(d)`, where `d` is the modified view's own dimensions (its size and its other
/// guides, explicit ones included). Every other guide, the size, the spacing and the layout
/// priority pass through unchanged. A non-finite result is ignored (the view keeps the value it
/// had without the modifier) and reported as `invalid-frame-dimension`, once per node.
final class AlignmentGuideRule: ContentSpacingRule {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat
    /// Whether this node has reported a non-finite value this pass (nodes live for one pass).
    @exclusivity(unchecked) private var diagnosed = false

    init(key: AlignmentKey, computeValue: @escaping (ViewDimensions) -> CGFloat) {
        self.key = key
        self.computeValue = computeValue
    }

    /// Sized and placed as a custom view is: the content's size, the content centred.
    private let content = PassthroughRule()

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        content.sizeThatFits(proposal, node: node, pass: pass)
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        content.placeChildren(of: node, pass: pass)
    }

    /// Its own guide, and the content's others.
    var explicitGuideSource: ExplicitGuideSource { .own(.along(key.axis), andChildren: true) }

    func explicitAlignment(of requested: AlignmentKey, node: LayoutNode, proposal: ProposedViewSize, size: CGSize, pass: LayoutPass) -> CGFloat? {
        guard node.children.count == 1 else { return nil }
        let content = pass.dimensions(of: node.children[0], proposal: proposal)
        guard requested == key else { return content.explicitValue(requested) }
        let value = computeValue(content)
        if value.isFinite { return value }
        if !diagnosed, size.width.isFinite, size.height.isFinite {
            diagnosed = true
            pass.diagnose(
                .invalidFrameDimension, node,
                "Invalid frame dimension (negative or non-finite): alignmentGuide(\(key.description)) computed \(value.formattedPoints); ignored."
            )
        }
        return content.explicitValue(requested)
    }
}
