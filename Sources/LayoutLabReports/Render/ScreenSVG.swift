import Foundation
import LayoutLab
import LayoutLabDiff
import LayoutLabStore

/// Draws a recorded pass as SVG, as SwiftUI would draw it at those frames (docs/rendering.md):
/// the profile's screen with its safe area, each view's fills, strokes and text in tree order,
/// clips, render transforms; hidden views and everything inside them left out.
///
/// The picture is self-contained: text is drawn with the metric fonts' glyph outlines, each
/// glyph defined once and placed with `<use>`. Every drawn element carries its node's path in
/// `data-node`, so a page can outline and explain what the reader points at.
public enum ScreenSVG {
    public static func render(_ picture: PassPicture, title: String) -> String {
        var canvas = Canvas()
        let tree = PictureTree(picture.nodes)
        for root in tree.roots { canvas.draw(root, in: tree) }
        let width = number(picture.step.screenWidth), height = number(picture.step.screenHeight)
        let safe = picture.step.safeArea
        let safeRect = (
            x: safe[1], y: safe[0],
            width: picture.step.screenWidth - safe[1] - safe[3], height: picture.step.screenHeight - safe[0] - safe[2]
        )
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)">
            <title>\(HTMLText.escape(title))</title>

            """
        if !canvas.definitions.isEmpty {
            svg += "<defs>\n" + canvas.definitions.joined(separator: "\n") + "\n</defs>\n"
        }
        svg += "<rect class=\"screen\" width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>\n"
        svg += canvas.body
        svg += """
            <rect class="safe-area" x="\(number(safeRect.x))" y="\(number(safeRect.y))" width="\(number(safeRect.width))" \
            height="\(number(safeRect.height))" fill="none" stroke="#5ac8fa" stroke-width="0.5" stroke-dasharray="4 3" opacity="0.7"/>
            </svg>

            """
        return svg
    }

    static func number(_ value: Double) -> String { CGFloat(value).formattedPoints }
}

/// The pass's nodes as a tree, rebuilt from their paths (a child's path extends its parent's).
struct PictureTree {
    let nodes: [PicturedNode]
    private(set) var children: [[Int]]
    private(set) var roots: [Int] = []

    init(_ nodes: [PicturedNode]) {
        self.nodes = nodes
        children = Array(repeating: [], count: nodes.count)
        var open: [Int] = []
        for (index, node) in nodes.enumerated() {
            while let last = open.last, !node.path.hasPrefix(nodes[last].path + "/") { open.removeLast() }
            if let parent = open.last { children[parent].append(index) } else { roots.append(index) }
            open.append(index)
        }
    }

    /// Children in drawing order: a background's secondary views (slot `[background]`) go
    /// under its primary view, though they follow it in the tree.
    func drawingOrder(of index: Int) -> [Int] {
        let all = children[index]
        guard nodes[index].kind == "background" else { return all }
        let behind = all.filter { nodes[$0].path.hasSuffix("[background]") }
        return behind + all.filter { !nodes[$0].path.hasSuffix("[background]") }
    }
}

/// The SVG being written: definitions (glyphs, clips) and the drawing.
private struct Canvas {
    var definitions: [String] = []
    var body = ""
    private var definedGlyphs: Set<String> = []
    private var clips = 0

    mutating func draw(_ index: Int, in tree: PictureTree) {
        let node = tree.nodes[index]
        let paint = node.paint
        if paint?.hidden == true { return }
        var closing = ""
        if let clip = paint?.clip {
            clips += 1
            let id = "clip\(clips)"
            definitions.append("<clipPath id=\"\(id)\">\(outline(clip, in: node.layout, transform: paint?.transform, attributes: ""))</clipPath>")
            body += "<g clip-path=\"url(#\(id))\">\n"
            closing = "</g>\n"
        }
        if let paint { drawContent(of: node, paint) }
        for child in tree.drawingOrder(of: index) { draw(child, in: tree) }
        body += closing
    }

    private mutating func drawContent(of node: PicturedNode, _ paint: NodePaint) {
        let data = "data-node=\"\(HTMLText.escape(node.path))\""
        if let fill = paint.fill, let shape = paint.shape {
            let color = fill.rgb
            if color.alpha > 0 {
                body += outline(shape, in: node.layout, transform: paint.transform, attributes: "\(data) fill=\"\(color.hex)\"\(opacity("fill-opacity", color.alpha))") + "\n"
            }
        }
        if let stroke = paint.stroke, let shape = paint.shape {
            let color = stroke.color.rgb
            let inset = stroke.inset ? stroke.lineWidth / 2 : 0
            let rect = RecordedRect(
                x: node.layout.x + inset, y: node.layout.y + inset,
                width: max(0, node.layout.width - 2 * inset), height: max(0, node.layout.height - 2 * inset)
            )
            if color.alpha > 0 {
                body += outline(shape, in: rect, transform: paint.transform, attributes: """
                    \(data) fill="none" stroke="\(color.hex)" stroke-width="\(ScreenSVG.number(stroke.lineWidth))"\(opacity("stroke-opacity", color.alpha))
                    """) + "\n"
            }
        }
        if let text = paint.text { drawText(text, of: node, transform: paint.transform, data: data) }
        if let label = paint.placeholder { drawPlaceholder(label, of: node, transform: paint.transform, data: data) }
    }

    /// The glyphs of each line, each a `<use>` of its outline scaled from font units; a character
    /// the outlines lack is a box of its measured advance.
    private mutating func drawText(_ text: PaintText, of node: PicturedNode, transform: PaintTransform?, data: String) {
        let drawn = text.drawn(in: CGSize(width: node.layout.width, height: node.layout.height))
        let faces = text.runs.indices.map { text.face(ofRun: $0) }
        var glyphs = ""
        for line in drawn.lines {
            for glyph in line.glyphs where glyph.advance > 0 || glyph.scalar > 0x20 {
                let run = text.runs[glyph.run], face = faces[glyph.run]
                let color = run.color.rgb
                guard color.alpha > 0 else { continue }
                let x = node.layout.x + glyph.x, y = node.layout.y + line.baseline
                let fill = "fill=\"\(color.hex)\"\(opacity("fill-opacity", color.alpha))"
                if !glyph.isWide, let outlines = GlyphOutlines.face(named: face.name), let path = outlines.outlines[glyph.scalar] {
                    if path.isEmpty { continue }
                    let id = "g-\(face.name)-\(String(glyph.scalar, radix: 16))"
                    if definedGlyphs.insert(id).inserted {
                        definitions.append("<path id=\"\(id)\" d=\"\(path)\"/>")
                    }
                    let skew = face.italic ? " skewX(-12)" : ""
                    glyphs += """
                        <use href="#\(id)" transform="translate(\(ScreenSVG.number(x)) \(ScreenSVG.number(y)))\(skew) \
                        scale(\(scale(face.horizontalScale)) \(scale(-face.verticalScale)))" \(fill)/>\n
                        """
                } else {
                    // No outline: a box where the character sits, as tall as the font's cap height.
                    let height = run.size * 0.7
                    glyphs += """
                        <rect x="\(ScreenSVG.number(x + 0.5))" y="\(ScreenSVG.number(y - height))" \
                        width="\(ScreenSVG.number(max(0, glyph.advance - 1)))" height="\(ScreenSVG.number(height))" \
                        fill="none" stroke="\(color.hex)" stroke-width="0.5"/>\n
                        """
                }
            }
        }
        guard !glyphs.isEmpty else { return }
        body += "<g class=\"text\" \(data)\(transformAttribute(transform))>\n" + glyphs + "</g>\n"
    }

    /// Images and symbols do not exist off-device: a grey box with a cross and the name.
    private mutating func drawPlaceholder(_ label: String, of node: PicturedNode, transform: PaintTransform?, data: String) {
        let r = node.layout
        let (x, y, w, h) = (ScreenSVG.number(r.x), ScreenSVG.number(r.y), ScreenSVG.number(r.width), ScreenSVG.number(r.height))
        let size = ScreenSVG.number(min(11, max(4, r.height * 0.35)))
        body += """
            <g class="placeholder" \(data)\(transformAttribute(transform))>\
            <rect x="\(x)" y="\(y)" width="\(w)" height="\(h)" fill="#e5e5ea" stroke="#c7c7cc" stroke-width="0.5"/>\
            <path d="M\(x) \(y)L\(ScreenSVG.number(r.x + r.width)) \(ScreenSVG.number(r.y + r.height))M\(ScreenSVG.number(r.x + r.width)) \(y)L\(x) \(ScreenSVG.number(r.y + r.height))" stroke="#c7c7cc" stroke-width="0.5"/>\
            <text x="\(ScreenSVG.number(r.x + r.width / 2))" y="\(ScreenSVG.number(r.y + r.height / 2))" font-family="Inter, sans-serif" \
            font-size="\(size)" text-anchor="middle" dominant-baseline="middle" fill="#636366">\(HTMLText.escape(label))</text></g>\n
            """
    }

    /// The shape in `rect`, as an SVG element with `attributes`.
    private func outline(_ shape: PaintShape, in rect: RecordedRect, transform: PaintTransform?, attributes: String) -> String {
        let (x, y, w, h) = (rect.x, rect.y, rect.width, rect.height)
        let n = ScreenSVG.number
        let moved = transformAttribute(transform)
        switch shape.kind {
        case "ellipse":
            return "<ellipse cx=\"\(n(x + w / 2))\" cy=\"\(n(y + h / 2))\" rx=\"\(n(w / 2))\" ry=\"\(n(h / 2))\" \(attributes)\(moved)/>"
        case "circle":
            return "<circle cx=\"\(n(x + w / 2))\" cy=\"\(n(y + h / 2))\" r=\"\(n(min(w, h) / 2))\" \(attributes)\(moved)/>"
        case "capsule", "roundedRectangle":
            let rx = shape.kind == "capsule" ? min(w, h) / 2 : min(shape.cornerWidth ?? 0, w / 2)
            let ry = shape.kind == "capsule" ? min(w, h) / 2 : min(shape.cornerHeight ?? 0, h / 2)
            return "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(w))\" height=\"\(n(h))\" rx=\"\(n(rx))\" ry=\"\(n(ry))\" \(attributes)\(moved)/>"
        case "path":
            let place = "translate(\(n(x)) \(n(y)))"
            let transformList = transform.map { "\(matrix($0)) \(place)" } ?? place
            return "<path d=\"\(shape.path ?? "")\" transform=\"\(transformList)\" \(attributes)/>"
        default:
            return "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(w))\" height=\"\(n(h))\" \(attributes)\(moved)/>"
        }
    }

    private func transformAttribute(_ transform: PaintTransform?) -> String {
        transform.map { " transform=\"\(matrix($0))\"" } ?? ""
    }

    private func matrix(_ t: PaintTransform) -> String {
        let n = scale
        return "matrix(\(n(t.a)) \(n(t.b)) \(n(t.c)) \(n(t.d)) \(ScreenSVG.number(t.tx)) \(ScreenSVG.number(t.ty)))"
    }

    private func opacity(_ attribute: String, _ alpha: Double) -> String {
        alpha >= 1 ? "" : " \(attribute)=\"\(scale(alpha))\""
    }

    /// Scale factors need more than the three decimals points get.
    private func scale(_ value: Double) -> String {
        var text = String(format: "%.6f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
