/// `Gauge`. Linear (the default on iOS): a bar that takes the width offered, with the label
/// leading and the current value trailing above it, and the bounds' labels at its ends below it.
/// Circular (the accessory styles): a square of the platform's size, its labels centred inside.
/// Where the platform's heights are measured (`measuredHeight`, macOS 26), the bar styles are
/// those heights whatever their labels, which keep the places above.
/// *Apple (`GaugeStyle`); measured macOS 26; estimates (Platform/ControlMetrics.swift).*
struct GaugeRule: LayoutRule {
    enum Part: Hashable, Sendable { case label, currentValue, minimum, maximum }

    let circular: Bool
    /// Which part each child is, in order.
    let parts: [Part]
    let barHeight: CGFloat
    let gap: CGFloat
    let idealWidth: CGFloat
    let circularSide: CGFloat
    /// The height of a bar style as measured; nil where the height is built from the parts.
    var measuredHeight: ControlMetrics.GaugeHeight? = nil

    private func sizes(_ node: LayoutNode, pass: LayoutPass) -> [Part: (node: LayoutNode, size: CGSize)] {
        var result: [Part: (LayoutNode, CGSize)] = [:]
        for (part, child) in zip(parts, node.children) { result[part] = (child, pass.size(of: child, proposing: .unspecified)) }
        return result
    }

    private func rows(_ sizes: [Part: (node: LayoutNode, size: CGSize)]) -> (top: CGSize, bottom: CGSize) {
        func row(_ a: Part, _ b: Part) -> CGSize {
            let first = sizes[a]?.size ?? .zero, second = sizes[b]?.size ?? .zero
            let both = sizes[a] != nil && sizes[b] != nil
            return CGSize(width: first.width + second.width + (both ? gap : 0), height: max(first.height, second.height))
        }
        return (row(.label, .currentValue), row(.minimum, .maximum))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        if circular { return CGSize(width: circularSide, height: circularSide) }
        let (top, bottom) = rows(sizes(node, pass: pass))
        let width = proposal.width ?? max(idealWidth, top.width, bottom.width)
        let built = top.height + (top.height > 0 ? gap : 0) + barHeight + (bottom.height > 0 ? gap + bottom.height : 0)
        let height = measuredHeight.map { parts.contains(.currentValue) ? $0.withCurrentValue : $0.plain } ?? built
        return CGSize(width: width, height: height)
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let sizes = sizes(node, pass: pass)
        let frame = node.frame
        if circular {
            for (child, size) in sizes.values {
                pass.placeChild(child, frame: CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2,
                                                     width: size.width, height: size.height), proposal: .unspecified)
            }
            return
        }
        let (top, _) = rows(sizes)
        func place(_ part: Part, y: CGFloat, trailing: Bool) {
            guard let (child, size) = sizes[part] else { return }
            let x = trailing ? frame.maxX - size.width : frame.minX
            pass.placeChild(child, frame: CGRect(x: x, y: y, width: size.width, height: size.height), proposal: .unspecified)
        }
        place(.label, y: frame.minY, trailing: false)
        place(.currentValue, y: frame.minY, trailing: true)
        let below = frame.minY + top.height + (top.height > 0 ? gap : 0) + barHeight + gap
        place(.minimum, y: below, trailing: false)
        place(.maximum, y: below, trailing: true)
    }
}
