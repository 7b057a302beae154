import LayoutLabDiff
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
                changes.append(NodeChange.compared(path: node.path, name: node.name, nodeKind: node.kind, a: frames(node.a), b: frames(b), tolerance: tolerance))
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
}
