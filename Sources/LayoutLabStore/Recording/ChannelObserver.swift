import LayoutLab

/// The engine's observer during a recording: it forwards the trace into a ``TraceChannel`` and
/// writes values as JSON text on the way; path strings and their hashes are left to the writer.
/// That split keeps the two threads close to even on the stress table (measured: with the JSON
/// on the writer too, the writer ended 80–120 ms after layout; with the paths on the engine
/// too, the engine was the slower by about as much).
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
        channel.send(.pass(pass, PassValues(preferences: pass.preferences.map(\.value), state: pass.state.map(\.value))))
    }

    func traceDidEndStep(_ result: StepResult) { channel.send(.endStep(result)) }

    /// The writer may commit now, while the engine frees its trees.
    func traceDidFinish() { channel.finish() }

    private static let chunkSize = 2048
}

/// A pass's preference and state values as JSON text, in the order of the pass's lists.
struct PassValues: Sendable {
    let preferences: [String]
    let state: [String]
}
