/// What the node being placed knows of the scroll views around it: how many there are (only the
/// outermost one scrolls, docs/layout-rules.md "ScrollView"), and where a lazy container places
/// its children (docs/layout-rules.md, "Lazy stacks and grids").
extension LayoutPass {
    /// How many scroll views enclose the node being placed, itself included.
    var enclosingScrollViews: Int {
        namedSpaces.reduce(0) { $0 + ($1.name.base is ScrollViewSpace ? 1 : 0) }
    }

    /// Along `axis`, the stretch of global coordinates a lazy container places children in: the
    /// innermost enclosing scroll view's visible frame, and half its length beyond each end; nil
    /// outside a scroll view, where everything is placed.
    func lazyRegion(along axis: Axis) -> ClosedRange<CGFloat>? {
        guard let viewport = namedSpaces.frame(of: AnyHashable(ScrollViewSpace.Query.any)) else { return nil }
        let margin = viewport.size[axis] / 2
        return (viewport.minAlong(axis) - margin)...(viewport.maxAlong(axis) + margin)
    }
}

extension LayoutPass {
    /// Along `axis`, the visible stretch of the innermost enclosing scroll view that scrolls that
    /// way, in global coordinates: where pinned section headers and footers rest.
    func scrollViewport(along axis: Axis) -> ClosedRange<CGFloat>? {
        guard let scroll = namedSpaces.scrollView(along: axis) else { return nil }
        return scroll.frame.minAlong(axis)...scroll.frame.maxAlong(axis)
    }
}
