import Foundation

/// The sizes a node chose during one pass, by proposal. A node in a stack is measured at several
/// proposals (the stack's flexibility probes at 0 and ∞, then its offer, for each proposal the
/// stack itself is measured at). The first three answers are kept in the node, where a lookup
/// finds them in memory it already reads; further ones go to the pass's `MeasurementOverflow`.
/// A list per node was an allocation per node and pass, the largest share of a pass's.
struct MeasurementCache {
    private var count: UInt8 = 0
    /// The latest entry in the overflow (-1: none).
    private var overflowHead: Int32 = -1
    private var first = MeasuredSize()
    private var second = MeasuredSize()
    private var third = MeasuredSize()

    /// Mutating so that a lookup reads the node's storage in place rather than a copy of it.
    mutating func size(for proposal: ProposedViewSize, overflow: MeasurementOverflow) -> CGSize? {
        let width = MeasuredSize.stored(proposal.width), height = MeasuredSize.stored(proposal.height)
        if count > 0, first.matches(width, height) { return first.size }
        if count > 1, second.matches(width, height) { return second.size }
        if count > 2, third.matches(width, height) { return third.size }
        if count > 3 { return overflow.size(width: width, height: height, head: overflowHead) }
        return nil
    }

    mutating func add(_ size: CGSize, for proposal: ProposedViewSize, overflow: inout MeasurementOverflow) {
        let entry = MeasuredSize(width: MeasuredSize.stored(proposal.width), height: MeasuredSize.stored(proposal.height), size: size)
        switch count {
        case 0: first = entry
        case 1: second = entry
        case 2: third = entry
        default: overflow.add(entry, head: &overflowHead)
        }
        if count < .max { count += 1 }
    }

    mutating func removeAll() {
        count = 0
        overflowHead = -1
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

    @inline(__always)
    private static func same(_ a: Double, _ b: Double) -> Bool {
        a == b || (a.bitPattern == unspecified.bitPattern && b.bitPattern == unspecified.bitPattern)
    }
}

/// A pass's answers beyond the three each node keeps: one array for the pass, each entry holding
/// the index of the node's entry before it.
struct MeasurementOverflow {
    private var entries: [(measured: MeasuredSize, previous: Int32)] = []

    func size(width: Double, height: Double, head: Int32) -> CGSize? {
        var index = head
        while index >= 0 {
            let entry = entries[Int(index)]
            if entry.measured.matches(width, height) { return entry.measured.size }
            index = entry.previous
        }
        return nil
    }

    mutating func add(_ measured: MeasuredSize, head: inout Int32) {
        entries.append((measured, head))
        head = Int32(truncatingIfNeeded: entries.count - 1)
    }
}
