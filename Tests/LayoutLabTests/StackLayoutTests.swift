import Testing
@testable import LayoutLab

@Suite struct StackLayoutTests {
    @Test func maxWidthChildIsOfferedHalfAndMinWidthChildKeepsItsMinimum() {
        // Public data point: 150 pt shared by frame(maxWidth: 100) and frame(minWidth: 100).
        let snapshot = layout(HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100).accessibilityIdentifier("red")
            Color.green.frame(minWidth: 100).accessibilityIdentifier("green")
        }.frame(width: 150))
        #expect(snapshot.named("red").frame.width == 75)
        #expect(snapshot.named("green").frame.width == 100)
        #expect(snapshot.named("red").proposal.width == 75)
    }

    @Test func equallyFlexibleChildrenShareWhatIsLeftAfterSpacing() {
        let snapshot = layout(HStack(spacing: 10) {
            Color.red.accessibilityIdentifier("a")
            Color.green.accessibilityIdentifier("b")
            Color.blue.accessibilityIdentifier("c")
        }.frame(width: 620))
        for name in ["a", "b", "c"] { #expect(snapshot.named(name).frame.width == 200) }
        #expect(snapshot.named("b").frame.minX - snapshot.named("a").frame.maxX == 10)
    }

    @Test func defaultSpacingIsEight() {
        let snapshot = layout(HStack {
            Color.red.frame(width: 10).accessibilityIdentifier("a")
            Color.green.frame(width: 10).accessibilityIdentifier("b")
        })
        #expect(snapshot.named("b").frame.minX - snapshot.named("a").frame.maxX == 8)
    }

    @Test func spacerKeepsItsMinimumLengthOfEight() {
        let snapshot = layout(HStack(spacing: 0) {
            Color.red.frame(minWidth: 10).accessibilityIdentifier("color")
            Spacer().accessibilityIdentifier("spacer")
        }.frame(width: 100))
        #expect(snapshot.named("spacer").frame.width == 8)
        #expect(snapshot.named("color").frame.width == 92)
        #expect(snapshot.named("spacer").frame.height == 0)
    }

    @Test func spacerMinLengthIsReservedEvenWhenItDoesNotFit() {
        let snapshot = layout(HStack(spacing: 0) {
            Color.red.frame(width: 100).accessibilityIdentifier("fixed")
            Spacer(minLength: 20).accessibilityIdentifier("spacer")
        }.frame(width: 100))
        #expect(snapshot.named("spacer").frame.width == 20)
        #expect(snapshot.first(kind: "HStack").frame.width == 120)
    }

    /// A spacer asks for no spacing, so its neighbours sit flush against it (measured on macOS 26).
    @Test func spacerTakesTheLeftoverAfterText() {
        let snapshot = layout(HStack {
            Text("Title").accessibilityIdentifier("text")
            Spacer().accessibilityIdentifier("spacer")
        }.frame(width: 300))
        let text = snapshot.named("text").frame
        #expect(snapshot.named("spacer").frame.width == 300 - text.width)
        #expect(text.minX == 0)
    }

    @Test func layoutPriorityReservesLowerMinimumsFirst() {
        // The high-priority child is sized first but must leave the others their minimum.
        let snapshot = layout(HStack(spacing: 0) {
            Color.red.frame(minWidth: 30, maxWidth: 40).accessibilityIdentifier("low")
            Color.blue.layoutPriority(1).accessibilityIdentifier("high")
        }.frame(width: 200))
        #expect(snapshot.named("low").frame.width == 30)
        #expect(snapshot.named("high").frame.width == 170)
    }

    @Test func withoutPriorityTheLessFlexibleChildGoesFirst() {
        let snapshot = layout(HStack(spacing: 0) {
            Color.red.frame(minWidth: 30, maxWidth: 40).accessibilityIdentifier("low")
            Color.blue.accessibilityIdentifier("high")
        }.frame(width: 200))
        #expect(snapshot.named("low").frame.width == 40)
        #expect(snapshot.named("high").frame.width == 160)
    }

    @Test func higherPriorityTextIsNotTruncatedFirst() {
        let long = "A fairly long line of text that will not fit"
        let prioritized = layout(HStack(spacing: 0) {
            Text(long).lineLimit(1).accessibilityIdentifier("a")
            Text(long).lineLimit(1).layoutPriority(1).accessibilityIdentifier("b")
        }.frame(width: 300))
        let ideal = layout(Text(long).lineLimit(1), width: 10_000).root.frame.width
        #expect(prioritized.named("b").frame.width == min(ideal, 300))
        #expect(prioritized.named("a").frame.width < prioritized.named("b").frame.width)
    }

    @Test func paddingResetsPriorityButFixedSizePassesItThrough() {
        func widths<V: View>(_ view: V) -> CGFloat { layout(HStack(spacing: 0) {
            Color.red.frame(minWidth: 30, maxWidth: 40).accessibilityIdentifier("low")
            view
        }.frame(width: 200)).named("low").frame.width }
        #expect(widths(Color.blue.layoutPriority(1).padding(0)) == 40)
        #expect(widths(Color.blue.layoutPriority(1).fixedSize(horizontal: false, vertical: true)) == 30)
    }

    @Test func ofTwoInfinitelyFlexibleChildrenTheLargerMinimumGoesFirst() {
        // Offered first, the larger-minimum child gets half; then the other takes the rest.
        let snapshot = layout(HStack(spacing: 0) {
            Color.red.frame(minWidth: 10).accessibilityIdentifier("small")
            Color.blue.frame(minWidth: 150).accessibilityIdentifier("large")
        }.frame(width: 200))
        #expect(snapshot.named("large").frame.width == 150)
        #expect(snapshot.named("small").frame.width == 50)
    }

    @Test func nilProposalGivesEveryChildItsIdealLength() {
        let snapshot = layout(HStack(spacing: 0) {
            Color.red.accessibilityIdentifier("a")
            Color.blue.frame(idealWidth: 30).accessibilityIdentifier("b")
        }.fixedSize())
        #expect(snapshot.named("a").frame.width == 10)
        #expect(snapshot.named("b").frame.width == 30)
    }

    @Test func crossAxisIsTheUnionOfAlignedChildren() {
        let top = layout(HStack(alignment: .top, spacing: 0) {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("short")
            Color.blue.frame(width: 10, height: 30).accessibilityIdentifier("tall")
        }.accessibilityIdentifier("stack"))
        #expect(top.named("stack").frame.height == 30)
        #expect(top.named("short").frame.minY == top.named("tall").frame.minY)
        let bottom = layout(HStack(alignment: .bottom) {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("short")
            Color.blue.frame(width: 10, height: 30).accessibilityIdentifier("tall")
        })
        #expect(bottom.named("short").frame.maxY == bottom.named("tall").frame.maxY)
        let center = layout(HStack {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("short")
            Color.blue.frame(width: 10, height: 30).accessibilityIdentifier("tall")
        })
        #expect(center.named("short").frame.midY == center.named("tall").frame.midY)
    }

    @Test func vstackDistributesHeightTheSameWay() {
        let snapshot = layout(VStack(spacing: 0) {
            Color.red.frame(maxHeight: 100).accessibilityIdentifier("max")
            Color.green.frame(minHeight: 100).accessibilityIdentifier("min")
        }.frame(height: 150))
        #expect(snapshot.named("max").frame.height == 75)
        #expect(snapshot.named("min").frame.height == 100)
    }

    @Test func vstackLeadingAlignment() {
        let snapshot = layout(VStack(alignment: .leading) {
            Color.red.frame(width: 50, height: 10).accessibilityIdentifier("narrow")
            Color.blue.frame(width: 100, height: 10).accessibilityIdentifier("wide")
        })
        #expect(snapshot.named("narrow").frame.minX == snapshot.named("wide").frame.minX)
    }

    @Test func stackOverflowsWhenChildrenCannotShrink() {
        let snapshot = layout(HStack(spacing: 0) {
            Color.red.frame(width: 120)
            Color.blue.frame(width: 120)
        }.frame(width: 200))
        #expect(snapshot.first(kind: "HStack").frame.width == 240)
        #expect(snapshot.diagnostics.contains { $0.code == .overflow && $0.nodePath?.hasSuffix("HStack") == true })
    }

    /// The stacks sort their children into the order they offer space with `sortFew`: it must
    /// give what the standard library's stable sort gives, for few elements and many, in order or
    /// not, with ties (compared by key alone, so stability shows).
    @Test func sortFewSortsAsTheStandardLibraryDoes() {
        var generator = SystemRandomNumberGenerator()
        for count in [0, 1, 2, 3, 5, 16, 17, 40] {
            for shape in 0..<4 {
                let elements: [(key: Int, order: Int)] = (0..<count).map { index in
                    switch shape {
                    case 0: (index, index)
                    case 1: (0, index)
                    case 2: (count - index, index)
                    default: (Int.random(in: 0..<4, using: &generator), index)
                    }
                }
                var sorted = elements
                sorted.withUnsafeMutableBufferPointer { $0.sortFew { $0.key < $1.key } }
                let expected = elements.sorted { $0.key < $1.key }
                #expect(sorted.map(\.order) == expected.map(\.order), "\(count) elements, shape \(shape)")
            }
        }
    }
}

@Suite struct ZStackLayoutTests {
    @Test func everyChildIsOfferedTheProposalAndTheStackIsTheLargest() {
        let snapshot = layout(ZStack {
            Color.red.frame(width: 40, height: 10).accessibilityIdentifier("wide")
            Color.blue.frame(width: 10, height: 30).accessibilityIdentifier("tall")
        }.accessibilityIdentifier("z"))
        #expect(snapshot.named("z").frame.size == CGSize(width: 40, height: 30))
        #expect(snapshot.named("wide").frame.midX == snapshot.named("tall").frame.midX)
    }

    @Test func onlyHighestPriorityChildrenSizeTheStack() {
        let snapshot = layout(ZStack {
            Color.red.frame(width: 200, height: 200)
            Color.blue.frame(width: 10, height: 30).layoutPriority(1)
        }.accessibilityIdentifier("z"))
        #expect(snapshot.named("z").frame.size == CGSize(width: 10, height: 30))
    }

    @Test func alignmentPlacesChildren() {
        let snapshot = layout(ZStack(alignment: .bottomTrailing) {
            Color.red.frame(width: 40, height: 40).accessibilityIdentifier("big")
            Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("small")
        })
        #expect(snapshot.named("small").frame.maxX == snapshot.named("big").frame.maxX)
        #expect(snapshot.named("small").frame.maxY == snapshot.named("big").frame.maxY)
    }
}
