/// Draws wireframes as inline SVG: the screen with its safe area, and a rectangle per node with
/// its path, name and frame in a `<title>` (shown on hover).
///
/// Built in code rather than in a template: a wireframe has hundreds of rectangles, and each one
/// is a line of attributes.
package enum WireframeSVG {
    /// How a wireframe is drawn: the style of every node, and which ones stand out.
    package enum Layer {
        /// Run A: outlines.
        case outlined
        /// Run B: filled.
        case filled
    }

    /// One run's wireframe; `highlighted` paths (changed nodes) are drawn over the rest.
    package static func single(_ wireframe: Wireframe, layer: Layer, highlighted: [String: String] = [:], label: String) -> String {
        var svg = open(wireframe, label: label)
        svg += group(wireframe, layer: layer, highlighted: highlighted)
        return svg + close(wireframe)
    }

    /// A outlined and B filled on one screen (B's screen, which is A's unless the timeline changed),
    /// zoomed to the changed nodes when they sit in a small part of it.
    package static func overlay(a: Wireframe, b: Wireframe, highlighted: [String: String], label: String) -> String {
        var svg = open(b, label: label, viewBox: zoom(on: highlighted, in: [a, b]))
        svg += group(b, layer: .filled, highlighted: [:])
        svg += group(a, layer: .outlined, highlighted: [:])
        svg += highlights(b, highlighted) + highlights(a, highlighted.filter { path, _ in !b.boxes.contains { $0.path == path } })
        return svg + close(b)
    }

    /// The changed nodes' bounds with a margin, when they cover less than half of the screen;
    /// nil (the whole screen) otherwise. Small changes on a big screen stay visible.
    private static func zoom(on highlighted: [String: String], in wireframes: [Wireframe]) -> Rect? {
        let frames = wireframes.flatMap { $0.boxes.filter { highlighted[$0.path] != nil }.map(\.frame) }
        guard let screen = wireframes.last, !frames.isEmpty else { return nil }
        let margin = 16.0
        let minX = max(0, frames.map(\.x.value).min()! - margin)
        let minY = max(0, frames.map(\.y.value).min()! - margin)
        let maxX = min(screen.screenWidth, frames.map { $0.x.value + $0.width.value }.max()! + margin)
        let maxY = min(screen.screenHeight, frames.map { $0.y.value + $0.height.value }.max()! + margin)
        guard maxX > minX, maxY > minY, (maxX - minX) * (maxY - minY) < screen.screenWidth * screen.screenHeight / 2 else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private static func open(_ wireframe: Wireframe, label: String, viewBox: Rect? = nil) -> String {
        let width = wireframe.screenWidth.svg, height = wireframe.screenHeight.svg
        let insets = wireframe.safeArea + [0, 0, 0, 0]
        let box = viewBox.map { "\($0.x) \($0.y) \($0.width) \($0.height)" } ?? "0 0 \(width) \(height)"
        var svg = "<svg class=\"wireframe\(viewBox == nil ? "" : " zoomed")\" viewBox=\"\(box)\" role=\"img\" aria-label=\"\(HTMLText.escape(label))\">"
        svg += "<rect class=\"screen\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\"/>"
        // The safe-area insets, shaded: where the status bar, notch and home indicator sit.
        let bands = [
            (0.0, 0.0, wireframe.screenWidth, insets[0]), (0.0, 0.0, insets[1], wireframe.screenHeight),
            (0.0, wireframe.screenHeight - insets[2], wireframe.screenWidth, insets[2]),
            (wireframe.screenWidth - insets[3], 0.0, insets[3], wireframe.screenHeight),
        ]
        for (x, y, w, h) in bands where w > 0 && h > 0 {
            svg += "<rect class=\"unsafe\" x=\"\(x.svg)\" y=\"\(y.svg)\" width=\"\(w.svg)\" height=\"\(h.svg)\"/>"
        }
        return svg
    }

    private static func close(_ wireframe: Wireframe) -> String {
        var svg = ""
        if wireframe.omitted > 0 {
            svg += "<text class=\"omitted\" x=\"4\" y=\"\((wireframe.screenHeight - 6).svg)\">+\(wireframe.omitted) nodes not drawn</text>"
        }
        return svg + "</svg>"
    }

    private static func group(_ wireframe: Wireframe, layer: Layer, highlighted: [String: String]) -> String {
        var svg = "<g class=\"\(layer == .outlined ? "run-a" : "run-b")\">"
        for box in wireframe.boxes {
            svg += rect(box, note: nil)
        }
        svg += "</g>"
        return svg + highlights(wireframe, highlighted)
    }

    private static func highlights(_ wireframe: Wireframe, _ highlighted: [String: String]) -> String {
        guard !highlighted.isEmpty else { return "" }
        var svg = "<g class=\"changed\">"
        for box in wireframe.boxes {
            if let note = highlighted[box.path] { svg += rect(box, note: note) }
        }
        return svg + "</g>"
    }

    private static func rect(_ box: Wireframe.Box, note: String?) -> String {
        let frame = box.frame
        var title = box.path
        if let name = box.name { title += " #\(name)" }
        title += "\n" + frame.text
        if let note { title += "\n" + note }
        // A zero-sized node still gets a visible hairline, so it can be found and hovered.
        return "<rect x=\"\(frame.x.value.svg)\" y=\"\(frame.y.value.svg)\" width=\"\(max(frame.width.value, 0).svg)\" "
            + "height=\"\(max(frame.height.value, 0).svg)\"\(box.name == nil ? "" : " class=\"named\"")>"
            + "<title>\(HTMLText.escape(title))</title></rect>"
    }
}

extension Double {
    /// A coordinate in SVG: the recording's precision.
    package var svg: String { Points(self).description }
}
