import Testing
@testable import LayoutLab

/// Layouts as values: `AnyLayout`, `HStackLayout`, `VStackLayout`, `ZStackLayout`
/// (docs/layout-rules.md, "AnyLayout").
@Suite struct AnyLayoutTests {
    @ViewBuilder static func bars() -> some View {
        Color.red.frame(width: 40, height: 20).accessibilityIdentifier("a")
        Color.blue.frame(width: 60, height: 30).accessibilityIdentifier("b")
    }

    @Test func anAnyLayoutLaysOutExactlyAsTheStackItWraps() {
        let size = CGSize(width: 300, height: 200)
        let pairs: [(LayoutSnapshot, LayoutSnapshot)] = [
            (LayoutEngine.layout(AnyLayout(HStackLayout(alignment: .top, spacing: 5)) { Self.bars() }, in: size),
             LayoutEngine.layout(HStack(alignment: .top, spacing: 5) { Self.bars() }, in: size)),
            (LayoutEngine.layout(AnyLayout(VStackLayout(alignment: .leading)) { Self.bars() }, in: size),
             LayoutEngine.layout(VStack(alignment: .leading) { Self.bars() }, in: size)),
            (LayoutEngine.layout(AnyLayout(ZStackLayout(alignment: .bottomTrailing)) { Self.bars() }, in: size),
             LayoutEngine.layout(ZStack(alignment: .bottomTrailing) { Self.bars() }, in: size)),
        ]
        for (erased, stack) in pairs {
            #expect(erased.named("a").frame == stack.named("a").frame)
            #expect(erased.named("b").frame == stack.named("b").frame)
            #expect(erased.root.frame == stack.root.frame)
        }
        // Spot-check the numbers: an HStack with 5 points between a 40 and a 60 wide bar, top-aligned.
        let h = pairs[0].0
        #expect(h.named("b").frame == CGRect(x: 45, y: 0, width: 60, height: 30))
        #expect(h.root.kind == "AnyLayout")
    }

    @Test func anAnyLayoutOfAnAnyLayoutIsTheInnerOne() {
        let size = CGSize(width: 300, height: 200)
        let twice = LayoutEngine.layout(AnyLayout(AnyLayout(VStackLayout(spacing: 0))) { Self.bars() }, in: size)
        #expect(twice.named("b").frame.minY == 20)
    }

    @Test func aSpacerGrowsAlongTheWrappedStack() {
        let size = CGSize(width: 300, height: 200)
        let vertical = LayoutEngine.layout(AnyLayout(VStackLayout(spacing: 0)) {
            Color.red.frame(width: 40, height: 20)
            Spacer().accessibilityIdentifier("spacer")
        }.frame(height: 200), in: size)
        // Along a VStack a spacer takes the height left and no width.
        #expect(vertical.named("spacer").frame.size == CGSize(width: 0, height: 180))
        let horizontal = LayoutEngine.layout(AnyLayout(HStackLayout(spacing: 0)) {
            Color.red.frame(width: 40, height: 20)
            Spacer().accessibilityIdentifier("spacer")
        }.frame(width: 300), in: size)
        #expect(horizontal.named("spacer").frame.size == CGSize(width: 260, height: 0))
    }

    /// A child that counts how often it appeared: its state shows whether it was kept.
    struct Tile: View {
        let label: String
        @State var appearances = 0
        var body: some View {
            Color.orange.frame(width: 100, height: 50)
                .onAppear { appearances += 1 }
                .accessibilityIdentifier(label)
        }
    }

    struct AdaptiveTiles: View {
        @Environment(\.horizontalSizeClass) var sizeClass
        var body: some View {
            let layout = sizeClass == .regular ? AnyLayout(HStackLayout(spacing: 10)) : AnyLayout(VStackLayout(spacing: 10))
            layout {
                Tile(label: "first")
                Tile(label: "second")
            }
        }
    }

    @Test func switchingTheWrappedLayoutOnRotationKeepsTheChildrenAndTheirState() async throws {
        // The Pro Max is compact-width in portrait and regular-width in landscape.
        let profile = try #require(DeviceProfile.named("iphone-15-pro-max"))
        let (result, log) = await run(AdaptiveTiles(), timeline: [.launch(.portrait), .rotate(.landscape)], profile: profile)
        #expect(result.outcome == .stable)
        let portrait = try #require(log.finalPass(step: 0)), landscape = try #require(log.finalPass(step: 1))
        func frame(_ pass: PassTrace, _ name: String) -> CGRect { pass.nodes.first { $0.name == name }?.frame ?? .null }
        // Portrait: stacked, 10 apart. Landscape: side by side, 10 apart.
        #expect(frame(portrait, "second").minY == frame(portrait, "first").maxY + 10)
        #expect(frame(portrait, "second").minX == frame(portrait, "first").minX)
        #expect(frame(landscape, "second").minX == frame(landscape, "first").maxX + 10)
        #expect(frame(landscape, "second").minY == frame(landscape, "first").minY)
        // Same paths, same state: each tile appeared once and kept its count through the switch.
        #expect(portrait.nodes.map(\.path) == landscape.nodes.map(\.path))
        #expect(landscape.state.filter { $0.name == "appearances" }.map(\.value) == ["1", "1"])
        #expect(log.actions.filter { $0.action == "onAppear" }.count == 2)
    }

    typealias CacheLog = LayoutProtocolTests.CacheLog
    typealias CountingRow = LayoutProtocolTests.CachedRow

    struct Switching: View {
        let log: CacheLog
        @State var flipped = false
        var body: some View {
            let layout = flipped ? AnyLayout(CountingRow(name: "B", log: log)) : AnyLayout(CountingRow(name: "A", log: log))
            layout {
                Color.red.frame(width: 30, height: 10)
                Color.blue.frame(width: 20, height: 10)
            }
            .onAppear { flipped = true }
        }
    }

    @Test func anAnyLayoutMakesANewCacheWhenTheWrappedTypeChanges() async {
        // Two types: one generic layout under two names would share a type and update its cache.
        struct Other: Layout {
            let inner: CountingRow
            func makeCache(subviews: Subviews) -> CountingRow.Cache { inner.makeCache(subviews: subviews) }
            func updateCache(_ cache: inout CountingRow.Cache, subviews: Subviews) { inner.updateCache(&cache, subviews: subviews) }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CountingRow.Cache) -> CGSize {
                inner.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CountingRow.Cache) {
                inner.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
        struct TypeSwitch: View {
            let log: CacheLog
            @State var flipped = false
            var body: some View {
                let layout = flipped ? AnyLayout(Other(inner: CountingRow(name: "B", log: log))) : AnyLayout(CountingRow(name: "A", log: log))
                layout { Color.red.frame(width: 30, height: 10) }
                    .onAppear { flipped = true }
            }
        }
        let sameType = CacheLog()
        _ = await run(Switching(log: sameType))
        // Same wrapped type in both passes: made once, then updated.
        #expect(sameType.made == ["A"])
        #expect(sameType.updated == ["B"])
        let otherType = CacheLog()
        _ = await run(TypeSwitch(log: otherType))
        // Another wrapped type: AnyLayout makes the new layout's cache instead of updating.
        #expect(otherType.made == ["A", "B"])
        #expect(otherType.updated.isEmpty)
    }
}
