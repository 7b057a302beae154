/// What a diff's summary says about sizes: for the node kinds with the most resized nodes, the
/// size change they share most often. A change that moves every screen (taller text lines on a
/// new OS generation, a different default spacing) shows as one line, `Text: 1,640 resized,
/// most often h +4`, before the cases that it moved.
package enum KindResizes {
    /// How many kinds the summary names.
    package static let shown = 3

    package static func commonest(in cases: [CaseDiff], tolerance: Points) -> [RunDiff.KindResize] {
        var changes: [String: [String: Int]] = [:]
        for caseDiff in cases {
            for node in caseDiff.nodeChanges where node.kind == .resized || node.kind == .movedAndResized {
                guard let kind = node.nodeKind, let change = sizeChange(node, tolerance: tolerance) else { continue }
                changes[kind, default: [:]][change, default: 0] += 1
            }
        }
        let resizes = changes.compactMap { kind, counts -> RunDiff.KindResize? in
            // Ties go to the change that sorts first, so the summary is the same on every run.
            let top = counts.max { ($0.value, $1.key) < ($1.value, $0.key) }!
            // A change no two nodes share is no pattern: the case lines say it better.
            guard top.value >= 2 else { return nil }
            return RunDiff.KindResize(nodeKind: kind, nodes: counts.values.reduce(0, +), commonest: top.key, commonestNodes: top.value)
        }
        return Array(resizes.sorted { ($0.nodes, $1.nodeKind) > ($1.nodes, $0.nodeKind) }.prefix(shown))
    }

    /// `w +2, h +4`: the size components beyond the tolerance.
    private static func sizeChange(_ node: NodeChange, tolerance: Points) -> String? {
        guard let delta = node.delta else { return nil }
        let parts = [("w", delta.width), ("h", delta.height)].filter { $0.1.value.magnitude > tolerance.value }
        return parts.isEmpty ? nil : parts.map { "\($0.0) \($0.1.signed)" }.joined(separator: ", ")
    }
}
