/// `Label` in its title-and-icon layout: the icon, a gap, then the title, centred on each other
/// vertically. The title is offered what the icon and the gap leave; the label's baselines are
/// the title's. *Apple (`Label`); measured (macOS 26: icon, 8 pt, title); the gap is
/// Platform/ControlMetrics.swift's.* In a list row the icon is centred in a slot of fixed width
/// (`iconSlot`), so titles line up whatever their icons' sizes; an icon wider than the slot
/// overflows it on both sides; on iOS 26 the label is also its title's height there, a taller
/// icon overflowing it above and below. *measured (macOS 26 and iOS 26; ControlMetrics.swift).*
struct LabelRule: LayoutRule {
    /// The first children are the icon's nodes, the rest the title's.
    let iconCount: Int
    let gap: CGFloat
    /// The icon column's width in a list row; nil: the icon's own width.
    var iconSlot: CGFloat? = nil
    /// The label is its title's height, the icon centred on it and overflowing it when taller
    /// (iOS 26 list rows, `ControlMetrics.listRowLabelHeightFromTitle`).
    var heightFromTitle = false

    private func split(_ node: LayoutNode) -> (icons: ArraySlice<LayoutNode>, titles: ArraySlice<LayoutNode>) {
        (node.children.array.prefix(iconCount), node.children.array.dropFirst(iconCount))
    }

    private func sizes(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass)
        -> (icon: CGSize, iconProposal: ProposedViewSize, title: CGSize, titleProposal: ProposedViewSize, gap: CGFloat) {
        let (icons, titles) = split(node)
        let iconProposal = ProposedViewSize(width: nil, height: proposal.height)
        var icon = pass.unionSize(of: NodeChildren(Array(icons)), proposal: iconProposal)
        if let iconSlot, !icons.isEmpty { icon.width = iconSlot }
        let gap = icons.isEmpty || titles.isEmpty ? 0 : self.gap
        let titleProposal = ProposedViewSize(width: proposal.width.map { max(0, $0 - icon.width - gap) }, height: proposal.height)
        let title = pass.unionSize(of: NodeChildren(Array(titles)), proposal: titleProposal)
        return (icon, iconProposal, title, titleProposal, gap)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        let s = sizes(proposal, node: node, pass: pass)
        let height = heightFromTitle && iconCount < node.children.count ? s.title.height : max(s.icon.height, s.title.height)
        return CGSize(width: s.icon.width + s.gap + s.title.width, height: height)
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let s = sizes(node.proposal, node: node, pass: pass)
        let (icons, titles) = split(node)
        let frame = node.frame
        let iconRect = CGRect(x: frame.minX, y: frame.minY, width: s.icon.width, height: frame.height)
        // Centred in its rectangle, so an icon wider than the list's slot overflows it evenly.
        for icon in icons { pass.placeChild(icon, in: iconRect, proposal: s.iconProposal, alignment: .center) }
        let titleRect = CGRect(x: frame.minX + s.icon.width + s.gap, y: frame.minY, width: s.title.width, height: frame.height)
        for title in titles { pass.placeChild(title, in: titleRect, proposal: s.titleProposal, alignment: .leading) }
    }

    /// The title's guides (its baselines), where the title sits in the label.
    var explicitGuideSource: ExplicitGuideSource { .children }

    func explicitAlignment(of key: AlignmentKey, node: LayoutNode, proposal: ProposedViewSize, size: CGSize, pass: LayoutPass) -> CGFloat? {
        let s = sizes(proposal, node: node, pass: pass)
        let titleRect = CGRect(x: s.icon.width + s.gap, y: 0, width: s.title.width, height: size.height)
        return pass.explicitAlignment(key, ofChildren: NodeChildren(Array(split(node).titles)), proposal: s.titleProposal) {
            pass.aligned($0, proposal: s.titleProposal, in: titleRect, alignment: .leading)
        }
    }
}
