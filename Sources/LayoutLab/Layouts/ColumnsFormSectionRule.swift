/// A `Section` in macOS's columns form: its header, rows and footer are rows of the form, laid
/// out by the form (`ColumnsFormRule`) as if the section were not there, and the section is a
/// node around them as wide as the form. SwiftUI lays such a section out as its views (a probe
/// on one reports each of its rows, measured macOS 26, iamcgn/swiftui-web form/sections); the
/// node keeps the section's own name apart from its rows' names.
struct ColumnsFormSectionRule: LayoutRule {
    /// How the form would lay the section's views out alone (when something sizes the section
    /// itself rather than the form).
    let form: ColumnsFormRule
    /// Where the form put the section's views, set by the form before it places the section.
    let placements = ColumnsFormPlacements()

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        form.sizeThatFits(proposal, node: node, pass: pass)
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        placements.place(node.children.array, in: node.frame, pass: pass)
    }

    func spacing(of node: LayoutNode, pass: LayoutPass) -> Spacing {
        pass.spacing(of: node.children)
    }
}

/// The frames a columns form gave its rows, sections' views included, by node.
final class ColumnsFormPlacements: @unchecked Sendable {
    var frames: [ObjectIdentifier: (frame: CGRect, proposal: ProposedViewSize)] = [:]

    /// Places `children` (rows, or sections whose views are in `frames`); a section spans
    /// `container`'s width from its first view's top to its last view's bottom.
    func place(_ children: [LayoutNode], in container: CGRect, pass: LayoutPass) {
        var y = container.minY
        for child in children {
            if let section = child.layout as? ColumnsFormSectionRule {
                section.placements.frames = frames
                let inner = ColumnsFormRule.rows(of: child).compactMap { frames[ObjectIdentifier($0)]?.frame }
                let top = inner.map(\.minY).min() ?? y
                let bottom = inner.map(\.maxY).max() ?? y
                let frame = CGRect(x: container.minX, y: top, width: container.width, height: bottom - top)
                pass.placeChild(child, frame: frame, proposal: ProposedViewSize(width: container.width, height: nil))
                y = bottom
            } else if let placed = frames[ObjectIdentifier(child)] {
                pass.placeChild(child, frame: placed.frame, proposal: placed.proposal)
                y = placed.frame.maxY
            }
        }
    }
}
