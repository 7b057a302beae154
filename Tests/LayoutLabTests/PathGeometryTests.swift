import Foundation
import Testing
@testable import LayoutLab

// Path as SwiftUI's: arcs in the screen's y-down space with CoreGraphics' `clockwise` (visually
// counter-clockwise), curves, bounds, containment, trimming and stroking.

private func near(_ a: CGPoint?, _ b: CGPoint, within tolerance: CGFloat = 0.01) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

private func near(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat = 0.01) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance && abs(a.width - b.width) <= tolerance
        && abs(a.height - b.height) <= tolerance
}

@Suite struct PathGeometryTests {
    /// `clockwise: false` from 0° to 90° turns downwards (clockwise on screen): a quarter arc
    /// from 3 o'clock to 6 o'clock.
    @Test func aCounterClockwiseArcTurnsClockwiseOnScreen() {
        let path = Path { p in
            p.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        }
        #expect(path.elements.first == .move(to: CGPoint(x: 90, y: 50)))
        #expect(near(path.currentPoint, CGPoint(x: 50, y: 90)))
        #expect(near(path.boundingRect, CGRect(x: 50, y: 50, width: 40, height: 40)))
        #expect(path.svgPathData.hasSuffix(" 50 90"))
        let middle = CGPoint(x: 50 + 40 * cos(Double.pi / 4), y: 50 + 40 * sin(Double.pi / 4))
        #expect(near(path.trimmedPath(from: 0, to: 0.5).currentPoint, middle, within: 0.05))
    }

    /// `clockwise: true` over the same angles goes the long way, through the top (12 o'clock).
    @Test func aClockwiseArcGoesTheOtherWay() {
        let path = Path { p in
            p.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        }
        #expect(near(path.currentPoint, CGPoint(x: 50, y: 90)))
        #expect(near(path.boundingRect, CGRect(x: 10, y: 10, width: 80, height: 80)))
        #expect(near(path.trimmedPath(from: 0, to: 1.0 / 3).currentPoint, CGPoint(x: 50, y: 10), within: 0.05))
        // A line joins an arc to the current point; a relative arc turns by its delta.
        let joined = Path { p in
            p.move(to: .zero)
            p.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, delta: .degrees(180))
        }
        #expect(joined.elements[1] == .line(to: CGPoint(x: 60, y: 50)))
        #expect(near(joined.currentPoint, CGPoint(x: 40, y: 50)))
        #expect(near(joined.boundingRect, CGRect(x: 0, y: 0, width: 60, height: 60)))
    }

    /// The tangent arc rounds a corner: a line to the first tangent point, an arc to the second.
    @Test func aTangentArcRoundsACorner() {
        let path = Path { p in
            p.move(to: .zero)
            p.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        }
        #expect(path.elements[1] == .line(to: CGPoint(x: 80, y: 0)))
        #expect(near(path.currentPoint, CGPoint(x: 100, y: 20)))
        #expect(near(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 20)))
    }

    /// Curve bounds are exact, control points left out.
    @Test func curveBoundsLeaveControlPointsOut() {
        let quad = Path { p in
            p.move(to: .zero)
            p.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        }
        #expect(near(quad.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 50)))
        let cubic = Path { p in
            p.move(to: .zero)
            p.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        }
        #expect(near(cubic.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 75)))
        #expect(near(Path(ellipseIn: CGRect(x: 10, y: 20, width: 60, height: 30)).boundingRect, CGRect(x: 10, y: 20, width: 60, height: 30)))
    }

    /// Containment by the winding rule and by even-odd; rounded corners leave their corners out.
    @Test func containment() {
        let ring = Path { p in
            p.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
            p.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        }
        #expect(ring.contains(CGPoint(x: 20, y: 20)))
        #expect(!ring.contains(CGPoint(x: 20, y: 20), eoFill: true))
        #expect(ring.contains(CGPoint(x: 5, y: 5), eoFill: true))
        let rounded = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 20)
        #expect(!rounded.contains(CGPoint(x: 1, y: 1)) && rounded.contains(CGPoint(x: 10, y: 10)))
        #expect(near(rounded.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 100)))
        #expect(!Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)).contains(CGPoint(x: 5, y: 5)))
    }

    /// A circle's path starts at 3 o'clock and runs clockwise on screen: a quarter trim ends at
    /// 6 o'clock, a half at 9.
    @Test func aCircleTrimsClockwiseFromThreeOClock() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(near(Circle().trim(from: 0, to: 0.25).path(in: rect).currentPoint, CGPoint(x: 50, y: 100)))
        #expect(near(Circle().trim(from: 0, to: 0.5).path(in: rect).currentPoint, CGPoint(x: 0, y: 50)))
        let middle = Circle().trim(from: 0.25, to: 0.5).path(in: rect)
        #expect(near(middle.elements.first.flatMap { if case .move(let p) = $0 { p } else { nil } }, CGPoint(x: 50, y: 100)))
        #expect(Circle().trim(from: 0.6, to: 0.4).path(in: rect).isEmpty)
        // A line trims by length.
        let line = Path { p in p.addLines([.zero, CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)]) }
        #expect(near(line.trimmedPath(from: 0.25, to: 0.75).boundingRect, CGRect(x: 50, y: 0, width: 50, height: 50)))
    }

    /// A stroked path is the area the stroke covers: butt caps stop at the ends, round caps
    /// and square caps reach half the width past them.
    @Test func strokedPathCoversTheStroke() {
        let line = Path { p in
            p.move(to: .zero)
            p.addLine(to: CGPoint(x: 100, y: 0))
        }
        let butt = line.strokedPath(StrokeStyle(lineWidth: 10))
        #expect(near(butt.boundingRect, CGRect(x: 0, y: -5, width: 100, height: 10)))
        #expect(butt.contains(CGPoint(x: 50, y: 4)) && !butt.contains(CGPoint(x: 50, y: 6)) && !butt.contains(CGPoint(x: -3, y: 0)))
        #expect(line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round)).contains(CGPoint(x: -3, y: 0)))
        #expect(near(line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square)).boundingRect, CGRect(x: -5, y: -5, width: 110, height: 10)))
        let ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)).strokedPath(StrokeStyle(lineWidth: 4))
        #expect(ring.contains(CGPoint(x: 50, y: 1)) && !ring.contains(CGPoint(x: 50, y: 50)))
    }

    /// Transforms map every point; `addPath` and `offsetBy` too.
    @Test func transforms() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.offsetBy(dx: 5, dy: 7).boundingRect == CGRect(x: 5, y: 7, width: 10, height: 10))
        #expect(square.applying(CGAffineTransform(scaleX: 2, y: 3)).boundingRect == CGRect(x: 0, y: 0, width: 20, height: 30))
        var both = square
        both.addPath(square, transform: CGAffineTransform(translationX: 20, y: 0))
        #expect(both.boundingRect == CGRect(x: 0, y: 0, width: 30, height: 10))
        var ellipse = Path()
        ellipse.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: 5, y: 5))
        #expect(near(ellipse.boundingRect, CGRect(x: 5, y: 5, width: 10, height: 10)))
        #expect(Path().boundingRect.isNull && Path().currentPoint == nil)
    }
}
