/// `Slider`: a track that takes the width it is offered (its ideal width when offered none), as
/// tall as the platform's slider (31 on iOS 26), with its value labels (and, on macOS, its label)
/// beside it, each a gap away, all centred vertically. *Apple (`Slider`); measured (iOS 26 height,
/// macOS 26 layout; Platform/ControlMetrics.swift).*
struct SliderRule: LayoutRule {
    /// The first children sit before the track, the rest after it.
    let leadingCount: Int
    let height: CGFloat
    let idealTrackWidth: CGFloat
    let gap: CGFloat

    private func sideSizes(_ node: LayoutNode, _ proposal: ProposedViewSize, pass: LayoutPass) -> [CGSize] {
        node.children.map { pass.size(of: $0, proposing: ProposedViewSize(width: nil, height: proposal.height)) }
    }

    private func sidesWidth(_ sizes: [CGSize]) -> CGFloat {
        sizes.reduce(0) { $0 + $1.width + gap }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        let sides = sideSizes(node, proposal, pass: pass)
        let width = proposal.width ?? sidesWidth(sides) + idealTrackWidth
        return CGSize(width: width, height: max(height, sides.map(\.height).max() ?? 0))
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let proposal = ProposedViewSize(width: nil, height: node.proposal.height)
        let sides = sideSizes(node, node.proposal, pass: pass)
        let frame = node.frame
        var leading = frame.minX
        var trailing = frame.maxX
        for (index, (child, size)) in zip(node.children, sides).enumerated() {
            let y = frame.minY + (frame.height - size.height) / 2
            if index < leadingCount {
                pass.placeChild(child, frame: CGRect(x: leading, y: y, width: size.width, height: size.height), proposal: proposal)
                leading += size.width + gap
            }
        }
        for (child, size) in zip(node.children, sides).dropFirst(leadingCount).reversed() {
            trailing -= size.width
            let y = frame.minY + (frame.height - size.height) / 2
            pass.placeChild(child, frame: CGRect(x: trailing, y: y, width: size.width, height: size.height), proposal: proposal)
            trailing -= gap
        }
    }
}
