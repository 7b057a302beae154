/// A view expanded into its node tree and not yet laid out: `LayoutEngine.layout` in two calls,
/// so that a benchmark can time the layout alone, as Yoga's layout call is timed on a tree built
/// beforehand (docs/performance.md, "The flat list beside Yoga").
///
/// Each call runs on an engine thread, as `LayoutEngine.layout` does. The tree is laid out once;
/// drop the value on a thread with room for the tree's depth (freeing a node frees its children).
@_spi(Benchmarking)
public final class PreparedLayout: @unchecked Sendable {
    private let tree: Tree

    /// Expands `view` into its nodes (which get their paths when the snapshot is made).
    public init<V: View>(
        _ view: V, in size: CGSize, displayScale: CGFloat = 3, environment: EnvironmentValues = EnvironmentValues(), knobs: Knobs = Knobs()
    ) {
        tree = EngineThread.runBlocking {
            Tree(view, proposal: ProposedViewSize(size), displayScale: displayScale, environment: environment, knobs: knobs)
        }
    }

    /// Measures and places every node.
    public func layOut() {
        let tree = tree
        EngineThread.runBlocking { tree.layOut() }
    }

    /// Every node as laid out, with the diagnostics `LayoutEngine.layout` reports.
    public func snapshot() -> LayoutSnapshot {
        let tree = tree
        return EngineThread.runBlocking { tree.snapshot() }
    }

    /// The graph and root pass of one layout, on the engine thread.
    final class Tree: @unchecked Sendable {
        let graph: ViewGraph
        let rootPass: RootPass

        init<V: View>(_ view: V, proposal: ProposedViewSize, displayScale: CGFloat, environment: EnvironmentValues, knobs: Knobs) {
            var environment = environment
            environment.displayScale = displayScale
            let screenSize = proposal.replacingUnspecifiedDimensions(by: CGSize(width: 10_000, height: 10_000))
            graph = ViewGraph(environment: environment, screen: Screen(size: screenSize, scale: displayScale), knobs: knobs, singlePass: true)
            graph.adoptCurrentThread()
            // No profile: the screen is the size laid out in, on the default device.
            RunningDevice.publish(RunningDevice(
                profile: RunningDevice.outsideARun.profile, orientation: screenSize.width > screenSize.height ? .landscape : .portrait
            ).showing(graph.screen))
            rootPass = RootPass.expanding(graph: graph, rootKind: graph.kindName(for: V.self), placement: .origin(proposal)) { inputs, list in
                makeViewList(view, inputs, &list)
            }
        }

        func layOut() {
            graph.adoptCurrentThread()
            rootPass.layOut()
        }

        func snapshot() -> LayoutSnapshot {
            let (tree, overflow) = rootPass.laidOutTreeCheckingOverflow(screen: graph.screen.bounds)
            return LayoutSnapshot(tree: tree, diagnostics: rootPass.diagnostics() + overflow)
        }
    }
}
