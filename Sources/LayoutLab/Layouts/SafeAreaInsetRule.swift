/// `.safeAreaInset(edge:alignment:spacing:content:)` (OpenSwiftUI
/// `Layout/Modifier/InsetViewModifier.swift`, `InsetViewLayout`; Apple): the content (the
/// secondary view) sits at the edge and the modified view (the primary) is inset from it by the
/// content's length plus the spacing, with its safe area grown by the same amount
/// (docs/layout-rules.md, "safeAreaInset and safeAreaPadding"). Along the edge's axis, for a
/// proposal `p`:
///
/// - spacing `s`: the given one, or the distance the primary's spacing asks for to the
///   secondary's, primary first whatever the edge (8 when neither declares one);
/// - the secondary is offered `max(max(p − s, 0) − primaryMinimum, 0)`, where primaryMinimum is
///   the primary's length when offered 0 there, and the proposal across;
/// - the primary is offered `max(p − (secondary + s), 0)`, and the proposal across;
/// - the view is `secondary + s + primary` long and as wide as the wider of the two.
///
/// The primary is anchored to the opposite edge and centred across; the secondary to the edge,
/// moved across so that its `alignment` guide meets the primary's. The children are the primary,
/// then the secondary; empty content (an `if` that is false) insets nothing, spacing included.
/// An inset view asks for plain spacing and has plain alignment guides.
struct SafeAreaInsetRule: LayoutRule {
    let edge: Edge
    /// The guide the two views share across the edge's axis (only that component is read).
    let alignment: Alignment
    let spacing: CGFloat?

    private var axis: Axis { edge.axis }

    private struct Arrangement {
        var spacing: CGFloat
        var secondaryProposal: ProposedViewSize
        var secondarySize: CGSize
        var primaryProposal: ProposedViewSize
    }

    private func arrange(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> Arrangement? {
        guard let primary = node.children.first else { return nil }
        let secondary = node.children.count > 1 ? node.children[1] : nil
        let gap: CGFloat
        if let secondary {
            gap = spacing ?? pass.spacing(of: primary).distance(to: pass.spacing(of: secondary), along: axis) ?? Spacing.defaultDistance
        } else {
            gap = 0
        }
        var secondaryProposal = proposal
        var primaryProposal = proposal
        if let along = proposal[axis] {
            var minimumProbe = proposal
            minimumProbe[axis] = 0
            let primaryMinimum = pass.size(of: primary, proposing: minimumProbe)[axis]
            secondaryProposal[axis] = max(max(along - gap, 0) - primaryMinimum, 0)
        }
        let secondarySize = secondary.map { pass.size(of: $0, proposing: secondaryProposal) } ?? .zero
        if let along = proposal[axis] {
            primaryProposal[axis] = max(along - (secondarySize[axis] + gap), 0)
        }
        return Arrangement(spacing: gap, secondaryProposal: secondaryProposal, secondarySize: secondarySize, primaryProposal: primaryProposal)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        guard let arrangement = arrange(proposal, node: node, pass: pass) else { return .zero }
        let primary = pass.size(of: node.children[0], proposing: arrangement.primaryProposal)
        let secondary = arrangement.secondarySize
        return CGSize(
            axis: axis,
            along: secondary[axis] + arrangement.spacing + primary[axis],
            across: max(secondary[axis.other], primary[axis.other])
        )
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let frame = node.frame
        // Across the axis an unspecified proposal is the view's own length.
        var proposal = node.proposal
        if proposal[axis.other] == nil { proposal[axis.other] = frame.size[axis.other] }
        guard let arrangement = arrange(proposal, node: node, pass: pass) else { return }
        let primary = node.children[0]
        let primarySize = pass.size(of: primary, proposing: arrangement.primaryProposal)
        var primaryOrigin = CGPoint.zero
        primaryOrigin[axis] = edge.isStart ? frame.maxAlong(axis) - primarySize[axis] : frame.minAlong(axis)
        primaryOrigin[axis.other] = frame.minAlong(axis.other) + (frame.size[axis.other] - primarySize[axis.other]) / 2

        // The safe area grows by what the content takes when offered the view's own size.
        let exact = arrange(ProposedViewSize(frame.size), node: node, pass: pass) ?? arrangement
        let grownBy = exact.spacing + exact.secondarySize[axis]
        pass.within(pass.geometry.inset(edge, by: grownBy, in: frame)) {
            pass.placeChild(primary, frame: CGRect(origin: primaryOrigin, size: primarySize), proposal: arrangement.primaryProposal)
        }

        guard node.children.count > 1 else { return }
        let secondary = node.children[1]
        let secondarySize = arrangement.secondarySize
        var secondaryOrigin = CGPoint.zero
        secondaryOrigin[axis] = edge.isStart ? frame.minAlong(axis) : frame.maxAlong(axis) - secondarySize[axis]
        secondaryOrigin[axis.other] = primaryOrigin[axis.other]
            + guide(of: pass.dimensions(of: primary, proposal: arrangement.primaryProposal))
            - guide(of: pass.dimensions(of: secondary, proposal: arrangement.secondaryProposal))
        pass.placeChild(secondary, frame: CGRect(origin: secondaryOrigin, size: secondarySize), proposal: arrangement.secondaryProposal)
    }

    /// The shared guide's value in `dimensions`, across the edge's axis.
    private func guide(of dimensions: ViewDimensions) -> CGFloat {
        axis == .vertical ? dimensions[alignment.horizontal] : dimensions[alignment.vertical]
    }
}
