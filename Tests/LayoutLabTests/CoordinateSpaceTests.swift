import Testing
@testable import LayoutLab

/// Coordinate spaces and the scroll-relative proxies (docs/layout-rules.md, "Coordinate spaces",
/// "scrollTransition"). Readers turn the value they read into a width, so that the layout
/// records it.
@Suite struct CoordinateSpaceTests {
    /// A reader 30 below the top of a scroll view that itself sits 100 from the top.
    static func readerInScrollView(_ read: @escaping (GeometryProxy) -> CGFloat) -> LayoutSnapshot {
        layout(
            VStack(spacing: 0) {
                Color.clear.frame(height: 100)
                ScrollView {
                    VStack(spacing: 0) {
                        Color.clear.frame(height: 30)
                        GeometryReader { proxy in Color.red.frame(width: read(proxy), height: 5).accessibilityIdentifier("value") }
                            .frame(height: 10)
                    }
                }
                .coordinateSpace(.named("scroll"))
            },
            width: 300, height: 400
        )
    }

    /// What `read` returned, as the width it gave the reader's content.
    static func value(_ read: @escaping (GeometryProxy) -> CGFloat) -> CGFloat {
        readerInScrollView(read).named("value").frame.width
    }

    @Test func theScrollViewSpaceIsTheNearestScrollViewsBounds() {
        #expect(Self.value { proxy in proxy.frame(in: .scrollView).minY } == 30)
        #expect(Self.value { proxy in proxy.frame(in: .scrollView(axis: .vertical)).minY } == 30)
        #expect(Self.value { proxy in proxy.frame(in: .global).minY } == 130)
        #expect(Self.value { proxy in proxy.frame(in: .local).minY + 7 } == 7)
        // A name the modifier gave the scroll view, in the iOS 17 and the older spelling.
        #expect(Self.value { proxy in proxy.frame(in: .named("scroll")).minY } == 30)
        #expect(Self.value { proxy in proxy.frame(in: CoordinateSpace.named("scroll")).minY } == 30)
        // No horizontal scroll view encloses the reader: the global frame, as for an unknown name.
        #expect(Self.value { proxy in proxy.frame(in: .scrollView(axis: .horizontal)).minY } == 130)
    }

    @Test func boundsOfASpaceAreInTheViewsOwnCoordinates() {
        #expect(Self.value { proxy in -(proxy.bounds(of: .scrollView)?.minY ?? 0) } == 30)
        #expect(Self.value { proxy in proxy.bounds(of: .named("elsewhere")) == nil ? 1 : 2 } == 1)
    }

    /// Four 120-wide cards 10 apart in a 300-wide horizontal scroll view: the first two are
    /// wholly visible (identity), the third shows 40 of its 120 and the fourth none (bottom-trailing).
    static func carousel(_ configuration: ScrollTransitionConfiguration) -> LayoutSnapshot {
        layout(
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<4, id: \.self) { index in
                        Color.blue.frame(width: 120, height: 80)
                            .scrollTransition(configuration) { content, phase in
                                content.scaleEffect(phase.isIdentity ? 1 : 0.5).offset(y: phase.value * 10)
                            }
                            .accessibilityIdentifier("card\(index)")
                    }
                }
            }
            .frame(width: 300, height: 100),
            width: 300, height: 100
        )
    }

    @Test func scrollTransitionPhasesComeFromTheCardsPlaceInTheScrollView() {
        let snapshot = Self.carousel(.interactive)
        let cards = (0..<4).map { snapshot.named("card\($0)") }
        #expect(cards.map(\.frame.minX) == [0, 130, 260, 390])
        #expect(cards.map(\.renderFrame.width) == [120, 120, 60, 60])
        // bottomTrailing's value is 1: 10 down.
        #expect(cards.map { $0.renderFrame.midY - $0.frame.midY } == [0, 0, 10, 10])
        // A looser threshold counts the third card (a third visible) as visible.
        let loose = Self.carousel(.interactive.threshold(.visible(0.3)))
        #expect((0..<4).map { loose.named("card\($0)").renderFrame.width } == [120, 120, 120, 60])
        let identity = Self.carousel(.identity)
        #expect((0..<4).map { identity.named("card\($0)").renderFrame.width } == [120, 120, 120, 120])
    }

    @Test func scrollTransitionOutsideAScrollViewIsIdentity() {
        let snapshot = layout(
            Color.blue.frame(width: 500, height: 80)
                .scrollTransition { content, phase in content.scaleEffect(phase.isIdentity ? 1 : 0.5) }
                .accessibilityIdentifier("card"),
            width: 300, height: 100
        )
        #expect(snapshot.named("card").renderFrame.width == 500)
    }

    @Test func thresholds() {
        let container = CGRect(x: 0, y: 0, width: 300, height: 100)
        func phase(_ x: CGFloat, _ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionPhase {
            let configuration = ScrollTransitionConfiguration.animated.threshold(threshold)
            return ScrollTransitionPhase(
                view: CGRect(x: x, y: 0, width: 100, height: 50), container: container, axis: .horizontal,
                topLeading: configuration, bottomTrailing: configuration
            )
        }
        #expect(phase(-60, .visible) == .topLeading)
        #expect(phase(-60, .visible(0.4)) == .identity)
        #expect(phase(-60, .hidden) == .identity)
        #expect(phase(100, .centered) == .identity)
        #expect(phase(110, .centered) == .bottomTrailing)
        // Inset by 20: the card must sit within 20…280.
        #expect(phase(10, .visible.inset(by: 20)) == .topLeading)
        #expect(phase(20, .visible.inset(by: 20)) == .identity)
        // Halfway between wholly and 40 % visible: 70 %.
        #expect(phase(-25, .visible.interpolated(towards: .visible(0.4), amount: 0.5)) == .identity)
        #expect(phase(-35, .visible.interpolated(towards: .visible(0.4), amount: 0.5)) == .topLeading)
    }
}
