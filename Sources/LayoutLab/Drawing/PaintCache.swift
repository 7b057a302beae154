/// Each node's paint in the last pass traced, by path id, for a case: a node's paint is asked
/// for every pass, and nearly always equals the last one, so the rule hands that back instead of
/// making a new one, and the recorder, comparing, finds the same object.
final class PaintCache {
    /// The rule's paint, and the paint as traced (hidden, transformed), by path id.
    @exclusivity(unchecked) private var content: [NodePaint?] = []
    @exclusivity(unchecked) private var traced: [NodePaint?] = []

    /// Makes room for the paints of `count` paths at once, as soon as the pass's paths are known:
    /// grown a path at a time, the two arrays doubled, each copy beside the last.
    func reserve(paths count: Int) {
        guard count > content.capacity else { return }
        content.reserveCapacity(count)
        traced.reserveCapacity(count)
    }

    /// The node's paint as traced: its rule's, marked hidden, with the render transform it is
    /// drawn under when it draws or clips.
    func paint(of node: LayoutNode) -> NodePaint? {
        let path = node.pathID
        guard node.drawsItself else {
            assert(node.layout.paint(of: node, previous: nil) == nil, "\(type(of: node.layout)) draws but says it does not")
            // Forgotten, as a rule answering nil would have it be.
            if path >= 0, path < content.count { content[path] = nil }
            return node.isHidden ? Self.traced(nil, of: node) : nil
        }
        guard path >= 0 else { return Self.traced(node.layout.paint(of: node, previous: nil), of: node) }
        if path >= content.count {
            // Grown by half, not doubled: content expanded while a pass is placed (a geometry
            // reader's) adds paths one row at a time, past what `reserve` made room for.
            if path >= content.capacity { reserve(paths: max(path + 1, content.capacity + content.capacity / 2)) }
            content.append(contentsOf: repeatElement(nil, count: path - content.count + 1))
            traced.append(contentsOf: repeatElement(nil, count: path - traced.count + 1))
        }
        let previous = content[path]
        guard var paint = node.layout.paint(of: node, previous: previous) else {
            content[path] = nil
            return node.isHidden ? Self.traced(nil, of: node) : nil
        }
        if paint === previous, let last = traced[path], last.hidden == (node.isHidden ? true : nil),
           last.transform == Self.transform(of: node, drawing: paint) {
            return last
        }
        if paint !== previous, paint.text == nil { paint = shared(paint) }
        let result = Self.traced(paint, of: node)
        content[path] = paint
        traced[path] = result
        return result
    }

    /// One paint for each distinct fill or shape drawn in the case: a list's rows draw the same
    /// few colours thousands of times, and each paint is an object of its own. Text paints are left out
    /// (their strings differ row to row, and hashing them costs), and so are paints past the
    /// first `sharedLimit` distinct ones.
    @exclusivity(unchecked) private var sharedPaints: Set<NodePaint> = []
    private static let sharedLimit = 1024

    /// The last few paints `shared` returned, compared with first: a list's rows repeat the same
    /// few paints in turn (a row's two colours, alternately), and finding one here spares hashing
    /// it. Sharing the 50,000 fills of a one-shot layout of a 25,000-row list, each hashed, was 9 %
    /// of its instructions (callgrind, docs/performance.md, "The flat list beside Yoga").
    @exclusivity(unchecked) private var recentShared: [NodePaint] = []
    @exclusivity(unchecked) private var nextRecent = 0
    private static let recentLimit = 4

    private func shared(_ paint: NodePaint) -> NodePaint {
        // A paint shared already (a fill made by `rectangleFill`) is found by identity, without
        // comparing fields: a comparison costs about 1,500 instructions.
        for recent in recentShared where recent === paint { return recent }
        for recent in recentShared where recent == paint { return recent }
        let found: NodePaint
        if sharedPaints.count < Self.sharedLimit {
            found = sharedPaints.insert(paint).memberAfterInsert
        } else if let index = sharedPaints.firstIndex(of: paint) {
            found = sharedPaints[index]
        } else {
            return paint
        }
        if recentShared.count < Self.recentLimit {
            recentShared.append(found)
        } else {
            recentShared[nextRecent] = found
            nextRecent = (nextRecent + 1) % Self.recentLimit
        }
        return found
    }

    /// The last few colours `rectangleFill` was asked for, with the paint it gave each.
    @exclusivity(unchecked) private var recentFills: [(color: PaintColor, paint: NodePaint)] = []
    @exclusivity(unchecked) private var nextRecentFill = 0

    /// A rectangle filled with `color` (`Color` as a view, a colour background), shared like any
    /// other fill, made once for each colour met rather than for every view that fills with it.
    /// Expanding a list's rows asks for the same few colours in turn, so the last few are
    /// compared first (comparing colours costs a tenth of comparing paints).
    func rectangleFill(_ color: PaintColor) -> NodePaint {
        // By index, not `for recent in`: the loop copied each entry, a colour's gradient with it
        // (its copy alone was 2 % of a one-shot layout of a long list, callgrind).
        for index in recentFills.indices where recentFills[index].color == color { return recentFills[index].paint }
        let paint = shared(NodePaint(shape: .rectangle, fill: color))
        if recentFills.count < Self.recentLimit {
            recentFills.append((color, paint))
        } else {
            recentFills[nextRecentFill] = (color, paint)
            nextRecentFill = (nextRecentFill + 1) % Self.recentLimit
        }
        return paint
    }

    private static func transform(of node: LayoutNode, drawing paint: NodePaint?) -> PaintTransform? {
        paint == nil || node.transform.isIdentity ? nil : PaintTransform(node.transform)
    }

    private static func traced(_ paint: NodePaint?, of node: LayoutNode) -> NodePaint? {
        let transform = transform(of: node, drawing: paint)
        guard node.isHidden || transform != nil else { return paint }
        return (paint ?? NodePaint()).with(hidden: node.isHidden ? true : nil, transform: transform)
    }
}
