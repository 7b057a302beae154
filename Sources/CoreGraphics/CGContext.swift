import Foundation

/// A Core Graphics drawing context, as an image renderer's closure draws into one (Apple:
/// "CGContext"). Nothing is rasterised here (`UIGraphicsImageRenderer` says why), so drawing
/// calls are accepted; the graphics state the app saves and restores (the transform, the line
/// width, the colours, the alpha) is kept and read back, so code that reads its own settings works.
open class CGContext: @unchecked Sendable {
    struct GraphicsState {
        var transform = CGAffineTransform.identity
        var fillColor: CGColor?
        var strokeColor: CGColor?
        var lineWidth: CGFloat = 1
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
        var alpha: CGFloat = 1
    }

    private var state = GraphicsState()
    private var saved: [GraphicsState] = []
    /// The path being built: its bounds, as `boundingBoxOfPath` answers.
    private var pathBounds = CGRect.null

    public init() {}

    /// The current transform (`translateBy`, `scaleBy`, `rotate`, `concatenate`).
    open var ctm: CGAffineTransform { state.transform }
    open var boundingBoxOfPath: CGRect { pathBounds }
    open var isPathEmpty: Bool { pathBounds.isNull }

    open func saveGState() { saved.append(state) }
    open func restoreGState() { if let last = saved.popLast() { state = last } }

    open func translateBy(x tx: CGFloat, y ty: CGFloat) { state.transform = state.transform.translatedBy(x: tx, y: ty) }
    open func scaleBy(x sx: CGFloat, y sy: CGFloat) { state.transform = state.transform.scaledBy(x: sx, y: sy) }
    open func rotate(by angle: CGFloat) { state.transform = state.transform.rotated(by: angle) }
    open func concatenate(_ transform: CGAffineTransform) { state.transform = transform.concatenating(state.transform) }

    open func setFillColor(_ color: CGColor) { state.fillColor = color }
    open func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    open func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    open func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    open func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    open func setAlpha(_ alpha: CGFloat) { state.alpha = alpha }
    open func setShouldAntialias(_ shouldAntialias: Bool) {}
    open func setLineDash(phase: CGFloat, lengths: [CGFloat]) {}

    open func beginPath() { pathBounds = .null }
    open func move(to point: CGPoint) { include(CGRect(origin: point, size: .zero)) }
    open func addLine(to point: CGPoint) { include(CGRect(origin: point, size: .zero)) }
    open func addRect(_ rect: CGRect) { include(rect) }
    open func addEllipse(in rect: CGRect) { include(rect) }
    open func addPath(_ path: CGPath) { include(path.boundingBox) }
    open func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        include(CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2))
    }
    open func closePath() {}

    /// Drawing the path ends it, as Core Graphics does.
    open func fillPath() { pathBounds = .null }
    open func strokePath() { pathBounds = .null }
    open func clip() { pathBounds = .null }

    open func fill(_ rect: CGRect) {}
    open func fill(_ rects: [CGRect]) {}
    open func stroke(_ rect: CGRect) {}
    open func stroke(_ rect: CGRect, width: CGFloat) {}
    open func fillEllipse(in rect: CGRect) {}
    open func strokeEllipse(in rect: CGRect) {}
    open func clear(_ rect: CGRect) {}
    open func clip(to rect: CGRect) {}
    open func draw(_ image: CGImage, in rect: CGRect) {}

    private func include(_ rect: CGRect) { pathBounds = pathBounds.union(rect) }
}
