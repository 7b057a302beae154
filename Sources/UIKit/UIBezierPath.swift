import CoreGraphics
import Foundation
import LayoutLab

/// The corners of a rectangle, for rounding some of them (Apple: "UIRectCorner").
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    // UIKit's raw values.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners = UIRectCorner(rawValue: ~0)
}

/// A path of lines and curves (Apple: "UIBezierPath"), built as SwiftUI's `Path`, so that
/// `Path(bezierPath.cgPath)` in a `Shape` draws the very segments: a shape's path changes no
/// layout, only what a picture draws.
open class UIBezierPath: @unchecked Sendable {
    private var path = Path()
    /// End and control points, for `bounds` (the control-point box, as UIKit's `bounds` is).
    private var points: [CGPoint] = []
    open var lineWidth: CGFloat = 1
    open private(set) var currentPoint: CGPoint = .zero

    public init() {}

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
        points += corners(of: rect)
        currentPoint = rect.origin
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
        points += corners(of: rect)
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// The rectangle with the chosen corners rounded; UIKit rounds them by the radii's width
    /// (its documentation's example passes equal radii), clamped to half the rectangle.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let radius = cornerRadii.width
        func r(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
        path.addRoundedRect(
            in: rect,
            cornerRadii: RectangleCornerRadii(topLeading: r(.topLeft), bottomLeading: r(.bottomLeft), bottomTrailing: r(.bottomRight), topTrailing: r(.topRight)),
            style: .circular
        )
        points += self.corners(of: rect)
        currentPoint = rect.origin
    }

    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        path = Path(cgPath)
        let box = cgPath.boundingBox
        if !box.isNull { points += corners(of: box) }
        currentPoint = cgPath.currentPoint
    }

    private func corners(of rect: CGRect) -> [CGPoint] {
        [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
         CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
    }

    open func move(to point: CGPoint) {
        path.move(to: point)
        points.append(point)
        currentPoint = point
    }

    open func addLine(to point: CGPoint) {
        path.addLine(to: point)
        points.append(point)
        currentPoint = point
    }

    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
        points += [controlPoint1, controlPoint2, endPoint]
        currentPoint = endPoint
    }

    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
        points += [controlPoint, endPoint]
        currentPoint = endPoint
    }

    /// An arc; angles in radians from the positive x axis, clockwise on screen when `clockwise`.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
        points += corners(of: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        currentPoint = CGPoint(x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
    }

    open func close() {
        path.closeSubpath()
    }

    open func append(_ bezierPath: UIBezierPath) {
        path.addPath(bezierPath.path)
        points += bezierPath.points
    }

    open var isEmpty: Bool { path.isEmpty }

    /// The box of every end and control point.
    open var bounds: CGRect {
        guard let first = points.first else { return .null }
        return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }

    open var cgPath: CGPath {
        CGPath(_shape: path, points: points, current: path.isEmpty ? nil : currentPoint)
    }

    /// Filling and stroking the path in the drawing under way: accepted, nothing is rasterised
    /// (UIGraphicsImageRenderer.swift).
    open func fill() {}
    open func stroke() {}
    open func addClip() {}
}
