import Foundation

// What `Path` answers about its geometry: bounds, containment, trimming and stroking. Curves are
// measured by subdividing them (32 chords a curve, well under a hundredth of a point off for any
// on-screen size); bounds are exact.

extension Path {
    /// The smallest rectangle holding every point the path passes through, control points left
    /// out (CoreGraphics' `boundingBoxOfPath`); `.null` for an empty path.
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                points.append(p)
                current = p
            case .quadCurve(let p, let c):
                points.append(p)
                for t in Self.extremes(current.x, c.x, p.x) + Self.extremes(current.y, c.y, p.y) {
                    points.append(Self.quadPoint(current, c, p, t))
                }
                current = p
            case .curve(let p, let c1, let c2):
                points.append(p)
                for t in Self.extremes(current.x, c1.x, c2.x, p.x) + Self.extremes(current.y, c1.y, c2.y, p.y) {
                    points.append(Self.cubicPoint(current, c1, c2, p, t))
                }
                current = p
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `point` is inside the filled path: by the non-zero winding rule, or even-odd.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for polygon in polygons() where polygon.count > 1 {
            for index in polygon.indices {
                let a = polygon[index], b = polygon[(index + 1) % polygon.count]
                if a.y <= point.y {
                    if b.y > point.y, (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y) > 0 { winding += 1 }
                } else if b.y <= point.y, (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y) < 0 {
                    winding -= 1
                }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// The part of the path from `from` to `to`, fractions of its length (clamped to 0…1; an
    /// empty path when `from >= to`). Curves are cut at the parameter where that length falls,
    /// so the pieces lie exactly on the original. This is what `Shape.trim(from:to:)` draws.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = min(1, max(0, Double(from))), end = min(1, max(0, Double(to)))
        guard start < end else { return Path() }
        if start == 0, end == 1 { return self }
        let segments = self.segments()
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let first = start * total, last = end * total
        var trimmed = Path()
        var travelled = 0.0
        var open = false
        for segment in segments {
            defer { travelled += segment.length }
            if segment.isMove { open = false; continue }
            let segmentStart = travelled, segmentEnd = travelled + segment.length
            guard segmentEnd > first, segmentStart < last, segment.length > 0 else { continue }
            let t0 = segment.parameter(atLength: max(0, first - segmentStart))
            let t1 = segment.parameter(atLength: min(segment.length, last - segmentStart))
            let piece = segment.piece(from: t0, to: t1)
            if !open {
                trimmed.move(to: piece.start)
                open = true
            }
            trimmed.elements.append(piece.element)
        }
        return trimmed
    }

    /// The outline of the path stroked with `style`, as a fillable path: each straight piece of
    /// the flattened path as a quadrilateral, each join and each round cap as a disc of the line
    /// width (square caps extend the end quadrilaterals). Every piece turns the same way, so the
    /// non-zero fill of the result is the stroked area. Dashes are not applied.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let half = style.lineWidth / 2
        guard half > 0 else { return Path() }
        var outline = Path()
        for polyline in polylines() {
            let points = polyline.points
            for index in points.indices.dropLast() {
                var a = points[index], b = points[index + 1]
                let length = hypot(b.x - a.x, b.y - a.y)
                guard length > 0 else { continue }
                let ux = (b.x - a.x) / length, uy = (b.y - a.y) / length
                if style.lineCap == .square, !polyline.closed {
                    if index == 0 { a = CGPoint(x: a.x - ux * half, y: a.y - uy * half) }
                    if index == points.count - 2 { b = CGPoint(x: b.x + ux * half, y: b.y + uy * half) }
                }
                let nx = -uy * half, ny = ux * half
                outline.addLines([
                    CGPoint(x: a.x + nx, y: a.y + ny), CGPoint(x: a.x - nx, y: a.y - ny),
                    CGPoint(x: b.x - nx, y: b.y - ny), CGPoint(x: b.x + nx, y: b.y + ny),
                ])
                outline.closeSubpath()
            }
            let joints = polyline.closed ? Array(points) : Array(points.dropFirst().dropLast())
            let ends = polyline.closed || style.lineCap != .round ? [] : [points.first, points.last].compactMap { $0 }
            for point in joints + ends {
                outline.addEllipse(in: CGRect(x: point.x - half, y: point.y - half, width: 2 * half, height: 2 * half))
            }
        }
        return outline
    }

    // MARK: Subdivision

    /// One element as a piece of geometry: where it starts, its control points, and its length.
    struct Segment {
        var isMove = false
        var points: [CGPoint]
        var length: Double = 0

        func point(at t: Double) -> CGPoint {
            switch points.count {
            case 2: CGPoint(x: points[0].x + (points[1].x - points[0].x) * t, y: points[0].y + (points[1].y - points[0].y) * t)
            case 3: Path.quadPoint(points[0], points[1], points[2], t)
            default: Path.cubicPoint(points[0], points[1], points[2], points[3], t)
            }
        }

        /// Chord lengths at 32 even parameter steps.
        var chordTable: [Double] {
            guard points.count > 2 else { return [0, length] }
            var table = [0.0]
            var previous = points[0]
            for step in 1...32 {
                let p = point(at: Double(step) / 32)
                table.append(table.last! + hypot(p.x - previous.x, p.y - previous.y))
                previous = p
            }
            return table
        }

        func parameter(atLength distance: Double) -> Double {
            guard length > 0 else { return 0 }
            let table = chordTable
            guard table.count > 2 else { return distance / length }
            let target = distance / length * table.last!
            for step in 1..<table.count where table[step] >= target {
                let span = table[step] - table[step - 1]
                let within = span > 0 ? (target - table[step - 1]) / span : 0
                return (Double(step - 1) + within) / Double(table.count - 1)
            }
            return 1
        }

        /// The part of the segment between parameters `t0` and `t1`, by de Casteljau splits.
        func piece(from t0: Double, to t1: Double) -> (start: CGPoint, element: Element) {
            let tail = Path.split(points, at: t0).1
            let local = t0 < 1 ? (t1 - t0) / (1 - t0) : 1
            let cut = Path.split(tail, at: local).0
            switch cut.count {
            case 2: return (cut[0], .line(to: cut[1]))
            case 3: return (cut[0], .quadCurve(to: cut[2], control: cut[1]))
            default: return (cut[0], .curve(to: cut[3], control1: cut[1], control2: cut[2]))
            }
        }
    }

    /// The elements as segments, closes as lines back to their subpath's start, moves as breaks.
    func segments() -> [Segment] {
        var segments: [Segment] = []
        var current = CGPoint.zero, start = CGPoint.zero
        for element in elements {
            var segment: Segment
            switch element {
            case .move(let p):
                segments.append(Segment(isMove: true, points: [p]))
                current = p
                start = p
                continue
            case .line(let p): segment = Segment(points: [current, p])
            case .quadCurve(let p, let c): segment = Segment(points: [current, c, p])
            case .curve(let p, let c1, let c2): segment = Segment(points: [current, c1, c2, p])
            case .closeSubpath: segment = Segment(points: [current, start])
            }
            segment.length = segment.points.count == 2
                ? hypot(segment.points[1].x - segment.points[0].x, segment.points[1].y - segment.points[0].y)
                : segment.chordTable.last!
            segments.append(segment)
            current = segment.points.last!
        }
        return segments
    }

    /// Each subpath flattened to points, and whether it was closed.
    func polylines() -> [(points: [CGPoint], closed: Bool)] {
        var result: [(points: [CGPoint], closed: Bool)] = []
        var points: [CGPoint] = []
        var closed = false
        func finish() {
            if points.count > 1 { result.append((points, closed)) }
            points = []
            closed = false
        }
        for (segment, element) in zip(segments(), elements) {
            if segment.isMove {
                finish()
                points = segment.points
                continue
            }
            if points.isEmpty { points = [segment.points[0]] }
            let steps = segment.points.count == 2 ? 1 : 32
            for step in 1...steps { points.append(segment.point(at: Double(step) / Double(steps))) }
            if case .closeSubpath = element {
                closed = true
                if points.count > 1, points.first == points.last { points.removeLast() }
                finish()
                points = [segment.points.last!]
            }
        }
        finish()
        return result
    }

    /// Each subpath as a closed polygon, for filling.
    func polygons() -> [[CGPoint]] { polylines().map(\.points) }

    static func quadPoint(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: Double) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    static func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: Double) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    /// Parameters in (0, 1) where a quadratic's coordinate turns.
    static func extremes(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
        let denominator = a - 2 * b + c
        guard denominator != 0 else { return [] }
        let t = (a - b) / denominator
        return t > 0 && t < 1 ? [t] : []
    }

    /// Parameters in (0, 1) where a cubic's coordinate turns: the roots of its derivative.
    static func extremes(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        let a = -p0 + 3 * p1 - 3 * p2 + p3, b = 2 * (p0 - 2 * p1 + p2), c = p1 - p0
        var roots: [Double] = []
        if abs(a) < 1e-12 {
            if b != 0 { roots = [-c / b] }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots = [(-b + root) / (2 * a), (-b - root) / (2 * a)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    /// De Casteljau: the control points of the curve before and after parameter `t`.
    static func split(_ points: [CGPoint], at t: Double) -> ([CGPoint], [CGPoint]) {
        var left: [CGPoint] = [], right: [CGPoint] = []
        var level = points
        while !level.isEmpty {
            left.append(level.first!)
            right.insert(level.last!, at: 0)
            level = zip(level, level.dropFirst()).map { CGPoint(x: $0.x + ($1.x - $0.x) * t, y: $0.y + ($1.y - $0.y) * t) }
        }
        return (left, right)
    }
}
