/// The outline of a 2D shape. Elements are recorded (for wireframes); as a view it fills its proposal.
public struct Path: Shape, Equatable {
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    public init(_ rect: CGRect) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
    }

    public init(roundedRect rect: CGRect, cornerSize: CGSize) {
        self.init(rect)
    }

    public init(ellipseIn rect: CGRect) {
        let c = CGPoint(x: rect.midX, y: rect.midY)
        move(to: CGPoint(x: rect.maxX, y: c.y))
        addQuadCurve(to: CGPoint(x: c.x, y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.maxY))
        addQuadCurve(to: CGPoint(x: rect.minX, y: c.y), control: CGPoint(x: rect.minX, y: rect.maxY))
        addQuadCurve(to: CGPoint(x: c.x, y: rect.minY), control: CGPoint(x: rect.minX, y: rect.minY))
        addQuadCurve(to: CGPoint(x: rect.maxX, y: c.y), control: CGPoint(x: rect.maxX, y: rect.minY))
        closeSubpath()
    }

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
    public mutating func addRect(_ rect: CGRect) { elements.append(contentsOf: Path(rect).elements) }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    public var isEmpty: Bool { elements.isEmpty }

    /// The bounding box of the points the path visits.
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }

    public func path(in rect: CGRect) -> Path { self }
}
