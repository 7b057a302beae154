/// macOS's `Form` (its `.automatic` and `.columns` styles): the rows stack like a `VStack` with
/// default spacing, a labeled control's label right-aligned in a column as wide as the widest
/// label, every other row (a checkbox with its title, a button, a text, a section's header or
/// footer) starting where the controls do, `labelGap` after that column. The form is as tall as
/// its rows and as wide as the widest of them from the form's leading edge (a field fills the
/// width offered, so a form with one fills it), and the window centres it.
/// *Measured macOS 26 (iamcgn/swiftui-web form/steps: a toggle at x 43.5 beside the 35.5 pt
/// label "Name" of the full-width field, 6 below; labeledcontent/form: labels "Name", "Count",
/// "Email" right-aligned at x 1, 0, 4, their content at 44.5; colorpicker/form: a 120.5 pt form
/// centred in its window).*
struct ColumnsFormRule: LayoutRule {
    /// From the label column to the controls (measured macOS 26: 8, as in each control).
    let labelGap: CGFloat

    private struct Row {
        var node: LayoutNode
        var x: CGFloat
        var proposal: ProposedViewSize
        var size: CGSize
        var gapBefore: CGFloat
    }

    /// A control's label that leads it (marked by the control as it expands, `FormLabelColumn`).
    private func leadingLabel(of row: LayoutNode) -> LayoutNode? {
        FormLabelColumn.label(of: row)
    }

    /// The form's rows: its children, with a section's views in the section's place
    /// (`ColumnsFormSectionRule`).
    static func rows(of node: LayoutNode) -> [LayoutNode] {
        node.children.flatMap { child in child.layout is ColumnsFormSectionRule ? rows(of: child) : [child] }
    }

    private func rows(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> (rows: [Row], size: CGSize) {
        let leaves = Self.rows(of: node)
        let labelWidths = leaves.map { row in leadingLabel(of: row).map { pass.size(of: $0, proposing: .unspecified).width } }
        let column = labelWidths.compactMap { $0 }.max() ?? 0
        let contentX = column > 0 ? column + labelGap : 0
        var rows: [Row] = []
        var y: CGFloat = 0
        var width: CGFloat = 0
        var previous: LayoutNode?
        for (row, labelWidth) in zip(leaves, labelWidths) {
            let x = labelWidth.map { column - $0 } ?? contentX
            let rowProposal = ProposedViewSize(width: proposal.width.map { max(0, $0 - x) }, height: nil)
            let size = pass.size(of: row, proposing: rowProposal)
            let gap = previous.map { ViewSpacing(pass.spacing(of: $0)).distance(to: ViewSpacing(pass.spacing(of: row)), along: .vertical) } ?? 0
            y += gap
            rows.append(Row(node: row, x: x, proposal: rowProposal, size: size, gapBefore: gap))
            y += size.height
            width = max(width, x + size.width)
            previous = row
        }
        return (rows, CGSize(width: width, height: y))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        rows(proposal, node: node, pass: pass).size
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let frame = node.frame
        let placements = ColumnsFormPlacements()
        var y = frame.minY
        for row in rows(node.proposal, node: node, pass: pass).rows {
            y += row.gapBefore
            placements.frames[ObjectIdentifier(row.node)] = (CGRect(origin: CGPoint(x: frame.minX + row.x, y: y), size: row.size), row.proposal)
            y += row.size.height
        }
        placements.place(node.children.array, in: frame, pass: pass)
    }

    func spacing(of node: LayoutNode, pass: LayoutPass) -> Spacing {
        pass.spacing(of: node.children)
    }
}
