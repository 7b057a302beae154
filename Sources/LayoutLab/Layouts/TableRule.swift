/// `Table` in a regular width, as macOS 26 lays one out: a header row of column titles, then one
/// row per element; every column starts at the same pitch from the last, each cell at its
/// column's leading edge and centred in its row. The table takes the size it is offered (a
/// table framed 240 × 120 is 240 × 120) and scrolls its rows: rows past its height are clipped,
/// never an overflow.
///
/// Measured on macOS 26.2 at @2x (iamcgn/swiftui-web, fixtures table/basic, table/sized and
/// table/regimes, commit 721f26c; probes on the cells):
/// - the first row's 16-pt text is 37 from the table's top and the rows are 24 apart, so a row
///   of one-line text is 24 tall, its content centred, and the rows start 33 down;
/// - the first column's content is 16 in from the table's leading edge;
/// - columns are equally spaced: 112 apart for three columns in 360, 146.5 for four in 600,
///   and 117 for two in 200 (more than fits: "two automatic columns that do not fit keep their
///   117 pt pitch and overflow"). `pitch = (max(width, 268) − 54) / columns + 10` reproduces all
///   three (columns are laid out in at least 268 points); it is a fit to them, not AppKit's rule.
/// Estimates: the header titles centred in the top 28 points (NSTableHeaderView's height since
/// macOS 11), a cell offered its pitch less 17 (AppKit's default intercell spacing), a row
/// taller than 24 when its content is (content + 8), and the ideal size (a nil proposal)
/// exactly the columns and rows.
struct TableRule: LayoutRule {
    let columnCount: Int
    let rowCount: Int

    static let firstRowTop: CGFloat = 33
    static let headerHeight: CGFloat = 28
    static let rowHeight: CGFloat = 24
    static let rowPadding: CGFloat = 8
    static let leadingInset: CGFloat = 16
    /// The narrowest width the columns are shared out in, and the fit's two constants.
    static let minimumColumnsWidth: CGFloat = 268
    static let pitchInset: CGFloat = 54
    static let pitchExtra: CGFloat = 10
    static let intercellSpacing: CGFloat = 17

    var overflowBounds: OverflowBounds { .parentShelteringContent }

    /// The distance from one column's leading edge to the next's in a table `width` wide.
    func pitch(width: CGFloat?) -> CGFloat {
        let shared = max(Self.minimumColumnsWidth, width.flatMap { $0.isFinite ? $0 : nil } ?? 0)
        return (shared - Self.pitchInset) / CGFloat(max(1, columnCount)) + Self.pitchExtra
    }

    private func cellProposal(pitch: CGFloat) -> ProposedViewSize {
        ProposedViewSize(width: max(0, pitch - Self.intercellSpacing), height: nil)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let pitch = pitch(width: proposal.width)
        let idealWidth = 2 * Self.leadingInset + CGFloat(max(0, columnCount - 1)) * pitch + max(0, pitch - Self.intercellSpacing)
        var height = Self.firstRowTop
        for row in 0..<rowCount { height += rowHeight(row, node: node, pass: pass, pitch: pitch) }
        return CGSize(width: proposal.width ?? idealWidth, height: proposal.height ?? height)
    }

    private func cells(ofRow row: Int, node: LayoutNode) -> ArraySlice<LayoutNode> {
        let start = columnCount + row * columnCount
        return node.children[start..<min(node.children.count, start + columnCount)]
    }

    private func rowHeight(_ row: Int, node: LayoutNode, pass: LayoutPass, pitch: CGFloat) -> CGFloat {
        let proposal = cellProposal(pitch: pitch)
        var tallest: CGFloat = 0
        for cell in cells(ofRow: row, node: node) { tallest = max(tallest, pass.size(of: cell, proposing: proposal).height) }
        return max(Self.rowHeight, tallest + Self.rowPadding)
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let frame = node.frame
        let pitch = pitch(width: frame.width)
        let proposal = cellProposal(pitch: pitch)
        func columnX(_ column: Int) -> CGFloat { frame.minX + Self.leadingInset + CGFloat(column) * pitch }
        for (column, title) in node.children.prefix(columnCount).enumerated() {
            let size = pass.size(of: title, proposing: proposal)
            let origin = CGPoint(x: columnX(column), y: frame.minY + (Self.headerHeight - size.height) / 2)
            pass.placeChild(title, frame: CGRect(origin: origin, size: size), proposal: proposal)
        }
        var top = frame.minY + Self.firstRowTop
        for row in 0..<rowCount {
            let height = rowHeight(row, node: node, pass: pass, pitch: pitch)
            for (column, cell) in cells(ofRow: row, node: node).enumerated() {
                let size = pass.size(of: cell, proposing: proposal)
                let origin = CGPoint(x: columnX(column), y: top + (height - size.height) / 2)
                pass.placeChild(cell, frame: CGRect(origin: origin, size: size), proposal: proposal)
            }
            top += height
        }
    }
}
