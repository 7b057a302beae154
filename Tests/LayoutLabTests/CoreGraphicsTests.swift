import Foundation
import Testing
@testable import LayoutLab

/// The CoreGraphics names Foundation on Linux lacks: `CGAffineTransform` and `applying`.
@Suite struct CoreGraphicsTests {
    let point = CGPoint(x: 1, y: 1)

    @Test func concatenationAppliesTheReceiverFirst() {
        let translateThenScale = CGAffineTransform(translationX: 10, y: 20).concatenating(CGAffineTransform(scaleX: 2, y: 3))
        #expect(point.applying(translateThenScale) == CGPoint(x: 22, y: 63))
        // translatedBy(x:y:) translates first, then applies the receiver: the same transform.
        #expect(CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 20) == translateThenScale)
        #expect(point.applying(CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)) == CGPoint(x: 12, y: 23))
        #expect(CGAffineTransform.identity.isIdentity && !translateThenScale.isIdentity)
    }

    @Test func rotationTurnsXTowardsY() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        let turned = CGPoint(x: 1, y: 0).applying(quarter)
        #expect(isClose(turned.x, 0) && isClose(turned.y, 1))
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20).applying(quarter)
        #expect(isClose(rect.minX, -20) && isClose(rect.minY, 0) && isClose(rect.width, 20) && isClose(rect.height, 10))
        let twice = CGAffineTransform.identity.rotated(by: .pi / 2).rotated(by: .pi / 2)
        let back = CGPoint(x: 1, y: 0).applying(twice)
        #expect(isClose(back.x, -1) && isClose(back.y, 0))
    }

    @Test func invertingUndoesAndASingularTransformStays() {
        let transform = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
        let back = point.applying(transform).applying(transform.inverted())
        #expect(isClose(back.x, 1) && isClose(back.y, 1))
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func sizesIgnoreTheTranslationAndRectsBoundTheirCorners() {
        let transform = CGAffineTransform(translationX: 100, y: 100).scaledBy(x: -2, y: 1)
        #expect(CGSize(width: 10, height: 5).applying(transform) == CGSize(width: -20, height: 5))
        #expect(CGRect(x: 1, y: 2, width: 10, height: 5).applying(transform) == CGRect(x: 78, y: 102, width: 20, height: 5))
        #expect(CGRect.null.applying(transform).isNull)
        #expect(CGRect(x: 0, y: 0, width: 1, height: 1).equalTo(CGRect(x: 0, y: 0, width: 1, height: 1)))
    }
}
