/// Collects placed nodes into chunks and hands each full chunk to its sink: the trace of a pass,
/// streamed in tree order while the pass is still being laid out. Paths met for the first time
/// are announced to `pathSink` before the chunk holding their first node is handed over.
final class NodeStream {
    private let chunkSize: Int
    private let paths: NodePathTable
    private let paints: PaintCache
    private let sink: ([NodeTrace]) -> Void
    private let pathSink: (Range<Int>) -> Void
    // Unchecked exclusivity: a stream lives on its case's engine thread, and is fed once per node.
    @exclusivity(unchecked) private var chunk: [NodeTrace] = []
    /// Paths below this id have been announced (earlier passes included).
    @exclusivity(unchecked) private(set) var announcedPaths: Int

    init(
        chunkSize: Int = 2048, paths: NodePathTable, paints: PaintCache, announcedPaths: Int,
        sink: @escaping ([NodeTrace]) -> Void, pathSink: @escaping (Range<Int>) -> Void
    ) {
        self.chunkSize = chunkSize
        self.paths = paths
        self.paints = paints
        self.announcedPaths = announcedPaths
        self.sink = sink
        self.pathSink = pathSink
        chunk.reserveCapacity(chunkSize)
    }

    /// Announces the paths interned since the last announcement.
    func announceNewPaths() {
        let count = paths.count
        guard count > announcedPaths else { return }
        pathSink(announcedPaths..<count)
        announcedPaths = count
    }

    func add(_ node: LayoutNode, renderFrame: CGRect) {
        chunk.append(NodeTrace(placed: node, in: paths, renderFrame: renderFrame, paints: paints))
        if chunk.count == chunkSize { flush() }
    }

    func flush() {
        guard !chunk.isEmpty else { return }
        // Content built during placement (a GeometryReader's) brings paths of its own.
        announceNewPaths()
        sink(chunk)
        chunk = []
        chunk.reserveCapacity(chunkSize)
    }
}
