/// `LazyVGrid` and `LazyHGrid` (docs/layout-rules.md, "Lazy stacks and grids"). For a LazyVGrid
/// the grid items are columns and its lines are rows; a LazyHGrid is the same turned a quarter.
///
/// - Tracks, across the grid's axis, share the proposed length L: fixed items take their size;
///   what L less the fixed items and the spacing between tracks (each item's `spacing`, default
///   8) leaves is shared in order among the other items, each taking what remains divided by the
///   items left, clamped to its minimum and maximum. An adaptive item of length w, minimum m and
///   spacing s becomes n = max(1, ⌊(w + s) / (m + s)⌋) tracks of (w − (n − 1)s) / n, at most its
///   maximum. *Apple (`GridItem.Size`: "the size of the grid with spacing and inflexible items
///   removed, divided by the number of flexible items, clamped to the provided bounds"); the
///   order and the adaptive count as objc.io's "Grid Layout" (2020) and a 2026 measurement give
///   them (fixed 60 and two flexible, the second at most 80, in 280: 60, 102, 80; adaptive(50)
///   with spacing 10 in 240: four tracks of 52.5).*
/// - Across, the grid takes the proposed length and centres its tracks in it (measured, 2026);
///   offered nil there, it is as long as its tracks, flexible items at their minimum.
/// - Cells fill the tracks in order, line by line. Each is offered its track's length and nil
///   along the grid; a line is as long as its longest cell, lines `spacing` apart (default 8);
///   a cell sits in its slot by its item's alignment, else the grid's (centred by default).
/// - In a scroll view only the lines within the visible region, and half its length beyond, are
///   placed, as for lazy stacks.
final class LazyGridRule: ChoosesPlacedChildren {
    /// The axis the grid grows along: vertical for a LazyVGrid.
    let axis: Axis
    let items: [GridItem]
    let alignment: Alignment
    let spacing: CGFloat?
    @exclusivity(unchecked) var candidates: [LayoutNode] = []

    static let defaultSpacing: CGFloat = 8

    init(axis: Axis, items: [GridItem], alignment: Alignment, spacing: CGFloat?) {
        self.axis = axis
        self.items = items
        self.alignment = alignment
        self.spacing = spacing
    }

    /// One track: its length, the gap after it, and how its cells align.
    struct Track {
        var length: CGFloat
        var gap: CGFloat
        var alignment: Alignment?
    }

    /// The tracks for `available` length across the grid (nil: as little as the items allow).
    func tracks(available: CGFloat?) -> [Track] {
        func gap(_ item: GridItem) -> CGFloat { max(0, item.spacing ?? Self.defaultSpacing) }
        func finite(_ value: CGFloat, or fallback: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : fallback }
        var remaining = available ?? 0
        for (index, item) in items.enumerated() {
            if case .fixed(let length) = item.size { remaining -= finite(length, or: 0) }
            if index < items.count - 1 { remaining -= gap(item) }
        }
        var flexibleLeft = items.filter { if case .fixed = $0.size { false } else { true } }.count
        var tracks: [Track] = []
        for item in items {
            switch item.size {
            case .fixed(let length):
                tracks.append(Track(length: finite(length, or: 0), gap: gap(item), alignment: item.alignment))
            case .flexible(let minimum, let maximum):
                let share = available == nil ? 0 : remaining / CGFloat(flexibleLeft)
                let length = min(max(share, finite(minimum, or: 0)), finite(maximum, or: .infinity))
                remaining -= length
                flexibleLeft -= 1
                tracks.append(Track(length: length, gap: gap(item), alignment: item.alignment))
            case .adaptive(let minimum, let maximum):
                let least = max(finite(minimum, or: 0), 1)
                let share = available == nil ? least : max(remaining / CGFloat(flexibleLeft), least)
                remaining -= share
                flexibleLeft -= 1
                let count = max(1, Int(((share + gap(item)) / (least + gap(item))).rounded(.down)))
                let length = min((share - CGFloat(count - 1) * gap(item)) / CGFloat(count), finite(maximum, or: .infinity))
                for _ in 0..<count { tracks.append(Track(length: length, gap: gap(item), alignment: item.alignment)) }
            }
        }
        return tracks
    }

    private func cellProposal(_ track: Track) -> ProposedViewSize {
        ProposedViewSize(axis: axis, along: nil, across: track.length)
    }

    /// The grid's lines: for each, the cells with their tracks, and the line's length.
    private func lines(_ tracks: [Track], pass: LayoutPass) -> [(cells: [(LayoutNode, Track)], length: CGFloat)] {
        guard !tracks.isEmpty else { return [] }
        var result: [(cells: [(LayoutNode, Track)], length: CGFloat)] = []
        var index = 0
        while index < candidates.count {
            let cells = Array(zip(candidates[index..<min(index + tracks.count, candidates.count)], tracks))
            let length = cells.map { pass.size(of: $0.0, proposing: cellProposal($0.1))[axis] }.max() ?? 0
            result.append((cells, length))
            index += tracks.count
        }
        return result
    }

    private var lineSpacing: CGFloat { max(0, spacing ?? Self.defaultSpacing) }

    private func tracksLength(_ tracks: [Track]) -> CGFloat {
        tracks.reduce(0) { $0 + $1.length + $1.gap } - (tracks.last?.gap ?? 0)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        let tracks = tracks(available: proposal[axis.other])
        let lines = lines(tracks, pass: pass)
        let along = lines.reduce(0) { $0 + $1.length } + CGFloat(max(0, lines.count - 1)) * lineSpacing
        return CGSize(axis: axis, along: along, across: proposal[axis.other] ?? tracksLength(tracks))
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let frame = node.frame
        let tracks = tracks(available: node.proposal[axis.other] ?? frame.size[axis.other])
        let visible = pass.lazyRegion(along: axis)
        let start = frame.minAlong(axis.other) + (frame.size[axis.other] - tracksLength(tracks)) / 2
        var cursor = frame.minAlong(axis)
        var placed: [LayoutNode] = []
        for line in lines(tracks, pass: pass) {
            defer { cursor += line.length + lineSpacing }
            let isVisible = visible.map { cursor + line.length >= $0.lowerBound && cursor <= $0.upperBound } ?? true
            var across = start
            for (cell, track) in line.cells {
                var slot = CGRect.zero
                slot.origin[axis] = cursor
                slot.origin[axis.other] = across
                slot.size = CGSize(axis: axis, along: line.length, across: track.length)
                across += track.length + track.gap
                guard isVisible else {
                    // Passed over, but where it would be is known: a scroll to it can find it.
                    pass.noteScrollTarget(cell, frame: slot)
                    continue
                }
                placed.append(cell)
                pass.placeChild(cell, in: slot, proposal: cellProposal(track), alignment: track.alignment ?? alignment)
            }
        }
        node.setChildren(placed)
    }
}
