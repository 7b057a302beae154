extension NodeChange {
    /// Classifies a node found in both runs, by the diff's one tolerance rule: moved or resized
    /// when a coordinate or a length differs by more than `tolerance`.
    public static func compared(
        path: String, name: String?, nodeKind: String?, a: (layout: Rect, render: Rect), b: (layout: Rect, render: Rect),
        tolerance: Double
    ) -> NodeChange {
        let delta = a.layout.delta(to: b.layout)
        let moved = delta.x.value.magnitude > tolerance || delta.y.value.magnitude > tolerance
        let resized = delta.width.value.magnitude > tolerance || delta.height.value.magnitude > tolerance
        let renderChanged = a.render.differs(from: b.render, beyond: tolerance)
        // The rendered frame is worth showing only when a visual effect makes it differ from the
        // layout frame; otherwise it repeats the layout change.
        // (Rendered frames snap to the pixel grid, so "differ" means beyond the tolerance.)
        let effectChanged = renderChanged
            && (a.layout.differs(from: a.render, beyond: tolerance) || b.layout.differs(from: b.render, beyond: tolerance))
        let kind: NodeChange.Kind =
            switch (moved, resized) {
            case (true, true): .movedAndResized
            case (true, false): .moved
            case (false, true): .resized
            case (false, false): renderChanged ? .rendered : .unchanged
            }
        return NodeChange(
            path: path, name: name, nodeKind: nodeKind, kind: kind,
            frame: Compared(a.layout, b.layout), delta: delta,
            render: effectChanged ? Compared(a.render, b.render) : nil
        )
    }
}
