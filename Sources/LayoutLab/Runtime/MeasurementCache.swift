import Foundation

/// The sizes a node chose during one pass, by proposal. Most nodes are measured at a single
/// proposal, so the first answer is kept inline and only further proposals (a stack's flexibility
/// probes) allocate.
struct MeasurementCache {
    private var first: (proposal: ProposedViewSize, size: CGSize)?
    private var more: [(proposal: ProposedViewSize, size: CGSize)] = []

    func size(for proposal: ProposedViewSize) -> CGSize? {
        guard let first else { return nil }
        if first.proposal == proposal { return first.size }
        return more.first { $0.proposal == proposal }?.size
    }

    mutating func add(_ size: CGSize, for proposal: ProposedViewSize) {
        if first == nil {
            first = (proposal, size)
        } else {
            // A stack measures at 0, ∞ and its offer: room for three avoids regrowing.
            if more.capacity == 0 { more.reserveCapacity(3) }
            more.append((proposal, size))
        }
    }

    mutating func removeAll() {
        first = nil
        more = []
    }
}
