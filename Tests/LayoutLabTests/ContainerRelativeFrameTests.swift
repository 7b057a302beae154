import Testing
@testable import LayoutLab

/// `containerRelativeFrame` (docs/layout-rules.md, "containerRelativeFrame"): lengths computed
/// from the container's length with the documented formula.
@Suite struct ContainerRelativeFrameTests {
    /// `((L − spacing·(count − 1)) / count) · span + spacing·(span − 1)`.
    static func gridLength(_ container: CGFloat, count: Int, span: Int, spacing: CGFloat) -> CGFloat {
        (container - spacing * CGFloat(count - 1)) / CGFloat(count) * CGFloat(span) + spacing * CGFloat(span - 1)
    }

    @Test func countThreeSpanTwoSpacingTenInTheWindow() {
        // The window is 390 wide with no insets here: ((390 − 20) / 3) · 2 + 10 = 256.667.
        let snapshot = layout(
            Color.red.frame(height: 50).containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).accessibilityIdentifier("card")
        )
        let card = snapshot.named("card")
        #expect(isClose(card.frame.width, 256.667))
        #expect(isClose(card.frame.width, Self.gridLength(390, count: 3, span: 2, spacing: 10)))
        // Only the chosen axis is fixed: the height is the child's, and the child was offered the length.
        #expect(card.frame.height == 50)
        #expect(isClose(snapshot.first(kind: "Color").proposal.width ?? 0, 256.667))
        #expect(snapshot.first(kind: "Color").proposal.height == 50)
    }

    @Test func theContainerIsTheNearestScrollViewAsLargeAsItIsProposed() {
        let snapshot = layout(
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<5, id: \.self) { index in
                        Color.blue.containerRelativeFrame(.horizontal, count: 3, spacing: 10).accessibilityIdentifier("card\(index)")
                    }
                }
            }
            .frame(width: 300, height: 120),
            width: 390, height: 844
        )
        // (300 − 20) / 3 = 93.333 each; the cards stand 10 apart, so the row is 5 · 93.333 + 40.
        let cards = (0..<5).map { snapshot.named("card\($0)").frame }
        for card in cards { #expect(isClose(card.width, 280.0 / 3)) }
        let hstack = snapshot.first(kind: "HStack").frame
        #expect(isClose(hstack.width, 5 * 280.0 / 3 + 40))
        // Three cards and their two gaps fill the scroll view's width exactly.
        #expect(isClose(cards[2].maxX - cards[0].minX, 300, within: 0.5))
    }

    /// The VStack probes the scroll view at heights 0 and ∞ before giving it the 400 left under
    /// the header; the content is proposed (300, nil) every time, but its container differs, so
    /// what it measured against the probes is not reused.
    @Test func contentIsMeasuredAgainWhenItsScrollViewIsProposedAnotherSize() {
        let snapshot = layout(VStack(spacing: 0) {
            Color.red.frame(height: 100)
            ScrollView {
                Color.blue.containerRelativeFrame(.vertical) { length, _ in length / 2 }.accessibilityIdentifier("half")
            }
        }, width: 300, height: 500)
        #expect(snapshot.named("half").frame.height == 200)
    }

    @Test func theWindowContainerIsTheSafeArea() async {
        struct Screen: View {
            var body: some View {
                Color.green.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
                    axis == .vertical ? length / 2 : length
                }
                .accessibilityIdentifier("half")
            }
        }
        let (_, log) = await run(Screen())
        // iPhone 13: 390 × 844 with insets 47 and 34, so the safe area is 390 × 763.
        let half = log.finalPass(step: 0)!.node(named: "half")!.frame
        #expect(half.width == 390)
        #expect(isClose(half.height, 763.0 / 2))
    }

    @Test func theClosureGetsTheContainerLengthAndAxis() {
        let snapshot = layout(
            ScrollView {
                Color.orange.containerRelativeFrame(.vertical, alignment: .top) { length, _ in length * 0.8 }
                    .accessibilityIdentifier("tall")
            }
            .frame(width: 200, height: 400)
        )
        #expect(isClose(snapshot.named("tall").frame.height, 320))
    }

    @Test func badCountsSpacingsAndLengthsAreClampedAndReported() {
        let snapshot = layout(VStack {
            Color.red.containerRelativeFrame(.horizontal, count: 0, span: -1, spacing: .nan).accessibilityIdentifier("count")
            Color.red.containerRelativeFrame(.horizontal) { _, _ in -40 }.accessibilityIdentifier("negative")
            Color.red.containerRelativeFrame(.horizontal) { _, _ in .nan }.accessibilityIdentifier("nan")
        }, width: 300, height: 300)
        // count 1, span 1, spacing 0: the whole container.
        #expect(snapshot.named("count").frame.width == 300)
        #expect(snapshot.named("negative").frame.width == 0)
        #expect(snapshot.named("nan").frame.width == 0)
        let reported = Set(snapshot.diagnostics.filter { $0.code == .invalidFrameDimension }.compactMap(\.nodePath))
        for name in ["count", "negative", "nan"] {
            #expect(reported.contains(snapshot.named(name).path), "\(name)")
        }
        #expect(snapshot.nodes.allSatisfy { $0.frame.width.isFinite && $0.frame.height.isFinite })
    }

    @Test func aSmallContainerGivesZeroNotANegativeLength() {
        // (10 − 2·20) / 3 < 0: the length is 0, and nothing is reported (the formula is SwiftUI's).
        let snapshot = layout(
            Color.red.containerRelativeFrame(.horizontal, count: 3, spacing: 20).accessibilityIdentifier("card"), width: 10, height: 10
        )
        #expect(snapshot.named("card").frame.width == 0)
        #expect(snapshot.diagnostics.isEmpty)
    }
}
