/// A `Section` inside a list or form: a node that lays out its header, rows and footer
/// (`Layouts/SectionRule.swift`). Outside a list a section adds no node (Views/Section.swift).
enum ListSectionExpansion {
    static func expand<Parent: View, Content: View, Footer: View>(
        header parent: Parent, content: Content, footer parentFooter: Footer, layout: ListSectionLayout,
        inputs: _ViewInputs, list: inout _ViewList
    ) {
        let base = inputs.containerContent(orientation: nil)
        var textInputs = base
        textInputs.environment.listSectionLayout = nil
        textInputs.environment.controlContext.inListRow = false
        var header = _ViewList(), rows = _ViewList(), footer = _ViewList()
        var headerInputs = textInputs.child(slot: 0)
        headerInputs.slot = "header"
        headerInputs.environment.font = layout.metrics.headerFont
        makeViewList(parent, headerInputs, &header)
        // Sections do not nest: a section inside a section's rows is a run of rows.
        var rowInputs = base.child(slot: 1)
        rowInputs.slot = ""
        rowInputs.environment.listSectionLayout = nil
        makeViewList(content, rowInputs, &rows)
        var footerInputs = textInputs.child(slot: 2)
        footerInputs.slot = "footer"
        footerInputs.environment.font = layout.metrics.footerFont
        makeViewList(parentFooter, footerInputs, &footer)
        let node = LayoutNode(
            kind: "Section", slot: inputs.slot, identity: inputs.identity,
            layout: SectionRule(layout: layout, headerCount: header.count, footerCount: footer.count)
        )
        node.setChildren(header.nodes.array + rows.nodes.array + footer.nodes.array)
        list.append(node)
    }
}
