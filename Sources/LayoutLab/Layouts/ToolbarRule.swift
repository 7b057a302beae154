/// A bar's items (`.toolbar`, `navigationTitle`): the bar is the size its container gives it;
/// items sit on a row at its top (iOS 26: 44 pt, 10 below the bar's top), each at its ideal size
/// and centred on the row, leading items from the leading edge and trailing ones from the trailing
/// edge, `itemInset` in and `itemSpacing` apart; the inline title or a principal item is centred;
/// a large title sits below the row at the leading inset. In a bottom toolbar one item is
/// centred and several spread from edge to edge. Figures: Platform/BarMetrics.swift. *Apple;
/// UIKit (iOS 26 bar geometry).*
struct ToolbarRule: LayoutRule {
    enum Place: Sendable { case leading, principal, trailing, largeTitle, bottom }

    let places: [Place]
    let bars: BarMetrics

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: proposal.height ?? bars.itemRowHeight)
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let frame = node.frame
        let row = CGRect(
            x: frame.minX, y: frame.minY + (places.contains(.bottom) ? 0 : bars.itemRowTop),
            width: frame.width, height: min(bars.itemRowHeight, frame.height)
        )
        let ideal = ProposedViewSize.unspecified
        /// Places `child` at `x`, centred on the row.
        func put(_ child: LayoutNode, x: CGFloat, size: CGSize) {
            pass.placeChild(child, frame: CGRect(x: x, y: row.midY - size.height / 2, width: size.width, height: size.height), proposal: ideal)
        }
        func items(_ place: Place) -> [LayoutNode] {
            zip(node.children, places).filter { $0.1 == place }.map(\.0)
        }
        var leading = row.minX + bars.itemInset
        for child in items(.leading) {
            let size = pass.size(of: child, proposing: ideal)
            put(child, x: leading, size: size)
            leading += size.width + bars.itemSpacing
        }
        var trailing = row.maxX - bars.itemInset
        for child in items(.trailing).reversed() {
            let size = pass.size(of: child, proposing: ideal)
            trailing -= size.width
            put(child, x: trailing, size: size)
            trailing -= bars.itemSpacing
        }
        for child in items(.principal) {
            let size = pass.size(of: child, proposing: ideal)
            put(child, x: row.midX - size.width / 2, size: size)
        }
        for child in items(.largeTitle) {
            let proposal = ProposedViewSize(width: max(0, frame.width - 2 * bars.itemInset), height: nil)
            let size = pass.size(of: child, proposing: proposal)
            let rect = CGRect(x: frame.minX + bars.itemInset, y: frame.minY + bars.largeTitleTop, width: size.width, height: size.height)
            pass.placeChild(child, frame: rect, proposal: proposal)
        }
        let bottom = items(.bottom)
        for (index, child) in bottom.enumerated() {
            let size = pass.size(of: child, proposing: ideal)
            guard bottom.count > 1 else {
                put(child, x: row.midX - size.width / 2, size: size)
                continue
            }
            // Spread from the leading inset to the trailing one.
            let first = row.minX + bars.itemInset, last = row.maxX - bars.itemInset
            let t = CGFloat(index) / CGFloat(bottom.count - 1)
            put(child, x: first + t * (last - first) - t * size.width, size: size)
        }
    }
}
