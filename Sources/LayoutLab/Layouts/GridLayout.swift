/// A grid as a `Layout` value, for `AnyLayout` (Apple, `GridLayout`: "behaves like a Grid, but
/// conforms to the Layout protocol"). It runs the Grid's own rule (`GridRule.swift`,
/// docs/layout-rules.md, "Grid"): `GridRow` subviews are rows whose cells share the columns, any
/// other subview is a row of one cell across them all. Like `Grid`, it asks its neighbours for
/// the spacing of a plain view and reports no explicit alignment values.
public struct GridLayout: Layout {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The grid's structure: which subview is a row and which cell sits in which column, read
    /// from the subviews' traits when the cache is made or updated, not on every measurement.
    public struct Cache {
        let structure: GridRule.Structure
    }

    private var rule: GridRule {
        GridRule(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(structure: GridRule.structure(of: subviews.map(\.node)))
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        ViewSpacing(.plain)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        guard let pass = subviews.first?.host.pass else { return .zero }
        return rule.size(proposal, structure: cache.structure, pass: pass)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        guard let pass = subviews.first?.host.pass else { return }
        // One placement per row, and the rows are the subviews in order.
        let placements = rule.placements(in: bounds, proposal: proposal, structure: cache.structure, pass: pass)
        for (subview, placement) in zip(subviews, placements) {
            switch placement {
            case .row(_, let frame):
                subview.place(exactly: frame, proposal: ProposedViewSize(frame.size))
            case .cell(let cell):
                let (point, anchor) = cell.point(pass: pass)
                subview.place(at: point, anchor: anchor, proposal: cell.proposal)
            }
        }
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        nil
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        nil
    }

    /// Reports non-finite spacing of a `GridLayout`, plain or inside an `AnyLayout`, when its
    /// container is made (the rule then uses the default spacing).
    static func reportInvalidSpacing<L: Layout>(of layout: L, on node: LayoutNode, graph: ViewGraph) {
        guard L.self == GridLayout.self || L.self == AnyLayout.self else { return }
        guard let grid = layout as? GridLayout ?? (layout as? AnyLayout)?.storage.wrapped as? GridLayout else { return }
        GridRule.reportInvalidSpacing(horizontal: grid.horizontalSpacing, vertical: grid.verticalSpacing, on: node, graph: graph)
    }
}
