import Foundation
import LayoutLab
import LayoutLabDiff

/// Draws a recorded pass as SVG, as SwiftUI would draw it at those frames (docs/rendering.md):
/// the profile's screen with its safe area, each view's fills, strokes and text in tree order,
/// clips, render transforms; hidden views and everything inside them left out.
///
/// The picture is self-contained: text is drawn with the metric fonts' glyph outlines, each
/// glyph defined once and placed with `<use>`. Every drawn element carries its node's path in
/// `data-node` (on a page, the path's number in the page's list, `data-n`), so a page can
/// outline and explain what the reader points at.
public enum ScreenSVG {
    /// How far past the screen's edges overflowing content is drawn, in points: a view debugger
    /// shows clipped content; a list thousands of rows long is not drawn whole.
    public static let overflowMargin = 160.0

    /// The picture as a standalone SVG document, or, with a `page`, an inline SVG whose glyphs
    /// and node paths the page lists once for all its pictures. `changed` paths are outlined on
    /// top; `idPrefix` keeps the picture's clip ids apart from its neighbours' on one page. With
    /// `fitting`, the picture is shown at most that size (its coordinates stay the screen's).
    /// With `overflow`, what is drawn past the screen's edges (up to `overflowMargin`) is shown
    /// there, dimmed; otherwise the picture is the screen.
    public static func render(
        _ picture: ScreenPicture, title: String, changed: Set<String> = [], page: PicturePage? = nil, idPrefix: String = "",
        fitting box: (width: Double, height: Double)? = nil, stories: [String: Int] = [:], overflow: Bool = false
    ) -> String {
        let drawing = draw(picture, changed: changed, page: page, idPrefix: idPrefix, stories: stories, overflow: overflow)
        let region = overflow ? drawing.bounds : drawing.screen
        let shown = box.map { min(1, $0.width / region.width, $0.height / region.height) } ?? 1
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" class="screen-picture" width="\(number(region.width * shown))" \
            height="\(number(region.height * shown))" viewBox="\(viewBox(region))">
            <title>\(HTMLText.escape(title))</title>

            """
        let definitions = (page == nil ? drawing.glyphs.definitions : []) + drawing.definitions
        if !definitions.isEmpty {
            svg += "<defs>\n" + definitions.joined(separator: "\n") + "\n</defs>\n"
        }
        return svg + drawing.body + "</svg>\n"
    }

    /// A pass drawn once, to be shown in several views (``view(of:title:region:scale:marks:)``):
    /// the whole screen, a crop, a layer of an onion skin. Its drawing is defined once on the page,
    /// as a group the views `<use>`; what overflows the screen is drawn past its edges, dimmed.
    public static func shared(
        _ picture: ScreenPicture, changed: Set<String>, page: PicturePage, id: String, stories: [String: Int] = [:]
    ) -> SharedDrawing {
        let drawing = draw(picture, changed: changed, page: page, idPrefix: id + "-", stories: stories, overflow: true)
        page.define(drawing.definitions + ["<g id=\"\(id)\">\n" + drawing.body + "</g>"])
        return SharedDrawing(id: id, screen: drawing.screen, bounds: drawing.bounds)
    }

    /// A view of a shared drawing: `region` (the screen and what overflows it, by default) shown at
    /// `scale` pixels per point, with `marks` (regions shown elsewhere, such as a crop) outlined.
    public static func view(
        of drawing: SharedDrawing, title: String, region: Rect? = nil, scale: Double, marks: [Rect] = [], className: String = "screen-picture"
    ) -> String {
        let shown = region.map(Box.init) ?? drawing.bounds
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" class="\(className)" width="\(number(shown.width * scale))" \
            height="\(number(shown.height * scale))" viewBox="\(viewBox(shown))"><title>\(HTMLText.escape(title))</title>\
            <use href="#\(drawing.id)"/>
            """
        for mark in marks {
            svg += """
                <rect class="crop-mark" x="\(number(mark.x.value))" y="\(number(mark.y.value))" width="\(number(mark.width.value))" \
                height="\(number(mark.height.value))" fill="none" stroke="#ff2d55" stroke-width="1.5" vector-effect="non-scaling-stroke"/>
                """
        }
        return svg + "</svg>"
    }

    /// The picture's elements, and what they need defined.
    struct Drawing {
        var glyphs: GlyphSheet
        var definitions: [String]
        var body: String
        var screen: Box
        /// The screen and, with overflow, what is drawn past its edges (up to `overflowMargin`).
        var bounds: Box
    }

    static func draw(
        _ picture: ScreenPicture, changed: Set<String>, page: PicturePage?, idPrefix: String, stories: [String: Int], overflow: Bool
    ) -> Drawing {
        let sheet = page?.glyphs ?? GlyphSheet()
        var canvas = SVGCanvas(glyphs: sheet, page: page, idPrefix: idPrefix, stories: stories)
        let tree = PictureTree(picture.nodes)
        for root in tree.roots { canvas.draw(root, in: tree) }
        let screenWidth = picture.screenWidth, screenHeight = picture.screenHeight
        let screen = Box(minX: 0, minY: 0, maxX: screenWidth, maxY: screenHeight)
        let bounds = overflow ? Box.union([screen] + overflowing(picture.nodes, screen: screen)) : screen
        let width = number(screenWidth), height = number(screenHeight)
        let safe = picture.safeArea
        let safeRect = (x: safe[1], y: safe[0], width: screenWidth - safe[1] - safe[3], height: screenHeight - safe[0] - safe[2])
        var body = "<rect class=\"screen\" width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>\n" + canvas.body
        if bounds != screen {
            // What lies past the screen's edges, under a veil, and the screen's edge drawn.
            body += """
                <path class="overflow-veil" d="M\(number(bounds.minX - 1)) \(number(bounds.minY - 1))H\(number(bounds.maxX + 1))\
                V\(number(bounds.maxY + 1))H\(number(bounds.minX - 1))ZM0 0V\(height)H\(width)V0Z" fill="#e5e5ea" \
                fill-opacity="0.72" fill-rule="evenodd" pointer-events="none"/>
                <rect class="screen-edge" width="\(width)" height="\(height)" fill="none" stroke="#8e8e93" stroke-width="1" \
                vector-effect="non-scaling-stroke" pointer-events="none"/>

                """
        }
        if !changed.isEmpty { canvas.outline(picture.nodes.filter { changed.contains($0.path) }, nonScaling: overflow) }
        body += canvas.outlines
        // Zoomed views keep the dashes a hairline: a picture drawn for them keeps strokes in pixels.
        let hairline = overflow ? " vector-effect=\"non-scaling-stroke\"" : ""
        body += """
            <rect class="safe-area" x="\(number(safeRect.x))" y="\(number(safeRect.y))" width="\(number(safeRect.width))" \
            height="\(number(safeRect.height))" fill="none" stroke="#5ac8fa" stroke-width="0.5" stroke-dasharray="4 3" opacity="0.7"\(hairline)/>

            """
        return Drawing(glyphs: sheet, definitions: canvas.definitions, body: body, screen: screen, bounds: bounds)
    }

    /// The frames of drawing nodes that reach past the screen, clamped to `overflowMargin` past it.
    private static func overflowing(_ nodes: [PictureNode], screen: Box) -> [Box] {
        let limit = screen.padded(by: overflowMargin)
        return nodes.compactMap { node in
            guard let paint = node.paint, paint.hidden != true,
                  paint.fill != nil || paint.stroke != nil || paint.text != nil || paint.placeholder != nil
            else { return nil }
            let box = Box(node.layout)
            guard box.minX < screen.minX || box.minY < screen.minY || box.maxX > screen.maxX || box.maxY > screen.maxY else { return nil }
            return box.clamped(to: limit)
        }
    }

    private static func viewBox(_ box: Box) -> String {
        "\(number(box.minX)) \(number(box.minY)) \(number(box.width)) \(number(box.height))"
    }

    public static func number(_ value: Double) -> String { CGFloat(value).formattedPoints }
}

/// A pass drawn once on a page, for ``ScreenSVG/view(of:title:region:scale:marks:className:)``.
public struct SharedDrawing: Sendable {
    public let id: String
    /// The screen, in points.
    let screen: Box
    /// The screen and what overflows it.
    let bounds: Box

    public var screenWidth: Double { screen.width }
    /// The width of the screen and what overflows it, in points.
    public var width: Double { bounds.width }
    public var height: Double { bounds.height }
}

/// A rectangle by its edges, in points.
struct Box: Hashable, Sendable {
    var minX, minY, maxX, maxY: Double

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    init(_ rect: PictureRect) {
        self.init(minX: rect.x, minY: rect.y, maxX: rect.x + max(0, rect.width), maxY: rect.y + max(0, rect.height))
    }

    init(_ rect: Rect) {
        self.init(
            minX: rect.x.value, minY: rect.y.value, maxX: rect.x.value + max(0, rect.width.value), maxY: rect.y.value + max(0, rect.height.value)
        )
    }

    var width: Double { maxX - minX }
    var height: Double { maxY - minY }

    static func union(_ boxes: [Box]) -> Box {
        boxes.dropFirst().reduce(boxes[0]) {
            Box(minX: min($0.minX, $1.minX), minY: min($0.minY, $1.minY), maxX: max($0.maxX, $1.maxX), maxY: max($0.maxY, $1.maxY))
        }
    }

    func padded(by margin: Double) -> Box {
        Box(minX: minX - margin, minY: minY - margin, maxX: maxX + margin, maxY: maxY + margin)
    }

    func clamped(to other: Box) -> Box {
        Box(minX: max(minX, other.minX), minY: max(minY, other.minY), maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
    }
}

/// The pass's nodes as a tree, rebuilt from their paths (a child's path extends its parent's).
struct PictureTree {
    let nodes: [PictureNode]
    private(set) var children: [[Int]]
    private(set) var roots: [Int] = []

    init(_ nodes: [PictureNode]) {
        self.nodes = nodes
        children = Array(repeating: [], count: nodes.count)
        var open: [(index: Int, path: NodePath)] = []
        for (index, node) in nodes.enumerated() {
            let path = NodePath(node.path)
            while let last = open.last, !last.path.isAncestor(of: path) { open.removeLast() }
            if let parent = open.last { children[parent.index].append(index) } else { roots.append(index) }
            open.append((index, path))
        }
    }

    /// Children in drawing order: a background's secondary views (slot `[background]`) go
    /// under its primary view, though they follow it in the tree.
    func drawingOrder(of index: Int) -> [Int] {
        let all = children[index]
        guard nodes[index].kind == "background" else { return all }
        let isBehind = { (child: Int) in NodePath(nodes[child].path).lastSegment.slot?.text == "background" }
        return all.filter(isBehind) + all.filter { !isBehind($0) }
    }
}

/// What the pictures of one page share, so that each is listed once: the glyph outlines, in a
/// hidden SVG the pictures refer to, and the node paths, in a JSON list a page's script reads.
public final class PicturePage {
    let glyphs = GlyphSheet()
    private var paths: [String] = []
    private var numbers: [String: Int] = [:]
    /// Stories (a named node's size and update stories) as lists of line numbers: the lines from
    /// the window down to a node repeat from node to node and pass to pass, so each is listed once.
    private var stories: [[Int]] = []
    private var storyNumbers: [[Int]: Int] = [:]
    private var lines: [String] = []
    private var lineNumbers: [String: Int] = [:]
    /// Drawings several views show (``ScreenSVG/shared(_:changed:page:id:stories:)``), with their clips.
    private var drawings: [String] = []

    public init() {}

    public static let storyLineLength = 200

    /// A story's number in the page's list of stories. A line longer than `storyLineLength` (a
    /// state's whole value) is cut there: `layoutlab explain` tells it whole.
    public func number(ofStory story: String) -> Int {
        let numbers = story.split(separator: "\n", omittingEmptySubsequences: false).map { whole -> Int in
            let line = whole.count > Self.storyLineLength ? whole.prefix(Self.storyLineLength - 1) + "…" : String(whole)
            if let known = lineNumbers[line] { return known }
            lineNumbers[line] = lines.count
            lines.append(line)
            return lines.count - 1
        }
        if let known = storyNumbers[numbers] { return known }
        storyNumbers[numbers] = stories.count
        stories.append(numbers)
        return stories.count - 1
    }

    /// Adds definitions the page's pictures refer to by id.
    func define(_ definitions: [String]) {
        drawings += definitions
    }

    /// The path's number in the page's list.
    public func number(of path: String) -> Int {
        if let known = numbers[path] { return known }
        numbers[path] = paths.count
        paths.append(path)
        return paths.count - 1
    }

    /// A JSON list that can sit in a script element: "</" would end it early.
    private static func json<Element: Encodable>(_ strings: [Element]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return String(decoding: (try? encoder.encode(strings)) ?? Data("[]".utf8), as: UTF8.self)
            .replacingOccurrences(of: "</", with: "<\\/")
    }

    /// The glyph outlines, the paths and the stories, for the page's body.
    public var definitions: String {
        return "<svg class=\"glyph-sheet\" width=\"0\" height=\"0\" aria-hidden=\"true\"><defs>\n"
            + (glyphs.definitions + drawings).joined(separator: "\n") + "\n</defs></svg>\n"
            + "<script type=\"application/json\" id=\"node-paths\">\(Self.json(paths))</script>\n"
            + "<script type=\"application/json\" id=\"story-lines\">\(Self.json(lines))</script>\n"
            + "<script type=\"application/json\" id=\"node-stories\">\(Self.json(stories))</script>"
    }
}

/// Glyph outlines defined once for every picture that uses them: a standalone picture's own, or
/// a page's.
final class GlyphSheet {
    private(set) var definitions: [String] = []
    private var defined: Set<String> = []
    private static let faceLetters = [
        "Inter-Regular": "a", "Inter-SemiBold": "b", "Inter-Bold": "c",
        "JetBrainsMono-Regular": "d", "JetBrainsMono-SemiBold": "e", "JetBrainsMono-Bold": "f",
    ]

    /// Each face's glyph ids so far, by scalar: a page of hundreds of cases draws the same few
    /// characters again and again.
    private var ids: [String: [UInt32: String]] = [:]

    /// The id of a face's glyph, defining it on first use: short, as a picture refers to it for
    /// every character drawn.
    func id(face: String, scalar: UInt32, path: String) -> String {
        if let known = ids[face]?[scalar] { return known }
        let id = "g\(Self.faceLetters[face] ?? "x")\(String(scalar, radix: 16))"
        if defined.insert(id).inserted { definitions.append("<path id=\"\(id)\" d=\"\(path)\"/>") }
        ids[face, default: [:]][scalar] = id
        return id
    }
}

/// The SVG being written: definitions (clips) and the drawing.
private struct SVGCanvas {
    let glyphs: GlyphSheet
    let page: PicturePage?
    let idPrefix: String
    /// Story numbers of named nodes, by path.
    let stories: [String: Int]
    var definitions: [String] = []
    var body = ""
    /// The changed nodes' outlines, drawn over the rest.
    var outlines = ""
    private var clips = 0
    private var gradients = 0
    /// A picture formats the same few scales and colours for every run of text it draws.
    private let formatted = FormattedValues()

    init(glyphs: GlyphSheet, page: PicturePage?, idPrefix: String, stories: [String: Int]) {
        self.glyphs = glyphs
        self.page = page
        self.idPrefix = idPrefix
        self.stories = stories
    }

    /// How a drawn element names its node: its path, or on a page its number in the page's list,
    /// with the story of its nearest named node (itself or an ancestor), if it has one.
    private func reference(to path: String) -> String {
        guard let page else { return "data-node=\"\(HTMLText.escape(path))\"" }
        var reference = "data-n=\"\(page.number(of: path))\""
        if !stories.isEmpty {
            var node: NodePath? = NodePath(path)
            while let current = node {
                if let story = stories[current.string] {
                    reference += " data-s=\"\(story)\""
                    break
                }
                node = current.parent
            }
        }
        return reference
    }

    /// Dashed outlines over the nodes that changed in this pass. With `nonScaling`, they keep
    /// their width in pixels however far a view zooms in.
    mutating func outline(_ nodes: [PictureNode], nonScaling: Bool = false) {
        let effect = nonScaling ? " vector-effect=\"non-scaling-stroke\"" : ""
        outlines += "<g class=\"changed\" fill=\"none\" stroke=\"#ff9500\" stroke-width=\"1.5\" stroke-dasharray=\"4 2\" pointer-events=\"none\">\n"
        for node in nodes {
            let r = node.layout
            outlines += """
                <rect x="\(ScreenSVG.number(r.x))" y="\(ScreenSVG.number(r.y))" width="\(ScreenSVG.number(r.width))" height="\(ScreenSVG.number(r.height))"\(effect)/>\n
                """
        }
        outlines += "</g>\n"
    }

    mutating func draw(_ index: Int, in tree: PictureTree) {
        let node = tree.nodes[index]
        let paint = node.paint
        if paint?.hidden == true { return }
        var closing = ""
        if let clip = paint?.clip {
            clips += 1
            let id = "\(idPrefix)clip\(clips)"
            definitions.append("<clipPath id=\"\(id)\">\(outline(clip, in: node.layout, transform: paint?.transform, attributes: ""))</clipPath>")
            body += "<g clip-path=\"url(#\(id))\">\n"
            closing = "</g>\n"
        }
        if let paint { drawContent(of: node, paint) }
        for child in tree.drawingOrder(of: index) { draw(child, in: tree) }
        body += closing
    }

    private mutating func drawContent(of node: PictureNode, _ paint: NodePaint) {
        let frame = "\(ScreenSVG.number(node.layout.x)),\(ScreenSVG.number(node.layout.y)) \(ScreenSVG.number(node.layout.width))×\(ScreenSVG.number(node.layout.height))"
        let data = "\(reference(to: node.path)) data-frame=\"\(frame)\""
        if paint.shape?.kind == "symbol", let label = paint.placeholder {
            drawSymbol(label, color: paint.fill ?? PaintColor(name: "primary"), of: node, transform: paint.transform, data: data)
            return
        }
        if let fill = paint.fill, let shape = paint.shape {
            let evenOdd = shape.evenOdd == true ? " fill-rule=\"evenodd\"" : ""
            drawOutline(shape, in: node.layout, color: fill, transform: paint.transform, data: data, attribute: "fill", trailing: evenOdd)
        }
        if let stroke = paint.stroke, let shape = paint.shape {
            let inset = stroke.inset ? stroke.lineWidth / 2 : 0
            let rect = PictureRect(
                x: node.layout.x + inset, y: node.layout.y + inset,
                width: max(0, node.layout.width - 2 * inset), height: max(0, node.layout.height - 2 * inset)
            )
            drawOutline(
                shape, in: rect, color: stroke.color, transform: paint.transform, data: data, attribute: "stroke",
                before: " fill=\"none\"", after: " stroke-width=\"\(ScreenSVG.number(stroke.lineWidth))\"", trailing: strokeStyle(stroke, of: shape)
            )
        }
        if let text = paint.text { drawText(text, of: node, transform: paint.transform, data: data) }
        if let label = paint.placeholder { drawPlaceholder(label, of: node, transform: paint.transform, data: data) }
    }

    /// Each line's glyphs, run by run: a group placed at the run's start on the baseline and
    /// scaled from font units, holding a `<use>` of each glyph's outline at its x in font units
    /// (a page of pictures holds thousands of glyphs, so each is a few bytes). A character the
    /// outlines lack is a box of its measured advance.
    private mutating func drawText(_ text: PaintText, of node: PictureNode, transform: PaintTransform?, data: String) {
        let drawn = text.drawn(in: CGSize(width: node.layout.width, height: node.layout.height))
        let runs = text.runs
        let faces = runs.indices.map { text.face(ofRun: $0) }
        let outlines = faces.map { GlyphOutlines.face(named: $0.name) }
        var groups = ""
        for line in drawn.lines {
            let y = node.layout.y + line.baseline
            // Consecutive glyphs of one run share a group.
            var start = line.glyphs.startIndex
            while start < line.glyphs.endIndex {
                let runIndex = line.glyphs[start].run
                var end = start
                while end < line.glyphs.endIndex, line.glyphs[end].run == runIndex { end += 1 }
                groups += glyphGroup(line.glyphs[start..<end], run: runs[runIndex], face: faces[runIndex], outlines: outlines[runIndex], x: node.layout.x, y: y)
                start = end
            }
        }
        guard !groups.isEmpty else { return }
        body += "<g class=\"text\" \(data)\(transformAttribute(transform))>\n" + groups + "</g>\n"
    }

    private mutating func glyphGroup(
        _ glyphs: ArraySlice<DrawnGlyph>, run: PaintTextRun, face: DrawnFace, outlines: GlyphOutlineFace?, x: Double, y: Double
    ) -> String {
        let color = rgb(run.color)
        guard color.alpha > 0, let first = glyphs.first else { return "" }
        let origin = x + first.x
        var uses = "", boxes = ""
        for glyph in glyphs where glyph.advance > 0 || glyph.scalar > 0x20 {
            if !glyph.isWide, let path = outlines?.outlines[glyph.scalar] {
                if path.isEmpty { continue }
                let id = self.glyphs.id(face: face.name, scalar: glyph.scalar, path: path)
                let units = Int(((glyph.x - first.x) / face.horizontalScale).rounded())
                uses += units == 0 ? "<use href=\"#\(id)\"/>" : "<use href=\"#\(id)\" x=\"\(units)\"/>"
            } else {
                // No outline: a box where the character sits, as tall as the font's cap height.
                let height = run.size * 0.7
                boxes += """
                    <rect x="\(ScreenSVG.number(x + glyph.x + 0.5))" y="\(ScreenSVG.number(y - height))" \
                    width="\(ScreenSVG.number(max(0, glyph.advance - 1)))" height="\(ScreenSVG.number(height))"/>
                    """
            }
        }
        let fill = "fill=\"\(color.hex)\"\(opacity("fill-opacity", color.alpha))"
        var group = ""
        if !uses.isEmpty {
            let skew = face.italic ? " skewX(-12)" : ""
            group += """
                <g transform="translate(\(ScreenSVG.number(origin)) \(ScreenSVG.number(y)))\(skew) \
                scale(\(scale(face.horizontalScale)) \(scale(-face.verticalScale)))" \(fill)>\(uses)</g>\n
                """
        }
        if !boxes.isEmpty {
            group += "<g fill=\"none\" stroke=\"\(color.hex)\" stroke-width=\"0.5\">\(boxes)</g>\n"
        }
        return group
    }

    /// SF Symbols do not exist off-device: in the symbol's colour, a faint rounded square at its
    /// measured frame with a circle standing for the glyph, and the symbol's name under it in
    /// letters sized to fit the frame's width (legible when a view zooms in; whole on hover).
    private mutating func drawSymbol(_ name: String, color: PaintColor, of node: PictureNode, transform: PaintTransform?, data: String) {
        let r = node.layout
        let (hex, alpha) = color.rgb
        guard alpha > 0 else { return }
        let n = ScreenSVG.number
        let side = min(r.width, r.height)
        let corner = side * 0.22
        let size = min(r.height * 0.3, max(1, r.width / (Double(name.count) * 0.56)))
        body += """
            <g class="symbol" \(data)\(transformAttribute(transform))><title>\(HTMLText.escape(name))</title>\
            <rect x="\(n(r.x))" y="\(n(r.y))" width="\(n(r.width))" height="\(n(r.height))" rx="\(n(corner))" fill="\(hex)" \
            fill-opacity="\(scale(0.12 * alpha))" stroke="\(hex)" stroke-opacity="\(scale(0.6 * alpha))" stroke-width="\(n(max(0.5, side * 0.04)))"/>\
            <circle cx="\(n(r.x + r.width / 2))" cy="\(n(r.y + r.height * 0.38))" r="\(n(side * 0.2))" fill="\(hex)"\(opacity("fill-opacity", alpha))/>\
            <text x="\(n(r.x + r.width / 2))" y="\(n(r.y + r.height * 0.86))" font-family="Inter, sans-serif" font-size="\(n(size))" \
            text-anchor="middle" fill="\(hex)"\(opacity("fill-opacity", alpha))>\(HTMLText.escape(name))</text></g>\n
            """
    }

    /// Images do not exist off-device: a grey box with a cross and the name.
    private mutating func drawPlaceholder(_ label: String, of node: PictureNode, transform: PaintTransform?, data: String) {
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

    /// The shape in `rect` filled or stroked (`attribute`) with `color`: a flat colour, a
    /// gradient defined for this outline, or an angular gradient's wedges masked by the outline.
    private mutating func drawOutline(
        _ shape: PaintShape, in rect: PictureRect, color: PaintColor, transform: PaintTransform?, data: String, attribute: String,
        before: String = "", after: String = "", trailing: String
    ) {
        // A path is drawn translated into its frame, so its gradient is placed in frame coordinates.
        let box = shape.kind == "path" ? PictureRect(x: 0, y: 0, width: rect.width, height: rect.height) : rect
        guard let gradient = color.gradient else {
            let flat = color.rgb
            guard flat.alpha > 0 else { return }
            body += outline(shape, in: rect, transform: transform, attributes: """
                \(data)\(before) \(attribute)="\(flat.hex)"\(after)\(opacity("\(attribute)-opacity", flat.alpha))\(trailing)
                """) + "\n"
            return
        }
        gradients += 1
        let id = "\(idPrefix)gradient\(gradients)"
        if let definition = GradientSVG.definition(gradient, id: id, box: box) {
            definitions.append(definition)
            body += outline(shape, in: rect, transform: transform, attributes: "\(data)\(before) \(attribute)=\"url(#\(id))\"\(after)\(trailing)") + "\n"
            return
        }
        // Angular and mesh: the outline, white, is the mask the wedges or cells show through; they are in
        // layout coordinates, under the node's transform like the outline.
        let mask = outline(shape, in: rect, transform: nil, attributes: "\(before.dropFirst()) \(attribute)=\"#ffffff\"\(after)\(trailing)")
        definitions.append("<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" x=\"-100000\" y=\"-100000\" width=\"200000\" height=\"200000\">\(mask)</mask>")
        let wedgeBox = shape.kind == "path" ? rect : box
        body += "<g class=\"\(gradient.kind)-gradient\" \(data) mask=\"url(#\(id))\"\(transformAttribute(transform))>"
            + GradientSVG.masked(gradient, box: wedgeBox) + "</g>\n"
    }

    /// The stroke's caps, joins and dashes where they are not SVG's defaults. CoreGraphics' miter
    /// limit is 10 and SVG's 4, so a path (the only outline with sharp corners) states it.
    private func strokeStyle(_ stroke: PaintStroke, of shape: PaintShape) -> String {
        var attributes = ""
        if let cap = stroke.lineCap { attributes += " stroke-linecap=\"\(cap)\"" }
        if let join = stroke.lineJoin { attributes += " stroke-linejoin=\"\(join)\"" }
        if stroke.lineJoin == nil, stroke.miterLimit != nil || shape.kind == "path" {
            attributes += " stroke-miterlimit=\"\(ScreenSVG.number(stroke.miterLimit ?? 10))\""
        }
        if let dash = stroke.dash, dash.contains(where: { $0 > 0 }) {
            attributes += " stroke-dasharray=\"\(dash.map(ScreenSVG.number).joined(separator: " "))\""
            if let phase = stroke.dashPhase { attributes += " stroke-dashoffset=\"\(ScreenSVG.number(phase))\"" }
        }
        return attributes
    }

    /// The shape in `rect`, as an SVG element with `attributes`.
    private func outline(_ shape: PaintShape, in rect: PictureRect, transform: PaintTransform?, attributes: String) -> String {
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
        if let known = formatted.scales[value] { return known }
        var text = String(format: "%.6f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        if text == "-0" { text = "0" }
        formatted.scales[value] = text
        return text
    }

    private func rgb(_ color: PaintColor) -> (hex: String, alpha: Double) {
        if let known = formatted.colors[color] { return known }
        let rgb = color.rgb
        formatted.colors[color] = rgb
        return rgb
    }
}

/// Scales and colours a canvas has formatted: `String(format:)` was a twentieth of the time of
/// drawing a sweep's pictures.
private final class FormattedValues {
    var scales: [Double: String] = [:]
    var colors: [PaintColor: (hex: String, alpha: Double)] = [:]
}

extension SharedDrawing {
    /// The region that covers each drawing's screen and overflow: what views of them side by side
    /// show, so that they line up.
    public static func region(covering drawings: [SharedDrawing]) -> Rect {
        let box = Box.union(drawings.map(\.bounds))
        return Rect(x: box.minX, y: box.minY, width: box.width, height: box.height)
    }
}
