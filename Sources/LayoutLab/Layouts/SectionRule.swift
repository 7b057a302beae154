/// `Section` in a list or form: its header, then its rows, then its footer (`ListSectionLayout`).
/// Outside a list a section adds no node: its header, content and footer join its parent.
/// *Apple; measured (iOS 26, macOS 26; Platform/ListMetrics.swift).*
struct SectionRule: LayoutRule {
    let layout: ListSectionLayout
    let headerCount: Int
    let footerCount: Int
    /// Set by the list once its rows are built: the first section's header may sit further from
    /// its rows (`ListMetrics.firstHeaderBottom`). A reference, as the order is known later.
    let position = Position()

    final class Position: @unchecked Sendable {
        var isFirst = false
    }

    private func parts(_ node: LayoutNode) -> (header: [LayoutNode], rows: [LayoutNode], footer: [LayoutNode]) {
        let children = node.children
        let header = Array(children.prefix(headerCount))
        let footer = Array(children.suffix(min(footerCount, max(0, children.count - headerCount))))
        let rows = Array(children.dropFirst(headerCount).dropLast(footer.count))
        return (header, rows, footer)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? layout.idealWidth(of: node.children.array, pass: pass)
        let (header, rows, footer) = parts(node)
        let height = layout.place(header: header, rows: rows, footer: footer, width: width, isFirst: position.isFirst, pass: pass).height
        return CGSize(width: proposal.width ?? width, height: height)
    }

    /// How far the footer reaches below the rows, its gap and slot included (0 without one).
    func footerSlot(_ node: LayoutNode, width: CGFloat, pass: LayoutPass) -> CGFloat {
        let footer = parts(node).footer
        return footer.isEmpty ? 0 : layout.footerSlot(footer, width: width, pass: pass)
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let (header, rows, footer) = parts(node)
        let frame = node.frame
        for placement in layout.place(header: header, rows: rows, footer: footer, width: frame.width, isFirst: position.isFirst, pass: pass).placements {
            pass.placeChild(placement.node, frame: placement.frame.offsetBy(dx: frame.minX, dy: frame.minY), proposal: placement.proposal)
        }
    }
}
