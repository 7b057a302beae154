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
}
