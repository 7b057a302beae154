import Foundation
import Testing
@testable import LayoutLab
@testable import LayoutLabStore

@Suite struct TraceChannelTests {
    func paths(_ n: Int) -> TraceEvent {
        .paths((0..<n).map { NodePathEntry(id: $0, parent: -1, segment: "Color[\($0)]", kind: "Color") }, in: NodePathTable())
    }

    /// A writer that keeps up most of the time but never quite empties the buffer must not make
    /// the channel hold on to everything it has already received.
    @Test func aWriterThatNeverCatchesUpKeepsTheBufferBounded() async throws {
        let channel = TraceChannel(maxEvents: 8, maxRows: 1_000)
        let producer = Thread {
            for _ in 0..<2_000 { channel.send(paths(1)) }
            channel.finish()
        }
        producer.start()
        var received = 0
        var largest = 0
        while let event = try channel.receive() {
            if case .paths(let chunk, _) = event { received += chunk.count }
            largest = max(largest, channel.bufferSlots)
            // Let the producer refill before the buffer runs dry.
            if received % 7 == 0 { usleep(50) }
        }
        #expect(received == 2_000)
        #expect(largest <= 2 * channel.maxEvents)
    }

    @Test func eventsArriveInOrderAndRowsBoundTheBuffer() throws {
        let channel = TraceChannel(maxEvents: 64, maxRows: 10)
        let producer = Thread {
            for size in 1...20 { channel.send(paths(size)) }
            channel.finish()
        }
        producer.start()
        var sizes: [Int] = []
        while let event = try channel.receive() {
            if case .paths(let chunk, _) = event { sizes.append(chunk.count) }
        }
        #expect(sizes == Array(1...20), "an event above the row bound still passes, alone")
    }

    /// The writer hands back the events it is done with; the channel keeps them only until the
    /// engine's next send, which releases them on the engine's thread. (Here both ends are on one
    /// thread: what is checked is who holds the event, and for how long.)
    @Test func aHandedBackEventIsReleasedByTheNextSend() throws {
        let channel = TraceChannel()
        weak var table: NodePathTable?
        do {
            let paths = NodePathTable()
            table = paths
            channel.send(.paths([], in: paths))
        }
        let event = try #require(try channel.receive())
        channel.handBack(consume event)
        #expect(table != nil, "held for the engine until its next send")
        channel.send(paths(1))
        #expect(table == nil, "released by that send")
    }

    /// Only a few wait for the engine; past those, and once the channel is closed, the writer's
    /// finished events are not kept.
    @Test func handedBackEventsAreFewAndNotKeptOnceClosed() throws {
        let channel = TraceChannel()
        var tables: [NodePathTable] = []
        for _ in 0..<6 {
            let table = NodePathTable()
            tables.append(table)
            channel.send(.paths([], in: table))
        }
        for _ in 0..<6 {
            let event = try #require(try channel.receive())
            channel.handBack(consume event)
        }
        weak var fifth = tables[4], first = tables[0]
        tables.removeAll()
        #expect(fifth == nil, "past four, released at once")
        #expect(first != nil, "the first four wait for the engine")
        channel.close()
        #expect(first == nil, "closing lets them go")
    }
}
