import Foundation

/// The outline of a 2D shape, as SwiftUI's `Path` (Apple's documentation of `Path`). Arcs,
/// ellipses and rounded corners are stored as cubic Bézier curves, as CoreGraphics stores
/// them, so every element is a move, a line, a curve or a close. As a view it fills its
/// proposal; `render` draws its elements as SVG path data.
///
/// Coordinates are the screen's: y grows downwards. An arc's `clockwise` is CoreGraphics' sense
/// in a y-up space, so a `clockwise: true` arc turns counter-clockwise on screen (Apple's
/// documentation of `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)`
/// and `CGContextAddArc`: "in a flipped coordinate system … specifying a clockwise arc results in
/// a counterclockwise arc after the transformation is applied").
public nonisolated struct Path: Shape, Equatable, Sendable {
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    public internal(set) var elements: [Element] = []

    public init() {}

    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    public init(_ rect: CGRect) {
        addRect(rect)
    }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    // MARK: Building

    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }

    public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: point, control: control))
    }

    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// A closed subpath around `rect`: its top left, top right, bottom right, bottom left.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        var piece = Path()
        piece.addLines([
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
        ])
        piece.closeSubpath()
        addPath(piece, transform: transform)
    }

    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// An ellipse inscribed in `rect`: a closed subpath of four quarter curves from the right-hand
    /// point, turning clockwise on screen (through the bottom first), as CoreGraphics draws it;
    /// so `Circle().trim(from: 0, to: 0.25)` runs from 3 o'clock to 6 o'clock.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        var piece = Path()
        piece.move(to: CGPoint(x: r.maxX, y: r.midY))
        piece.appendArc(
            center: CGPoint(x: r.midX, y: r.midY), radii: CGSize(width: r.width / 2, height: r.height / 2),
            start: 0, sweep: 2 * .pi
        )
        piece.closeSubpath()
        addPath(piece, transform: transform)
    }

    /// A rounded rectangle, corners circular or continuous (continuous corners are drawn as
    /// circular arcs of the same radius: Apple does not publish the continuous curve). The corner
    /// size is clamped to half the rectangle, as CoreGraphics clamps it.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity
    ) {
        addRoundedRect(in: rect, corners: Array(repeating: cornerSize, count: 4), transform: transform)
    }

    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity
    ) {
        let corners = [cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomTrailing, cornerRadii.bottomLeading]
        addRoundedRect(in: rect, corners: corners.map { CGSize(width: $0, height: $0) }, transform: transform)
    }

    /// Corners in order top left, top right, bottom right, bottom left; clockwise on screen from
    /// the top edge.
    private mutating func addRoundedRect(in rect: CGRect, corners: [CGSize], transform: CGAffineTransform) {
        let r = rect.standardized
        let sizes = corners.map {
            CGSize(width: min(max(0, $0.width), r.width / 2), height: min(max(0, $0.height), r.height / 2))
        }
        guard sizes.contains(where: { $0.width > 0 && $0.height > 0 }) else { return addRect(r, transform: transform) }
        var piece = Path()
        let (tl, tr, br, bl) = (sizes[0], sizes[1], sizes[2], sizes[3])
        piece.move(to: CGPoint(x: r.minX + tl.width, y: r.minY))
        piece.addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY))
        piece.appendArc(center: CGPoint(x: r.maxX - tr.width, y: r.minY + tr.height), radii: tr, start: -.pi / 2, sweep: .pi / 2)
        piece.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height))
        piece.appendArc(center: CGPoint(x: r.maxX - br.width, y: r.maxY - br.height), radii: br, start: 0, sweep: .pi / 2)
        piece.addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY))
        piece.appendArc(center: CGPoint(x: r.minX + bl.width, y: r.maxY - bl.height), radii: bl, start: .pi / 2, sweep: .pi / 2)
        piece.addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height))
        piece.appendArc(center: CGPoint(x: r.minX + tl.width, y: r.minY + tl.height), radii: tl, start: .pi, sweep: .pi / 2)
        piece.closeSubpath()
        addPath(piece, transform: transform)
    }

    /// An arc of the circle around `center` from `startAngle` to `endAngle`; a line joins it to
    /// the current point, if any. Angles are measured from the positive x axis towards positive
    /// y (downwards on screen). `clockwise: false` sweeps towards increasing angles (clockwise on
    /// screen), `clockwise: true` towards decreasing ones (see the type's note).
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let turn = 2 * Double.pi
        var sweep = endAngle.radians - startAngle.radians
        if clockwise {
            sweep = sweep <= -turn ? -turn : -((-sweep).truncatingRemainder(dividingBy: turn) + turn).truncatingRemainder(dividingBy: turn)
        } else {
            sweep = sweep >= turn ? turn : (sweep.truncatingRemainder(dividingBy: turn) + turn).truncatingRemainder(dividingBy: turn)
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: Angle(radians: sweep), transform: transform)
    }

    /// An arc from `startAngle` turning by `delta` (positive: clockwise on screen).
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        let start = CGPoint(x: center.x + radius * cos(startAngle.radians), y: center.y + radius * sin(startAngle.radians))
        var piece = Path()
        piece.move(to: start)
        piece.appendArc(center: center, radii: CGSize(width: radius, height: radius), start: startAngle.radians, sweep: delta.radians)
        appendJoined(piece, transform: transform)
    }

    /// The arc of `radius` tangent to the lines from the current point to `tangent1End` and from
    /// there to `tangent2End`, joined to the current point by a line (CoreGraphics'
    /// `addArc(tangent1End:tangent2End:radius:)`). Without a current point it starts at
    /// `tangent1End`; when the points are in line it is a line to `tangent1End`.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard let current = currentPoint else {
            return move(to: tangent1End.applying(transform))
        }
        let p0 = current.applying(transform.inverted())
        let v1 = CGPoint(x: p0.x - tangent1End.x, y: p0.y - tangent1End.y)
        let v2 = CGPoint(x: tangent2End.x - tangent1End.x, y: tangent2End.y - tangent1End.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, abs(cross) > 1e-9, radius > 0 else {
            return addLine(to: tangent1End.applying(transform))
        }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let angle = acos(min(1, max(-1, u1.x * u2.x + u1.y * u2.y)))
        let distance = radius / tan(angle / 2)
        let t1 = CGPoint(x: tangent1End.x + u1.x * distance, y: tangent1End.y + u1.y * distance)
        let t2 = CGPoint(x: tangent1End.x + u2.x * distance, y: tangent1End.y + u2.y * distance)
        // The centre is `radius` from both tangent points, on the inside of the corner.
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = hypot(bisector.x, bisector.y)
        let centreDistance = radius / sin(angle / 2)
        let center = CGPoint(
            x: tangent1End.x + bisector.x / bisectorLength * centreDistance, y: tangent1End.y + bisector.y / bisectorLength * centreDistance
        )
        let a1 = atan2(t1.y - center.y, t1.x - center.x), a2 = atan2(t2.y - center.y, t2.x - center.x)
        var sweep = a2 - a1
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        var piece = Path()
        piece.move(to: t1)
        piece.appendArc(center: center, radii: CGSize(width: radius, height: radius), start: a1, sweep: sweep)
        appendJoined(piece, transform: transform)
    }

    /// `path`'s elements, mapped by `transform`, added as they are (its moves start subpaths).
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: transform.isIdentity ? path.elements : path.applying(transform).elements)
    }

    /// `piece`, whose first element is a move: joined to the current point by a line when there
    /// is one, as CoreGraphics joins an arc.
    private mutating func appendJoined(_ piece: Path, transform: CGAffineTransform) {
        let mapped = transform.isIdentity ? piece : piece.applying(transform)
        guard case .move(let start)? = mapped.elements.first else { return }
        if currentPoint != nil { addLine(to: start) } else { move(to: start) }
        elements.append(contentsOf: mapped.elements.dropFirst())
    }

    /// Cubic curves along the ellipse around `center` from angle `start` by `sweep`, in pieces of
    /// at most a quarter turn, each with control points at 4/3·tan(θ/4) of the radius (the
    /// standard approximation, within 0.03 % of the circle).
    mutating func appendArc(center: CGPoint, radii: CGSize, start: Double, sweep: Double) {
        guard sweep != 0 else { return }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radii.width * cos(angle), y: center.y + radii.height * sin(angle))
        }
        func tangent(_ angle: Double) -> CGPoint {
            CGPoint(x: -radii.width * sin(angle), y: radii.height * cos(angle))
        }
        var angle = start
        for _ in 0..<pieces {
            let next = angle + step
            let p0 = point(angle), p1 = point(next), d0 = tangent(angle), d1 = tangent(next)
            addCurve(
                to: p1, control1: CGPoint(x: p0.x + k * d0.x, y: p0.y + k * d0.y),
                control2: CGPoint(x: p1.x - k * d1.x, y: p1.y - k * d1.y)
            )
            angle = next
        }
    }

    // MARK: Reading

    public var isEmpty: Bool { elements.isEmpty }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    /// The last point the path reached: the end of its last element, or the start of the subpath
    /// a close returned to; nil for an empty path.
    public var currentPoint: CGPoint? {
        var start: CGPoint?, current: CGPoint?
        for element in elements {
            switch element {
            case .move(let p):
                start = p
                current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .closeSubpath: current = start
            }
        }
        return current
    }

    public func path(in rect: CGRect) -> Path { self }

    /// The path with every point mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var mapped = Path()
        mapped.elements = elements.map { element in
            switch element {
            case .move(let p): .move(to: p.applying(transform))
            case .line(let p): .line(to: p.applying(transform))
            case .quadCurve(let p, let c): .quadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2):
                .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }
        return mapped
    }

    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }
}

extension Path {
    /// The path as SVG path data, in its own coordinates (the screen's: y down), so SVG draws it
    /// exactly where the elements say.
    var svgPathData: String {
        func point(_ point: CGPoint) -> String { "\(point.x.formattedPoints) \(point.y.formattedPoints)" }
        return elements.map { element in
            switch element {
            case .move(let to): "M\(point(to))"
            case .line(let to): "L\(point(to))"
            case .quadCurve(let to, let control): "Q\(point(control)) \(point(to))"
            case .curve(let to, let control1, let control2): "C\(point(control1)) \(point(control2)) \(point(to))"
            case .closeSubpath: "Z"
            }
        }.joined()
    }
}
