import Foundation
import LayoutLabDiff
import LayoutLabStore

/// Cases read for their pictures on worker threads, a few at a time, ahead of the thread that
/// draws them in order (``ReportPictures/load(_:run:cases:passesPerStep:storiesOf:)``). Reading a
/// case (its passes' nodes and paints from SQLite, its named nodes' stories) is about half the
/// time of a page of many cases, and on a machine of two cores it runs beside the drawing.
final class CaseReadings: @unchecked Sendable {
    // Unchecked: every mutable property is read and written with `condition` locked.
    private let condition = NSCondition()
    private var results: [Result<[StepReading], any Error>?]
    private var next = 0
    private var stopped = false
    private let cases: [(id: Int64, key: CaseKey)]

    /// Cases read in one read transaction: few enough that drawing starts at once.
    static let batch = 4

    init(store: LayoutStore, cases: [(Int64, CaseKey)], passesPerStep: Int, focus: String?) {
        self.cases = cases.map { (id: $0.0, key: $0.1) }
        results = Array(repeating: nil, count: cases.count)
        let workers = cases.count <= Self.batch ? 1 : max(1, min(ProcessInfo.processInfo.activeProcessorCount, 4))
        // Threads of their own: Dispatch's global queue runs as many blocks at once as there are
        // cores, and with the drawing thread holding one of two, it started the second reader
        // seconds late.
        for _ in 0..<workers {
            Thread { [self] in work(store, passesPerStep: passesPerStep, focus: focus) }.start()
        }
    }

    /// Case `index`'s steps, once a worker has read them; what reading it threw, rethrown.
    func take(_ index: Int) throws -> [StepReading] {
        condition.lock()
        defer { condition.unlock() }
        while results[index] == nil { condition.wait() }
        let result = results[index]!
        // Drawn once: the reading need not stay.
        results[index] = .success([])
        return try result.get()
    }

    /// No more cases are started (those being read are finished and dropped).
    func stop() {
        condition.lock()
        stopped = true
        condition.unlock()
    }

    private func work(_ store: LayoutStore, passesPerStep: Int, focus: String?) {
        while let batch = claim() {
            let read: [Result<[StepReading], any Error>]
            do {
                read = try store.read { recording in
                    batch.map { index in
                        Result {
                            try ReportPictures.read(
                                recording, caseId: cases[index].id, key: cases[index].key, passesPerStep: passesPerStep, focus: focus
                            )
                        }
                    }
                }
            } catch {
                read = batch.map { _ in .failure(error) }
            }
            condition.lock()
            for (index, result) in zip(batch, read) { results[index] = result }
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The next cases to read, or nil when none are left or drawing stopped.
    private func claim() -> Range<Int>? {
        condition.lock()
        defer { condition.unlock() }
        guard !stopped, next < cases.count else { return nil }
        let batch = next..<min(next + Self.batch, cases.count)
        next = batch.upperBound
        return batch
    }
}
