import LayoutLab

/// The engine's observer during a recording: it forwards the trace into a ``TraceChannel``. The
/// writer makes everything SQLite needs from it: path strings and hashes, and values as JSON.
/// (Values were written on the engine thread while the writer was the slower; with rows 128 to a
/// statement and paths stored after their ForEach element, layout is.)
final class ChannelObserver: TraceObserver, @unchecked Sendable {
    private let channel: TraceChannel

    init(_ channel: TraceChannel) {
        self.channel = channel
    }

    func traceDidBeginStep(_ step: StepInfo) { channel.send(.beginStep(step)) }

    /// Nodes come as they are placed, so the writer inserts them while layout goes on.
    var streamsNodes: Bool { true }

    func traceDidAddPaths(_ ids: Range<Int>, in paths: NodePathTable) {
        for start in stride(from: ids.lowerBound, to: ids.upperBound, by: Self.chunkSize) {
            channel.send(.paths(paths.entries(start..<min(start + Self.chunkSize, ids.upperBound)), in: paths))
        }
    }

    func traceDidPlaceNodes(_ nodes: [NodeTrace], in pass: PassPosition) { channel.send(.nodes(nodes, pass)) }

    func traceDidRecordPass(_ pass: PassTrace) {
        channel.send(.pass(pass))
    }

    func traceDidEndStep(_ result: StepResult) { channel.send(.endStep(result)) }

    /// The writer may commit now, while the engine frees its trees.
    func traceDidFinish() { channel.finish() }

    private static let chunkSize = 2048
}

