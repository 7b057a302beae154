import Foundation

/// The sizes a node chose during one pass, by proposal. A node in a stack is measured at several
/// proposals (the stack's flexibility probes at 0 and ∞, then its offer, for each proposal the
/// stack itself is measured at). The first three answers are kept in the node, where a lookup
/// finds them in memory it already reads; only a fourth makes a list, freed when the node is
/// placed. A list from the second answer on was an allocation per node and pass, the largest
/// share of a pass's allocations.
///
/// Lookups are `mutating` so that they read the node's storage in place rather than a copy.
struct MeasurementCache {
    private var count: UInt8 = 0
    private var first = MeasuredSize()
    private var second = MeasuredSize()
    private var third = MeasuredSize()
    private var more: [MeasuredSize] = []

    mutating func size(for proposal: ProposedViewSize) -> CGSize? {
        let width = MeasuredSize.stored(proposal.width), height = MeasuredSize.stored(proposal.height)
        if count > 0, first.matches(width, height) { return first.size }
        if count > 1, second.matches(width, height) { return second.size }
        if count > 2, third.matches(width, height) { return third.size }
        if count > 3 {
            for entry in more where entry.matches(width, height) { return entry.size }
        }
        return nil
    }

    mutating func add(_ size: CGSize, for proposal: ProposedViewSize) {
        let entry = MeasuredSize(width: MeasuredSize.stored(proposal.width), height: MeasuredSize.stored(proposal.height), size: size)
        switch count {
        case 0: first = entry
        case 1: second = entry
        case 2: third = entry
        default:
            if more.capacity == 0 { more.reserveCapacity(6) }
            more.append(entry)
        }
        if count < .max { count += 1 }
    }

    mutating func removeAll() {
        count = 0
        if !more.isEmpty { more = [] }
    }
}

/// One cached answer: a proposal, each unspecified dimension stored as `unspecified`'s bit
/// pattern, and the size chosen for it.
struct MeasuredSize {
    var width = 0.0
    var height = 0.0
    var size = CGSize.zero

    /// A NaN no arithmetic produces, standing for an unspecified dimension.
    private static let unspecified = Double(bitPattern: 0x7FF8_DEAD_0000_0001)

    @inline(__always)
    static func stored(_ length: CGFloat?) -> Double {
        length.map { Double($0) } ?? unspecified
    }

    /// Equal lengths, or both unspecified (a NaN proposal never matches, as `==` has it).
    @inline(__always)
    func matches(_ width: Double, _ height: Double) -> Bool {
        Self.same(self.width, width) && Self.same(self.height, height)
    }

    /// Equal lengths as `stored` keeps them (both unspecified counts as equal).
    @inline(__always)
    static func same(_ a: Double, _ b: Double) -> Bool {
        a == b || (a.bitPattern == unspecified.bitPattern && b.bitPattern == unspecified.bitPattern)
    }
}
