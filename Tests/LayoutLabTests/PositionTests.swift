import Testing
@testable import LayoutLab

/// `.position` (docs/layout-rules.md, "position").
@Suite struct PositionTests {
    @Test func takesTheWholeProposalAndCentresTheChildOnThePoint() {
        let snapshot = layout(
            Color.red.frame(width: 40, height: 20).accessibilityIdentifier("dot").position(x: 100, y: 50).accessibilityIdentifier("position"),
            width: 300, height: 200
        )
        #expect(snapshot.named("position").frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        // Centred on (100, 50): 100 − 40/2, 50 − 20/2.
        #expect(snapshot.named("dot").frame == CGRect(x: 80, y: 40, width: 40, height: 20))
        // The child is offered the position view's whole size.
        #expect(snapshot.named("dot").proposal == ProposedViewSize(width: 300, height: 200))
    }

    @Test func thePointIsInThePositionViewsOwnCoordinates() {
        let snapshot = layout(
            VStack(spacing: 0) {
                Color.clear.frame(height: 100)
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("dot").position(CGPoint(x: 30, y: 30))
            },
            width: 300, height: 300
        )
        // The position view is offered the 200 left under the spacer colour, so it starts at y 100.
        #expect(snapshot.named("dot").frame.origin == CGPoint(x: 25, y: 125))
    }

    @Test func anUnspecifiedAxisTakesTheChildsLength() {
        let snapshot = layout(
            Color.red.frame(width: 40, height: 20).position(x: 0, y: 0).accessibilityIdentifier("position").fixedSize()
        )
        #expect(snapshot.named("position").frame.size == CGSize(width: 40, height: 20))
    }

    @Test func resetsTheChildsLayoutPriority() {
        let snapshot = layout(HStack(spacing: 0) {
            Color.red.layoutPriority(1).position(x: 5, y: 5).accessibilityIdentifier("positioned")
            Color.blue.accessibilityIdentifier("plain")
        }, width: 200, height: 50)
        #expect(snapshot.named("positioned").frame.width == 100)
        #expect(snapshot.named("plain").frame.width == 100)
    }

    @Test func aNonFinitePositionBecomesZeroAndIsReported() {
        let snapshot = layout(
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("dot").position(x: .nan, y: .infinity).accessibilityIdentifier("position"),
            width: 100, height: 100
        )
        #expect(snapshot.named("dot").frame.origin == CGPoint(x: -5, y: -5))
        #expect(snapshot.diagnostics.contains { $0.code == .invalidFrameDimension && $0.nodePath == snapshot.named("position").path })
    }
}
