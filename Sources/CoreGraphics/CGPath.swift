import LayoutLab

/// A Core Graphics path, kept as the points it passes through: enough for what layout code asks
/// of one (`boundingBox`, `isEmpty`, `currentPoint`). Curves count by their end and control
/// points, so the box is the control-point box, as Core Graphics' `boundingBox` is.
public class CGPath: @unchecked Sendable {
    var points: [CGPoint]
    var current: CGPoint?
    /// The same path as SwiftUI's `Path`, built alongside the points, for `Path(_: CGPath)`
    /// (CGPathShape.swift).
    var shape = LayoutLab.Path()

    init(points: [CGPoint], current: CGPoint?) {
        self.points = points
        self.current = current
    }

    public var isEmpty: Bool { points.isEmpty }
    public var currentPoint: CGPoint { current ?? .zero }

    /// The smallest rectangle holding every point, control points included; `.null` when empty.
    public var boundingBox: CGRect {
        guard let first = points.first else { return .null }
        var box = CGRect(origin: first, size: .zero)
        for point in points.dropFirst() { box = box.union(CGRect(origin: point, size: .zero)) }
        return box
    }

    public func copy() -> CGPath? { CGPath(points: points, current: current, shape: shape) }
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(points: points, current: current, shape: shape) }

    convenience init(points: [CGPoint], current: CGPoint?, shape: LayoutLab.Path) {
        self.init(points: points, current: current)
        self.shape = shape
    }

    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(points: rect.isNull ? [] : CGPath.corners(of: rect), current: rect.isNull ? nil : rect.origin)
        if !rect.isNull { shape.addRect(rect, transform: transform?.pointee ?? .identity) }
    }

    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(points: rect.isNull ? [] : CGPath.corners(of: rect), current: nil)
        if !rect.isNull { shape.addEllipse(in: rect, transform: transform?.pointee ?? .identity) }
    }

    static func corners(of rect: CGRect) -> [CGPoint] {
        [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
         CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
    }
}

/// A path being built.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public convenience init() {
        self.init(points: [], current: nil)
    }

    public func move(to point: CGPoint) {
        points.append(point)
        current = point
        shape.move(to: point)
    }

    public func addLine(to point: CGPoint) {
        points.append(point)
        current = point
        shape.addLine(to: point)
    }

    public func addLines(between points: [CGPoint]) {
        for (index, point) in points.enumerated() {
            index == 0 ? move(to: point) : addLine(to: point)
        }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        points.append(contentsOf: [control, end])
        current = end
        shape.addQuadCurve(to: end, control: control)
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        points.append(contentsOf: [control1, control2, end])
        current = end
        shape.addCurve(to: end, control1: control1, control2: control2)
    }

    public func addRect(_ rect: CGRect) {
        points.append(contentsOf: CGPath.corners(of: rect))
        current = rect.origin
        shape.addRect(rect)
    }

    public func addRects(_ rects: [CGRect]) {
        rects.forEach(addRect)
    }

    public func addEllipse(in rect: CGRect) {
        points.append(contentsOf: CGPath.corners(of: rect))
        current = CGPoint(x: rect.maxX, y: rect.midY)
        shape.addEllipse(in: rect)
    }

    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) {
        points.append(contentsOf: CGPath.corners(of: rect))
        current = rect.origin
        shape.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular)
    }

    public func addPath(_ path: CGPath) {
        points.append(contentsOf: path.points)
        current = path.current ?? current
        shape.addPath(path.shape)
    }

    public func closeSubpath() {
        current = points.first
        shape.closeSubpath()
    }
}
