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
public struct LayoutSnapshot: Sendable {
    public let nodes: [NodeTrace]
    public let diagnostics: [Diagnostic]

    public var root: NodeTrace { nodes[0] }

    /// The node named with `accessibilityIdentifier`.
    public subscript(name: String) -> NodeTrace? {
        nodes.first { $0.name == name }
    }

    public func node(path: String) -> NodeTrace? {
        nodes.first { $0.path == path }
    }

    public func nodes(kind: String) -> [NodeTrace] {
        nodes.filter { $0.kind == kind }
    }

    /// The nodes directly below `path`.
    public func children(of path: String) -> [NodeTrace] {
        nodes.filter { NodePath($0.path).parent?.string == path }
    }
}
