/// The graph, for callbacks that may arrive from any thread after its case has ended: an
/// `@Observable` model's change, an `ObservableObject`'s, a `ScrollViewProxy` an action kept.
///
/// Not a `weak` reference on purpose. The first weak reference to an object moves its reference
/// count into a side table for the rest of its life, and every `_ViewInputs` copy retains the
/// graph (seven copies a row of a list): each pass's model tracking made one, and the engine
/// thread of a record then spent about 3 % of its time in the runtime's slow path for those
/// retains (docs/performance.md, "The command line beside a bare insert loop"). The graph makes
/// one handle, the first time it is asked for it, and closes it in its `deinit`.
final class GraphHandle: @unchecked Sendable {
    // Read and written under `lock` only.
    private let lock = NSLock()
    private var graph: Unmanaged<ViewGraph>?

    init(_ graph: ViewGraph) {
        self.graph = .passUnretained(graph)
    }

    /// Runs `body` with the graph while it lives; a graph that starts to go away meanwhile waits
    /// in its `deinit` until `body` returns.
    func withGraph(_ body: (ViewGraph) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        graph?._withUnsafeGuaranteedRef(body)
    }

    /// Called by the graph's `deinit`: later callbacks find no graph.
    func close() {
        lock.lock()
        graph = nil
        lock.unlock()
    }
}
