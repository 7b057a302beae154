import LayoutLab
import LayoutLabStore

/// Records a range of a selection's cases into a run, in order: up to `jobs` laid out ahead of
/// the one being written, one transaction each, so the ids are those of a sequential record
/// (docs/cli.md, "Parallel records"). What `record` runs, in its own process or in the worker
/// process it supervises ("Cases that fail").
struct CaseLoop {
    let store: LayoutStore
    let run: Int64
    let knobs: Knobs
    let jobs: Int
    /// A case starts laying out (its index in the selection).
    var started: (Int) -> Void = { _ in }
    /// The writer reaches a case.
    var writing: (Int) -> Void = { _ in }
    /// A case is committed.
    var committed: (Int, CaseSummary) -> Void = { _, _ in }

    enum End {
        case finished
        case interrupted
        case failed(any Error)
    }

    /// Records `cases[range]`, adopting the layouts already started for its first cases. Damage
    /// met on the way is thrown; anything else that stops it is its `End`.
    func record(_ cases: [CaseSelection.Case], _ range: Range<Int>, laidOutAhead: inout [StartedLayout]) async throws -> End {
        var ahead: [PendingCase] = []
        defer { for pending in ahead { store.discard(pending) } }
        var nextToStart = range.lowerBound
        for index in range {
            let item = cases[index]
            writing(index)
            do {
                if jobs == 1, laidOutAhead.isEmpty {
                    started(index)
                    nextToStart = index + 1
                    committed(index, try await store.recordCase(
                        run: run, scenario: item.scenario, variant: item.variant, profile: item.profile, settings: item.settings, knobs: knobs
                    ))
                } else {
                    while nextToStart < range.upperBound, ahead.count < jobs {
                        let next = cases[nextToStart]
                        started(nextToStart)
                        ahead.append(try laidOutAhead.isEmpty
                            ? store.startCase(
                                run: run, scenario: next.scenario, variant: next.variant, profile: next.profile, settings: next.settings, knobs: knobs
                            )
                            : store.adopt(laidOutAhead.removeFirst(), run: run))
                        nextToStart += 1
                    }
                    committed(index, try await store.commit(ahead.removeFirst()))
                }
            } catch is CancellationError {
                return .interrupted
            } catch let damage as StoreError where damage.isDamage {
                throw damage
            } catch {
                return .failed(error)
            }
        }
        return .finished
    }
}
