import Foundation
import LayoutLab

/// What the engine reports, in the order it reports it.
enum TraceEvent: Sendable {
    case beginStep(StepInfo)
    /// A chunk of the paths a pass met for the first time, before its layout, and the table that
    /// holds their parents.
    case paths([NodePathEntry], in: NodePathTable)
    /// A chunk of a pass's nodes, streamed while the pass is laid out.
    case nodes([NodeTrace], PassPosition)
    case pass(PassTrace, PassValues)
    case endStep(StepResult)

    /// Roughly the rows the event becomes: what the channel's memory bound counts.
    var rowCount: Int {
        switch self {
        case .beginStep, .endStep:
            1
        case .paths(let paths, _):
            paths.count
        case .nodes(let nodes, _):
            nodes.count
        case .pass(let pass, _):
            1 + pass.nodes.count + pass.preferences.count + pass.state.count + pass.actions.count + pass.diagnostics.count + pass.writes.count
        }
    }
}

/// A bounded, blocking hand-off from the engine thread (producer) to the database writer
/// (consumer). Layout and SQLite run in parallel, and memory stays bounded: when the writer falls
/// behind, the engine waits.
///
/// Both a number of events and a number of rows bound the buffer, because one pass of a large
/// table is a hundred thousand rows. An event larger than the row bound is still let through
/// when the buffer is empty, so at most one oversized pass is buffered.
final class TraceChannel: @unchecked Sendable {
    private let condition = NSCondition()
    /// Events from `head` on are waiting; slots before it were received and are emptied, so a
    /// received event's memory goes as soon as the writer is done with it.
    private var buffer: [TraceEvent?] = []
    private var head = 0
    private var bufferedRows = 0
    /// Every row sent so far: how big the case was, once it is done.
    private var sentRows = 0
    var rowsSent: Int {
        condition.lock()
        defer { condition.unlock() }
        return sentRows
    }
    private var isFinished = false
    private var state = State.open
    /// Events the writer is done with, released by the engine thread at its next send: their
    /// memory came from the engine's malloc arena, and freeing it from the writer's thread made
    /// the two threads contend for that arena.
    private var received: [TraceEvent] = []
    private static let maxHandedBack = 4

    private enum State { case open, closed, cancelled }

    let maxEvents: Int
    let maxRows: Int

    /// 32,768 rows hold a whole pass of the 1,000-row stress table, so the engine can run on into
    /// the next pass while the writer catches up; at 16,384 each kept waiting on the other (60 to
    /// 90 ms a case each), and at 65,536 the largest table's recording passed 300 MB.
    init(maxEvents: Int = 64, maxRows: Int = 1 << 15) {
        self.maxEvents = maxEvents
        self.maxRows = maxRows
    }

    // MARK: Producer (engine thread)

    /// Hands an event over, waiting while the buffer is full. Once the consumer has gone (closed
    /// or cancelled), events are dropped, so the engine runs to its end without blocking.
    func send(_ event: TraceEvent) {
        let rows = event.rowCount
        var finished: [TraceEvent] = []
        condition.lock()
        while state == .open, isFull(adding: rows) {
            condition.wait()
        }
        guard state == .open else {
            condition.unlock()
            return
        }
        sentRows += rows
        buffer.append(event)
        bufferedRows += rows
        swap(&finished, &received)
        condition.broadcast()
        condition.unlock()
        // The writer's finished events go here, on this thread, with the lock given back.
        finished.removeAll()
    }

    /// The engine has reported everything.
    func finish() {
        condition.lock()
        isFinished = true
        condition.broadcast()
        condition.unlock()
    }

    private func isFull(adding rows: Int) -> Bool {
        let count = buffer.count - head
        return count >= maxEvents || (count > 0 && bufferedRows + rows > maxRows)
    }

    // MARK: Consumer (database writer)

    /// Takes back an event the writer is done with, for the engine thread to release at its next
    /// send. A few are enough: more only pile up while the engine waits on a full buffer, and then
    /// it is not allocating, so past those the writer frees the event itself, unlocked.
    func handBack(_ finished: consuming TraceEvent) {
        condition.lock()
        guard state == .open, received.count < Self.maxHandedBack else {
            condition.unlock()
            return
        }
        received.append(finished)
        condition.unlock()
    }

    /// The next event, waiting for it; nil once the engine has finished and everything has been
    /// received. Throws `CancellationError` once ``cancel()`` has been called.
    func receive() throws -> TraceEvent? {
        condition.lock()
        defer { condition.unlock() }
        while state == .open, head == buffer.count, !isFinished {
            condition.wait()
        }
        if state == .cancelled { throw CancellationError() }
        guard state == .open, head < buffer.count, let event = buffer[head] else { return nil }
        buffer[head] = nil
        head += 1
        bufferedRows -= event.rowCount
        if head == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= maxEvents {
            // A writer that never quite catches up would otherwise grow the array for ever.
            buffer.removeFirst(head)
            head = 0
        }
        condition.broadcast()
        return event
    }

    /// The consumer is done: later events are dropped and the producer never waits again.
    func close() {
        setState(.closed)
    }

    /// Abandons the case: a waiting ``receive()`` throws `CancellationError`, and so does every
    /// later one. Safe to call from any thread, any number of times.
    func cancel() {
        setState(.cancelled)
    }

    /// Slots the buffer holds, received or not: stays within twice the event bound.
    var bufferSlots: Int {
        condition.lock()
        defer { condition.unlock() }
        return buffer.count
    }

    var isCancelled: Bool {
        condition.lock()
        defer { condition.unlock() }
        return state == .cancelled
    }

    private func setState(_ newState: State) {
        condition.lock()
        if state == .open || newState == .cancelled { state = newState }
        buffer.removeAll()
        received.removeAll()
        head = 0
        bufferedRows = 0
        condition.broadcast()
        condition.unlock()
    }
}
