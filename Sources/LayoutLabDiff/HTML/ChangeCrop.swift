/// The part of a screen a diff zooms to, and the scale it is shown at: around the changed nodes,
/// large enough that a change of one point is a few pixels wide (docs/reports.md, "Pictures").
///
/// A phone drawn 240 px wide shows a point as 0.6 px: a label that grew 4 pt looks the same
/// before and after. The crop shows the changed nodes' frames, in A and in B, at `minimumScale`
/// pixels per point or more. When they are spread too wide to fit the crop at that scale (a
/// card as wide as the screen that grew at its bottom), the crop shows where their edges moved
/// instead: the largest change's, with as many others as fit; and if that is still too large,
/// the end of it where the moved edges end (a growing text's trailing end, a growing card's
/// bottom corner).
public struct ChangeCrop: Hashable, Sendable {
    /// The region shown, in screen points.
    public var region: Rect
    /// Pixels per point.
    public var scale: Double

    /// Three pixels per point: a 4 pt change is 12 px wide.
    public static let minimumScale = 3.0
    /// Past this the crop shows mostly blank space around a small node.
    public static let maximumScale = 8.0
    /// The largest crop on the page, in pixels.
    public static let shownSize = (width: 420.0, height: 320.0)
    /// Space around the changed frames, in points, so that their edges are not at the crop's.
    public static let margin = 8.0

    public init(region: Rect, scale: Double) {
        self.region = region
        self.scale = scale
    }

    /// The crop around `changes` (each a node's frame in A and in B, either nil for an added or
    /// removed node); nil when there is nothing to show.
    public static func around(_ changes: [(a: Rect?, b: Rect?)]) -> ChangeCrop? {
        let frames = changes.flatMap { [$0.a, $0.b].compactMap { $0 } }.map(Box.init)
        guard let whole = Box.union(frames) else { return nil }
        let limit = (width: shownSize.width / minimumScale, height: shownSize.height / minimumScale)
        var shown = whole.padded(by: margin)
        if shown.width > limit.width || shown.height > limit.height {
            // Where edges moved: for each change, the strips between its edges' places in A and
            // in B, largest change first; as many as fit, the largest at least.
            let changed = changes.map { change -> (strips: [Box], size: Double) in
                guard let a = change.a.map(Box.init), let b = change.b.map(Box.init) else {
                    let box = (change.a ?? change.b).map(Box.init)
                    return (box.map { [$0] } ?? [], box.map { max($0.width, $0.height) } ?? 0)
                }
                return (a.movedEdges(to: b), a.largestMove(to: b))
            }.filter { !$0.strips.isEmpty }.sorted { $0.size > $1.size }
            var strips = changed.first?.strips ?? []
            for next in changed.dropFirst() {
                guard let wider = Box.union(strips + next.strips)?.padded(by: margin),
                      wider.width <= limit.width, wider.height <= limit.height else { continue }
                strips += next.strips
            }
            shown = (Box.union(strips) ?? whole).padded(by: margin)
            shown = shown.trailingEnd(width: limit.width, height: limit.height)
        }
        let scale = min(maximumScale, shownSize.width / shown.width, shownSize.height / shown.height)
        return ChangeCrop(
            region: Rect(x: shown.minX, y: shown.minY, width: shown.width, height: shown.height), scale: max(minimumScale, scale)
        )
    }

    /// The crop cut to `bounds` (what is drawn: the screen and what overflows it), at the same
    /// scale; unchanged when it does not meet them.
    public func within(_ bounds: Rect) -> ChangeCrop {
        let outer = Box(bounds), inner = Box(region)
        let cut = Box(
            minX: max(inner.minX, outer.minX), minY: max(inner.minY, outer.minY),
            maxX: min(inner.maxX, outer.maxX), maxY: min(inner.maxY, outer.maxY)
        )
        guard cut.width > 0, cut.height > 0 else { return self }
        return ChangeCrop(region: Rect(x: cut.minX, y: cut.minY, width: cut.width, height: cut.height), scale: scale)
    }

    /// The crop's size on the page, in pixels.
    public var shownWidth: Double { region.width.value * scale }
    public var shownHeight: Double { region.height.value * scale }

    /// A rectangle by its edges.
    struct Box {
        var minX, minY, maxX, maxY: Double

        init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
            (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
        }

        init(_ rect: Rect) {
            self.init(
                minX: rect.x.value, minY: rect.y.value, maxX: rect.x.value + max(0, rect.width.value),
                maxY: rect.y.value + max(0, rect.height.value)
            )
        }

        var width: Double { maxX - minX }
        var height: Double { maxY - minY }

        static func union(_ boxes: [Box]) -> Box? {
            guard let first = boxes.first else { return nil }
            return boxes.dropFirst().reduce(first) {
                Box(minX: min($0.minX, $1.minX), minY: min($0.minY, $1.minY), maxX: max($0.maxX, $1.maxX), maxY: max($0.maxY, $1.maxY))
            }
        }

        func padded(by margin: Double) -> Box {
            Box(minX: minX - margin, minY: minY - margin, maxX: maxX + margin, maxY: maxY + margin)
        }

        /// The strips between this box's edges and `other`'s where they differ, each spanning
        /// both boxes along the edge. A change under a thousandth of a point is no change.
        func movedEdges(to other: Box) -> [Box] {
            let span = Box.union([self, other])!
            var strips: [Box] = []
            for (a, b) in [(minX, other.minX), (maxX, other.maxX)] where abs(a - b) > 0.001 {
                strips.append(Box(minX: min(a, b), minY: span.minY, maxX: max(a, b), maxY: span.maxY))
            }
            for (a, b) in [(minY, other.minY), (maxY, other.maxY)] where abs(a - b) > 0.001 {
                strips.append(Box(minX: span.minX, minY: min(a, b), maxX: span.maxX, maxY: max(a, b)))
            }
            return strips
        }

        /// How far the edge that moved most moved, in points.
        func largestMove(to other: Box) -> Double {
            [abs(minX - other.minX), abs(maxX - other.maxX), abs(minY - other.minY), abs(maxY - other.maxY)].max()!
        }

        /// At most `width` × `height`, keeping the trailing and bottom edges.
        func trailingEnd(width: Double, height: Double) -> Box {
            Box(minX: max(minX, maxX - width), minY: max(minY, maxY - height), maxX: maxX, maxY: maxY)
        }
    }
}
