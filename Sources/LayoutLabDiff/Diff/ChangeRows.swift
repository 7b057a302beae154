/// Which node rows a diff shows (`layoutlab diff --nodes`).
public enum NodeRows: String, CaseIterable, Sendable, Codable {
    /// Only changes at a named node (an `accessibilityIdentifier`).
    case named
    /// One row per change, at the node a person would name, with the wrappers that moved with it
    /// counted: the default.
    case changes
    /// Every node that changed, one row each, wrappers included.
    case all
}

/// One change as a reviewer names it: the node that stands for it, and the other nodes of the same
/// step whose change it explains (the modifiers wrapped around it, its background's reader and
/// colour, which moved exactly as it did).
public struct ChangeRow: Hashable, Sendable {
    public var step: Int
    public var node: NodeChange
    public var wrappers: [NodeChange]

    public init(step: Int, node: NodeChange, wrappers: [NodeChange]) {
        self.step = step
        self.node = node
        self.wrappers = wrappers
    }

    /// The largest component of the change, in points: what "largest changes" sorts by. An added
    /// or removed node counts as its whole frame's larger side.
    public var magnitude: Double {
        if let delta = node.delta, node.kind != .added, node.kind != .removed {
            return [delta.x, delta.y, delta.width, delta.height].map(\.value.magnitude).max() ?? 0
        }
        let frame = node.frame.b ?? node.frame.a
        return max(frame?.width.value ?? 0, frame?.height.value ?? 0)
    }
}

/// Collapses a step's node changes into the changes a person would report.
///
/// A text that grows 4 pt grows every modifier wrapped around it by the same 4 pt: its padding,
/// its frame, its background, the background's `GeometryReader` and `Color`. Listing each is
/// listing one change nine times. Nodes whose frames changed by the same delta, and that are
/// parent and child in the tree (by path), are one change; it is reported at the named node
/// among them (the outermost, when several are named), else at the innermost view that is not a
/// wrapper. Added and removed subtrees are one change each, reported at their root (or the
/// named node in them), since that is the view that appeared or went.
public enum ChangeRows {
    /// Node kinds that only wrap a view: their frame follows their content's, so their change is
    /// the content's. (`background[1]`'s kind is `background`; paths carry the index, kinds not.)
    public static let wrapperKinds: Set<String> = [
        "background", "overlay", "padding", "frame", "GeometryBinding", "offset", "fixedSize", "layoutPriority",
        "safeAreaInset", "safeAreaPadding", "ignoresSafeArea", "clipped", "clipShape", "cornerRadius", "border",
        "shadow", "opacity", "id", "contentShape", "aspectRatio", "accessibilityIdentifier", "modifier",
    ]

    /// Whether a node only wraps another: a modifier, or the reader and shape of a background or
    /// overlay (`GeometryReader[background]`, its `Color`).
    public static func isWrapper(_ node: NodeChange) -> Bool {
        if let kind = node.nodeKind, wrapperKinds.contains(kind) { return true }
        let segments = node.path.split(separator: "/")
        return segments.contains { $0.hasSuffix("[background]") || $0.hasSuffix("[overlay]") }
            && ["GeometryReader", "Color", "Rectangle", "RoundedRectangle", "Capsule", "Circle"].contains(node.nodeKind ?? "")
    }

    /// The rows of one step, as `mode` shows them; `all` is every changed node, unwrapped.
    public static func rows(_ step: StepDiff, _ mode: NodeRows) -> [ChangeRow] {
        let nodes = step.nodes
        guard mode != .all else { return nodes.map { ChangeRow(step: step.index, node: $0, wrappers: []) } }
        let rows = collapse(nodes).map { ChangeRow(step: step.index, node: nodes[$0.node], wrappers: $0.wrappers.map { nodes[$0] }) }
        return mode == .named ? rows.filter { $0.node.name != nil } : rows
    }

    /// Every row of a case, step by step.
    public static func rows(_ caseDiff: CaseDiff, _ mode: NodeRows) -> [ChangeRow] {
        caseDiff.stepDiffs.flatMap { rows($0, mode) }
    }

    /// What makes two nodes' changes the same change.
    private enum Motion: Hashable {
        case delta(Rect)
        case added, removed
        case other(Int)
    }

    private static func motion(_ node: NodeChange, index: Int) -> Motion {
        switch node.kind {
        case .added: .added
        case .removed: .removed
        case .moved, .resized, .movedAndResized: node.delta.map(Motion.delta) ?? .other(index)
        // A render-only or unchanged node is a change of its own.
        case .rendered, .unchanged: .other(index)
        }
    }

    /// Groups node indices: each group's standing node and the others.
    private static func collapse(_ nodes: [NodeChange]) -> [(node: Int, wrappers: [Int])] {
        var parent = Array(nodes.indices)
        func root(_ i: Int) -> Int {
            var i = i
            while parent[i] != i {
                parent[i] = parent[parent[i]]
                i = parent[i]
            }
            return i
        }
        let motions = nodes.indices.map { motion(nodes[$0], index: $0) }
        let byPath = Dictionary(nodes.indices.map { (nodes[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
        for index in nodes.indices {
            guard let parentPath = parentPath(nodes[index].path), let up = byPath[parentPath], motions[up] == motions[index] else { continue }
            let (a, b) = (root(index), root(up))
            if a != b { parent[a] = b }
        }
        var groups: [Int: [Int]] = [:]
        var order: [Int] = []
        for index in nodes.indices {
            let r = root(index)
            if groups[r] == nil { order.append(r) }
            groups[r, default: []].append(index)
        }
        return order.flatMap { r in split(groups[r]!, nodes, motion: motions[r]) }
    }

    /// One group of nodes that changed together, as rows: one per named node (each taking the
    /// unnamed nodes nearest it), or one at the standing node when none is named.
    private static func split(_ group: [Int], _ nodes: [NodeChange], motion: Motion) -> [(node: Int, wrappers: [Int])] {
        let named = group.filter { nodes[$0].name != nil }
        guard !named.isEmpty else {
            let standing = standingNode(group, nodes, motion: motion)
            return [(standing, group.filter { $0 != standing })]
        }
        var members: [Int: [Int]] = Dictionary(uniqueKeysWithValues: named.map { ($0, []) })
        for index in group where nodes[index].name == nil {
            let path = nodes[index].path
            // The nearest named ancestor; else the first named descendant; else the first named.
            let owner = named.filter { isAncestor(nodes[$0].path, of: path) }.max { depth(nodes[$0].path) < depth(nodes[$1].path) }
                ?? named.first { isAncestor(path, of: nodes[$0].path) } ?? named[0]
            members[owner, default: []].append(index)
        }
        return named.map { ($0, members[$0] ?? []) }
    }

    /// The node an unnamed group is reported at: the innermost view that is not a wrapper (the
    /// text, not its padding); the root of an added or removed subtree.
    private static func standingNode(_ group: [Int], _ nodes: [NodeChange], motion: Motion) -> Int {
        let outermost = group.min { depth(nodes[$0].path) < depth(nodes[$1].path) }!
        if motion == .added || motion == .removed { return outermost }
        let views = group.filter { !isWrapper(nodes[$0]) }
        return views.max { depth(nodes[$0].path) < depth(nodes[$1].path) } ?? group.max { depth(nodes[$0].path) < depth(nodes[$1].path) }!
    }

    static func parentPath(_ path: String) -> String? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }

    private static func depth(_ path: String) -> Int { path.count(where: { $0 == "/" }) }

    private static func isAncestor(_ ancestor: String, of path: String) -> Bool {
        path.count > ancestor.count && path.hasPrefix(ancestor) && path[path.index(path.startIndex, offsetBy: ancestor.count)] == "/"
    }
}
