import LayoutLab

/// The engine's observer during a recording. It forwards the trace into a ``TraceChannel`` and,
/// on the engine's thread, does the part of turning it into rows that needs no database: path
/// strings and their hashes, and values as JSON text. The writer, usually the busier thread of
/// the two, is left with binding and stepping statements.
final class ChannelObserver: TraceObserver, @unchecked Sendable {
    private let channel: TraceChannel
    /// Each path's hash, by path id: a child's hash continues from its parent's.
    private var pathHashes: [Int64] = []

    init(_ channel: TraceChannel) {
        self.channel = channel
    }

    func traceDidBeginStep(_ step: StepInfo) { channel.send(.beginStep(step)) }

    /// Nodes come as they are placed, so the writer inserts them while layout goes on.
    var streamsNodes: Bool { true }

    func traceDidAddPaths(_ ids: Range<Int>, in paths: NodePathTable) {
        precondition(ids.lowerBound == pathHashes.count, "paths are announced once each, in order")
        for start in stride(from: ids.lowerBound, to: ids.upperBound, by: Self.chunkSize) {
            let entries = paths.entries(start..<min(start + Self.chunkSize, ids.upperBound))
            channel.send(.paths(entries.map { entry in
                let hash = entry.parent < 0
                    ? PathHash.of(entry.segment)
                    : PathHash.of(segment: entry.segment, below: pathHashes[entry.parent])
                pathHashes.append(hash)
                return NewNodePath(pathID: entry.id, path: paths.path(entry.id), hash: hash, kind: entry.kind)
            }))
        }
    }

    func traceDidPlaceNodes(_ nodes: [NodeTrace], in pass: PassPosition) { channel.send(.nodes(nodes, pass)) }

    func traceDidRecordPass(_ pass: PassTrace) {
        channel.send(.pass(pass, PassValues(preferences: pass.preferences.map(\.value), state: pass.state.map(\.value))))
    }

    func traceDidEndStep(_ result: StepResult) { channel.send(.endStep(result)) }

    private static let chunkSize = 2048
}

/// A path met for the first time in the case, ready for the `node` table.
struct NewNodePath: Sendable {
    let pathID: Int
    let path: String
    let hash: Int64
    let kind: String
}

/// A pass's preference and state values as JSON text, in the order of the pass's lists.
struct PassValues: Sendable {
    let preferences: [String]
    let state: [String]
}
