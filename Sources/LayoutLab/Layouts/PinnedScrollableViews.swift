/// Which parts of a lazy container's sections stay in sight while it scrolls.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// Pinned section headers and footers in a lazy stack or grid inside a scroll view
/// (docs/layout-rules.md, "Lazy stacks and grids"):
///
/// - A pinned header rests at the scroll view's leading edge (its top, for a vertical one) while
///   its section passes under it, and never past the section's end: the next section pushes it
///   out. It never comes down below its own place.
/// - A pinned footer rests at the trailing edge (the bottom) while its section passes, and never
///   before the section's start.
/// - Pinning moves only the header or footer; the rows keep their places, and the container its
///   length.
///
/// Apple ("Grouping data with lazy stack views": section headers and footers "can either scroll
/// with the stack's content or ... you can pin to the top or bottom of the ScrollView"); the
/// push-out by the next section as public write-ups describe it
/// (docs/fidelity.md, "Lazy stacks and grids").
enum SectionPinning {
    /// One laid-out piece of the container along its axis: a child (lazy stack) or a line (grid).
    struct Piece {
        var start: CGFloat
        var length: CGFloat
        let membership: SectionMembership?
        var end: CGFloat { start + length }
    }

    /// Moves the pinned headers and footers of `pieces` for the scroll view's `visible` stretch.
    static func pin(_ pieces: inout [Piece], pinned: PinnedScrollableViews, visible: ClosedRange<CGFloat>) {
        guard !pinned.isEmpty else { return }
        var first = 0
        while first < pieces.count {
            // A section is a run of pieces from one `Section`.
            var last = first
            let section = pieces[first].membership?.section
            while last + 1 < pieces.count, let next = pieces[last + 1].membership?.section, next === section { last += 1 }
            if section != nil { pin(&pieces[first...last], pinned: pinned, visible: visible) }
            first = last + 1
        }
    }

    private static func pin(_ section: inout ArraySlice<Piece>, pinned: PinnedScrollableViews, visible: ClosedRange<CGFloat>) {
        let start = section.map(\.start).min() ?? 0
        let end = section.map(\.end).max() ?? 0
        func block(_ role: SectionMembership.Role) -> (start: CGFloat, length: CGFloat)? {
            let members = section.filter { $0.membership?.role == role }
            guard let from = members.map(\.start).min(), let to = members.map(\.end).max() else { return nil }
            return (from, to - from)
        }
        func move(_ role: SectionMembership.Role, by delta: CGFloat) {
            guard delta != 0 else { return }
            for index in section.indices where section[index].membership?.role == role { section[index].start += delta }
        }
        if pinned.contains(.sectionHeaders), let header = block(.header) {
            let pinnedStart = max(header.start, min(visible.lowerBound, end - header.length))
            move(.header, by: pinnedStart - header.start)
        }
        if pinned.contains(.sectionFooters), let footer = block(.footer) {
            let pinnedStart = min(footer.start, max(visible.upperBound - footer.length, start))
            move(.footer, by: pinnedStart - footer.start)
        }
    }
}

extension SectionMembership {
    /// The membership of `node`, if a `Section` outside a list built it.
    static func of(_ node: LayoutNode) -> SectionMembership? {
        node.trait(key) as? SectionMembership
    }
}
