/// `.background` and `.overlay`: the node takes its primary child's size; each secondary view is
/// offered exactly that size and aligned to it on guides: the primary's value of each guide
/// (explicit ones included) meets the secondary's (OpenSwiftUI `SecondaryLayerGeometryQuery`).
/// The node reports the primary's explicit values. Preference readers (`overlayPreferenceValue`)
/// expand their secondary content only once the primary is placed and its preferences are known.
struct BackgroundOverlayRule: LayoutRule {
    let alignment: Alignment
    /// Background content reduces preferences before the primary; overlay content after.
    let reducesBeforePrimary: Bool
    /// Builds preference-reader content: (reader node, placed primary, pass, list).
    let deferredContent: ((LayoutNode, LayoutNode, LayoutPass, inout _ViewList) -> Void)?

    // Children are borrowed (`withFirstChild`, `forEachChild`), not counted: every row of a list
    // has a background or two, each asked several times a pass.

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        node.withFirstChild { pass.size(of: $0, proposing: proposal) } ?? .zero
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        // The primary's guide lines, read before it is placed (placing drops its measurements).
        let placedPrimary = node.withFirstChild { primary -> CGPoint in
            let guides = pass.dimensions(of: primary, proposal: node.proposal)
            let guideLines = CGPoint(x: guides[alignment.horizontal], y: guides[alignment.vertical])
            pass.placeChild(primary, centredIn: node.frame, proposal: node.proposal)
            return guideLines
        }
        guard let guideLines = placedPrimary else { return }
        if let deferredContent {
            let primary = node.children[0]
            pass.expandDeferredContent(into: node, reducedBefore: reducesBeforePrimary) { list in
                deferredContent(node, primary, pass, &list)
            }
        }
        let exact = ProposedViewSize(node.frame.size)
        node.forEachChild(from: 1) { secondary in
            pass.placeChild(secondary, in: node.frame, proposal: exact, alignment: alignment, meeting: guideLines)
        }
    }

    /// The primary's: the secondary views are drawn in its frame and take no part in spacing.
    func spacing(of node: LayoutNode, pass: LayoutPass) -> Spacing {
        node.withFirstChild { pass.spacing(of: $0) } ?? .plain
    }

    var explicitGuideSource: ExplicitGuideSource { .children }

    func explicitAlignment(of key: AlignmentKey, node: LayoutNode, proposal: ProposedViewSize, size: CGSize, pass: LayoutPass) -> CGFloat? {
        node.withFirstChild { pass.explicitAlignment(key, ofChild: $0, centredIn: size, proposal: proposal) } ?? nil
    }
}
