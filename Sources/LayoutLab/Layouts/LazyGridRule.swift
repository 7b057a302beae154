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
/// - Across, the grid takes the proposed length and puts its tracks in it by its alignment,
///   centred by default (measured, 2026);
///   offered nil there, it is as long as its tracks, flexible items at their minimum.
/// - Cells fill the tracks in order, line by line. Each is offered its track's length and nil
///   along the grid; a line is as long as its longest cell, lines `spacing` apart (default 8);
///   a cell sits in its slot by its item's alignment, else the grid's (centred by default).
/// - A `Section`'s header and footer each take a line of their own across the whole grid, and a
///   section's cells start on a new line. *Apple ("Grouping data with lazy stack views": sections
///   group content in lazy grids too); a header spanning the columns as public samples show it.*
/// - In a scroll view only the lines within the visible region, and half its length beyond, are
///   placed, as for lazy stacks; pinned headers and footers rest at the scroll view's edges
///   (`PinnedScrollableViews.swift`).
final class LazyGridRule: ChoosesPlacedChildren {
    /// The axis the grid grows along: vertical for a LazyVGrid.
    let axis: Axis
    let items: [GridItem]
    let alignment: Alignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    @exclusivity(unchecked) var candidates: [LayoutNode] = []

    static let defaultSpacing: CGFloat = 8

    init(axis: Axis, items: [GridItem], alignment: Alignment, spacing: CGFloat?, pinnedViews: PinnedScrollableViews = []) {
        self.axis = axis
        self.items = items
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
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

    /// One line of the grid: cells in tracks, or a section's header or footer across them all.
    struct Line {
        var cells: [(node: LayoutNode, track: Track?)]
        var length: CGFloat = 0
        let membership: SectionMembership?
    }

    private func cellProposal(_ track: Track?, across whole: CGFloat) -> ProposedViewSize {
        ProposedViewSize(axis: axis, along: nil, across: track?.length ?? whole)
    }

    /// The grid's lines, in order. `whole` is the grid's length across (what a header spans).
    private func lines(_ tracks: [Track], across whole: CGFloat, pass: LayoutPass) -> [Line] {
        guard !tracks.isEmpty else { return [] }
        var result: [Line] = []
        var open: Line?
        func close() {
            guard var line = open else { return }
            line.length = line.cells.map { pass.size(of: $0.node, proposing: cellProposal($0.track, across: whole))[axis] }.max() ?? 0
            result.append(line)
            open = nil
        }
        for child in candidates {
            let membership = SectionMembership.of(child)
            if let membership, membership.role != .content {
                close()
                open = Line(cells: [(child, nil)], membership: membership)
                close()
                continue
            }
            if let line = open, line.cells.count == tracks.count || line.membership?.section !== membership?.section { close() }
            var line = open ?? Line(cells: [], membership: membership)
            line.cells.append((child, tracks[line.cells.count]))
            open = line
        }
        close()
        return result
    }

    /// Where tracks shorter than the grid sit across it: at its leading (top) edge, centred, or
    /// at its trailing (bottom) edge, by the grid's alignment. *Measured macOS 26
    /// (iamcgn/swiftui-web lazy/grid-alignment: three 60 pt columns in 240 start 44 in under
    /// `.trailing`, at 0 under `.leading`; centred under `.center`, lazy/grid-sections).*
    private var tracksFraction: CGFloat {
        if axis == .vertical {
            alignment.horizontal == .leading ? 0 : alignment.horizontal == .trailing ? 1 : 0.5
        } else {
            alignment.vertical == .top ? 0 : alignment.vertical == .bottom ? 1 : 0.5
        }
    }

    private var lineSpacing: CGFloat { max(0, spacing ?? Self.defaultSpacing) }

    private func tracksLength(_ tracks: [Track]) -> CGFloat {
        tracks.reduce(0) { $0 + $1.length + $1.gap } - (tracks.last?.gap ?? 0)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        let tracks = tracks(available: proposal[axis.other])
        let across = proposal[axis.other] ?? tracksLength(tracks)
        let lines = lines(tracks, across: across, pass: pass)
        let along = lines.reduce(0) { $0 + $1.length } + CGFloat(max(0, lines.count - 1)) * lineSpacing
        return CGSize(axis: axis, along: along, across: across)
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let frame = node.frame
        let tracks = tracks(available: node.proposal[axis.other] ?? frame.size[axis.other])
        let whole = frame.size[axis.other]
        let lines = lines(tracks, across: whole, pass: pass)
        var pieces: [SectionPinning.Piece] = []
        var cursor = frame.minAlong(axis)
        for line in lines {
            pieces.append(SectionPinning.Piece(start: cursor, length: line.length, membership: line.membership))
            cursor += line.length + lineSpacing
        }
        let start = frame.minAlong(axis.other) + (whole - tracksLength(tracks)) * tracksFraction
        func slots(_ line: Line, at piece: SectionPinning.Piece) -> [CGRect] {
            var across = start
            return line.cells.map { _, track in
                var slot = CGRect.zero
                slot.origin[axis] = piece.start
                slot.origin[axis.other] = track == nil ? frame.minAlong(axis.other) : across
                slot.size = CGSize(axis: axis, along: piece.length, across: track?.length ?? whole)
                across += (track?.length ?? 0) + (track?.gap ?? 0)
                return slot
            }
        }
        // A scroll to a view goes to where it lies in the content, pinned or not, built or not.
        if !pass.graph.scrollTargetNodes.isEmpty {
            for (line, piece) in zip(lines, pieces) {
                for ((cell, _), slot) in zip(line.cells, slots(line, at: piece)) { pass.noteScrollTarget(cell, frame: slot) }
            }
        }
        if let viewport = pass.scrollViewport(along: axis) {
            SectionPinning.pin(&pieces, pinned: pinnedViews, visible: viewport)
        }
        let visible = pass.lazyRegion(along: axis)
        var placed: [LayoutNode] = []
        for (line, piece) in zip(lines, pieces) {
            if let visible, piece.end < visible.lowerBound || piece.start > visible.upperBound { continue }
            for ((cell, track), slot) in zip(line.cells, slots(line, at: piece)) {
                placed.append(cell)
                pass.placeChild(cell, in: slot, proposal: cellProposal(track, across: whole), alignment: track?.alignment ?? alignment)
            }
        }
        node.setChildren(placed)
    }
}
