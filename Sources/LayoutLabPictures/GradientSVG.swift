import Foundation
import LayoutLab

/// Gradients as SVG (docs/rendering.md, "Gradients"). A gradient's unit points are placed in the
/// box of the outline it paints (the node's frame, or the inset frame of a `strokeBorder`), as
/// SwiftUI maps them into the bounding rectangle of the filled shape.
///
/// Linear and radial gradients are SVG's own, in user space; a radial gradient's start radius
/// moves its stops out (SVG 1.1 has no start radius); an elliptical one is a radial gradient of
/// the unit square stretched to the box. SVG has no conic gradient: an angular one is drawn as
/// 90 wedges of 4° about its centre, each in the colour at its middle angle, masked by the
/// outline.
enum GradientSVG {
    /// The linear, radial or elliptical gradient as a definition with `id`; nil for an angular or
    /// mesh one (`masked`).
    static func definition(_ gradient: PaintGradient, id: String, box: PictureRect) -> String? {
        let n = ScreenSVG.number
        let stops = gradient.orderedStops
        switch gradient.kind {
        case "linear":
            let start = gradient.start ?? [0.5, 0], end = gradient.end ?? [0.5, 1]
            return """
                <linearGradient id="\(id)" gradientUnits="userSpaceOnUse" x1="\(n(box.x + start[0] * box.width))" \
                y1="\(n(box.y + start[1] * box.height))" x2="\(n(box.x + end[0] * box.width))" y2="\(n(box.y + end[1] * box.height))">\
                \(stopElements(stops))</linearGradient>
                """
        case "radial":
            let center = gradient.center ?? [0.5, 0.5], radii = gradient.radii ?? [0, 0]
            return """
                <radialGradient id="\(id)" gradientUnits="userSpaceOnUse" cx="\(n(box.x + center[0] * box.width))" \
                cy="\(n(box.y + center[1] * box.height))" r="\(n(max(radii[1], 0.001)))">\
                \(stopElements(stops, radii: radii))</radialGradient>
                """
        case "elliptical":
            let center = gradient.center ?? [0.5, 0.5], radii = gradient.radii ?? [0, 0.5]
            return """
                <radialGradient id="\(id)" gradientUnits="userSpaceOnUse" \
                gradientTransform="translate(\(n(box.x)) \(n(box.y))) scale(\(scale(box.width)) \(scale(box.height)))" \
                cx="\(scale(center[0]))" cy="\(scale(center[1]))" r="\(scale(max(radii[1], 0.000001)))">\
                \(stopElements(stops, radii: radii))</radialGradient>
                """
        default:
            return nil
        }
    }

    /// `<stop>`s; with `radii`, locations moved from [start, end] radius onto SVG's [0, end].
    private static func stopElements(_ stops: [PaintGradientStop], radii: [Double]? = nil) -> String {
        stops.map { stop in
            var offset = stop.location
            if let radii, radii[1] > 0 {
                offset = min(1, max(0, (radii[0] + stop.location * (radii[1] - radii[0])) / radii[1]))
            }
            let color = stop.color.rgb
            let opacity = color.alpha >= 1 ? "" : " stop-opacity=\"\(scale(color.alpha))\""
            return "<stop offset=\"\(scale(offset))\" stop-color=\"\(color.hex)\"\(opacity)/>"
        }.joined()
    }

    /// The wedges of an angular gradient about its centre in `box`, far enough out to cover it.
    static func wedges(_ gradient: PaintGradient, box: PictureRect) -> String {
        let n = ScreenSVG.number
        let center = gradient.center ?? [0.5, 0.5]
        let cx = box.x + center[0] * box.width, cy = box.y + center[1] * box.height
        let reach = 2 * (box.width + box.height) + 1
        let count = 90
        let step = 360.0 / Double(count)
        let start = gradient.angles?.first ?? 0
        var wedges = ""
        for index in 0..<count {
            let from = start + Double(index) * step, to = from + step
            func point(_ degrees: Double) -> String {
                let radians = degrees * .pi / 180
                return "\(n(cx + reach * cos(radians))) \(n(cy + reach * sin(radians)))"
            }
            let color = gradient.color(at: location(of: from + step / 2, in: gradient))
            guard color.alpha > 0 else { continue }
            let opacity = color.alpha >= 1 ? "" : " fill-opacity=\"\(scale(color.alpha))\""
            // Each wedge overlaps the next by a tenth of a degree, so no seam shows between them.
            wedges += "<path d=\"M\(n(cx)) \(n(cy))L\(point(from))L\(point(to + 0.1))Z\" fill=\"\(color.hex)\"\(opacity)/>"
        }
        return wedges
    }

    /// What an angular or mesh gradient draws under its outline's mask: the wedges, or the mesh.
    static func masked(_ gradient: PaintGradient, box: PictureRect) -> String {
        gradient.kind == "mesh" ? meshCells(gradient, box: box) : wedges(gradient, box: box)
    }

    /// A mesh gradient's patches in `box`, each cut into 8 × 8 cells whose corners are blended
    /// from the patch's vertices and whose colour is the blend at their middle (sRGB). SVG has no
    /// mesh gradient (docs/rendering.md, "Gradients").
    static func meshCells(_ gradient: PaintGradient, box: PictureRect) -> String {
        let n = ScreenSVG.number
        guard let grid = gradient.grid, grid.count == 2, grid[0] > 1, grid[1] > 1,
              (gradient.points?.count ?? 0) >= 2 * grid[0] * grid[1], gradient.stops.count >= grid[0] * grid[1]
        else { return "" }
        let cuts = 8
        var cells = ""
        for row in 0..<(grid[1] - 1) {
            for column in 0..<(grid[0] - 1) {
                for j in 0..<cuts {
                    for i in 0..<cuts {
                        let u0 = Double(i) / Double(cuts), u1 = Double(i + 1) / Double(cuts)
                        let v0 = Double(j) / Double(cuts), v1 = Double(j + 1) / Double(cuts)
                        let color = gradient.meshColor(column: column, row: row, u: (u0 + u1) / 2, v: (v0 + v1) / 2)
                        guard color.alpha > 0 else { continue }
                        func point(_ u: Double, _ v: Double) -> String {
                            let p = gradient.meshPoint(column: column, row: row, u: u, v: v)
                            return "\(n(box.x + p.x * box.width)) \(n(box.y + p.y * box.height))"
                        }
                        let opacity = color.alpha >= 1 ? "" : " fill-opacity=\"\(scale(color.alpha))\""
                        // An opaque cell's outline, in its own colour, hides the seams between cells.
                        let seam = color.alpha >= 1 ? " stroke=\"\(color.hex)\" stroke-width=\"0.5\"" : ""
                        cells += "<path d=\"M\(point(u0, v0))L\(point(u1, v0))L\(point(u1, v1))L\(point(u0, v1))Z\" fill=\"\(color.hex)\"\(opacity)\(seam)/>"
                    }
                }
            }
        }
        return cells
    }

    /// Where `degrees` falls in an angular gradient, from 0 to 1. Apple's documentation of
    /// `AngularGradient`: a span over a turn draws its last turn; a shorter one fills the gap with
    /// the last colour, then the first from halfway across. Equal angles (the initializer's
    /// defaults) are a whole turn, as the widely published colour wheel
    /// `AngularGradient(gradient:center:)` shows.
    static func location(of degrees: Double, in gradient: PaintGradient) -> Double {
        var start = gradient.angles?.first ?? 0
        let end = gradient.angles?.last ?? 360
        var span = end - start
        if span == 0 || span >= 360 {
            if span >= 360 { start = end - 360 }
            span = 360
        }
        guard span > 0 else { return 0 }
        var along = (degrees - start).truncatingRemainder(dividingBy: 360)
        if along < 0 { along += 360 }
        if along <= span { return along / span }
        return along - span < (360 - span) / 2 ? 1 : 0
    }

    static func scale(_ value: Double) -> String {
        var text = String(format: "%.6f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
