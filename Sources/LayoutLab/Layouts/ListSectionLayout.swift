/// Where a list section's header, rows and footer go, measured from the section's top (shared by
/// `ListRule`, for rows outside any section, and `SectionRule`). See
/// docs/layout-rules.md, "Lists and forms".
struct ListSectionLayout: Sendable {
    let metrics: ListMetrics
    /// Extra space between rows (`listRowSpacing`).
    let rowSpacing: CGFloat
    let minRowHeight: CGFloat

    struct Placement {
        var node: LayoutNode
        var frame: CGRect
        var proposal: ProposedViewSize
    }

    /// The width a row's content is offered inside a section `width` wide.
    private func contentWidth(_ width: CGFloat, insets: EdgeInsets) -> CGFloat {
        max(0, width - 2 * metrics.cardMargin - insets.horizontal)
    }

    /// The section's header, rows and footer, top to bottom, and its height.
    func place(header: [LayoutNode], rows: [LayoutNode], footer: [LayoutNode], width: CGFloat, isFirst: Bool = false, pass: LayoutPass)
        -> (placements: [Placement], height: CGFloat) {
        var placements: [Placement] = []
        var y: CGFloat = 0
        let textX = metrics.cardMargin + metrics.rowInsets.leading
        let textProposal = ProposedViewSize(width: contentWidth(width, insets: metrics.rowInsets), height: nil)
        let textWidth = textProposal.width ?? 0
        func stack(_ nodes: [LayoutNode], trailing: Bool = false) {
            for node in nodes {
                let size = pass.size(of: node, proposing: textProposal)
                let x = trailing ? textX + max(0, textWidth - size.width) : textX
                placements.append(Placement(node: node, frame: CGRect(x: x, y: y, width: size.width, height: size.height), proposal: textProposal))
                y += size.height
            }
        }
        if !header.isEmpty {
            stack(header)
            y += isFirst ? metrics.firstHeaderBottom ?? metrics.headerBottom : metrics.headerBottom
        }
        for (index, row) in rows.enumerated() {
            let insets = ListRowInsetsTrait.of(row) ?? metrics.rowInsets
            let proposal = ProposedViewSize(width: contentWidth(width, insets: insets), height: nil)
            let size = pass.size(of: row, proposing: proposal)
            let height = max(minRowHeight, size.height + insets.vertical)
            let contentTop = y + insets.top + (height - insets.vertical - size.height) / 2
            let frame = CGRect(x: metrics.cardMargin + insets.leading, y: contentTop, width: size.width, height: size.height)
            placements.append(Placement(node: row, frame: frame, proposal: proposal))
            y += height + (index < rows.count - 1 ? rowSpacing + metrics.rowSeparator : 0)
        }
        if !footer.isEmpty {
            y += metrics.footerGap
            stack(footer, trailing: metrics.footerTrails)
            y += metrics.footerExtra
        }
        return (placements, y)
    }

    /// How far a footer reaches below its section's rows: its gap, its views and the slot beyond them.
    func footerSlot(_ footer: [LayoutNode], width: CGFloat, pass: LayoutPass) -> CGFloat {
        let proposal = ProposedViewSize(width: contentWidth(width, insets: metrics.rowInsets), height: nil)
        return metrics.footerGap + footer.reduce(0) { $0 + pass.size(of: $1, proposing: proposal).height } + metrics.footerExtra
    }

    /// The width the section's widest part asks for when no width is offered.
    func idealWidth(of nodes: [LayoutNode], pass: LayoutPass) -> CGFloat {
        let widest = nodes.map { node in
            pass.size(of: node, proposing: .unspecified).width + (ListRowInsetsTrait.of(node) ?? metrics.rowInsets).horizontal
        }.max() ?? 0
        return widest + 2 * metrics.cardMargin
    }
}
