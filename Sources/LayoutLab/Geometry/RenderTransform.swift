/// The scale-and-translate mapping from layout coordinates to rendered coordinates that render
/// effects (`offset`, `scaleEffect`, `visualEffect`) build up. Layout never sees it.
/// Public only because `VisualEffect` returns it; its members are the engine's.
public struct RenderTransform: Equatable, Sendable {
    var scaleX: CGFloat = 1
    var scaleY: CGFloat = 1
    var translateX: CGFloat = 0
    var translateY: CGFloat = 0

    static let identity = RenderTransform()

    var isIdentity: Bool { self == .identity }

    var isFinite: Bool { scaleX.isFinite && scaleY.isFinite && translateX.isFinite && translateY.isFinite }

    static func translation(x: CGFloat, y: CGFloat) -> RenderTransform {
        RenderTransform(translateX: x, translateY: y)
    }

    /// Scales about `anchor`, a point in global layout coordinates.
    static func scale(x: CGFloat, y: CGFloat, about anchor: CGPoint) -> RenderTransform {
        RenderTransform(scaleX: x, scaleY: y, translateX: anchor.x - anchor.x * x, translateY: anchor.y - anchor.y * y)
    }

    func apply(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x * scaleX + translateX, y: point.y * scaleY + translateY)
    }

    func apply(_ rect: CGRect) -> CGRect {
        guard !isIdentity else { return rect }
        let a = apply(CGPoint(x: rect.minX, y: rect.minY))
        let b = apply(CGPoint(x: rect.maxX, y: rect.maxY))
        return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    /// `self` after `inner`: points go through `inner` first.
    func concatenating(_ inner: RenderTransform) -> RenderTransform {
        RenderTransform(
            scaleX: scaleX * inner.scaleX,
            scaleY: scaleY * inner.scaleY,
            translateX: scaleX * inner.translateX + translateX,
            translateY: scaleY * inner.translateY + translateY
        )
    }

    var inverted: RenderTransform {
        let sx = scaleX == 0 ? 0 : 1 / scaleX
        let sy = scaleY == 0 ? 0 : 1 / scaleY
        return RenderTransform(scaleX: sx, scaleY: sy, translateX: -translateX * sx, translateY: -translateY * sy)
    }
}

/// Device pixel grid arithmetic: layout positions and rendered edges land on whole pixels.
struct PixelGrid: Sendable {
    let scale: CGFloat

    func round(_ value: CGFloat) -> CGFloat {
        guard value.isFinite, scale > 0 else { return value }
        return (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    func snapOrigin(_ rect: CGRect) -> CGRect {
        CGRect(x: round(rect.minX), y: round(rect.minY), width: rect.width, height: rect.height)
    }

    /// Rounds each edge to the nearest pixel, computing in whole pixels so that sizes come out as
    /// exact multiples of 1/scale (220, not 219.99999999999994).
    func snapEdges(_ rect: CGRect) -> CGRect {
        guard scale > 0, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return rect }
        let minX = (rect.minX * scale).rounded(.toNearestOrAwayFromZero)
        let minY = (rect.minY * scale).rounded(.toNearestOrAwayFromZero)
        let maxX = (rect.maxX * scale).rounded(.toNearestOrAwayFromZero)
        let maxY = (rect.maxY * scale).rounded(.toNearestOrAwayFromZero)
        return CGRect(x: minX / scale, y: minY / scale, width: (maxX - minX) / scale, height: (maxY - minY) / scale)
    }
}
