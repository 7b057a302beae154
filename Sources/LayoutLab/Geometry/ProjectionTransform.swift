/// A 3 × 3 projective transform, as SwiftUI's `projectionEffect(_:)` takes it: a point `(x, y)`
/// maps to `((m11·x + m21·y + m31) / w, (m12·x + m22·y + m32) / w)` with
/// `w = m13·x + m23·y + m33`. No `init(CATransform3D)`: QuartzCore has no Linux counterpart.
public struct ProjectionTransform: Equatable, Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    public init() {}

    public init(_ m: CGAffineTransform) {
        m11 = m.a
        m12 = m.b
        m21 = m.c
        m22 = m.d
        m31 = m.tx
        m32 = m.ty
    }

    public var isIdentity: Bool { self == ProjectionTransform() }

    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// `self` followed by `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var result = ProjectionTransform()
        result.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        result.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        result.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        result.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        result.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        result.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        result.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        result.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        result.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return result
    }

    /// The point mapped, or nil where it goes to infinity (`w` is 0).
    func project(_ point: CGPoint) -> CGPoint? {
        let w = m13 * point.x + m23 * point.y + m33
        guard w != 0, w.isFinite else { return nil }
        return CGPoint(x: (m11 * point.x + m21 * point.y + m31) / w, y: (m12 * point.x + m22 * point.y + m32) / w)
    }

    /// The render transform of a view laid out in `frame` (global coordinates), the projection
    /// applied in the view's own coordinates. An affine projection is exact; a perspective one
    /// is recorded as the map from the frame to the bounding box of its projected corners, which
    /// is what the rendered frame records. A corner sent to infinity leaves the frame as it is.
    func renderTransform(of frame: CGRect) -> RenderTransform {
        let origin = frame.origin
        if isAffine {
            var transform = RenderTransform.linear(a: m11, b: m12, c: m21, d: m22, about: origin)
            transform.translateX += m31
            transform.translateY += m32
            return transform
        }
        let local = [CGPoint(x: 0, y: 0), CGPoint(x: frame.width, y: 0), CGPoint(x: 0, y: frame.height), CGPoint(x: frame.width, y: frame.height)]
        let projected = local.compactMap(project)
        guard projected.count == local.count else { return .identity }
        let xs = projected.map(\.x), ys = projected.map(\.y)
        let box = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        let scaleX = frame.width > 0 ? box.width / frame.width : 1
        let scaleY = frame.height > 0 ? box.height / frame.height : 1
        return RenderTransform(
            scaleX: scaleX, scaleY: scaleY,
            translateX: origin.x + box.minX - scaleX * origin.x, translateY: origin.y + box.minY - scaleY * origin.y
        )
    }
}
