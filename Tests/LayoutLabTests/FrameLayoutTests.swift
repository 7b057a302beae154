import Testing
@testable import LayoutLab

@Suite struct FixedFrameTests {
    @Test func bothDimensionsFixTheSize() {
        let snapshot = layout(Text("Hello").frame(width: 200, height: 50).accessibilityIdentifier("frame"))
        #expect(snapshot.named("frame").frame.size == CGSize(width: 200, height: 50))
        let text = snapshot.first(kind: "Text")
        #expect(text.proposal == ProposedViewSize(width: 200, height: 50))
        // Centred, with its origin snapped to the @3x pixel grid.
        #expect(isClose(text.frame.midX, 100, within: 1.0 / 3) && isClose(text.frame.midY, 25, within: 1.0 / 3))
        #expect(isClose((text.frame.minY * 3).rounded(), text.frame.minY * 3))
    }

    @Test func anUnsetDimensionTakesTheChildsAndPassesTheProposalThrough() {
        let snapshot = layout(Color.red.frame(width: 50).accessibilityIdentifier("frame"), width: 300, height: 200)
        #expect(snapshot.named("frame").frame.size == CGSize(width: 50, height: 200))
        #expect(snapshot.first(kind: "Color").proposal == ProposedViewSize(width: 50, height: 200))
    }

    @Test func alignmentPlacesASmallerChild() {
        let snapshot = layout(Color.red.frame(width: 10, height: 10).frame(width: 100, height: 100, alignment: .topLeading))
        let inner = snapshot.first(kind: "Color").frame
        #expect(inner.origin == .zero)
    }

    @Test func negativeAndNonFiniteDimensionsAreClampedAndReported() {
        let snapshot = layout(VStack {
            Color.red.frame(width: -10, height: 20).accessibilityIdentifier("negative")
            Color.red.frame(width: CGFloat.nan, height: 20).accessibilityIdentifier("nan")
            Color.red.frame(minWidth: -5, maxWidth: CGFloat.nan).accessibilityIdentifier("flex")
        })
        #expect(snapshot.named("negative").frame.width == 0)
        #expect(snapshot.named("nan").frame.width == 0)
        let reported = snapshot.diagnostics.filter { $0.code == .invalidFrameDimension }.compactMap(\.nodePath)
        for name in ["negative", "nan", "flex"] {
            #expect(reported.contains(snapshot.named(name).path))
        }
        #expect(snapshot.nodes.allSatisfy { $0.frame.width.isFinite && $0.frame.height.isFinite })
    }
}

@Suite struct FlexibleFrameTests {
    @Test func minOnlyTakesTheSmallerOfProposalAndChildButAtLeastMin() {
        // max(min(p, child), min)
        let text = layout(Text("Hi").frame(minWidth: 100).accessibilityIdentifier("f"), width: 300)
        #expect(text.named("f").frame.width == 100)
        let color = layout(Color.red.frame(minWidth: 100).accessibilityIdentifier("f"), width: 300)
        #expect(color.named("f").frame.width == 300)
        let tight = layout(Color.red.frame(width: 200).frame(minWidth: 50).accessibilityIdentifier("f"), width: 120)
        #expect(tight.named("f").frame.width == 120)
    }

    @Test func maxOnlyTakesTheLargerOfProposalAndChildButAtMostMax() {
        // min(max(p, child), max)
        let text = layout(Text("Hi").frame(maxWidth: 100).accessibilityIdentifier("f"), width: 300)
        #expect(text.named("f").frame.width == 100)
        let narrow = layout(Text("Hi").frame(maxWidth: 100).accessibilityIdentifier("f"), width: 60)
        #expect(narrow.named("f").frame.width == 60)
        let infinite = layout(Text("Hi").frame(maxWidth: .infinity).accessibilityIdentifier("f"), width: 300)
        #expect(infinite.named("f").frame.width == 300)
    }

    @Test func minAndMaxClampTheProposal() {
        let snapshot = layout(Text("Hi").frame(minWidth: 50, maxWidth: 80).accessibilityIdentifier("f"), width: 300)
        #expect(snapshot.named("f").frame.width == 80)
        let small = layout(Text("Hi").frame(minWidth: 50, maxWidth: 80).accessibilityIdentifier("f"), width: 20)
        #expect(small.named("f").frame.width == 50)
    }

    @Test func childIsOfferedTheClampedProposal() {
        let snapshot = layout(Color.red.frame(minWidth: 50, maxWidth: 80), width: 300)
        #expect(snapshot.first(kind: "Color").proposal.width == 80)
    }

    @Test func nilProposalGivesTheIdeal() {
        let snapshot = layout(Color.red.frame(idealWidth: 42, maxWidth: 100).accessibilityIdentifier("f").fixedSize())
        #expect(snapshot.named("f").frame.width == 42)
        #expect(snapshot.first(kind: "Color").proposal.width == 42)
    }

    @Test func nilProposalWithoutIdealClampsTheChildsIdeal() {
        let snapshot = layout(Color.red.frame(minWidth: 30).accessibilityIdentifier("f").fixedSize())
        #expect(snapshot.named("f").frame.width == 30)
    }

    @Test func neitherBoundTakesTheChild() {
        let snapshot = layout(Text("Hi").frame(idealHeight: 5).accessibilityIdentifier("f"), width: 300)
        let text = snapshot.first(kind: "Text").frame
        #expect(snapshot.named("f").frame.width == text.width)
    }

    @Test func contradictoryBoundsAreMadeConsistent() {
        let snapshot = layout(Color.red.frame(minWidth: 100, idealWidth: 300, maxWidth: 50).accessibilityIdentifier("f"), width: 20)
        #expect(snapshot.named("f").frame.width == 100)
    }
}

@Suite struct PaddingTests {
    @Test func defaultPaddingIsSixteen() {
        let snapshot = layout(Color.red.frame(width: 10, height: 10).padding().accessibilityIdentifier("p"))
        #expect(snapshot.named("p").frame.size == CGSize(width: 42, height: 42))
        let inner = snapshot.first(kind: "Color").frame
        #expect(inner.minX - snapshot.named("p").frame.minX == 16)
    }

    @Test func edgesAndLengths() {
        let snapshot = layout(Color.red.frame(width: 10, height: 10).padding(.horizontal, 5).padding(.top, 3).accessibilityIdentifier("p"))
        #expect(snapshot.named("p").frame.size == CGSize(width: 20, height: 13))
    }

    @Test func proposalSmallerThanThePaddingIsFlooredAtZero() {
        let snapshot = layout(Color.red.padding(20).frame(width: 30, height: 30))
        let color = snapshot.first(kind: "Color")
        #expect(color.proposal == ProposedViewSize(width: 0, height: 0))
        #expect(color.frame.size == .zero)
    }
}

@Suite struct OtherModifierTests {
    @Test func overlayAndBackgroundAreOfferedExactlyThePrimarysSize() {
        let snapshot = layout(Text("Hello").background(Color.red.accessibilityIdentifier("bg")).overlay(Color.blue.accessibilityIdentifier("ov")))
        let text = snapshot.first(kind: "Text").frame
        for name in ["bg", "ov"] {
            #expect(snapshot.named(name).proposal == ProposedViewSize(text.size))
            #expect(snapshot.named(name).frame == text)
        }
    }

    @Test func overlayAlignmentPlacesASmallerOverlay() {
        let snapshot = layout(Color.red.frame(width: 100, height: 100).overlay(alignment: .bottomTrailing) {
            Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("badge")
        })
        #expect(snapshot.named("badge").frame.maxX == 100 && snapshot.named("badge").frame.maxY == 100)
    }

    @Test func aspectRatioFitsAndFills() {
        let fit = layout(Color.red.aspectRatio(2, contentMode: .fit).accessibilityIdentifier("a"), width: 300, height: 300)
        #expect(fit.named("a").frame.size == CGSize(width: 300, height: 150))
        let fill = layout(Color.red.aspectRatio(2, contentMode: .fill).accessibilityIdentifier("a"), width: 300, height: 300)
        #expect(fill.named("a").frame.size == CGSize(width: 600, height: 300))
        let image = layout(Image("pic").resizable().aspectRatio(contentMode: .fit).accessibilityIdentifier("a"), width: 300, height: 300)
        #expect(image.named("a").frame.size == CGSize(width: 300, height: 225))
    }

    @Test func fixedSizeProposesNil() {
        let snapshot = layout(Text("A long line that would wrap at a small width").fixedSize().frame(width: 50))
        let text = snapshot.first(kind: "Text")
        #expect(text.proposal == .unspecified)
        #expect(text.frame.width > 50)
        let vertical = layout(Text("A long line that would wrap").fixedSize(horizontal: false, vertical: true).frame(width: 50, height: 5))
        #expect(vertical.first(kind: "Text").proposal == ProposedViewSize(width: 50, height: nil))
    }

    @Test func offsetMovesOnlyTheRenderedFrame() {
        let snapshot = layout(Color.red.frame(width: 10, height: 10).offset(x: 5, y: 7).accessibilityIdentifier("o"))
        let node = snapshot.named("o")
        #expect(node.frame.origin == .zero)
        #expect(node.renderFrame.origin == CGPoint(x: 5, y: 7))
    }

    @Test func nonResizableImageKeepsItsIntrinsicSize() {
        let snapshot = layout(Image("pic").frame(width: 50, height: 50))
        #expect(snapshot.first(kind: "Image").frame.size == Image.defaultPlaceholderSize)
    }

    @Test func dividerIsAHairlineAcrossTheStack() {
        let snapshot = layout(VStack { Color.red.frame(height: 10); Divider().accessibilityIdentifier("d") }.frame(width: 100))
        #expect(snapshot.named("d").frame.size == CGSize(width: 100, height: 1.0 / 3))
        let vertical = layout(HStack { Divider().accessibilityIdentifier("d") }.frame(height: 40))
        #expect(vertical.named("d").frame.size == CGSize(width: 1.0 / 3, height: 40))
    }

    @Test func scrollViewOffersItsContentNilAlongTheScrollAxis() {
        let snapshot = layout(ScrollView(.horizontal) { Color.red.accessibilityIdentifier("c") }.frame(height: 100))
        #expect(snapshot.named("c").proposal == ProposedViewSize(width: nil, height: 100))
        #expect(snapshot.named("c").frame.size == CGSize(width: 10, height: 100))
    }

    @Test func ignoresSafeAreaExtendsIntoTheInsets() async {
        // On the screen the runtime provides (the safe area is the proposal).
        final class Collector: TraceObserver {
            var last: PassTrace?
            func traceDidRecordPass(_ pass: PassTrace) { last = pass }
        }
        struct Root: View {
            var body: some View {
                Color.red.accessibilityIdentifier("safe").overlay(Color.blue.accessibilityIdentifier("full").ignoresSafeArea())
            }
        }
        let collector = Collector()
        let profile = DeviceProfile.named("iphone-13")!
        _ = await ViewRuntime.run(Root(), profile: profile, observer: collector)
        let nodes = collector.last!.nodes
        let safe = nodes.first { $0.name == "safe" }!.frame
        let full = nodes.first { $0.name == "full" }!.frame
        #expect(safe == CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
        #expect(full == CGRect(x: 0, y: 0, width: 390, height: 844))
    }
}
