import LayoutLab

/// `a ≈ b`: equal within ``LayoutTolerance/points``. Laid-out lengths carry the rounding of the
/// arithmetic that made them (`393.00000000000006` where every report prints 393), so a test
/// compares them as a person reads them: `#expect(layout.frame("card")?.width ≈ 393)`.
///
/// Type it with Option-X on a Mac keyboard, or `\u{2248}`; `isApproximately(_:)` says the same
/// in letters.
infix operator ≈: ComparisonPrecedence

/// How far apart two lengths may be and still compare equal with `≈`.
public enum LayoutTolerance {
    /// 0.01 pt: well under a pixel on any screen, well over arithmetic's rounding.
    public static let points: CGFloat = 0.01
}

public func ≈ (lhs: CGFloat, rhs: CGFloat) -> Bool {
    lhs.isApproximately(rhs)
}

/// False when the left side is nil: a node that was not found is not near anything.
public func ≈ (lhs: CGFloat?, rhs: CGFloat) -> Bool {
    lhs.map { $0 ≈ rhs } ?? false
}

public func ≈ (lhs: CGSize, rhs: CGSize) -> Bool {
    lhs.width ≈ rhs.width && lhs.height ≈ rhs.height
}

public func ≈ (lhs: CGSize?, rhs: CGSize) -> Bool {
    lhs.map { $0 ≈ rhs } ?? false
}

public func ≈ (lhs: CGPoint, rhs: CGPoint) -> Bool {
    lhs.x ≈ rhs.x && lhs.y ≈ rhs.y
}

public func ≈ (lhs: CGPoint?, rhs: CGPoint) -> Bool {
    lhs.map { $0 ≈ rhs } ?? false
}

public func ≈ (lhs: CGRect, rhs: CGRect) -> Bool {
    lhs.isClose(to: rhs, tolerance: LayoutTolerance.points)
}

public func ≈ (lhs: CGRect?, rhs: CGRect) -> Bool {
    lhs.map { $0 ≈ rhs } ?? false
}

extension CGFloat {
    /// Within `tolerance` of `other` (``LayoutTolerance/points`` by default).
    public func isApproximately(_ other: CGFloat, tolerance: CGFloat = LayoutTolerance.points) -> Bool {
        (self - other).magnitude <= tolerance
    }
}

extension CGSize {
    public func isApproximately(_ other: CGSize, tolerance: CGFloat = LayoutTolerance.points) -> Bool {
        width.isApproximately(other.width, tolerance: tolerance) && height.isApproximately(other.height, tolerance: tolerance)
    }
}

extension CGPoint {
    public func isApproximately(_ other: CGPoint, tolerance: CGFloat = LayoutTolerance.points) -> Bool {
        x.isApproximately(other.x, tolerance: tolerance) && y.isApproximately(other.y, tolerance: tolerance)
    }
}

extension CGRect {
    public func isApproximately(_ other: CGRect, tolerance: CGFloat = LayoutTolerance.points) -> Bool {
        isClose(to: other, tolerance: tolerance)
    }
}
