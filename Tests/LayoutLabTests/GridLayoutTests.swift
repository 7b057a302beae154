import Testing
@testable import LayoutLab

/// `GridLayout`, the grid as a `Layout` value (docs/layout-rules.md, "Grid" and "AnyLayout").
@Suite struct GridLayoutTests {
    @ViewBuilder static func table() -> some View {
        GridRow {
            Color.red.frame(width: 80, height: 20).accessibilityIdentifier("a")
            Color.blue.frame(width: 30, height: 40).gridColumnAlignment(.trailing).accessibilityIdentifier("b")
        }
        Color.gray.frame(height: 1).gridCellUnsizedAxes(.horizontal).accessibilityIdentifier("rule")
        GridRow(alignment: .top) {
            Color.green.frame(width: 20, height: 10).gridCellAnchor(.bottomTrailing).accessibilityIdentifier("c")
            Color.yellow.frame(width: 50, height: 30).accessibilityIdentifier("d")
        }
        GridRow {
            Color.orange.frame(width: 100, height: 10).gridCellColumns(2).accessibilityIdentifier("wide")
        }
    }

    static let names = ["a", "b", "rule", "c", "d", "wide"]

    @Test func aGridLayoutLaysOutExactlyAsTheGrid() {
        let grid = layout(Grid(alignment: .leading, horizontalSpacing: 6, verticalSpacing: 4) { Self.table() })
        let direct = layout(GridLayout(alignment: .leading, horizontalSpacing: 6, verticalSpacing: 4) { Self.table() })
        let erased = layout(AnyLayout(GridLayout(alignment: .leading, horizontalSpacing: 6, verticalSpacing: 4)) { Self.table() })
        for other in [direct, erased] {
            for name in Self.names {
                #expect(other.named(name).frame == grid.named(name).frame, "\(name)")
            }
            #expect(other.nodes(kind: "GridRow").map(\.frame) == grid.nodes(kind: "GridRow").map(\.frame))
            #expect(other.root.frame == grid.root.frame)
        }
        #expect(direct.root.kind == "GridLayout")
        #expect(erased.root.kind == "AnyLayout")
        // Spot-check: columns 80 and 50, 6 apart; b trailing in column 1 (86…136); rows 40, 1,
        // 30, 10 tall, 4 apart; c at the bottom trailing corner of its 80 × 30 area.
        let frame = grid.root.frame
        #expect(frame.size == CGSize(width: 136, height: 93))
        #expect(grid.named("b").frame.minX - frame.minX == 106)
        #expect(grid.named("rule").frame.width == 136)
        #expect(grid.named("c").frame.maxX - frame.minX == 80)
        #expect(grid.named("c").frame.maxY - frame.minY == 79)
        // A GridRow takes the row's rectangle across the grid.
        #expect(grid.nodes(kind: "GridRow").map(\.frame.width) == [136, 136, 136])
    }

    /// grid/modifiers: columns of ideal 9, 60 and 28 under a full-width colour in 320 keep them
    /// and share the surplus equally (78, 129, 97); a lone colour is 8 above a row of a colour
    /// and a text, whose text alone would be 4.742 below it.
    @Test func aSpanningCellSpreadsWhatItTakesOverItsColumns() {
        let grid = layout(
            Grid(alignment: .leading) {
                GridRow {
                    Text("A").accessibilityIdentifier("a")
                    Color.red.frame(width: 60, height: 40).accessibilityIdentifier("red")
                    Text("CCC").accessibilityIdentifier("ccc")
                }
                Color.green.frame(height: 4).accessibilityIdentifier("divider")
                GridRow {
                    Color.blue.gridCellUnsizedAxes(.horizontal).frame(height: 20).accessibilityIdentifier("blue")
                    Text("H").accessibilityIdentifier("h")
                }
            }
            .frame(width: 320),
            width: 320, height: 240, scale: 2
        )
        let a = grid.named("a").frame, red = grid.named("red").frame, ccc = grid.named("ccc").frame
        let blue = grid.named("blue").frame, divider = grid.named("divider").frame
        let surplus = (320 - 16 - a.width - 60 - ccc.width) / 3
        #expect(abs(blue.width - (a.width + surplus)) <= 0.5, "\(blue) \(a)")
        #expect(abs(red.minX - (blue.maxX + 8)) <= 0.5)
        #expect(abs(ccc.minX - (red.minX + 60 + surplus + 8)) <= 0.5, "\(ccc)")
        #expect(abs(blue.minY - divider.maxY - 8) <= 0.5, "\(divider) \(blue)")
    }

    @Test func badSpacingOfAGridLayoutIsReported() {
        let snapshot = layout(AnyLayout(GridLayout(verticalSpacing: .nan)) {
            GridRow { Color.red.frame(width: 10, height: 10).accessibilityIdentifier("top") }
            GridRow { Color.red.frame(width: 10, height: 10).accessibilityIdentifier("bottom") }
        })
        #expect(snapshot.diagnostics.contains { $0.code == .invalidFrameDimension && $0.nodePath == snapshot.root.path })
        // The default 8 between the rows.
        #expect(snapshot.named("bottom").frame.minY - snapshot.named("top").frame.maxY == 8)
    }

    typealias Tile = AnyLayoutTests.Tile

    struct TableOrColumn: View {
        @Environment(\.horizontalSizeClass) var sizeClass
        var body: some View {
            let layout = sizeClass == .regular
                ? AnyLayout(GridLayout(horizontalSpacing: 10, verticalSpacing: 10))
                : AnyLayout(VStackLayout(spacing: 10))
            layout {
                GridRow { Tile(label: "a"); Tile(label: "b") }
                GridRow { Tile(label: "c"); Tile(label: "d") }
            }
        }
    }

    @Test func switchingBetweenAGridAndAStackKeepsTheCellsAndTheirState() async throws {
        // The Pro Max is compact-width in portrait and regular-width in landscape.
        let profile = try #require(DeviceProfile.named("iphone-15-pro-max"))
        let (result, log) = await run(
            TableOrColumn(), timeline: [.launch(.portrait), .rotate(.landscape), .rotate(.portrait)], profile: profile
        )
        #expect(result.outcome == .stable)
        let passes = try (0...2).map { try #require(log.finalPass(step: $0)) }
        func frame(_ pass: PassTrace, _ name: String) -> CGRect { pass.nodes.first { $0.name == name }?.frame ?? .null }
        // In the stack a GridRow lines its tiles up with no spacing; the rows are 10 apart.
        for pass in [passes[0], passes[2]] {
            #expect(frame(pass, "b").minX == frame(pass, "a").maxX)
            #expect(frame(pass, "c").minY == frame(pass, "a").maxY + 10)
        }
        // In the grid the columns are 10 apart too.
        #expect(frame(passes[1], "b").minX == frame(passes[1], "a").maxX + 10)
        #expect(frame(passes[1], "d").minY == frame(passes[1], "b").maxY + 10)
        #expect(frame(passes[2], "b") == frame(passes[0], "b"))
        // Same paths, same state: each tile appeared once and kept its count through both switches.
        #expect(passes[0].nodes.map(\.path) == passes[1].nodes.map(\.path))
        #expect(passes[2].state.filter { $0.name == "appearances" }.map(\.value) == ["1", "1", "1", "1"])
        #expect(log.actions.filter { $0.action == "onAppear" }.count == 4)
    }
}
