import Foundation

/// The sizes a node chose during one pass, by proposal. A node is measured at one proposal, or at
/// three when a stack probes it (0, ∞ and its offer): three answers are kept inline, and only a
/// fourth proposal allocates (a stack's probes were a seventh of a pass's allocations).
struct MeasurementCache {
    private typealias Entry = (proposal: ProposedViewSize, size: CGSize)
    private var first: Entry?
    private var second: Entry?
    private var third: Entry?
    private var more: [Entry] = []

    func size(for proposal: ProposedViewSize) -> CGSize? {
        guard let first else { return nil }
        if first.proposal == proposal { return first.size }
        guard let second else { return nil }
        if second.proposal == proposal { return second.size }
        guard let third else { return nil }
        if third.proposal == proposal { return third.size }
        return more.first { $0.proposal == proposal }?.size
    }

    mutating func add(_ size: CGSize, for proposal: ProposedViewSize) {
        if first == nil {
            first = (proposal, size)
        } else if second == nil {
            second = (proposal, size)
        } else if third == nil {
            third = (proposal, size)
        } else {
            // Stacks nested in stacks probe a child at up to nine proposals: grow once.
            if more.capacity == 0 { more.reserveCapacity(6) }
            more.append((proposal, size))
        }
    }

    mutating func removeAll() {
        first = nil
        second = nil
        third = nil
        if !more.isEmpty { more = [] }
    }
}
