/// Each node's paint in the last pass traced, by path id, for a case: a node's paint is asked
/// for every pass, and nearly always equals the last one, so the rule hands that back instead of
/// making a new one, and the recorder, comparing, finds the same object.
final class PaintCache {
    /// The rule's paint, and the paint as traced (hidden, transformed), by path id.
    @exclusivity(unchecked) private var content: [NodePaint?] = []
    @exclusivity(unchecked) private var traced: [NodePaint?] = []

    /// The node's paint as traced: its rule's, marked hidden, with the render transform it is
    /// drawn under when it draws or clips.
    func paint(of node: LayoutNode) -> NodePaint? {
        let path = node.pathID
        guard path >= 0 else { return Self.traced(node.layout.paint(of: node, previous: nil), of: node) }
        if path >= content.count {
            content.append(contentsOf: repeatElement(nil, count: path - content.count + 1))
            traced.append(contentsOf: repeatElement(nil, count: path - traced.count + 1))
        }
        let previous = content[path]
        guard let paint = node.layout.paint(of: node, previous: previous) else {
            content[path] = nil
            return node.isHidden ? Self.traced(nil, of: node) : nil
        }
        if paint === previous, let last = traced[path], last.hidden == (node.isHidden ? true : nil),
           last.transform == Self.transform(of: node, drawing: paint) {
            return last
        }
        let result = Self.traced(paint, of: node)
        content[path] = paint
        traced[path] = result
        return result
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
