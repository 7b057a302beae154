import Testing
@testable import LayoutLab

// Shapes as views: `Shape.sizeThatFits(_:)` decides, as in SwiftUI. Circle is square; the other
// built-in shapes take the proposal (measured on SwiftUI, iamcgn/swiftui-web
// `Docs/elements/Shape.md`; OpenSwiftUI's Shapes.swift). See docs/layout-rules.md, "Shapes and Color".

private func laidOut<V: View>(_ view: V, width: CGFloat, height: CGFloat) -> LayoutSnapshot {
    LayoutEngine.layout(view, in: CGSize(width: width, height: height), displayScale: 2)
}

/// A shape that sizes itself to a 2:1 box within the proposal.
private struct Banner: Shape {
    func path(in rect: CGRect) -> Path { Path(rect) }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions(by: CGSize(width: 20, height: 10))
        let height = min(size.height, size.width / 2)
        return CGSize(width: height * 2, height: height)
    }
}

@Suite struct ShapeSizingTests {
    /// A Circle offered 70 × 100 answers 70 × 70, and its frame centres it.
    @Test func aCircleIsSquareAndCentredByItsParent() {
        let snapshot = laidOut(Circle().accessibilityIdentifier("circle").frame(width: 70, height: 100), width: 70, height: 100)
        #expect(snapshot.named("circle").frame == CGRect(x: 0, y: 15, width: 70, height: 70))
    }

    @Test func circleSizing() {
        #expect(Circle().sizeThatFits(ProposedViewSize(width: 70, height: 100)) == CGSize(width: 70, height: 70))
        #expect(Circle().sizeThatFits(ProposedViewSize(width: 60, height: 40)) == CGSize(width: 40, height: 40))
        // An unspecified axis counts as 10, so a width alone gives a 10-point circle.
        #expect(Circle().sizeThatFits(ProposedViewSize(width: 300, height: nil)) == CGSize(width: 10, height: 10))
        #expect(Circle().sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
        #expect(Circle().sizeThatFits(ProposedViewSize(width: .infinity, height: 40)) == CGSize(width: 40, height: 40))
    }

    /// Rectangle, RoundedRectangle, Ellipse, Capsule and Path fill the proposal, 10 × 10 ideal.
    @Test func theOtherShapesFillTheProposal() {
        let offer = ProposedViewSize(width: 70, height: 100)
        #expect(Rectangle().sizeThatFits(offer) == CGSize(width: 70, height: 100))
        #expect(RoundedRectangle(cornerRadius: 8).sizeThatFits(offer) == CGSize(width: 70, height: 100))
        #expect(Ellipse().sizeThatFits(offer) == CGSize(width: 70, height: 100))
        #expect(Capsule().sizeThatFits(offer) == CGSize(width: 70, height: 100))
        #expect(Path().sizeThatFits(offer) == CGSize(width: 70, height: 100))
        #expect(Capsule().sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
        let snapshot = laidOut(HStack(spacing: 0) {
            Ellipse().accessibilityIdentifier("ellipse")
            Capsule().accessibilityIdentifier("capsule")
            RoundedRectangle(cornerRadius: 4).accessibilityIdentifier("rounded")
            Rectangle().accessibilityIdentifier("rectangle")
        }, width: 280, height: 100)
        for name in ["ellipse", "capsule", "rounded", "rectangle"] {
            #expect(snapshot.named(name).frame.size == CGSize(width: 70, height: 100), "\(name)")
        }
    }

    /// In stacks the circle takes its square and flexible shapes share the rest: a 40-high row
    /// gives the circle 40 × 40; a 60 × 100 column gives it 50 × 50 and the rectangle 60 × 50.
    @Test func inStacksTheCircleTakesItsSquare() {
        let row = laidOut(HStack(spacing: 0) {
            Circle().accessibilityIdentifier("circle")
            Rectangle().accessibilityIdentifier("rectangle")
        }, width: 200, height: 40)
        #expect(row.named("circle").frame.size == CGSize(width: 40, height: 40))
        #expect(row.named("rectangle").frame.size == CGSize(width: 160, height: 40))
        let column = laidOut(VStack(spacing: 0) {
            Circle().accessibilityIdentifier("circle")
            Rectangle().accessibilityIdentifier("rectangle")
        }, width: 60, height: 100)
        #expect(column.named("circle").frame == CGRect(x: 5, y: 0, width: 50, height: 50))
        #expect(column.named("rectangle").frame == CGRect(x: 0, y: 50, width: 60, height: 50))
    }

    /// Fill and stroke keep the shape's sizing; strokeBorder's inset shape takes the proposal.
    @Test func styledShapesKeepOrDropTheSquare() {
        let filled = laidOut(Circle().fill(.red).accessibilityIdentifier("c"), width: 60, height: 40)
        #expect(filled.named("c").frame.size == CGSize(width: 40, height: 40))
        let stroked = laidOut(Circle().stroke(.red, lineWidth: 4).accessibilityIdentifier("c"), width: 60, height: 40)
        #expect(stroked.named("c").frame.size == CGSize(width: 40, height: 40))
        let bordered = laidOut(Circle().strokeBorder(.red, lineWidth: 4).accessibilityIdentifier("c"), width: 60, height: 40)
        #expect(bordered.named("c").frame.size == CGSize(width: 60, height: 40))
        #expect(bordered.named("c").kind == "Circle")
    }

    /// A custom shape's own `sizeThatFits` decides its frame.
    @Test func aCustomShapeSizesItself() {
        let snapshot = laidOut(Banner().accessibilityIdentifier("banner"), width: 100, height: 100)
        #expect(snapshot.named("banner").frame.size == CGSize(width: 100, height: 50))
        let ideal = laidOut(Banner().fixedSize().accessibilityIdentifier("banner"), width: 100, height: 100)
        #expect(ideal.named("banner").frame.size == CGSize(width: 20, height: 10))
    }
}
