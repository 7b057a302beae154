import LayoutLab

/// The engine's observer during a recording: it forwards the trace into a ``TraceChannel`` and
/// nothing else. Layout is the slower of the two threads, so whatever turns the trace into rows
/// (path strings and their hashes, values as JSON) is left to the writer.
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

    func traceDidRecordPass(_ pass: PassTrace) { channel.send(.pass(pass)) }

    func traceDidEndStep(_ result: StepResult) { channel.send(.endStep(result)) }

    private static let chunkSize = 2048
}
