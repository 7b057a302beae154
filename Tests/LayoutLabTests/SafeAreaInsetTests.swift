import Testing
@testable import LayoutLab

/// `safeAreaInset` and `safeAreaPadding` (docs/layout-rules.md, "safeAreaInset and safeAreaPadding").
@Suite struct SafeAreaInsetTests {
    @Test func aBottomInsetShortensTheMainViewByItsHeight() {
        let snapshot = layout(
            Color.blue.accessibilityIdentifier("main")
                .safeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 50).accessibilityIdentifier("bar") }
                .accessibilityIdentifier("inset")
        )
        #expect(snapshot.named("inset").frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(snapshot.named("main").frame == CGRect(x: 0, y: 0, width: 390, height: 794))
        #expect(snapshot.named("bar").frame == CGRect(x: 0, y: 794, width: 390, height: 50))
        // The main view was offered what the bar left.
        #expect(snapshot.named("main").proposal == ProposedViewSize(width: 390, height: 794))
    }

    @Test func defaultSpacingIsTheDistanceBetweenTheTwoViews() {
        // Two plain views ask for 8 between them: the main view is 844 − 50 − 8 tall.
        let plain = layout(
            Color.blue.accessibilityIdentifier("main").safeAreaInset(edge: .bottom) { Color.red.frame(height: 50).accessibilityIdentifier("bar") }
        )
        #expect(plain.named("main").frame.height == 786)
        #expect(plain.named("bar").frame.minY == 794)
        // A text asks for its own distance: a view above a text sits d + s above it (6.434 for
        // 17 pt at @3x, docs/layout-rules.md, "Default spacing"), up to a pixel of rounding.
        let text = layout(
            Color.blue.accessibilityIdentifier("main").safeAreaInset(edge: .bottom) { Text("Total").accessibilityIdentifier("bar") }
        )
        let gap = text.named("bar").frame.minY - text.named("main").frame.maxY
        #expect(isClose(gap, 6.434, within: 1.0 / 3))
    }

    @Test func aTopInsetPutsTheContentAboveAndTheMainViewBelow() {
        let snapshot = layout(
            Color.blue.accessibilityIdentifier("main")
                .safeAreaInset(edge: .top, spacing: 10) { Color.red.frame(height: 60).accessibilityIdentifier("header") },
            width: 300, height: 600
        )
        #expect(snapshot.named("header").frame == CGRect(x: 0, y: 0, width: 300, height: 60))
        #expect(snapshot.named("main").frame == CGRect(x: 0, y: 70, width: 300, height: 530))
    }

    @Test func horizontalEdgesInsetTheWidth() {
        let snapshot = layout(
            Color.blue.accessibilityIdentifier("main")
                .safeAreaInset(edge: .leading, spacing: 10) { Color.green.frame(width: 80).accessibilityIdentifier("rail") },
            width: 390, height: 400
        )
        #expect(snapshot.named("rail").frame == CGRect(x: 0, y: 0, width: 80, height: 400))
        #expect(snapshot.named("main").frame == CGRect(x: 90, y: 0, width: 300, height: 400))
    }

    @Test func theContentIsAlignedOnTheMainViewsGuide() {
        func barX(_ alignment: HorizontalAlignment) -> CGFloat {
            layout(
                Color.blue.safeAreaInset(edge: .bottom, alignment: alignment, spacing: 0) {
                    Color.red.frame(width: 100, height: 30).accessibilityIdentifier("bar")
                },
                width: 390, height: 400
            ).named("bar").frame.minX
        }
        #expect(barX(.leading) == 0)
        #expect(barX(.center) == 145)
        #expect(barX(.trailing) == 290)
    }

    @Test func aSmallProposalLeavesTheContentWhatTheMainViewDoesNotNeed() {
        // The main view needs 100 at least, so a 130 proposal leaves 30 for the content (less a
        // spacing of 0): the bar, at most 50 tall, is offered 30 and takes it; the main view is
        // offered the 100 left.
        let snapshot = layout(
            Color.blue.frame(minHeight: 100).accessibilityIdentifier("main")
                .safeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(minHeight: 10, maxHeight: 50).accessibilityIdentifier("bar") },
            width: 200, height: 130
        )
        #expect(snapshot.named("bar").proposal.height == 30)
        #expect(snapshot.named("bar").frame.height == 30)
        #expect(snapshot.named("main").proposal.height == 100)
    }

    @Test func aGeometryReaderInsideReadsTheGrownInsets() async {
        struct Screen: View {
            @State var insets = EdgeInsets()
            var body: some View {
                GeometryReader { proxy in
                    Color.clear.onAppear { insets = proxy.safeAreaInsets }
                }
                .safeAreaInset(edge: .bottom) { Color.red.frame(height: 50) }
                .safeAreaPadding(.horizontal, 12)
            }
        }
        let (result, log) = await run(Screen())
        #expect(result.outcome == .stable)
        // iPhone 13: 47 on top, 34 + 50 + 8 at the bottom, 12 each side.
        let insets = log.finalPass(step: 0)!.state("insets")
        #expect(insets == JSONText.encode(EdgeInsets(top: 47, leading: 12, bottom: 92, trailing: 12)))
    }

    @Test func aViewIgnoringTheSafeAreaExtendsUnderTheContent() async {
        struct Screen: View {
            var body: some View {
                Color.blue.accessibilityIdentifier("background").ignoresSafeArea()
                    .safeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 50).accessibilityIdentifier("bar") }
            }
        }
        let (_, log) = await run(Screen())
        let final = log.finalPass(step: 0)!
        // The bar sits at the bottom of the safe area (810), the background under it and the
        // home indicator, to the screen's edges.
        #expect(final.node(named: "bar")!.frame == CGRect(x: 0, y: 760, width: 390, height: 50))
        #expect(final.node(named: "background")!.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func emptyContentInsetsNothing() {
        let hidden = false
        let snapshot = layout(
            Color.blue.accessibilityIdentifier("main")
                .safeAreaInset(edge: .bottom) { if hidden { Color.red.frame(height: 50) } },
            width: 200, height: 300
        )
        #expect(snapshot.named("main").frame.height == 300)
    }

    @Test func severalContentViewsAreOneZStack() {
        let snapshot = layout(
            Color.blue.safeAreaInset(edge: .bottom, spacing: 0) {
                Color.red.frame(height: 40)
                Text("Badge").accessibilityIdentifier("badge")
            },
            width: 300, height: 300
        )
        let stack = snapshot.first(kind: "ZStack").frame
        #expect(stack.height == 40 && stack.maxY == 300)
        #expect(isClose(snapshot.named("badge").frame.midY, stack.midY, within: 1.0 / 3))
    }

    @Test func safeAreaPaddingLaysOutLikePadding() {
        let padded = layout(Color.red.accessibilityIdentifier("c").safeAreaPadding(.horizontal, 20), width: 390, height: 100)
        let reference = layout(Color.red.accessibilityIdentifier("c").padding(.horizontal, 20), width: 390, height: 100)
        #expect(padded.named("c").frame == CGRect(x: 20, y: 0, width: 350, height: 100))
        #expect(padded.named("c").frame == reference.named("c").frame)
        let all = layout(Color.red.accessibilityIdentifier("c").safeAreaPadding(), width: 200, height: 100)
        #expect(all.named("c").frame == CGRect(x: 16, y: 16, width: 168, height: 68))
    }

    @Test func badSpacingsAndPaddingsAreClampedAndReported() {
        let snapshot = layout(VStack(spacing: 0) {
            Color.blue.safeAreaInset(edge: .bottom, spacing: -5) { Color.red.frame(height: 10) }.accessibilityIdentifier("inset")
            Color.blue.accessibilityIdentifier("content").safeAreaPadding(.all, -8).accessibilityIdentifier("padding")
            Color.blue.safeAreaPadding(EdgeInsets(top: .nan, leading: .infinity, bottom: 0, trailing: 0)).accessibilityIdentifier("nonFinite")
        }, width: 200, height: 300)
        let reported = Set(snapshot.diagnostics.filter { $0.code == .invalidFrameDimension }.compactMap(\.nodePath))
        for name in ["inset", "padding", "nonFinite"] {
            #expect(reported.contains(snapshot.named(name).path), "\(name)")
        }
        // −8 is 0: the content fills its padding view.
        #expect(snapshot.named("content").frame == snapshot.named("padding").frame)
        #expect(snapshot.nodes.allSatisfy { $0.frame.width.isFinite && $0.frame.height.isFinite })
    }
}
