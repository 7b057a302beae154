import Testing
@testable import LayoutLab

/// Lazy stacks and grids (docs/layout-rules.md, "Lazy stacks and grids"), with numbers worked out
/// from the rules.
@Suite struct LazyContainerTests {
    static func pass<V: View>(_ view: V, on name: String = "iphone-se-3") async throws -> PassTrace {
        let log = TraceLog()
        _ = await ViewRuntime.run(view, profile: try #require(DeviceProfile.named(name)), observer: log)
        return try #require(log.finalPass(step: 0))
    }

    static func frame(_ pass: PassTrace, _ name: String) throws -> CGRect {
        try #require(pass.node(named: name), "no node named \(name)").frame
    }

    static func cells(_ count: Int) -> some View {
        ForEach(0..<count, id: \.self) { index in
            Color.blue.frame(height: 20).accessibilityIdentifier("cell-\(index)")
        }
    }

    /// Three flexible columns in 300: (300 − 2 × 8) / 3 = 94.667 each, 8 apart.
    @Test func threeFlexibleItemsShareTheWidth() async throws {
        let pass = try await Self.pass(
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) { Self.cells(6) }
                .frame(width: 300).accessibilityIdentifier("grid")
        )
        let grid = try Self.frame(pass, "grid")
        let widths = try (0..<3).map { try Self.frame(pass, "cell-\($0)").width }
        for width in widths { #expect(abs(width - 284.0 / 3) < 0.34, "\(widths)") }
        let xs = try (0..<3).map { try Self.frame(pass, "cell-\($0)").minX - grid.minX }
        #expect(abs(xs[1] - (284.0 / 3 + 8)) < 0.34 && abs(xs[2] - 2 * (284.0 / 3 + 8)) < 0.34, "\(xs)")
        // The second row is 20 + 8 below the first.
        #expect(try Self.frame(pass, "cell-3").minY - Self.frame(pass, "cell-0").minY == 28)
        #expect(grid.height == 48)
    }

    /// lazy/grid-alignment: three 60 pt columns in 240 (196 with their spacing) sit at the
    /// grid's trailing or leading edge by its alignment, which also places the cells of items
    /// without one of their own.
    @Test func theGridsAlignmentPlacesItsTracks() async throws {
        for (alignment, start) in [(HorizontalAlignment.trailing, CGFloat(44)), (.leading, 0), (.center, 22)] {
            let pass = try await Self.pass(
                LazyVGrid(columns: Array(repeating: GridItem(.fixed(60)), count: 3), alignment: alignment) {
                    ForEach(0..<3, id: \.self) { index in
                        Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("cell-\(index)")
                    }
                }
                .frame(width: 240).accessibilityIdentifier("grid")
            )
            let grid = try Self.frame(pass, "grid")
            let first = try Self.frame(pass, "cell-0").minX - grid.minX
            // The cell sits in its 60 pt column by the grid's alignment.
            let inColumn: CGFloat = alignment == .leading ? 0 : alignment == .trailing ? 40 : 20
            #expect(first == start + inColumn, "\(alignment): \(first)")
        }
    }

    /// Fixed 60, flexible, flexible at most 80, in 280: 280 − 60 − 16 = 204 shared in order:
    /// 102, then min(102, 80) = 80. The 258 of tracks are centred: 11 in.
    @Test func fixedAndBoundedItemsTakeTheirShareInOrder() async throws {
        let pass = try await Self.pass(
            LazyVGrid(columns: [GridItem(.fixed(60)), GridItem(.flexible()), GridItem(.flexible(maximum: 80))]) { Self.cells(3) }
                .frame(width: 280).accessibilityIdentifier("grid")
        )
        let grid = try Self.frame(pass, "grid")
        #expect(try (0..<3).map { try Self.frame(pass, "cell-\($0)").width } == [60, 102, 80])
        #expect(try Self.frame(pass, "cell-0").minX - grid.minX == 11)
    }

    /// adaptive(minimum: 50) with spacing 10 in 240: ⌊250 / 60⌋ = 4 tracks of (240 − 30) / 4 = 52.5.
    @Test func anAdaptiveItemFitsAsManyTracksAsItsMinimumAllows() async throws {
        let pass = try await Self.pass(
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 50), spacing: 10)]) { Self.cells(5) }.frame(width: 240)
        )
        #expect(try (0..<4).map { try Self.frame(pass, "cell-\($0)").width } == [52.5, 52.5, 52.5, 52.5])
        #expect(try Self.frame(pass, "cell-4").minY > Self.frame(pass, "cell-3").minY, "the fifth cell starts a second row")
    }

    /// Two LazyVStacks and a 37-wide LazyHStack in a 320-wide HStack(spacing: 20): the lazy
    /// vertical stacks fill what is left, (320 − 40 − 37) / 2 = 121.5 each.
    @Test func aLazyStackFillsItsCrossAxis() async throws {
        let pass = try await Self.pass(
            HStack(spacing: 20) {
                LazyVStack { Color.red.frame(width: 10, height: 10) }.accessibilityIdentifier("first")
                LazyHStack { Color.red.frame(width: 37, height: 10) }.accessibilityIdentifier("middle")
                LazyVStack { Color.red.frame(width: 10, height: 10) }.accessibilityIdentifier("last")
            }.frame(width: 320)
        )
        #expect(try Self.frame(pass, "first").width == 121.5)
        #expect(try Self.frame(pass, "middle").width == 37)
        #expect(try Self.frame(pass, "last").width == 121.5)
    }

    /// 1,000 rows of 44 in a scroll view 647 tall (the iPhone SE below its 20-point status bar):
    /// placed are the rows that reach into 20 − 323.5 … 667 + 323.5 = 990.5, rows 0 to 22 (row 22
    /// starts at 20 + 44 × 22 = 988); the content is
    /// still 44,000 tall. Outside a scroll view every row is placed.
    @Test func aLazyStackOfAThousandRowsCreatesOnlyTheRowsNearTheScreen() async throws {
        func rows() -> some View {
            LazyVStack(spacing: 0) {
                ForEach(0..<1000, id: \.self) { index in
                    Text("Row \(index)").frame(height: 44).accessibilityIdentifier("row-\(index)")
                }
            }.accessibilityIdentifier("stack")
        }
        let scrolled = try await Self.pass(ScrollView { rows() })
        let placed = scrolled.nodes.filter { $0.name?.hasPrefix("row-") == true }
        #expect(placed.count == 23)
        #expect(placed.map(\.name) == (0..<23).map { "row-\($0)" })
        #expect(try Self.frame(scrolled, "stack").height == 44_000)

        let unscrolled = try await Self.pass(rows().frame(height: 100).clipped())
        #expect(unscrolled.nodes.filter { $0.name?.hasPrefix("row-") == true }.count == 1000)
    }
}

/// The scroll step (docs/layout-rules.md, "ScrollView").
@Suite struct ScrollStepTests {
    static func log<V: View>(_ view: V, timeline: Timeline) async throws -> TraceLog {
        let log = TraceLog()
        _ = await ViewRuntime.run(view, timeline: timeline, profile: try #require(DeviceProfile.named("iphone-se-3")), observer: log)
        return log
    }

    /// After `scroll(to: 2200)`, the rows 50 down (2200 / 44) start at the scroll view's top, at 20:
    /// the placed rows are those reaching into 20 − 323.5 … 990.5, rows 42 (ending at 20 − 2200 + 43 × 44 = −288) to 72; at the end of
    /// 44,000 of content in a 647 view the offset stops at 43,353.
    @Test func aScrollStepMovesTheContentAndTheLazyRegion() async throws {
        let view = ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<1000, id: \.self) { index in
                    Color.gray.frame(height: 44).accessibilityIdentifier("row-\(index)")
                }
            }
        }
        let log = try await Self.log(view, timeline: [.launch(.portrait), .scroll(to: 2200), .scroll(to: 1_000_000)])
        let scrolled = try #require(log.finalPass(step: 1))
        #expect(try #require(scrolled.node(named: "row-50")).frame.minY == 20)
        let rows = scrolled.nodes.compactMap(\.name).filter { $0.hasPrefix("row-") }
        #expect(rows.first == "row-42" && rows.last == "row-72", "\(rows.first ?? "-") … \(rows.last ?? "-")")
        let end = try #require(log.finalPass(step: 2))
        #expect(try #require(end.node(named: "row-999")).frame.maxY == 667, "the last row rests at the bottom")
    }
}
