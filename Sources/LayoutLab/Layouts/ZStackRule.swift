/// The rule of a built-in `ZStack` (and of `ZStackLayout` called as a function, and of each pass's
/// root): `ZStackLayout`'s union and alignment run on the node's children directly, as
/// `StackRule` runs the other two stacks' arrangement, without the `Layout` protocol's subview
/// host, subviews and placements a pass. One word, the alignment interned (`InternedAlignment`),
/// held in the node's `any LayoutRule`.
struct ZStackRule: LayoutRule {
    private let interned: Unmanaged<InternedAlignment>

    init(_ layout: ZStackLayout) {
        interned = InternedAlignment.of(layout.alignment)
    }

    var alignment: Alignment { interned._withUnsafeGuaranteedRef { $0.alignment } }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        PassChildren.with(node, in: pass) { ZStackLayout.union(alignment, proposal: proposal, children: $0).size }
    }

    /// `Layout`'s default: the union of the children's spacing, zero without children.
    func spacing(of node: LayoutNode, pass: LayoutPass) -> Spacing {
        guard !node.children.isEmpty else { return ViewSpacing.zero.spacing }
        return Spacing.union(node.children.lazy.map { pass.spacing(of: $0) })
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        PassChildren.with(node, in: pass) { children in
            ZStackLayout.placeChildren(alignment, in: node.frame, proposal: node.proposal, children: children) { index, point in
                children.place(index, of: node, at: point, proposal: node.proposal)
            }
        }
    }

    /// A stack reports its children's values (docs/layout-rules.md, "Explicit alignment of containers").
    var explicitGuideSource: ExplicitGuideSource { .children }

    func explicitAlignment(of key: AlignmentKey, node: LayoutNode, proposal: ProposedViewSize, size: CGSize, pass: LayoutPass) -> CGFloat? {
        guard key.combines, size.width.isFinite, size.height.isFinite, !node.children.isEmpty else { return nil }
        return PassChildren.with(node, in: pass) { children in
            children.combinedExplicitValue(key) { place in
                ZStackLayout.placeChildren(alignment, in: CGRect(origin: .zero, size: size), proposal: proposal, children: children) { index, point in
                    place(index, point, proposal)
                }
            }
        }
    }
}
