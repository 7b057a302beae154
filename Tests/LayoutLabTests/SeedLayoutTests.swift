import Testing
@testable import LayoutLab
@testable import SeedSnippets

/// Static layout claims of seeds 002 and 003, asserted on what the engine lays out.
@Suite struct GeometryReaderSeedTests {
    @Test func readerInAScrollViewIsTenHighAndAsWideAsTheScrollView() {
        let snapshot = layout(ReaderInScroll.GeometryReaderInScrollView())
        let scroll = snapshot.first(kind: "ScrollView").frame
        let reader = snapshot.first(kind: "GeometryReader").frame
        #expect(reader.height == 10)
        #expect(reader.width == scroll.width)
        #expect(snapshot.first(kind: "GeometryReader").proposal.height == nil)
    }

    @Test func readerTakesTheWholeProposalAndPlacesChildrenTopLeading() {
        let snapshot = layout(GeometryReaderAsContainer(), width: 300, height: 400)
        let reader = snapshot.first(kind: "GeometryReader").frame
        #expect(reader.size == CGSize(width: 300, height: 400))
        let rectangle = snapshot.first(kind: "frame").frame
        let text = snapshot.first(kind: "Text").frame
        #expect(rectangle.origin == reader.origin)
        #expect(text.origin == reader.origin)
    }

    @Test func readerLaysOutLikeItsZStackAndFrameEquivalent() {
        // "Basically equivalent": exactly so while the content fits the proposal. (With content
        // larger than the proposal the max-only frame grows to the content, the reader does not.)
        for (width, height) in [(300.0, 400.0), (120.0, 60.0)] {
            let reader = layout(GeometryReaderAsContainer(), width: width, height: height)
            let zstack = layout(GeometryReaderZStackEquivalent(), width: width, height: height)
            #expect(reader.root.frame == zstack.root.frame)
            #expect(reader.first(kind: "Rectangle").frame == zstack.first(kind: "Rectangle").frame)
            #expect(reader.first(kind: "Text").frame == zstack.first(kind: "Text").frame)
        }
    }

    @Test func readersIdealSizeIsTenByTen() {
        let snapshot = layout(GeometryReader { _ in Color.red }.fixedSize())
        #expect(snapshot.first(kind: "GeometryReader").frame.size == CGSize(width: 10, height: 10))
    }

    @Test func pathViewFillsTheReaderAndGetsItsSize() {
        let snapshot = layout(PathView(), width: 200, height: 100)
        #expect(snapshot.first(kind: "GeometryReader").frame.size == CGSize(width: 200, height: 100))
        #expect(snapshot.first(kind: "Path").frame.size == CGSize(width: 200, height: 100))
    }

    @Test func ratioSplitGivesTheLeftAQuarter() {
        let snapshot = layout(SplitHStackDemo())
        let stack = snapshot.first(kind: "HStack")
        let sides = snapshot.children(of: stack.path)
        #expect(sides.count == 2)
        #expect(sides.map(\.frame.width) == [75, 225])
        #expect(sides[0].frame.height == 60 && sides[1].frame.height == 60)
        let demo = snapshot.first(kind: "RatioSplitHStack").frame
        #expect(demo.size == CGSize(width: 300, height: 60))
        #expect(sides[0].frame.minX == demo.minX)
    }

    @Test func fortyPercentGridSplitsTwoToThree() {
        let snapshot = layout(FortyPercent())
        let grid = snapshot.first(kind: "Grid").frame
        let placeholders = snapshot.nodes(kind: "frame").filter { $0.path.contains("GridRow[0]") }
        #expect(placeholders.count == 5)
        let column = grid.width / 5
        #expect(placeholders.allSatisfy { isClose($0.frame.width, column) && $0.frame.height == 0 })
        let image = snapshot.first(kind: "aspectRatio").frame
        #expect(isClose(image.width, grid.width * 0.4))
        let text = snapshot.first(kind: "Text").frame
        // The text's cell is the remaining 60%, and the text is centred in it.
        #expect(isClose(text.midX, grid.minX + column * 2 + column * 1.5, within: 1.0 / 3))
    }

    @Test func imageContainer2HasTheAspectRatioOf177() {
        let snapshot = layout(AspectInScroll.GeometryReaderInScrollView())
        let base = snapshot.first(kind: "aspectRatio").frame
        #expect(isClose(base.width / base.height, 1.77))
        #expect(base.width == snapshot.first(kind: "ScrollView").frame.width)
        // The image fills the container and is clipped to it.
        let image = snapshot.first(kind: "Image").frame
        #expect(image.width >= base.width && image.height >= base.height - 0.001)
    }

    @Test func scaleEffectChangesTheRenderSizeNotTheLayoutSize() {
        let snapshot = layout(SizeViewPlain.SizeView())
        let rectangle = snapshot.first(kind: "Rectangle")
        #expect(rectangle.frame.size == CGSize(width: 100, height: 100))
        #expect(rectangle.renderFrame.size == CGSize(width: 220, height: 220))
        #expect(rectangle.renderFrame.midX == rectangle.frame.midX)
    }

    @Test func printViewSizesReaderSeesLayout100AndRender220() {
        let snapshot = layout(SizeViewPrinted.SizeView())
        let reader = snapshot.first(kind: "GeometryReader")
        #expect(reader.frame.size == CGSize(width: 100, height: 100))
        #expect(reader.renderFrame.size == CGSize(width: 220, height: 220))
    }

    @Test func visualEffectAndItsImitationRenderTheSame() {
        let snapshot = layout(EffectTest())
        let texts = snapshot.nodes(kind: "Text")
        // Plain, visualEffect, and the imitation's hidden original plus its overlay copy.
        #expect(texts.count == 4)
        let plain = texts[0]
        let effect = snapshot.first(kind: "visualEffect")
        #expect(effect.frame.size == plain.frame.size)
        func relative(_ node: NodeTrace) -> CGRect {
            node.renderFrame.offsetBy(dx: -node.frame.minX, dy: -node.frame.minY)
        }
        let imitation = snapshot.nodes(kind: "Text").last!
        #expect(imitation.path.contains("overlayPreferenceValue"))
        let a = relative(effect), b = relative(imitation)
        #expect(isClose(a.minX, b.minX) && isClose(a.minY, b.minY) && isClose(a.width, b.width) && isClose(a.height, b.height))
        // Half the text's width, its two edges each snapped to the @3x pixel grid: up to a pixel apart.
        #expect(isClose(effect.renderFrame.width, (plain.frame.width / 2).rounded(toPixels: 3), within: 1.0 / 3 + 1e-9))
    }

    @Test func visualEffectSeesItsOwnGlobalFrame() {
        let snapshot = layout(VisualEffectRow().padding(.top, 30))
        let effect = snapshot.first(kind: "visualEffect")
        #expect(effect.renderFrame.minX == effect.frame.minX + effect.frame.minY)
    }
}

@Suite struct StyleGuideSeedTests {
    @Test func goodExampleMeasuresTheTextsOwnSize() {
        let snapshot = layout(MeasureInBackgroundGood())
        let text = snapshot.first(kind: "Text").frame
        let reader = snapshot.first(kind: "GeometryReader").frame
        #expect(reader == text)
        #expect(text.width < 390)
    }

    @Test func badExampleReaderFillsTheProposalAndTheTextDoesNotFillIt() {
        let snapshot = layout(MeasureInBackgroundBad(), width: 390, height: 300)
        let reader = snapshot.first(kind: "GeometryReader").frame
        let text = snapshot.first(kind: "Text").frame
        #expect(reader.size == CGSize(width: 390, height: 300))
        #expect(text.width < reader.width && text.origin == reader.origin)
    }

    @Test func zeroHeightReaderMeasuresTheWidthAndItsContentOverflows() {
        let snapshot = layout(ZeroHeightReader(), width: 300, height: 500)
        let reader = snapshot.first(kind: "GeometryReader")
        #expect(reader.frame.width == 300 && reader.frame.height == 0)
        let rectangle = snapshot.first(kind: "Rectangle").frame
        #expect(isClose(rectangle.width, 300 * 0.65))
        #expect(rectangle.height == 20)
        #expect(snapshot.diagnostics.contains { $0.code == .overflow && $0.nodePath == snapshot.first(kind: "frame").path.replacingOccurrences(of: "/Rectangle", with: "") || ($0.code == .overflow && $0.nodePath?.contains("GeometryReader/") == true) })
    }

    @Test func explicitAlignmentFrameCentresThe65PercentRectangle() {
        let snapshot = layout(ExplicitAlignment(), width: 300, height: 200)
        let reader = snapshot.first(kind: "GeometryReader").frame
        let rectangle = snapshot.first(kind: "Rectangle").frame
        #expect(isClose(rectangle.width, 300 * 0.65))
        #expect(rectangle.height == 200)
        #expect(isClose(rectangle.midX, reader.midX, within: 1.0 / 3))
    }
}

extension CGFloat {
    func rounded(toPixels scale: CGFloat) -> CGFloat { (self * scale).rounded() / scale }
}
