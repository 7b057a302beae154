/// `TabView`: it takes the size offered; the tab bar takes its band from the bottom (iOS: 49 above
/// the safe area on iOS 18, 83 from the screen's bottom on iOS 26) or the top (macOS's 24 pt
/// segmented tabs), unless the selected tab hides it, and the selected tab is offered the rest
/// and centred in it. Only the selected tab is laid out. The `.page` style has no bar: the page
/// takes the whole view. Figures: Platform/BarMetrics.swift. *Apple; measured (iOS 26, macOS 26).*
struct TabViewRule: LayoutRule {
    /// The tab bar's band and whether it is at the top; nil without a bar.
    let bar: (height: CGFloat, atTop: Bool)?

    private var content: (LayoutNode) -> [LayoutNode] {
        { node in Array(node.children.prefix(node.children.count - (self.bar == nil ? 0 : 1))) }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        let band = bar?.height ?? 0
        let inner = ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - band) })
        let content = pass.unionSize(of: NodeChildren(content(node)), proposal: inner)
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height + band)
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let frame = node.frame
        let band = min(bar?.height ?? 0, frame.height)
        let atTop = bar?.atTop ?? false
        let region = CGRect(x: frame.minX, y: frame.minY + (atTop ? band : 0), width: frame.width, height: frame.height - band)
        // The tab bar comes off the selected tab's safe area.
        let context = band > 0 ? pass.geometry.inset(atTop ? .top : .bottom, by: band, in: frame) : pass.geometry
        pass.within(context) {
            for child in content(node) {
                pass.placeChild(child, in: region, proposal: ProposedViewSize(region.size), alignment: .center)
            }
        }
        if bar != nil, let tabBar = node.children.last {
            let rect = CGRect(x: frame.minX, y: atTop ? frame.minY : frame.maxY - band, width: frame.width, height: band)
            pass.placeChild(tabBar, frame: rect, proposal: ProposedViewSize(rect.size))
        }
    }
}
