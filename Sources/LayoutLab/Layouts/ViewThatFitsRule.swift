/// `ViewThatFits(in: axes)` (docs/layout-rules.md, "ViewThatFits"):
///
/// - The children are tried in order; each is asked its ideal size (an unspecified proposal).
/// - A child fits when, on every axis in `axes`, its ideal length is at most the proposal on that
///   axis; axes outside `axes` are not checked, and neither is an axis the proposal leaves nil
///   (nothing limits it). The first child that fits is chosen, else the last child.
/// - The chosen child is offered the ViewThatFits's own proposal, and its answer is the
///   ViewThatFits's size. Only the chosen child stays in the tree once placed: only it is drawn,
///   appears and writes preferences.
///
/// Apple, `ViewThatFits`; the rule as fatbobman states and replicates it
/// (https://fatbobman.com/en/posts/mastering-viewthatfits/, OpenSwiftUI
/// `Example/Shared/Layout/CustomLayout/MyViewThatFitsByLayout.swift`). The nil proposal is the
/// model's choice (docs/fidelity.md, "Layouts as values, ViewThatFits and subviews").
final class ViewThatFitsRule: ChoosesPlacedChildren {
    let axes: Axis.Set
    /// Every child, in order: all are measured to choose, though only the chosen one is placed.
    @exclusivity(unchecked) var candidates: [LayoutNode] = []

    init(axes: Axis.Set) {
        self.axes = axes
    }

    /// The child shown for `proposal`.
    func choice(for proposal: ProposedViewSize, pass: LayoutPass) -> LayoutNode? {
        guard let last = candidates.last else { return nil }
        for candidate in candidates.dropLast() where fits(pass.size(of: candidate, proposing: .unspecified), proposal) {
            return candidate
        }
        return last
    }

    private func fits(_ ideal: CGSize, _ proposal: ProposedViewSize) -> Bool {
        for (axis, member) in [(Axis.horizontal, Axis.Set.horizontal), (.vertical, .vertical)] where axes.contains(member) {
            if let limit = proposal[axis], ideal[axis] > limit { return false }
        }
        return true
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        guard let chosen = choice(for: proposal, pass: pass) else { return .zero }
        return pass.size(of: chosen, proposing: proposal)
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        guard let chosen = choice(for: node.proposal, pass: pass) else { return }
        node.setChildren([chosen])
        pass.placeChild(chosen, in: node.frame, proposal: node.proposal, alignment: .center)
    }

    /// Asked before any child is chosen: what any of them asks for.
    func spacing(of node: LayoutNode, pass: LayoutPass) -> Spacing {
        pass.spacing(of: NodeChildren(candidates))
    }

    /// The chosen child's: it is the ViewThatFits's size, so it sits at the origin.
    var explicitGuideSource: ExplicitGuideSource { .children }

    func explicitAlignment(of key: AlignmentKey, node: LayoutNode, proposal: ProposedViewSize, size: CGSize, pass: LayoutPass) -> CGFloat? {
        guard let chosen = choice(for: proposal, pass: pass) else { return nil }
        return pass.explicitAlignment(key, ofChild: chosen, centredIn: size, proposal: proposal)
    }
}
