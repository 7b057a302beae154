/// `NavigationSplitView` (and a `NavigationView` with columns) in a regular width: its columns side
/// by side, the full height offered, the sidebar (and the content column) at fixed widths and the
/// detail column the rest. In a compact width it is a `NavigationStackRule` showing the sidebar.
/// Widths: Platform/BarMetrics.swift (macOS 26 measured, iOS estimates). *Apple.*
struct NavigationSplitViewRule: LayoutRule {
    /// The widths of every column but the last.
    let fixedWidths: [CGFloat]
    /// A floating sidebar's inset from the leading, top and bottom edges (macOS 26): the first
    /// column is that much wider than the sidebar it shows.
    var sidebarInset: CGFloat = 0

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        let fixed = fixedWidths.reduce(0, +) + (fixedWidths.isEmpty ? 0 : sidebarInset)
        guard let detail = node.children.last else { return proposal.replacingUnspecifiedDimensions() }
        let detailSize = pass.size(of: detail, proposing: ProposedViewSize(width: proposal.width.map { max(0, $0 - fixed) }, height: proposal.height))
        return CGSize(width: proposal.width ?? fixed + detailSize.width, height: proposal.height ?? detailSize.height)
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let frame = node.frame
        var x = frame.minX
        for (index, column) in node.children.enumerated() {
            let inset = index == 0 && !fixedWidths.isEmpty ? sidebarInset : 0
            let width = index < fixedWidths.count ? min(fixedWidths[index], max(0, frame.maxX - x - inset)) : max(0, frame.maxX - x)
            let rect = CGRect(x: x + inset, y: frame.minY + inset, width: width, height: max(0, frame.height - 2 * inset))
            pass.placeChild(column, frame: rect, proposal: ProposedViewSize(rect.size))
            x += width + inset
        }
    }
}
