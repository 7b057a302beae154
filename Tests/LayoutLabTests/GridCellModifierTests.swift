import Testing
@testable import LayoutLab

/// The grid cell modifiers and row/grid alignment, with numbers worked out from the rule
/// (docs/layout-rules.md, "Grid").
@Suite struct GridCellModifierTests {
    /// A fixed-size cell named `name`.
    static func cell(_ width: CGFloat, _ height: CGFloat, _ name: String = "") -> some View {
        Color.red.frame(width: width, height: height).accessibilityIdentifier(name)
    }

    @Test func aColumnAlignmentSetOnOneCellAlignsTheWholeColumn() {
        let snapshot = layout(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Self.cell(100, 10); Self.cell(30, 10, "b").gridColumnAlignment(.trailing) }
            GridRow { Self.cell(20, 10, "c"); Self.cell(60, 10, "d") }
            GridRow { Self.cell(10, 10); Self.cell(40, 10, "e") }
            GridRow { Self.cell(50, 10, "span").gridCellColumns(2) }
        })
        let grid = snapshot.first(kind: "Grid").frame
        // Columns 100 and 60 wide. Column 1 is trailing-aligned: its cells end at 160.
        #expect(grid.width == 160)
        #expect(snapshot.named("b").frame.minX - grid.minX == 130)
        #expect(snapshot.named("d").frame.minX - grid.minX == 100)
        #expect(snapshot.named("e").frame.minX - grid.minX == 120)
        // Column 0 keeps the grid's centre alignment: (100 − 20) / 2.
        #expect(snapshot.named("c").frame.minX - grid.minX == 40)
        // A spanning cell uses the grid's alignment, not a column's: (160 − 50) / 2.
        #expect(snapshot.named("span").frame.minX - grid.minX == 55)
    }

    @Test func anUnsizedColorSpansTheWidthTheOtherCellsDecide() {
        func grid(unsized: Bool) -> LayoutSnapshot {
            layout(Grid(horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow { Self.cell(50, 20, "a"); Self.cell(70, 20, "b") }
                Color.green.frame(height: 2)
                    .gridCellUnsizedAxes(unsized ? .horizontal : [])
                    .accessibilityIdentifier("rule")
            })
        }
        let unsized = grid(unsized: true), sized = grid(unsized: false)
        // Unsized: the columns are 50 and 70, 10 apart, and the rule is offered their 130.
        let frame = unsized.first(kind: "Grid").frame
        #expect(frame.size == CGSize(width: 130, height: 22))
        #expect(unsized.named("rule").frame == CGRect(x: frame.minX, y: frame.minY + 20, width: 130, height: 2))
        #expect(unsized.named("b").frame.minX - frame.minX == 60)
        // Sized, the flexible rule spreads what it takes beyond the columns equally over them
        // (measured, grid/modifiers): 390 − 10 − 120 = 260, 130 each, so 180 and 200, and b is
        // centred in the second: 190 + (200 − 70) / 2.
        let wide = sized.first(kind: "Grid").frame
        #expect(wide.width == 390)
        #expect(sized.named("rule").frame.width == 390)
        #expect(sized.named("b").frame.minX - wide.minX == 255)
    }

    @Test func aCellUnsizedVerticallyTakesTheRowHeightTheOthersDecide() {
        func grid(unsized: Bool) -> LayoutSnapshot {
            layout(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Self.cell(40, 30)
                    Color.blue.frame(width: 4).gridCellUnsizedAxes(unsized ? .vertical : []).accessibilityIdentifier("bar")
                }
            })
        }
        #expect(grid(unsized: true).named("bar").frame.height == 30)
        #expect(grid(unsized: true).first(kind: "Grid").frame.height == 30)
        // Sized, the flexible bar makes the row take the whole 844 offered.
        #expect(grid(unsized: false).named("bar").frame.height == 844)
    }

    @Test func aCellAnchorPlacesTheCellByItsUnitPointAndWinsOverAlignments() {
        // Apple's gridCellAnchor example: 60-point reference squares, 1 point apart.
        let snapshot = layout(Grid(horizontalSpacing: 1, verticalSpacing: 1) {
            GridRow { Self.cell(60, 60); Self.cell(60, 60).gridColumnAlignment(.trailing) }
            GridRow(alignment: .bottom) {
                Self.cell(60, 60)
                Color.blue.frame(width: 10, height: 10).gridCellAnchor(UnitPoint(x: 0.25, y: 0.75)).accessibilityIdentifier("marker")
            }
            GridRow(alignment: .bottom) {
                Self.cell(60, 60)
                Color.blue.frame(width: 10, height: 10).gridCellAnchor(.topLeading).accessibilityIdentifier("corner")
            }
        }, scale: 2)
        let grid = snapshot.first(kind: "Grid").frame
        // The cell's area is x 61…121, y 61…121; the marker's quarter point meets the area's:
        // 61 + 0.25 × 60 − 0.25 × 10 = 73.5 across, 61 + 0.75 × 60 − 0.75 × 10 = 98.5 down.
        let marker = snapshot.named("marker").frame
        #expect(marker == CGRect(x: grid.minX + 73.5, y: grid.minY + 98.5, width: 10, height: 10))
        // .topLeading puts it in the area's corner, despite the trailing column and bottom row.
        let corner = snapshot.named("corner").frame
        #expect(corner.origin == CGPoint(x: grid.minX + 61, y: grid.minY + 122))
    }

    @Test func aRowAlignmentWinsOverTheGridsVerticalAlignment() {
        let snapshot = layout(Grid(alignment: .top, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow(alignment: .bottom) { Self.cell(40, 40); Self.cell(20, 10, "low") }
            GridRow { Self.cell(40, 40); Self.cell(10, 10, "high") }
        })
        let grid = snapshot.first(kind: "Grid").frame
        // Row 0 is 40 tall and bottom-aligned: 40 − 10. Row 1 keeps the grid's .top at 40.
        #expect(snapshot.named("low").frame.minY - grid.minY == 30)
        #expect(snapshot.named("high").frame.minY - grid.minY == 40)
        // Horizontally both follow the grid's centre: column 1 is 20 wide, from 40.
        #expect(snapshot.named("low").frame.minX - grid.minX == 40)
        #expect(snapshot.named("high").frame.minX - grid.minX == 45)
    }

    @Test func theGridsAlignmentPlacesCellsNothingElseAligns() {
        let snapshot = layout(Grid(alignment: .bottomTrailing, horizontalSpacing: 5, verticalSpacing: 5) {
            GridRow { Self.cell(40, 40); Self.cell(30, 30) }
            GridRow { Self.cell(10, 10, "small"); Self.cell(30, 30) }
        })
        let grid = snapshot.first(kind: "Grid").frame
        // Column 0 is 40 wide, row 1 is 30 tall from 45: the small cell ends at (40, 75).
        #expect(snapshot.named("small").frame.maxX - grid.minX == 40)
        #expect(snapshot.named("small").frame.maxY - grid.minY == 75)
    }

    @Test func badCellValuesAreClampedAndReported() {
        let snapshot = layout(Grid(horizontalSpacing: .infinity, verticalSpacing: 0) {
            GridRow { Self.cell(40, 10); Self.cell(40, 10) }
            GridRow {
                Self.cell(40, 10, "zero").gridCellColumns(0)
                Self.cell(10, 10, "nan").gridCellAnchor(UnitPoint(x: .nan, y: 0))
            }
            GridRow { Self.cell(40, 10, "negative").gridCellColumns(-3); Self.cell(40, 10) }
        })
        let grid = snapshot.first(kind: "Grid")
        let reported = snapshot.diagnostics.filter { $0.code == .invalidFrameDimension }.compactMap(\.nodePath)
        for name in ["zero", "nan", "negative"] {
            #expect(reported.contains(snapshot.named(name).path), "\(name)")
        }
        #expect(reported.contains(grid.path))
        // An infinite spacing falls back to the default 8; a count below 1 is one column, so the
        // next cell stays in column 1; the NaN anchor is dropped and the cell centred:
        // 48 + (40 − 10) / 2.
        #expect(grid.frame.width == 88)
        #expect(snapshot.named("nan").frame.minX - grid.frame.minX == 63)
        #expect(snapshot.nodes.allSatisfy { $0.frame.width.isFinite && $0.frame.height.isFinite && $0.frame.minX.isFinite })
    }
}

/// A row view extracted into its own type, as real code does.
private struct PriceRow: View {
    let name: String
    var body: some View {
        GridRow {
            Color.red.frame(width: 30, height: 10).accessibilityIdentifier("\(name)-label")
            Color.blue.frame(width: 20, height: 10).gridColumnAlignment(.trailing).accessibilityIdentifier("\(name)-price")
        }
    }
}

@Suite struct GridRowInCustomViewTests {
    @Test func aCustomViewWhoseBodyIsAGridRowIsARowOfTheGrid() {
        let snapshot = layout(Grid(horizontalSpacing: 4, verticalSpacing: 2) {
            GridRow {
                Color.gray.frame(width: 50, height: 10)
                Color.gray.frame(width: 40, height: 10)
            }
            PriceRow(name: "tea")
        })
        let grid = snapshot.first(kind: "Grid").frame
        // Columns 50 and 40, 4 apart: the custom view's cells share them, in the second row.
        #expect(snapshot.named("tea-label").frame.minX - grid.minX == 10)
        #expect(snapshot.named("tea-price").frame.minX - grid.minX == 74)
        #expect(snapshot.named("tea-price").frame.minY - grid.minY == 12)
        // The custom view and its GridRow take the row's rectangle across the grid.
        let row = CGRect(x: grid.minX, y: grid.minY + 12, width: 94, height: 10)
        #expect(snapshot.first(kind: "PriceRow").frame == row)
        #expect(snapshot.nodes(kind: "GridRow").last?.frame == row)
    }
}

/// Cells line up on the guide their row or column aligns on, as a stack's children do, when one
/// of them sets it explicitly (docs/layout-rules.md, "Grid").
@Suite struct GridGuideAlignmentTests {
    @Test func aFirstTextBaselineRowLinesTheBaselinesUpAsAnHStackDoes() {
        @ViewBuilder func texts() -> some View {
            Text("Total").font(.largeTitle).accessibilityIdentifier("big")
            Text("incl. tax").font(.caption).accessibilityIdentifier("small")
        }
        let grid = layout(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow(alignment: .firstTextBaseline) { texts() }
        })
        let stack = layout(HStack(alignment: .firstTextBaseline, spacing: 0) { texts() })
        let gridFrame = grid.first(kind: "Grid").frame, stackFrame = stack.first(kind: "HStack").frame
        for name in ["big", "small"] {
            #expect(isClose(grid.named(name).frame.minY - gridFrame.minY, stack.named(name).frame.minY - stackFrame.minY), "\(name)")
        }
        // The row is as tall as the baseline-aligned texts, and the small one stays inside it
        // (aligned on the row's bottom, the default of a baseline, its descent would hang out).
        #expect(isClose(gridFrame.height, stackFrame.height))
        #expect(grid.named("small").frame.maxY <= gridFrame.maxY + 0.001)
    }

    @Test func aColumnLinesUpAnAlignmentGuideSetOnOneCellAsAVStackDoes() {
        @ViewBuilder func cells() -> some View {
            Color.red.frame(width: 40, height: 10).accessibilityIdentifier("plain")
            Color.blue.frame(width: 30, height: 10).alignmentGuide(.leading) { _ in 10 }.accessibilityIdentifier("shifted")
        }
        let grid = layout(Grid(alignment: .leading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 40, height: 10).accessibilityIdentifier("plain") }
            GridRow { Color.blue.frame(width: 30, height: 10).alignmentGuide(.leading) { _ in 10 }.accessibilityIdentifier("shifted") }
        })
        let stack = layout(VStack(alignment: .leading, spacing: 0) { cells() })
        let gridFrame = grid.first(kind: "Grid").frame
        // The guide line is 10 in: the plain cell starts there, the shifted one at the edge;
        // the column is 10 + 40 wide, as the VStack is.
        #expect(grid.named("plain").frame.minX - gridFrame.minX == 10)
        #expect(grid.named("shifted").frame.minX - gridFrame.minX == 0)
        #expect(gridFrame.width == 50)
        #expect(stack.first(kind: "VStack").frame.width == 50)
    }
}
