import Testing
@testable import LayoutLab

/// The drawing effects that move a view's rendered frame record it (docs/layout-rules.md,
/// "Render-only effects"); the layout frame stays.
@Suite struct RenderFrameEffectTests {
    static func node<V: View>(_ view: V, _ name: String) throws -> NodeTrace {
        try #require(layout(ZStack { view }.frame(width: 300, height: 300), width: 300, height: 300, scale: 2)[name])
    }

    /// A 100 × 50 view turned a quarter turn about its centre is drawn 50 × 100, same centre.
    @Test func aQuarterTurnSwapsTheRenderedSides() throws {
        let node = try Self.node(Color.red.frame(width: 100, height: 50).rotationEffect(.degrees(90)).accessibilityIdentifier("r"), "r")
        #expect(node.frame == CGRect(x: 100, y: 125, width: 100, height: 50))
        #expect(node.renderFrame == CGRect(x: 125, y: 100, width: 50, height: 100))
    }

    /// Turned 45°, a 100-point square is drawn in its 141.42 bounding box (snapped to the @2x grid).
    @Test func anEighthTurnDrawsTheBoundingBox() throws {
        let node = try Self.node(Color.red.frame(width: 100, height: 100).rotationEffect(.degrees(45)).accessibilityIdentifier("r"), "r")
        let side = 100 * 2.0.squareRoot()
        #expect(abs(node.renderFrame.width - side) <= 0.5 && abs(node.renderFrame.height - side) <= 0.5, "\(node.renderFrame)")
        #expect(abs(node.renderFrame.midX - 150) <= 0.5 && abs(node.renderFrame.midY - 150) <= 0.5)
    }

    /// About the top-leading corner, a quarter turn swings the view to the left of that corner.
    @Test func theAnchorStaysPut() throws {
        let node = try Self.node(
            Color.red.frame(width: 100, height: 50).rotationEffect(.degrees(90), anchor: .topLeading).accessibilityIdentifier("r"), "r"
        )
        #expect(node.renderFrame == CGRect(x: 50, y: 125, width: 50, height: 100))
    }

    /// A half turn about the vertical axis keeps the frame; a quarter turn flattens it to a line.
    @Test func threeDTurnsAreSeenFlat() throws {
        let half = try Self.node(Color.red.frame(width: 100, height: 50).rotation3DEffect(.degrees(180), axis: (0, 1, 0)).accessibilityIdentifier("r"), "r")
        let quarter = try Self.node(Color.red.frame(width: 100, height: 50).rotation3DEffect(.degrees(90), axis: (0, 1, 0)).accessibilityIdentifier("r"), "r")
        #expect(half.renderFrame == half.frame)
        #expect(quarter.renderFrame.width == 0 && quarter.renderFrame.height == 50, "\(quarter.renderFrame)")
    }

    /// A view that is not the source is drawn at its source's frame; the source is not moved.
    @Test func aMatchedViewIsDrawnAtItsSource() throws {
        let namespace = Namespace().wrappedValue
        let snapshot = layout(VStack(spacing: 0) {
            Color.blue.frame(width: 80, height: 40).matchedGeometryEffect(id: "chip", in: namespace).accessibilityIdentifier("source")
            Color.red.frame(width: 20, height: 20).matchedGeometryEffect(id: "chip", in: namespace, isSource: false).accessibilityIdentifier("follower")
        }, width: 300, height: 300, scale: 2)
        let source = try #require(snapshot["source"]), follower = try #require(snapshot["follower"])
        #expect(source.renderFrame == source.frame)
        #expect(follower.frame.size == CGSize(width: 20, height: 20))
        #expect(follower.renderFrame == source.renderFrame, "\(follower.renderFrame)")
    }
}
