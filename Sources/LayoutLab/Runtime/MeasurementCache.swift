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
    // No count: an entry not yet used holds `MeasuredSize.empty`, which no proposal matches. A
    // count byte took eight with padding, and made every node sixteen bytes larger.
    private var first = MeasuredSize.empty
    private var second = MeasuredSize.empty
    private var third = MeasuredSize.empty
    private var more: [MeasuredSize] = []

    mutating func size(for proposal: ProposedViewSize) -> CGSize? {
        let width = MeasuredSize.stored(proposal.width), height = MeasuredSize.stored(proposal.height)
        if first.matches(width, height) { return first.size }
        if second.matches(width, height) { return second.size }
        if third.matches(width, height) { return third.size }
        if !more.isEmpty {
            for entry in more where entry.matches(width, height) { return entry.size }
        }
        return nil
    }

    mutating func add(_ size: CGSize, for proposal: ProposedViewSize) {
        let entry = MeasuredSize(width: MeasuredSize.stored(proposal.width), height: MeasuredSize.stored(proposal.height), size: size)
        if first.isEmpty {
            first = entry
        } else if second.isEmpty {
            second = entry
        } else if third.isEmpty {
            third = entry
        } else {
            if more.capacity == 0 { more.reserveCapacity(6) }
            more.append(entry)
        }
    }

    mutating func removeAll() {
        first = .empty
        second = .empty
        third = .empty
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

    /// An entry not in use: its width is another such NaN, which `matches` never equals.
    static var empty: MeasuredSize { MeasuredSize(width: Double(bitPattern: emptyWidthBits), height: 0, size: .zero) }
    private static let emptyWidthBits: UInt64 = 0x7FF8_DEAD_0000_0002

    var isEmpty: Bool { width.bitPattern == Self.emptyWidthBits }

    @inline(__always)
    static func stored(_ length: CGFloat?) -> Double {
        length.map { Double($0) } ?? unspecified
    }

    /// A length as `stored` keeps it, back (nil for unspecified).
    @inline(__always)
    static func length(_ stored: Double) -> CGFloat? {
        stored.bitPattern == unspecified.bitPattern ? nil : CGFloat(stored)
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
