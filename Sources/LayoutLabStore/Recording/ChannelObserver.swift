import LayoutLab

/// The engine's observer during a recording: it forwards the trace into a ``TraceChannel`` and
/// writes values as JSON text on the way; path strings and their hashes are left to the writer.
/// The JSON is written here, in the pass that captured the values: a value may be a class
/// instance that the next pass changes. (With rows 128 to a statement, the stress table records
/// as fast with the JSON on either thread.)
final class ChannelObserver: TraceObserver, @unchecked Sendable {
    private let channel: TraceChannel
    /// The case's place in line (`CaseAdmission`), which learns how large its tree is.
    private let ticket: CaseAdmission.Ticket?
    private let admission: CaseAdmission

    init(_ channel: TraceChannel, ticket: CaseAdmission.Ticket? = nil, admission: CaseAdmission = .shared) {
        self.channel = channel
        self.ticket = ticket
        self.admission = admission
    }

    func traceDidBeginStep(_ step: StepInfo) { channel.send(.beginStep(step)) }

    /// Nodes come as they are placed, so the writer inserts them while layout goes on.
    var streamsNodes: Bool { true }

    func traceDidAddPaths(_ ids: Range<Int>, in paths: NodePathTable) {
        // Every path the case has met so far: its first pass's nodes at the first call.
        if let ticket { admission.built(ticket, nodes: ids.upperBound) }
        for start in stride(from: ids.lowerBound, to: ids.upperBound, by: Self.chunkSize) {
            channel.send(.paths(paths.entries(start..<min(start + Self.chunkSize, ids.upperBound)), in: paths))
        }
    }

    func traceDidPlaceNodes(_ nodes: [NodeTrace], in pass: PassPosition) { channel.send(.nodes(nodes, pass)) }

    func traceDidRecordPass(_ pass: PassTrace) {
        if let ticket { admission.traced(ticket) }
        channel.send(.pass(pass, PassValues(
            preferences: pass.preferences.map(\.value), state: pass.state.map(\.value),
            writes: pass.writes.map { ($0.oldValue.json, $0.newValue.json) }
        )))
    }

    func traceDidEndStep(_ result: StepResult) { channel.send(.endStep(result)) }

    /// The writer may commit now, while the engine frees its trees.
    func traceDidFinish() {
        if let ticket { admission.finishing(ticket) }
        channel.finish()
    }

    private static let chunkSize = 2048
}

/// A pass's preference and state values as JSON text, in the order of the pass's lists.
struct PassValues: Sendable {
    let preferences: [String]
    let state: [String]
    /// Each state write's value before and after, as JSON.
    var writes: [(old: String, new: String)] = []
}
