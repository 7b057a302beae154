/// Grid: a table whose columns are shared by all rows.
///
/// - Rows are `GridRow`s; any other child is a row with one cell spanning every column.
/// - A cell spans `gridCellColumns` columns (1 by default).
/// - Column widths come from the single-column cells: with a proposed width, columns are served
///   least flexible first, each offered an equal share of what is left and clamped to its cells'
///   [minimum, maximum]; without one, each column takes its cells' ideal width. Columns that only
///   spanning cells touch share those cells' sizes equally.
/// - Row heights are distributed the same way over the proposed height (ideal heights without one).
/// - Cells are offered their column widths (plus the spacing they span) and row height, and are
///   aligned in that rectangle with the grid's alignment (a row's own vertical alignment wins).
struct GridRule: LayoutRule {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?

    private var columnGap: CGFloat { horizontalSpacing ?? 8 }
    private var rowGap: CGFloat { verticalSpacing ?? 8 }

    private struct Cell {
        let node: LayoutNode
        let column: Int
        let span: Int
    }

    private struct Row {
        let node: LayoutNode
        let cells: [Cell]
        let alignment: VerticalAlignment?
    }

    private struct Plan {
        var columnWidths: [CGFloat]
        var rowHeights: [CGFloat]
        var size: CGSize
    }

    private func rows(of node: LayoutNode) -> (rows: [Row], columns: Int) {
        var spans: [[Int]] = []
        for child in node.children {
            if child.layout is GridRowRule {
                spans.append(child.children.map { max(1, ($0.trait(GridCellColumnsKey.id) as? Int) ?? 1) })
            } else {
                spans.append([])
            }
        }
        let columns = max(1, spans.map { $0.reduce(0, +) }.max() ?? 1)
        var rows: [Row] = []
        for (child, rowSpans) in zip(node.children, spans) {
            if let row = child.layout as? GridRowRule {
                var column = 0
                var cells: [Cell] = []
                for (cell, span) in zip(child.children, rowSpans) {
                    cells.append(Cell(node: cell, column: column, span: min(span, columns - column)))
                    column += span
                    if column >= columns { break }
                }
                rows.append(Row(node: child, cells: cells, alignment: row.alignment))
            } else {
                rows.append(Row(node: child, cells: [Cell(node: child, column: 0, span: columns)], alignment: nil))
            }
        }
        return (rows, columns)
    }

    private func cellWidth(_ cell: Cell, widths: [CGFloat]) -> CGFloat {
        widths[cell.column..<(cell.column + cell.span)].reduce(0, +) + columnGap * CGFloat(cell.span - 1)
    }

    private func plan(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> Plan {
        let (rows, columns) = rows(of: node)
        let cells = rows.flatMap(\.cells)
        func widths(at offer: CGFloat?) -> [CGFloat] {
            var result = Array(repeating: CGFloat(0), count: columns)
            var covered = Array(repeating: false, count: columns)
            for cell in cells where cell.span == 1 {
                let width = pass.size(of: cell.node, proposing: ProposedViewSize(width: offer, height: nil)).width
                result[cell.column] = max(result[cell.column], width)
                covered[cell.column] = true
            }
            for cell in cells where cell.span > 1 {
                let columnsOfCell = cell.column..<(cell.column + cell.span)
                let uncovered = columnsOfCell.filter { !covered[$0] }
                guard !uncovered.isEmpty else { continue }
                let cellOffer = offer.map { $0 * CGFloat(cell.span) }
                let width = pass.size(of: cell.node, proposing: ProposedViewSize(width: cellOffer, height: nil)).width
                for column in uncovered {
                    result[column] = max(result[column], width / CGFloat(cell.span))
                }
            }
            return result
        }

        let columnWidths: [CGFloat]
        if let width = proposal.width {
            columnWidths = Self.distribute(
                width - columnGap * CGFloat(columns - 1), minimums: widths(at: 0), maximums: widths(at: .infinity)
            )
        } else {
            columnWidths = widths(at: nil)
        }

        func heights(at offer: CGFloat?) -> [CGFloat] {
            rows.map { row in
                row.cells.map { cell in
                    pass.size(of: cell.node, proposing: ProposedViewSize(width: cellWidth(cell, widths: columnWidths), height: offer)).height
                }.max() ?? 0
            }
        }
        let rowHeights: [CGFloat]
        if let height = proposal.height {
            rowHeights = Self.distribute(
                height - rowGap * CGFloat(max(0, rows.count - 1)), minimums: heights(at: 0), maximums: heights(at: .infinity)
            )
        } else {
            rowHeights = heights(at: nil)
        }
        let size = CGSize(
            width: columnWidths.reduce(0, +) + columnGap * CGFloat(columns - 1),
            height: rowHeights.reduce(0, +) + rowGap * CGFloat(max(0, rows.count - 1))
        )
        return Plan(columnWidths: columnWidths, rowHeights: rowHeights, size: size)
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

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        plan(proposal, node: node, pass: pass).size
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let plan = plan(node.proposal, node: node, pass: pass)
        let (rows, _) = rows(of: node)
        var columnX: [CGFloat] = []
        var x = node.frame.minX
        for width in plan.columnWidths {
            columnX.append(x)
            x += width + columnGap
        }
        var y = node.frame.minY
        for (row, height) in zip(rows, plan.rowHeights) {
            let rowAlignment = Alignment(horizontal: alignment.horizontal, vertical: row.alignment ?? alignment.vertical)
            let placements = row.cells.map { cell -> (LayoutNode, CGRect, Alignment) in
                let rect = CGRect(x: columnX[cell.column], y: y, width: cellWidth(cell, widths: plan.columnWidths), height: height)
                return (cell.node, rect, rowAlignment)
            }
            if let rowLayout = row.node.layout as? GridRowRule {
                rowLayout.cellRects = placements
                let rowRect = CGRect(x: node.frame.minX, y: y, width: plan.size.width, height: height)
                pass.placeChild(row.node, frame: rowRect, proposal: ProposedViewSize(rowRect.size))
            } else if let placement = placements.first {
                pass.placeChild(row.node, in: placement.1, proposal: ProposedViewSize(placement.1.size), alignment: rowAlignment)
            }
            y += height + rowGap
        }
    }
}

/// A GridRow's cells are sized and placed by the enclosing Grid; on its own it lines its cells up
/// like an HStack with no spacing.
final class GridRowRule: LayoutRule {
    let alignment: VerticalAlignment?
    /// Set by the grid while placing, just before the row itself is placed.
    var cellRects: [(LayoutNode, CGRect, Alignment)] = []

    init(alignment: VerticalAlignment?) {
        self.alignment = alignment
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        var size = CGSize.zero
        for child in node.children {
            let childSize = pass.size(of: child, proposing: ProposedViewSize(width: nil, height: proposal.height))
            size.width += childSize.width
            size.height = max(size.height, childSize.height)
        }
        return size
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        if cellRects.isEmpty {
            var x = node.frame.minX
            for child in node.children {
                let proposal = ProposedViewSize(width: nil, height: node.proposal.height)
                let size = pass.size(of: child, proposing: proposal)
                pass.placeChild(child, in: CGRect(x: x, y: node.frame.minY, width: size.width, height: node.frame.height), proposal: proposal, alignment: .center)
                x += size.width
            }
            return
        }
        for (cell, rect, alignment) in cellRects {
            pass.placeChild(cell, in: rect, proposal: ProposedViewSize(rect.size), alignment: alignment)
        }
    }
}

enum GridCellColumnsKey {
    static let id = ObjectIdentifier(GridCellColumnsKey.self)
}
