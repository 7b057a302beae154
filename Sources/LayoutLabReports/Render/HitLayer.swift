import LayoutLab
import LayoutLabStore

/// What the pointer finds over a report's picture: a transparent rectangle on every node's
/// layout frame, containers too (a stack, a frame, padding paint nothing of their own), laid over
/// the drawing in a second SVG with the same coordinates. The largest frames come first and the
/// smallest last, a child after its parent when their frames are equal, so the rectangle on top
/// at any point is the innermost node there: the pointer names what it is over, and a container
/// where none of its children is.
enum HitLayer {
    static func svg(
        _ picture: PassPicture, page: PicturePage, stories: [String: Int], fitting box: (width: Double, height: Double)
    ) -> String {
        let screen = (width: picture.step.screenWidth, height: picture.step.screenHeight)
        let shown = min(1, box.width / screen.width, box.height / screen.height)
        let n = ScreenSVG.number
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"hits\" width=\"\(n(screen.width * shown))\" height=\"\(n(screen.height * shown))\" "
                + "viewBox=\"0 0 \(n(screen.width)) \(n(screen.height))\" aria-hidden=\"true\">"
        ]
        for node in targets(picture.nodes) {
            let r = node.node.layout
            var line = "<rect data-n=\"\(page.number(of: node.node.path))\""
            if let story = story(of: node.node.path, in: stories) { line += " data-s=\"\(story)\"" }
            line += " x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\"/>"
            lines.append(line)
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n")
    }

    /// The nodes a pointer can find, innermost last: every node with an area, except those a
    /// hidden view holds (they are not drawn).
    static func targets(_ nodes: [PicturedNode]) -> [(node: PicturedNode, depth: Int, order: Int)] {
        var open: [(path: NodePath, hidden: Bool)] = []
        var found: [(node: PicturedNode, depth: Int, order: Int)] = []
        for (order, node) in nodes.enumerated() {
            let path = NodePath(node.path)
            while let last = open.last, !last.path.isAncestor(of: path) { open.removeLast() }
            let hidden = (open.last?.hidden ?? false) || node.paint?.hidden == true
            open.append((path, hidden))
            guard !hidden, node.layout.width > 0, node.layout.height > 0 else { continue }
            found.append((node, open.count, order))
        }
        // Of nodes with the same frame (a view and the modifiers wrapped around it) only the
        // innermost can be found: the others lie under it, and are left out.
        var innermost: [RecordedRect: Int] = [:]
        for (index, node) in found.enumerated() where innermost[node.node.layout].map({ found[$0].depth < node.depth }) ?? true {
            innermost[node.node.layout] = index
        }
        return innermost.values.map { found[$0] }.sorted { a, b in
            let areaA = a.node.layout.width * a.node.layout.height, areaB = b.node.layout.width * b.node.layout.height
            if areaA != areaB { return areaA > areaB }
            if a.depth != b.depth { return a.depth < b.depth }
            return a.order < b.order
        }
    }

    /// The story of the node's nearest named node: its own, or an ancestor's.
    private static func story(of path: String, in stories: [String: Int]) -> Int? {
        guard !stories.isEmpty else { return nil }
        var node: NodePath? = NodePath(path)
        while let current = node {
            if let story = stories[current.string] { return story }
            node = current.parent
        }
        return nil
    }
}
