import LayoutLabStore

/// Compares the settled layouts of two steps node by node.
///
/// The store returns only the nodes that differ beyond the tolerance (see
/// ``Recording/nodes(ofPass:comparedWith:tolerance:includesUnchanged:)``), and the nodes only in
/// B are looked for only when the counts say there are some.
enum NodeComparison {
    static func compare(_ recording: Recording, passA: Int64, passB: Int64, options: DiffOptions) throws -> [NodeChange] {
        let tolerance = options.tolerance
        let matched = try recording.nodes(
            ofPass: passA, comparedWith: passB, tolerance: tolerance, includesUnchanged: options.includesUnchanged
        )
        var changes: [NodeChange] = []
        var removed = 0
        while let node = try matched.next() {
            if let b = node.b {
                changes.append(change(path: node.path, name: node.name, nodeKind: node.kind, a: frames(node.a), b: frames(b), tolerance: tolerance))
            } else {
                removed += 1
                changes.append(NodeChange(
                    path: node.path, name: node.name, nodeKind: node.kind, kind: .removed,
                    frame: Compared(Rect(node.a.layout), nil), delta: nil, render: nil
                ))
            }
        }

        // Node ids are unique within a pass, so B has nodes that A lacks exactly when it has more
        // rows than A has matched ones.
        let countA = try recording.nodeCount(inPass: passA)
        let countB = try recording.nodeCount(inPass: passB)
        if countB > countA - removed {
            let added = try recording.nodes(ofPass: passB, absentFrom: passA)
            while let node = try added.next() {
                changes.append(NodeChange(
                    path: node.path, name: node.name, nodeKind: node.kind, kind: .added,
                    frame: Compared(nil, Rect(node.geometry.layout)), delta: nil, render: nil
                ))
            }
        }
        return changes
    }

    private static func frames(_ geometry: NodeGeometry) -> (layout: Rect, render: Rect) {
        (Rect(geometry.layout), Rect(geometry.render))
    }

    /// Classifies a node found in both runs.
    private static func change(
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

extension Rect {
    func differs(from other: Rect, beyond tolerance: Double) -> Bool {
        let delta = delta(to: other)
        return [delta.x, delta.y, delta.width, delta.height].contains { $0.value.magnitude > tolerance }
    }

    /// `other` minus this, component by component.
    func delta(to other: Rect) -> Rect {
        Rect(
            x: other.x.value - x.value, y: other.y.value - y.value,
            width: other.width.value - width.value, height: other.height.value - height.value
        )
    }
}
