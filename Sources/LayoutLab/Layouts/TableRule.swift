/// `Table` in a regular width, as macOS 26 lays one out: a header row of column titles, then one
/// row per element; each cell at its column's leading edge and centred in its row. The table
/// takes the size it is offered (a table framed 240 × 120 is 240 × 120) and scrolls its rows:
/// rows past its height are clipped, never an overflow.
///
/// Measured on macOS 26.2 at @2x (iamcgn/swiftui-web, fixtures table/basic, table/sized,
/// table/regimes, table/sorting and table/widths, commit 721f26c; probes on the cells):
/// - the first row's 16-pt text is 37 from the table's top and the rows are 24 apart, so a row
///   of one-line text is 24 tall, its content centred, and the rows start 33 down;
/// - the first column's content is 16 in from the table's leading edge, and a column's content
///   starts its width plus 17 after the previous one's;
/// - columns start at their ideal width (a fixed width, `width(min:ideal:max:)`'s ideal, or
///   100 for an automatic column) and, when the table is wider than they are with 16 on each
///   side and 17 between them, those that can grow share the surplus equally, up to their
///   maximums, each rounded to the pixel grid: two automatic columns in 360 are 155.5 wide, four
///   in 600 129.5 ("grow into it by half points"), and a fixed 80, a 40–100 column of ideal 60
///   and an automatic one in 360 are 80, 87 and 127;
/// - automatic columns in a table narrower than that are `(max(width, 268) − 54) / columns − 7`
///   wide: three in 360 are 95 apart from 112, two in 200 keep 100 and overflow. This is a fit
///   to those two measurements, not AppKit's rule; other columns keep their ideal width there
///   (estimate).
/// Estimates: the header titles centred in the top 28 points (NSTableHeaderView's height since
/// macOS 11), a cell offered its column's width, a row taller than 24 when its content is
/// (content + 8), and the ideal size (a nil proposal) the columns at their ideal widths.
struct TableRule: LayoutRule {
    let columns: [TableColumnWidth]
    let rowCount: Int
    /// The pixel grid column widths are rounded to.
    var pixelLength: CGFloat = 0.5

    var columnCount: Int { columns.count }

    static let firstRowTop: CGFloat = 33
    static let headerHeight: CGFloat = 28
    static let rowHeight: CGFloat = 24
    static let rowPadding: CGFloat = 8
    static let leadingInset: CGFloat = 16
    static let intercellSpacing: CGFloat = 17
    /// NSTableColumn's default width: where an automatic column starts.
    static let automaticIdealWidth: CGFloat = 100
    /// The narrow regime's fit: the narrowest width shared out, and its two constants.
    static let minimumColumnsWidth: CGFloat = 268
    static let pitchInset: CGFloat = 54
    static let pitchExtra: CGFloat = 10

    var overflowBounds: OverflowBounds { .parentShelteringContent }

    private func ideal(_ column: TableColumnWidth) -> CGFloat {
        let ideal = column.ideal ?? column.min ?? column.max ?? Self.automaticIdealWidth
        return Swift.min(Swift.max(ideal, column.min ?? 0), column.max ?? .infinity)
    }

    /// The room the columns have in a table `width` wide: its width less the insets and spacing.
    private func room(_ width: CGFloat) -> CGFloat {
        width - 2 * Self.leadingInset - Self.intercellSpacing * CGFloat(Swift.max(0, columnCount - 1))
    }

    /// Each column's width in a table `width` wide (nil: their ideal widths).
    func columnWidths(width: CGFloat?) -> [CGFloat] {
        var widths = columns.map(ideal)
        guard let width = width.flatMap({ $0.isFinite ? $0 : nil }) else { return widths }
        var surplus = room(width) - widths.reduce(0, +)
        guard surplus >= 0 else {
            let shared = (Swift.max(Self.minimumColumnsWidth, width) - Self.pitchInset) / CGFloat(Swift.max(1, columnCount))
                + Self.pitchExtra - Self.intercellSpacing
            return zip(columns, widths).map { column, ideal in column.isAutomatic ? Swift.max(0, shared) : ideal }
        }
        var growing = columns.indices.filter { (columns[$0].max ?? .infinity) > widths[$0] }
        while surplus > 0, !growing.isEmpty {
            let share = surplus / CGFloat(growing.count)
            let capped = growing.filter { (columns[$0].max ?? .infinity) - widths[$0] <= share }
            guard !capped.isEmpty else {
                for index in growing { widths[index] = rounded(widths[index] + share) }
                break
            }
            for index in capped {
                surplus -= (columns[index].max ?? widths[index]) - widths[index]
                widths[index] = columns[index].max ?? widths[index]
            }
            growing.removeAll { capped.contains($0) }
        }
        return widths
    }

    private func rounded(_ value: CGFloat) -> CGFloat {
        guard pixelLength > 0 else { return value }
        return (value / pixelLength).rounded(.toNearestOrAwayFromZero) * pixelLength
    }

    private func cellProposal(_ width: CGFloat) -> ProposedViewSize {
        ProposedViewSize(width: Swift.max(0, width), height: nil)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let widths = columnWidths(width: proposal.width)
        let idealWidth = 2 * Self.leadingInset + widths.reduce(0, +) + Self.intercellSpacing * CGFloat(Swift.max(0, columnCount - 1))
        var height = Self.firstRowTop
        for row in 0..<rowCount { height += rowHeight(row, node: node, pass: pass, widths: widths) }
        return CGSize(width: proposal.width ?? idealWidth, height: proposal.height ?? height)
    }

    private func cells(ofRow row: Int, node: LayoutNode) -> ArraySlice<LayoutNode> {
        let start = columnCount + row * columnCount
        return node.children.array[start..<Swift.min(node.children.count, start + columnCount)]
    }

    private func rowHeight(_ row: Int, node: LayoutNode, pass: LayoutPass, widths: [CGFloat]) -> CGFloat {
        var tallest: CGFloat = 0
        for (cell, width) in zip(cells(ofRow: row, node: node), widths) {
            tallest = Swift.max(tallest, pass.size(of: cell, proposing: cellProposal(width)).height)
        }
        return Swift.max(Self.rowHeight, tallest + Self.rowPadding)
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let frame = node.frame
        let widths = columnWidths(width: frame.width)
        var columnX: [CGFloat] = []
        var x = frame.minX + Self.leadingInset
        for width in widths {
            columnX.append(x)
            x += width + Self.intercellSpacing
        }
        for (column, title) in node.children.prefix(columnCount).enumerated() {
            let proposal = cellProposal(widths[column])
            let size = pass.size(of: title, proposing: proposal)
            let origin = CGPoint(x: columnX[column], y: frame.minY + (Self.headerHeight - size.height) / 2)
            pass.placeChild(title, frame: CGRect(origin: origin, size: size), proposal: proposal)
        }
        var top = frame.minY + Self.firstRowTop
        for row in 0..<rowCount {
            let height = rowHeight(row, node: node, pass: pass, widths: widths)
            for (column, cell) in cells(ofRow: row, node: node).enumerated() {
                let proposal = cellProposal(widths[column])
                let size = pass.size(of: cell, proposing: proposal)
                let origin = CGPoint(x: columnX[column], y: top + (height - size.height) / 2)
                pass.placeChild(cell, frame: CGRect(origin: origin, size: size), proposal: proposal)
            }
            top += height
        }
    }
}
