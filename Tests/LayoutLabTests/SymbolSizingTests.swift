import Testing
@testable import LayoutLab

// SF Symbols: `Image(systemName:)` takes its glyph's measured bounds at the font's size, weight
// and image scale, and sits on the text baseline (docs/layout-rules.md, "Images";
// iamcgn/swiftui-web's symbol catalogs, macOS 26).

private func laidOut<V: View>(_ view: V) -> LayoutSnapshot {
    LayoutEngine.layout(view, in: CGSize(width: 400, height: 200), displayScale: 2)
}

@Suite struct SymbolSizingTests {
    /// Each symbol has its own bounds: at 13 pt an airplane is 16 × 15, an ant 14 × 17.5, an
    /// archive box 16 × 14 (the measured catalog), where a square per font would make them alike.
    @Test func symbolsHaveTheirOwnBounds() {
        let snapshot = laidOut(HStack {
            Image(systemName: "airplane").accessibilityIdentifier("airplane")
            Image(systemName: "ant").accessibilityIdentifier("ant")
            Image(systemName: "archivebox").accessibilityIdentifier("archivebox")
        }.font(.system(size: 13)))
        #expect(snapshot.named("airplane").frame.size == CGSize(width: 16, height: 15))
        #expect(snapshot.named("ant").frame.size == CGSize(width: 14, height: 17.5))
        #expect(snapshot.named("archivebox").frame.size == CGSize(width: 16, height: 14))
    }

    /// Between two measured sizes a symbol is interpolated: a 14 pt star is wider than the 13 pt
    /// one (16.5) and narrower than the 15 pt one (19.5), and 40 pt keeps 26 pt's proportions.
    @Test func sizesBetweenMastersInterpolate() {
        let snapshot = laidOut(HStack {
            Image(systemName: "star").font(.system(size: 14)).accessibilityIdentifier("star14")
            Image(systemName: "star").font(.system(size: 40)).accessibilityIdentifier("star40")
        })
        let star14 = snapshot.named("star14").frame.size
        #expect(star14.width > 16.5 && star14.width < 19.5)
        let star40 = snapshot.named("star40").frame.size
        #expect(abs(star40.width - 33.5 / 26 * 40) <= 0.25, "\(star40)")
    }

    /// A symbol aligned by its first baseline sits on the text's: its bottom is below the text's
    /// baseline by its descent (a 13 pt star reaches 3 pt below), not on it as an asset image's is.
    @Test func symbolsSitOnTheTextBaseline() {
        let snapshot = laidOut(HStack(alignment: .firstTextBaseline, spacing: 8) {
            Image(systemName: "star").accessibilityIdentifier("star")
            Text("Star").accessibilityIdentifier("text")
            Image(systemName: "star").resizable().frame(width: 10, height: 10).accessibilityIdentifier("resized")
        }.font(.system(size: 13)))
        let star = snapshot.named("star").frame
        let text = snapshot.named("text").frame
        let baseline = text.minY + Font.system(size: 13).resolve(
            dynamicTypeSize: .large, os: .ios18, weight: nil, design: nil, italic: false
        ).lineMetrics.baseline
        #expect(star.maxY - baseline > 2.5 && star.maxY - baseline < 3.5, "\(star) \(baseline)")
        // A resized symbol no longer has a line: its baseline is its bottom (frames on the 2x grid).
        #expect(abs(snapshot.named("resized").frame.maxY - baseline) <= 0.25)
    }

    /// Small and large scale a symbol about the same centre, by 0.82 and 1.29; bold is wider.
    @Test func imageScaleAndWeight() {
        let snapshot = laidOut(HStack(alignment: .firstTextBaseline) {
            Image(systemName: "star").imageScale(.small).accessibilityIdentifier("small")
            Image(systemName: "star").accessibilityIdentifier("medium")
            Image(systemName: "star").imageScale(.large).accessibilityIdentifier("large")
            Image(systemName: "star").bold().accessibilityIdentifier("bold")
        }.font(.system(size: 13)))
        let small = snapshot.named("small").frame, medium = snapshot.named("medium").frame
        let large = snapshot.named("large").frame, bold = snapshot.named("bold").frame
        #expect(small.width < medium.width && medium.width < large.width)
        #expect(abs(small.midY - medium.midY) <= 0.5 && abs(large.midY - medium.midY) <= 0.5)
        #expect(abs(large.width / medium.width - 1.29) < 0.05)
        #expect(bold.width > medium.width)
    }

    /// A weight and an image scale change each measured symbol by its own measured amount, not
    /// one stroke or factor for all: at 13 pt bold leaves a chevron 10 wide and widens a truck
    /// 21.5 → 23.5; large makes an exclamation mark 5 → 6.5 and a truck 21.5 → 28
    /// (symbol/catalog-13-bold and -large).
    @Test func weightsAndScalesChangeEachSymbolByItsOwnAmount() {
        let snapshot = laidOut(VStack {
            HStack {
                Image(systemName: "chevron.right").accessibilityIdentifier("chevron")
                Image(systemName: "truck.box").accessibilityIdentifier("truck")
            }
            .bold()
            HStack {
                Image(systemName: "exclamationmark").accessibilityIdentifier("mark")
                Image(systemName: "truck.box").accessibilityIdentifier("largeTruck")
            }
            .imageScale(.large)
        }.font(.system(size: 13)))
        #expect(snapshot.named("chevron").frame.width == 10)
        #expect(snapshot.named("truck").frame.width == 23.5)
        #expect(snapshot.named("mark").frame.width == 6.5)
        #expect(snapshot.named("largeTruck").frame.width == 28)
    }

    /// At another size the measured change scales with the font: a 26 pt bold truck widens by
    /// twice its 13 pt change (2 pt → 4), within the snapping of the pixel grid.
    @Test func measuredChangesScaleWithTheFont() {
        let snapshot = laidOut(HStack {
            Image(systemName: "truck.box").accessibilityIdentifier("regular")
            Image(systemName: "truck.box").bold().accessibilityIdentifier("bold")
        }.font(.system(size: 26)))
        let growth = snapshot.named("bold").frame.width - snapshot.named("regular").frame.width
        #expect(abs(growth - 4) <= 0.5, "\(growth)")
    }

    /// A name the table lacks is taken for a real symbol of the median measured size, not an
    /// empty image (it cannot tell a rare symbol from a misspelt one).
    @Test func unmeasuredSymbolsTakeTheMedianSize() {
        let snapshot = laidOut(Image(systemName: "some.symbol.not.in.the.table").font(.system(size: 13)).accessibilityIdentifier("unknown"))
        let size = snapshot.named("unknown").frame.size
        #expect(size.width == 15.5)
        #expect(size.height >= 14.5 && size.height <= 15.5)
    }
}
