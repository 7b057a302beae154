/// Grid: a table whose columns are shared by all rows (docs/layout-rules.md, "Grid"). `Grid` runs
/// on this rule, and so does the public `GridLayout`.
///
/// - Rows are `GridRow`s (also inside a custom view whose body is one); any other child is a row
///   with one cell spanning every column.
/// - A cell spans `gridCellColumns` columns (1 by default).
/// - A column's width range is its single-column cells' widest [minimum, maximum] (ideal without
///   a proposed width); a cell spanning columns wider than they are (with the spacing between
///   them) shares the excess equally among them, narrower spans first. With a proposed width,
///   columns are served by their single-column cells' ranges, least flexible first, each offered
///   an equal share of what is left and clamped to its range; then each spanning cell, offered
///   its columns and what the columns left, spreads what it takes beyond them equally over them
///   (measured macOS 26, iamcgn/swiftui-web grid/modifiers: columns of 9, 60 and 28 under a
///   full-width colour in 320 are 78, 129 and 97; grid/flexible: three columns of colours in 280
///   share it equally). Without one, each column takes its ideal width.
/// - Row heights are distributed the same way over the proposed height (ideal heights without one).
/// - A cell with `gridCellUnsizedAxes` takes no part in sizing its column (`.horizontal`) or row
///   (`.vertical`); like every cell it is then offered what the others decided (Apple,
///   `gridCellUnsizedAxes(_:)`).
/// - Cells are offered their column widths (plus the spacing they span) and row height, and sit
///   in that area by, first to last: the cell's `gridCellAnchor` (its anchor point meets the
///   area's), else horizontally the column's `gridColumnAlignment` (single-column cells; the
///   first cell in the column that sets one) or the grid's, and vertically the row's alignment or
///   the grid's (Apple, `gridCellAnchor(_:)`, `gridColumnAlignment(_:)`, `GridRow`). When a cell
///   sets its row's or column's guide explicitly (a baseline, an `alignmentGuide`), that track's
///   cells line up on it as a stack's children do (Apple, `gridCellAnchor(_:)`'s discussion).
struct GridRule: LayoutRule {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?

    /// Non-finite spacing was reported when the grid was made; the default is used instead.
    private var columnGap: CGFloat { horizontalSpacing.flatMap { $0.isFinite ? $0 : nil } ?? 8 }
    /// Without an explicit spacing, the gap between two rows is the largest any cell of the upper
    /// row asks for from any cell of the lower one, each pair as two views of a `VStack`: 8.151
    /// from a row of texts to a row with a colour, 4.742 from a row with a colour to texts, 8 from
    /// a colour to a row holding a colour and a text (measured macOS 26, iamcgn/swiftui-web
    /// grid/basic, grid/modifiers; the rows' spacing taken together would give 4.742 there).
    private func rowGaps(_ rows: [Row], pass: LayoutPass) -> [CGFloat] {
        if let explicit = verticalSpacing, explicit.isFinite {
            return rows.indices.map { $0 == 0 ? 0 : explicit }
        }
        let spacings = rows.map { row in row.cells.map { ViewSpacing(pass.spacing(of: $0.node)) } }
        return rows.indices.map { index in
            guard index > 0 else { return 0 }
            var gap: CGFloat?
            for upper in spacings[index - 1] {
                for lower in spacings[index] {
                    let distance = upper.distance(to: lower, along: .vertical)
                    gap = max(gap ?? distance, distance)
                }
            }
            return gap ?? Spacing.defaultDistance
        }
    }

    struct Cell {
        let node: LayoutNode
        let column: Int
        let span: Int
        let unsizedAxes: Axis.Set
        let anchor: UnitPoint?
    }

    struct Row {
        /// The grid's child: the `GridRow`, a custom view whose body is one, or a lone cell.
        let node: LayoutNode
        let cells: [Cell]
        let alignment: VerticalAlignment?
        /// The `GridRow`'s rule, if the row is one.
        let gridRow: GridRowRule?
    }

    /// The `GridRow` a grid child is, looking through custom views whose body is one view (they
    /// pass their content's traits through, as SwiftUI's view lists flatten them).
    private static func gridRow(_ node: LayoutNode) -> (rule: GridRowRule, node: LayoutNode)? {
        if let rule = node.layout as? GridRowRule { return (rule, node) }
        if node.layout is PassthroughRule, node.passesTraitsThrough, node.children.count == 1 {
            return gridRow(node.children[0])
        }
        return nil
    }

    /// Which cell is in which column: read from the children's traits, before any measuring.
    struct Structure {
        let rows: [Row]
        let columns: Int
        /// Each column's `gridColumnAlignment`, if a cell in it set one.
        let columnAlignments: [HorizontalAlignment?]
    }

    private struct Plan {
        var columnWidths: [CGFloat]
        var rowHeights: [CGFloat]
        /// The gap above each row (0 above the first).
        var rowGaps: [CGFloat]
        var size: CGSize
    }

    /// Reports spacing that is NaN or infinite (`invalid-frame-dimension`); the default is used.
    /// Negative spacing is kept: cells overlap, as stack children do.
    static func reportInvalidSpacing(horizontal: CGFloat?, vertical: CGFloat?, on node: LayoutNode, graph: ViewGraph) {
        let problems = [("horizontalSpacing", horizontal), ("verticalSpacing", vertical)].compactMap { label, value in
            value.flatMap { $0.isFinite ? nil : "\(label): \($0.formattedPoints)" }
        }
        guard !problems.isEmpty else { return }
        graph.diagnose(
            .invalidFrameDimension, node,
            "Invalid frame dimension (negative or non-finite): \(problems.joined(separator: ", ")); the default spacing is used."
        )
    }

    static func structure(of children: [LayoutNode]) -> Structure {
        let gridRows = children.map(gridRow)
        let spans: [[Int]] = gridRows.map { row in
            row?.node.children.map { max(1, ($0.trait(GridCellColumnsKey.id) as? Int) ?? 1) } ?? []
        }
        let columns = max(1, spans.map { $0.reduce(0, +) }.max() ?? 1)
        func cell(_ node: LayoutNode, column: Int, span: Int) -> Cell {
            Cell(
                node: node, column: column, span: span,
                unsizedAxes: node.trait(GridCellUnsizedAxesKey.id) as? Axis.Set ?? [],
                anchor: node.trait(GridCellAnchorKey.id) as? UnitPoint
            )
        }
        var rows: [Row] = []
        var columnAlignments: [HorizontalAlignment?] = Array(repeating: nil, count: columns)
        for ((child, gridRow), rowSpans) in zip(zip(children, gridRows), spans) {
            if let gridRow {
                var column = 0
                var cells: [Cell] = []
                for (node, span) in zip(gridRow.node.children, rowSpans) {
                    let clipped = min(span, columns - column)
                    cells.append(cell(node, column: column, span: clipped))
                    if clipped == 1, columnAlignments[column] == nil {
                        columnAlignments[column] = node.trait(GridColumnAlignmentKey.id) as? HorizontalAlignment
                    }
                    column += span
                    if column >= columns { break }
                }
                rows.append(Row(node: child, cells: cells, alignment: gridRow.rule.alignment, gridRow: gridRow.rule))
            } else {
                rows.append(Row(node: child, cells: [cell(child, column: 0, span: columns)], alignment: nil, gridRow: nil))
            }
        }
        return Structure(rows: rows, columns: columns, columnAlignments: columnAlignments)
    }

    /// The guide a column's single-column cells align on, and a row's cells.
    private func guide(ofColumn column: Int, _ structure: Structure) -> AlignmentKey {
        (structure.columnAlignments[column] ?? alignment.horizontal).key
    }

    private func guide(of row: Row) -> AlignmentKey {
        (row.alignment ?? alignment.vertical).key
    }

    /// How far a track's cells reach before and after the line their guide values share, when
    /// one of them sets the guide explicitly (a text baseline, an `alignmentGuide`): they line up
    /// as a stack's children do. Nil when none does, and each cell aligns in its own area, which
    /// for default values is the same.
    private static func reach(
        of dimensions: [ViewDimensions], on key: AlignmentKey, length: (ViewDimensions) -> CGFloat
    ) -> (before: CGFloat, after: CGFloat)? {
        let finite = dimensions.filter { length($0).isFinite }
        guard finite.contains(where: { $0.explicitValue(key) != nil }) else { return nil }
        var before = -CGFloat.infinity, after = -CGFloat.infinity
        for dims in finite {
            let value = dims[key]
            before = max(before, value)
            after = max(after, length(dims) - value)
        }
        return (before, after)
    }

    private func cellWidth(_ cell: Cell, widths: [CGFloat]) -> CGFloat {
        widths[cell.column..<(cell.column + cell.span)].reduce(0, +) + columnGap * CGFloat(cell.span - 1)
    }

    private func plan(_ proposal: ProposedViewSize, structure: Structure, pass: LayoutPass) -> Plan {
        let rows = structure.rows, columns = structure.columns
        let sizingWidth = rows.flatMap(\.cells).filter { !$0.unsizedAxes.contains(.horizontal) }
        let spanning = sizingWidth.filter { $0.span > 1 }.enumerated().sorted { a, b in
            a.element.span != b.element.span ? a.element.span < b.element.span : a.offset < b.offset
        }.map(\.element)
        func widths(at offer: CGFloat?, spanning includesSpanning: Bool = true) -> [CGFloat] {
            var result = Array(repeating: CGFloat(0), count: columns)
            var aligned = Array(repeating: [ViewDimensions](), count: columns)
            for cell in sizingWidth where cell.span == 1 {
                let dims = pass.dimensions(of: cell.node, proposal: ProposedViewSize(width: offer, height: nil))
                result[cell.column] = max(result[cell.column], dims.width)
                if cell.anchor == nil { aligned[cell.column].append(dims) }
            }
            for column in 0..<columns {
                if let reach = Self.reach(of: aligned[column], on: guide(ofColumn: column, structure), length: \.width) {
                    result[column] = max(result[column], reach.before + reach.after)
                }
            }
            // Narrower spans first, so that a wide span sees the columns the narrow ones widened.
            for cell in spanning where includesSpanning {
                let cellOffer = offer.map { $0 * CGFloat(cell.span) }
                let width = pass.size(of: cell.node, proposing: ProposedViewSize(width: cellOffer, height: nil)).width
                let excess = width - cellWidth(cell, widths: result)
                guard excess > 0 else { continue }
                for column in cell.column..<(cell.column + cell.span) {
                    result[column] += excess / CGFloat(cell.span)
                }
            }
            return result
        }

        let columnWidths: [CGFloat]
        if let width = proposal.width {
            // The columns share the width by their own cells; then each spanning cell, narrower
            // spans first, offered its columns and what they left, spreads what it takes beyond
            // them equally over them.
            let available = width - columnGap * CGFloat(columns - 1)
            var result = Self.distribute(
                available, minimums: widths(at: 0, spanning: false), maximums: widths(at: .infinity, spanning: false)
            )
            for cell in spanning {
                let current = cellWidth(cell, widths: result)
                let left = max(0, available - result.reduce(0, +))
                let excess = pass.size(of: cell.node, proposing: ProposedViewSize(width: current + left, height: nil)).width - current
                guard excess > 0 else { continue }
                for column in cell.column..<(cell.column + cell.span) { result[column] += excess / CGFloat(cell.span) }
            }
            columnWidths = result
        } else {
            columnWidths = widths(at: nil)
        }

        func heights(at offer: CGFloat?) -> [CGFloat] {
            rows.map { row in
                let sizing = row.cells.filter { !$0.unsizedAxes.contains(.vertical) }
                let dims = sizing.map { cell in
                    pass.dimensions(of: cell.node, proposal: ProposedViewSize(width: cellWidth(cell, widths: columnWidths), height: offer))
                }
                let tallest = dims.map(\.height).max() ?? 0
                let aligned = zip(sizing, dims).filter { $0.0.anchor == nil }.map(\.1)
                guard let reach = Self.reach(of: aligned, on: guide(of: row), length: \.height) else { return tallest }
                return max(tallest, reach.before + reach.after)
            }
        }
        let gaps = rowGaps(rows, pass: pass)
        let totalGap = gaps.reduce(0, +)
        let rowHeights: [CGFloat]
        if let height = proposal.height {
            rowHeights = Self.distribute(
                height - totalGap, minimums: heights(at: 0), maximums: heights(at: .infinity)
            )
        } else {
            rowHeights = heights(at: nil)
        }
        let size = CGSize(
            width: columnWidths.reduce(0, +) + columnGap * CGFloat(columns - 1),
            height: rowHeights.reduce(0, +) + totalGap
        )
        return Plan(columnWidths: columnWidths, rowHeights: rowHeights, rowGaps: gaps, size: size)
    }

    /// Shares `available` among tracks with the stack rule: least flexible first, an equal share
    /// of what is left each, clamped to the track's range.
    private static func distribute(_ available: CGFloat, minimums: [CGFloat], maximums: [CGFloat]) -> [CGFloat] {
        let order = minimums.indices.sorted { a, b in
            let fa = maximums[a] - minimums[a], fb = maximums[b] - minimums[b]
            return fa != fb ? fa < fb : a < b
        }
        var result = minimums
        var remaining = available
        for (position, index) in order.enumerated() {
            let offer = max(remaining / CGFloat(order.count - position), 0)
            result[index] = min(max(offer, minimums[index]), maximums[index])
            remaining -= result[index]
        }
        return result
    }

    func size(_ proposal: ProposedViewSize, structure: Structure, pass: LayoutPass) -> CGSize {
        plan(proposal, structure: structure, pass: pass).size
    }

    /// Where every row goes when the grid, offered `proposal`, fills `frame`; each `GridRow`'s rule
    /// is handed its size and where its cells go, for when the row is placed.
    func placements(in frame: CGRect, proposal: ProposedViewSize, structure: Structure, pass: LayoutPass) -> [GridPlacement] {
        let plan = plan(proposal, structure: structure, pass: pass)
        var columnX: [CGFloat] = []
        var x = frame.minX
        for width in plan.columnWidths {
            columnX.append(x)
            x += width + columnGap
        }
        func area(_ cell: Cell, y: CGFloat, height: CGFloat) -> CGRect {
            CGRect(x: columnX[cell.column], y: y, width: cellWidth(cell, widths: plan.columnWidths), height: height)
        }
        func dimensions(_ cell: Cell, in area: CGRect) -> ViewDimensions {
            pass.dimensions(of: cell.node, proposal: ProposedViewSize(area.size))
        }
        // Each column's guide line from its left edge, where a cell sets the guide explicitly.
        var columnCells = Array(repeating: [ViewDimensions](), count: structure.columns)
        var rowTop = frame.minY
        for (index, (row, height)) in zip(structure.rows, plan.rowHeights).enumerated() {
            rowTop += plan.rowGaps[index]
            for cell in row.cells where cell.span == 1 && cell.anchor == nil {
                columnCells[cell.column].append(dimensions(cell, in: area(cell, y: rowTop, height: height)))
            }
            rowTop += height
        }
        let columnLines = columnCells.enumerated().map { column, dims in
            Self.reach(of: dims, on: guide(ofColumn: column, structure), length: \.width)?.before
        }
        var result: [GridPlacement] = []
        var y = frame.minY
        for (index, (row, height)) in zip(structure.rows, plan.rowHeights).enumerated() {
            y += plan.rowGaps[index]
            let rowGuide = guide(of: row)
            let rowLine = Self.reach(
                of: row.cells.filter { $0.anchor == nil }.map { dimensions($0, in: area($0, y: y, height: height)) },
                on: rowGuide, length: \.height
            )?.before
            let cells = row.cells.map { cell -> GridCellPlacement in
                let area = area(cell, y: y, height: height)
                if let anchor = cell.anchor {
                    return GridCellPlacement(node: cell.node, area: area, position: .anchored(anchor))
                }
                let horizontal = (cell.span == 1 ? structure.columnAlignments[cell.column] : nil) ?? alignment.horizontal
                let aligned = Alignment(horizontal: horizontal, vertical: row.alignment ?? alignment.vertical)
                let columnLine = cell.span == 1 ? columnLines[cell.column] : nil
                guard columnLine != nil || rowLine != nil else {
                    return GridCellPlacement(node: cell.node, area: area, position: .aligned(aligned, guideLines: nil))
                }
                let areaGuides = ViewDimensions(size: area.size)
                let lines = CGPoint(x: columnLine ?? areaGuides[horizontal], y: rowLine ?? areaGuides[rowGuide])
                return GridCellPlacement(node: cell.node, area: area, position: .aligned(aligned, guideLines: lines))
            }
            if let gridRow = row.gridRow {
                let rowFrame = CGRect(x: frame.minX, y: y, width: plan.size.width, height: height)
                gridRow.gridPlacement = (rowFrame.size, cells)
                result.append(.row(row.node, rowFrame))
            } else if let cell = cells.first {
                result.append(.cell(cell))
            }
            y += height
        }
        return result
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        size(proposal, structure: Self.structure(of: node.children.array), pass: pass)
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let structure = Self.structure(of: node.children.array)
        for placement in placements(in: node.frame, proposal: node.proposal, structure: structure, pass: pass) {
            switch placement {
            case .row(let row, let frame):
                pass.placeChild(row, frame: frame, proposal: ProposedViewSize(frame.size))
            case .cell(let cell):
                cell.place(pass: pass)
            }
        }
    }
}

/// Where a grid puts one of its children.
enum GridPlacement {
    /// A row across the grid: the `GridRow`, or the custom view that is one, takes this frame;
    /// where its cells go is handed to the `GridRow`'s rule.
    case row(LayoutNode, CGRect)
    /// A child outside any `GridRow`: a row of one cell.
    case cell(GridCellPlacement)
}

/// One cell's area in the grid and how it sits there; it is offered the area's size.
struct GridCellPlacement {
    enum Position {
        /// On the alignment's guides: at the lines its row and column share (from the area's
        /// origin), or nil for the area's own guides.
        case aligned(Alignment, guideLines: CGPoint?)
        /// The cell's unit point on the area's.
        case anchored(UnitPoint)
    }

    let node: LayoutNode
    let area: CGRect
    let position: Position

    var proposal: ProposedViewSize { ProposedViewSize(area.size) }

    /// The point and the cell's anchor to put there.
    func point(pass: LayoutPass) -> (CGPoint, UnitPoint) {
        switch position {
        case .aligned(let alignment, let guideLines):
            return (pass.aligned(node, proposal: proposal, in: area, alignment: alignment, meeting: guideLines), .topLeading)
        case .anchored(let anchor):
            return (CGPoint(x: area.minX + anchor.x * area.width, y: area.minY + anchor.y * area.height), anchor)
        }
    }

    func place(pass: LayoutPass) {
        let (point, anchor) = point(pass: pass)
        pass.placeChild(node, at: point, anchor: anchor, proposal: proposal)
    }
}

/// A GridRow's cells are sized and placed by the enclosing grid; on its own it lines its cells up
/// like an HStack with no spacing.
final class GridRowRule: LayoutRule {
    let alignment: VerticalAlignment?
    /// Set by the grid while placing, just before the row itself is placed: the row's size
    /// across the grid and where its cells go. Nodes, and so this rule, are rebuilt every pass:
    /// a row outside a grid never sees a grid's placements.
    var gridPlacement: (size: CGSize, cells: [GridCellPlacement])?

    init(alignment: VerticalAlignment?) {
        self.alignment = alignment
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        // Inside a custom view, the row is measured when that view places it.
        if let gridPlacement { return gridPlacement.size }
        var size = CGSize.zero
        for child in node.children {
            let childSize = pass.size(of: child, proposing: ProposedViewSize(width: nil, height: proposal.height))
            size.width += childSize.width
            size.height = max(size.height, childSize.height)
        }
        return size
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        guard let gridPlacement else {
            var x = node.frame.minX
            for child in node.children {
                let proposal = ProposedViewSize(width: nil, height: node.proposal.height)
                let size = pass.size(of: child, proposing: proposal)
                pass.placeChild(child, in: CGRect(x: x, y: node.frame.minY, width: size.width, height: node.frame.height), proposal: proposal, alignment: .center)
                x += size.width
            }
            return
        }
        for cell in gridPlacement.cells {
            cell.place(pass: pass)
        }
    }
}
