import Testing
@testable import LayoutLab

// ScrollView against layouts measured on SwiftUI (macOS 26.2 hosted windows on a 2× screen,
// public fixtures `scroll/*` of iamcgn/swiftui-web, `Docs/elements/ScrollView.md`). See
// docs/layout-rules.md, "ScrollView".

/// Lays `view` out in a `width` × `height` window that centres it, as a hosting window does.
private func window<V: View>(_ view: V, width: CGFloat = 300, height: CGFloat = 200) -> LayoutSnapshot {
    LayoutEngine.layout(view.frame(width: width, height: height), in: CGSize(width: width, height: height), displayScale: 2)
}

@Suite struct ScrollViewFidelityTests {
    /// `scroll/narrow-content`: 120-wide rows in a vertical scroll view offered 300 × 200 make a
    /// 120 × 200 scroll view, which the window centres at x = 90.
    @Test func aVerticalScrollViewIsAsWideAsItsContent() {
        let snapshot = window(ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<3) { _ in Color.blue.frame(width: 120, height: 40) }
            }
        }.accessibilityIdentifier("scroll"))
        let scroll = snapshot.named("scroll").frame
        #expect(scroll == CGRect(x: 90, y: 0, width: 120, height: 200))
        // The content is proposed the scroll view's own width, and nil along the scroll axis.
        #expect(snapshot.first(kind: "VStack").proposal == ProposedViewSize(width: 300, height: nil))
    }

    /// `scroll/horizontal`: a row of 40-pt cells makes a horizontal scroll view 40 tall and as
    /// wide as offered; the window centres it vertically.
    @Test func aHorizontalScrollViewIsAsTallAsItsContent() {
        let snapshot = window(ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<10) { _ in Color.green.frame(width: 40, height: 40) }
            }
        }.accessibilityIdentifier("scroll"))
        #expect(snapshot.named("scroll").frame == CGRect(x: 0, y: 80, width: 300, height: 40))
        // The row starts at the leading edge, 400 wide, scrolling past the trailing one.
        #expect(snapshot.first(kind: "HStack").frame == CGRect(x: 0, y: 80, width: 400, height: 40))
    }

    /// `scroll/wide-content`: content wider than the proposal makes the scroll view wider too.
    @Test func contentWiderThanTheProposalWidensTheScrollView() {
        let snapshot = window(ScrollView { Color.red.frame(width: 400, height: 50) }.accessibilityIdentifier("scroll"))
        #expect(snapshot.named("scroll").frame == CGRect(x: -50, y: 0, width: 400, height: 200))
    }

    /// `scroll/padding`: padding inside the scroll view is part of the content (152 × 432 for
    /// 120 × 400 rows and 16 points around).
    @Test func paddingIsPartOfTheContent() {
        let snapshot = window(ScrollView {
            Color.blue.frame(width: 120, height: 400).padding(16)
        }.accessibilityIdentifier("scroll"))
        #expect(snapshot.named("scroll").frame.size == CGSize(width: 152, height: 200))
        #expect(snapshot.first(kind: "padding").frame.size == CGSize(width: 152, height: 432))
    }

    /// `scroll/text`: a paragraph wraps at the scroll view's proposed width, and the scroll view
    /// is then as wide as the wrapped text (274 measured), not the proposal.
    @Test func wrappedTextMakesTheScrollViewAsWideAsItsLines() {
        let snapshot = window(ScrollView {
            Text("Layout must wrap this sentence onto several lines inside a narrow frame.").font(.system(size: 13))
        }.accessibilityIdentifier("scroll"))
        let text = snapshot.first(kind: "Text")
        #expect(text.proposal == ProposedViewSize(width: 300, height: nil))
        #expect(text.frame.width < 300)
        #expect(abs(text.frame.width - 274) <= 274 / 100 + 0.5) // the sentence runs 0.8 % wide
        #expect(snapshot.named("scroll").frame.width == text.frame.width)
        #expect(snapshot.named("scroll").frame.height == 200)
    }

    /// `scroll/vertical`: content shorter than the viewport starts at the top; it is not centred
    /// along the scroll axis.
    @Test func shortContentStartsAtTheTop() {
        let snapshot = window(ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<3) { _ in Color.blue.frame(width: 120, height: 30) }
            }
        }.accessibilityIdentifier("scroll"))
        #expect(snapshot.first(kind: "VStack").frame == CGRect(x: 90, y: 0, width: 120, height: 90))
    }

    /// `scroll/children`: several views in the builder are an implicit VStack with its default
    /// spacing, for a horizontal scroll view too: the texts sit one above the other, spaced and
    /// centred as a VStack of the same views would place them.
    @Test func severalChildrenStackVerticallyWhateverTheAxis() {
        for axes: Axis.Set in [.horizontal, .vertical, [.horizontal, .vertical]] {
            let scrolled = window(ScrollView(axes) {
                Text("Top").accessibilityIdentifier("top")
                Color.orange.frame(width: 60, height: 30).accessibilityIdentifier("color")
                Text("Bottom").accessibilityIdentifier("bottom")
            }.accessibilityIdentifier("scroll"))
            let stacked = window(VStack {
                Text("Top").accessibilityIdentifier("top")
                Color.orange.frame(width: 60, height: 30).accessibilityIdentifier("color")
                Text("Bottom").accessibilityIdentifier("bottom")
            }.accessibilityIdentifier("stack"))
            let content = scrolled.first(kind: "VStack").frame
            let stack = stacked.named("stack").frame
            #expect(scrolled.named("top").frame.maxY <= scrolled.named("color").frame.minY, "\(axes)")
            #expect(scrolled.named("color").frame.maxY <= scrolled.named("bottom").frame.minY, "\(axes)")
            for name in ["top", "color", "bottom"] {
                let inScroll = scrolled.named(name).frame.offsetBy(dx: -content.minX, dy: -content.minY)
                let inStack = stacked.named(name).frame.offsetBy(dx: -stack.minX, dy: -stack.minY)
                #expect(inScroll == inStack, "\(name) in \(axes)")
            }
            if axes == .horizontal {
                // As tall as the stacked content, as wide as offered.
                #expect(scrolled.named("scroll").frame.size == CGSize(width: 300, height: stack.height))
            }
        }
    }

    /// `scroll/in-stack`: in a VStack a scroll view is flexible along its axis like Color: the
    /// texts keep their heights and the scroll view takes the rest (16 / 168 / 16 in 200 pt).
    @Test func inAStackTheScrollViewTakesWhatIsLeft() {
        let snapshot = window(VStack(spacing: 0) {
            Text("Header").accessibilityIdentifier("header")
            ScrollView { Color.blue.frame(width: 120, height: 400) }.accessibilityIdentifier("scroll")
            Text("Footer").accessibilityIdentifier("footer")
        })
        let header = snapshot.named("header").frame, footer = snapshot.named("footer").frame
        let scroll = snapshot.named("scroll").frame
        #expect(scroll.height == 200 - header.height - footer.height)
        #expect(scroll.minY == header.maxY && footer.minY == scroll.maxY)
        #expect(scroll.width == 120)
    }
}
