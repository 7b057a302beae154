/// Lays out a view once, at a proposal and a display scale, and returns every node. This is the
/// static half of the engine: no state changes, no actions, one pass.
public enum LayoutEngine {
    public static func layout<V: View>(
        _ view: V, proposal: ProposedViewSize, displayScale: CGFloat = 3, environment: EnvironmentValues = EnvironmentValues(),
        knobs: Knobs = Knobs()
    ) -> LayoutSnapshot {
        EngineThread.runBlocking {
            let prepared = PreparedLayout.Tree(view, proposal: proposal, displayScale: displayScale, environment: environment, knobs: knobs)
            prepared.layOut()
            return prepared.snapshot()
        }
    }

    public static func layout<V: View>(
        _ view: V, in size: CGSize, displayScale: CGFloat = 3, environment: EnvironmentValues = EnvironmentValues(),
        knobs: Knobs = Knobs()
    ) -> LayoutSnapshot {
        layout(view, proposal: ProposedViewSize(size), displayScale: displayScale, environment: environment, knobs: knobs)
    }
}

/// Every node of a laid-out view, in tree order.
///
/// The snapshot is a view over the laid-out tree, not a copy of it: a node's ``NodeTrace`` is made
/// when it is read. Most callers read a few nodes (the root's size, a named view), and copying
/// every node of a long list into a trace, then freeing the copies, was about a tenth of a one-shot
/// layout (docs/performance.md, "The flat list beside Yoga"). The tree is kept for as long as a
/// copy of the snapshot is, and freed when the last one goes (a deep or large tree on an engine
/// thread: `LaidOutTree`).
public struct LayoutSnapshot: Sendable {
    /// Every node, in tree order.
    public var nodes: Nodes { Nodes(tree: tree) }
    public let diagnostics: [Diagnostic]
    private let tree: LaidOutTree

    init(tree: LaidOutTree, diagnostics: [Diagnostic]) {
        self.tree = tree
        self.diagnostics = diagnostics
    }

    public var root: NodeTrace { nodes[0] }

    /// The node named with `accessibilityIdentifier`.
    public subscript(name: String) -> NodeTrace? {
        tree.firstIndex { $0.name == name }.map { nodes[$0] }
    }

    public func node(path: String) -> NodeTrace? {
        nodes.first { $0.path == path }
    }

    public func nodes(kind: String) -> [NodeTrace] {
        tree.indices { $0.kind == kind }.map { nodes[$0] }
    }

    /// The nodes directly below `path`.
    public func children(of path: String) -> [NodeTrace] {
        nodes.filter { NodePath($0.path).parent?.string == path }
    }

    /// A snapshot's nodes in tree order, each read from the laid-out tree when asked for.
    public struct Nodes: RandomAccessCollection, Equatable, Sendable {
        fileprivate let tree: LaidOutTree

        public var startIndex: Int { 0 }
        public var endIndex: Int { tree.count }

        public subscript(position: Int) -> NodeTrace { tree.trace(at: position) }

        public static func == (a: Nodes, b: Nodes) -> Bool {
            a.tree === b.tree || a.elementsEqual(b)
        }
    }
}
