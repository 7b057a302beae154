/// The affine mapping from layout coordinates to rendered coordinates that render effects
/// (`offset`, `scaleEffect`, `rotationEffect`, `visualEffect`) build up. Layout never sees it.
/// A point maps to `(a·x + c·y + tx, b·x + d·y + ty)`; a rectangle to the bounding box of its
/// mapped corners (a rotated view's rendered frame). Public only because `VisualEffect` returns
/// it; its members are the engine's.
public struct RenderTransform: Equatable, Sendable {
    var scaleX: CGFloat = 1
    /// The y that x contributes (`b`): non-zero only once something rotates or shears.
    var shearY: CGFloat = 0
    /// The x that y contributes (`c`).
    var shearX: CGFloat = 0
    var scaleY: CGFloat = 1
    var translateX: CGFloat = 0
    var translateY: CGFloat = 0

    static let identity = RenderTransform()

    var isIdentity: Bool { self == .identity }

    var isFinite: Bool {
        scaleX.isFinite && scaleY.isFinite && shearX.isFinite && shearY.isFinite && translateX.isFinite && translateY.isFinite
    }

    static func translation(x: CGFloat, y: CGFloat) -> RenderTransform {
        RenderTransform(translateX: x, translateY: y)
    }

    /// Scales about `anchor`, a point in global layout coordinates.
    static func scale(x: CGFloat, y: CGFloat, about anchor: CGPoint) -> RenderTransform {
        RenderTransform(scaleX: x, scaleY: y, translateX: anchor.x - anchor.x * x, translateY: anchor.y - anchor.y * y)
    }

    /// The linear part `(a, b, c, d)` applied about `anchor` (global layout coordinates).
    static func linear(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, about anchor: CGPoint) -> RenderTransform {
        RenderTransform(
            scaleX: a, shearY: b, shearX: c, scaleY: d,
            translateX: anchor.x - (a * anchor.x + c * anchor.y), translateY: anchor.y - (b * anchor.x + d * anchor.y)
        )
    }

    /// Turns by `radians` about `anchor`, clockwise on screen (y grows downwards), as SwiftUI's
    /// `rotationEffect` does.
    static func rotation(radians: CGFloat, about anchor: CGPoint) -> RenderTransform {
        let cosine = cos(radians), sine = sin(radians)
        return linear(a: cosine, b: sine, c: -sine, d: cosine, about: anchor)
    }

    func apply(_ point: CGPoint) -> CGPoint {
        CGPoint(x: scaleX * point.x + shearX * point.y + translateX, y: shearY * point.x + scaleY * point.y + translateY)
    }

    func apply(_ rect: CGRect) -> CGRect {
        guard !isIdentity else { return rect }
        let corners = [
            apply(CGPoint(x: rect.minX, y: rect.minY)), apply(CGPoint(x: rect.maxX, y: rect.minY)),
            apply(CGPoint(x: rect.minX, y: rect.maxY)), apply(CGPoint(x: rect.maxX, y: rect.maxY)),
        ]
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    /// `self` after `inner`: points go through `inner` first.
    func concatenating(_ inner: RenderTransform) -> RenderTransform {
        RenderTransform(
            scaleX: scaleX * inner.scaleX + shearX * inner.shearY,
            shearY: shearY * inner.scaleX + scaleY * inner.shearY,
            shearX: scaleX * inner.shearX + shearX * inner.scaleY,
            scaleY: shearY * inner.shearX + scaleY * inner.scaleY,
            translateX: scaleX * inner.translateX + shearX * inner.translateY + translateX,
            translateY: shearY * inner.translateX + scaleY * inner.translateY + translateY
        )
    }

    /// The inverse mapping; a degenerate transform (a zero scale) inverts its invertible part and
    /// collapses the rest, so anchors resolved through it stay finite.
    var inverted: RenderTransform {
        let determinant = scaleX * scaleY - shearX * shearY
        guard determinant != 0 else {
            let sx = scaleX == 0 ? 0 : 1 / scaleX
            let sy = scaleY == 0 ? 0 : 1 / scaleY
            return RenderTransform(scaleX: sx, scaleY: sy, translateX: -translateX * sx, translateY: -translateY * sy)
        }
        let a = scaleY / determinant, b = -shearY / determinant
        let c = -shearX / determinant, d = scaleX / determinant
        return RenderTransform(
            scaleX: a, shearY: b, shearX: c, scaleY: d,
            translateX: -(a * translateX + c * translateY), translateY: -(b * translateX + d * translateY)
        )
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
