// Gradients as the recording stores them: the stops, resolved to colours, and the geometry in
// the filled frame's unit space (docs/rendering.md, "Gradients").

/// A gradient a fill or stroke paints with. Its `PaintColor` names the first stop's colour, which
/// is what a text drawn with a gradient style is drawn in.
public struct PaintGradient: Hashable, Sendable, Codable {
    /// `linear`, `radial`, `elliptical`, `angular` or `mesh`.
    public var kind: String
    public var stops: [PaintGradientStop]
    /// Linear: the start and end unit points, as [x, y].
    public var start: [Double]?
    public var end: [Double]?
    /// Radial, elliptical, angular: the centre unit point, as [x, y].
    public var center: [Double]?
    /// Radial: start and end radius in points; elliptical: as fractions of the unit square.
    public var radii: [Double]?
    /// Angular: start and end angle in degrees, clockwise on screen from the positive x axis.
    public var angles: [Double]?
    /// Mesh: vertices per row and per column, as [width, height]. Its stops are the vertices'
    /// colours row by row (locations evenly spaced, unused).
    public var grid: [Int]?
    /// Mesh: the vertices' unit points row by row, as [x0, y0, x1, y1, …].
    public var points: [Double]?

    public init(
        kind: String, stops: [PaintGradientStop], start: [Double]? = nil, end: [Double]? = nil, center: [Double]? = nil,
        radii: [Double]? = nil, angles: [Double]? = nil, grid: [Int]? = nil, points: [Double]? = nil
    ) {
        self.kind = kind
        self.stops = stops
        self.start = start
        self.end = end
        self.center = center
        self.radii = radii
        self.angles = angles
        self.grid = grid
        self.points = points
    }

    /// The same gradient, every stop `opacity` times as opaque.
    func fading(by opacity: Double) -> PaintGradient {
        var faded = self
        faded.stops = stops.map { PaintGradientStop(color: $0.color.fading(by: opacity), location: $0.location) }
        return faded
    }

    /// The stops sorted by location, clamped to 0…1, as CoreGraphics and SVG both use them.
    public var orderedStops: [PaintGradientStop] {
        stops.map { PaintGradientStop(color: $0.color, location: min(1, max(0, $0.location))) }
            .enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }

    /// The colour at `location`, interpolated in sRGB between the stops around it: CSS hex and alpha.
    public func color(at location: Double) -> (hex: String, alpha: Double) {
        let stops = orderedStops
        guard let first = stops.first, let last = stops.last else { return ("#000000", 0) }
        if location <= first.location { return first.color.rgb }
        if location >= last.location { return last.color.rgb }
        let upper = stops.firstIndex { $0.location >= location } ?? stops.count - 1
        let a = stops[upper - 1], b = stops[upper]
        let span = b.location - a.location
        let t = span > 0 ? (location - a.location) / span : 1
        let ca = PaintColor.components(of: a.color.name), cb = PaintColor.components(of: b.color.name)
        let alphaA = ca.3 * a.color.opacity, alphaB = cb.3 * b.color.opacity
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        func byte(_ value: Double) -> Int { Int((min(1, max(0, value)) * 255).rounded()) }
        let hex = String(format: "#%02x%02x%02x", byte(mix(ca.0, cb.0)), byte(mix(ca.1, cb.1)), byte(mix(ca.2, cb.2)))
        return (hex, mix(alphaA, alphaB))
    }
}

extension PaintGradient {
    /// Mesh: the unit point at (u, v), each from 0 to 1, across the patch whose top-leading
    /// vertex is at `column`, `row`: the four corners blended bilinearly. (Apple's patches are
    /// Bezier patches; straight-edged ones are what `render` draws, docs/rendering.md.)
    public func meshPoint(column: Int, row: Int, u: Double, v: Double) -> (x: Double, y: Double) {
        let corners = meshCorners(column: column, row: row)
        func vertex(_ index: Int) -> (Double, Double) {
            guard let points, 2 * index + 1 < points.count else { return (0, 0) }
            return (points[2 * index], points[2 * index + 1])
        }
        let (a, b, c, d) = (vertex(corners.0), vertex(corners.1), vertex(corners.2), vertex(corners.3))
        func blend(_ p: Double, _ q: Double, _ r: Double, _ s: Double) -> Double {
            (p * (1 - u) + q * u) * (1 - v) + (r * (1 - u) + s * u) * v
        }
        return (blend(a.0, b.0, c.0, d.0), blend(a.1, b.1, c.1, d.1))
    }

    /// Mesh: the colour at (u, v) across the same patch, the corners' colours blended bilinearly
    /// in sRGB: CSS hex and alpha.
    public func meshColor(column: Int, row: Int, u: Double, v: Double) -> (hex: String, alpha: Double) {
        let corners = meshCorners(column: column, row: row)
        func rgba(_ index: Int) -> (Double, Double, Double, Double) {
            guard stops.indices.contains(index) else { return (0, 0, 0, 0) }
            let c = PaintColor.components(of: stops[index].color.name)
            return (c.0, c.1, c.2, c.3 * stops[index].color.opacity)
        }
        let (a, b, c, d) = (rgba(corners.0), rgba(corners.1), rgba(corners.2), rgba(corners.3))
        func blend(_ p: Double, _ q: Double, _ r: Double, _ s: Double) -> Double {
            (p * (1 - u) + q * u) * (1 - v) + (r * (1 - u) + s * u) * v
        }
        func byte(_ value: Double) -> Int { Int((min(1, max(0, value)) * 255).rounded()) }
        let hex = String(format: "#%02x%02x%02x", byte(blend(a.0, b.0, c.0, d.0)), byte(blend(a.1, b.1, c.1, d.1)), byte(blend(a.2, b.2, c.2, d.2)))
        return (hex, blend(a.3, b.3, c.3, d.3))
    }

    /// The indices of a patch's top-leading, top-trailing, bottom-leading and bottom-trailing vertices.
    private func meshCorners(column: Int, row: Int) -> (Int, Int, Int, Int) {
        let width = grid?.first ?? 0
        let top = row * width + column, bottom = (row + 1) * width + column
        return (top, top + 1, bottom, bottom + 1)
    }
}

/// One stop: its colour (opacity applied) and its location from 0 to 1.
public struct PaintGradientStop: Hashable, Sendable, Codable {
    public var color: PaintColor
    public var location: Double

    public init(color: PaintColor, location: Double) {
        self.color = color
        self.location = location
    }
}

extension PaintColor {
    /// A gradient paint, named after its first stop's colour.
    init(gradient: PaintGradient) {
        let first = gradient.orderedStops.first?.color ?? PaintColor(name: "clear")
        self.init(name: first.name, opacity: first.opacity)
        self.gradient = gradient
    }

    /// The gradient a style paints with, where it is one.
    static func gradient(of style: any ShapeStyle) -> PaintColor? {
        func stops(_ gradient: Gradient) -> [PaintGradientStop] {
            gradient.stops.map { PaintGradientStop(color: PaintColor($0.color), location: Double($0.location)) }
        }
        func point(_ point: UnitPoint) -> [Double] { [Double(point.x), Double(point.y)] }
        let paint: PaintGradient? = switch style {
        case let linear as LinearGradient:
            PaintGradient(kind: "linear", stops: stops(linear.gradient), start: point(linear.startPoint), end: point(linear.endPoint))
        case let radial as RadialGradient:
            PaintGradient(
                kind: "radial", stops: stops(radial.gradient), center: point(radial.center),
                radii: [Double(radial.startRadius), Double(radial.endRadius)]
            )
        case let elliptical as EllipticalGradient:
            PaintGradient(
                kind: "elliptical", stops: stops(elliptical.gradient), center: point(elliptical.center),
                radii: [Double(elliptical.startRadiusFraction), Double(elliptical.endRadiusFraction)]
            )
        case let angular as AngularGradient:
            PaintGradient(
                kind: "angular", stops: stops(angular.gradient), center: point(angular.center),
                angles: [angular.startAngle.degrees, angular.endAngle.degrees]
            )
        case let mesh as MeshGradient:
            PaintGradient(
                kind: "mesh", stops: Gradient(colors: mesh.vertexColors).stops.map { PaintGradientStop(color: PaintColor($0.color), location: Double($0.location)) },
                grid: [mesh.width, mesh.height], points: mesh.vertexPositions.flatMap { [Double($0.x), Double($0.y)] }
            )
        // `Gradient` and `AnyGradient` as styles: top to bottom (Apple's documentation of both).
        case let gradient as Gradient:
            PaintGradient(kind: "linear", stops: stops(gradient), start: [0.5, 0], end: [0.5, 1])
        case let gradient as AnyGradient:
            PaintGradient(kind: "linear", stops: stops(gradient.gradient), start: [0.5, 0], end: [0.5, 1])
        default: nil
        }
        return paint.map { PaintColor(gradient: $0) }
    }
}

extension PaintGradient {
    var json: String {
        func numbers(_ values: [Double]?) -> String? {
            values.map { "[" + $0.map(JSONText.numberString).joined(separator: ",") + "]" }
        }
        var members: [String] = []
        func add(_ key: String, _ value: String?) { if let value { members.append("\"\(key)\":\(value)") } }
        add("angles", numbers(angles))
        add("center", numbers(center))
        add("end", numbers(end))
        add("grid", grid.map { "[" + $0.map(String.init).joined(separator: ",") + "]" })
        var kindText = ""
        JSONText.string(kind, into: &kindText)
        add("kind", kindText)
        add("points", numbers(points))
        add("radii", numbers(radii))
        add("start", numbers(start))
        add("stops", "[" + stops.map { "{\"color\":\($0.color.json),\"location\":\(JSONText.numberString($0.location))}" }.joined(separator: ",") + "]")
        return "{" + members.joined(separator: ",") + "}"
    }
}

extension JSONText {
    static func numberString(_ value: Double) -> String {
        var out = ""
        number(value, into: &out)
        return out
    }
}
