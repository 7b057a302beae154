/// `Picker` outside a list row, by style (inside a row it is a `LabeledContentRule`):
///
/// - **menu**: a button showing the selected option, padded, with up-and-down chevrons after it
///   (40.5 tall on iOS 26); on macOS as wide as the widest option (a pop-up button).
/// - **segmented**: one segment per option, each as wide as the widest option plus a margin, or
///   an equal share of the width offered on iOS; the options centred in them.
/// - **wheel**: the platform's wheel (216 tall on iOS), the width offered, the selection centred.
/// - **radio group** (macOS's inline): a row per option, a 16 pt circle 5 pt before it, rows 6 apart.
///
/// On macOS the label comes first, 8 pt before the control. Figures: Platform/ControlMetrics.swift.
/// *Apple (`PickerStyle`); measured (iOS 26, macOS 26).*
struct PickerRule: LayoutRule {
    enum Style: Sendable { case menu, segmented, wheel, radioGroup }

    let style: Style
    /// Whether the first child is the label.
    let hasLabel: Bool
    let labelGap: CGFloat
    let metrics: ControlMetrics
    let fillsWidth: Bool
    /// Every option, measured but not placed, when the menu is as wide as the widest of them.
    let measuredOptions: [LayoutNode]

    private static let radio = (circle: CGFloat(16), gap: CGFloat(5), rowGap: CGFloat(6))

    private func label(_ node: LayoutNode) -> LayoutNode? { hasLabel ? node.children.first : nil }
    private func options(_ node: LayoutNode) -> ArraySlice<LayoutNode> { hasLabel ? node.children.array.dropFirst() : node.children.array[...] }

    private struct Parts {
        var label: CGSize = .zero
        var controlOrigin: CGFloat = 0
        var control: CGSize = .zero
        var size: CGSize = .zero
    }

    private func parts(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> Parts {
        var parts = Parts()
        if let label = label(node) {
            parts.label = pass.size(of: label, proposing: ProposedViewSize(width: nil, height: proposal.height))
            parts.controlOrigin = parts.label.width + labelGap
        }
        let room = proposal.width.map { max(0, $0 - parts.controlOrigin) }
        let options = options(node)
        let ideal = ProposedViewSize.unspecified
        switch style {
        case .menu:
            let insets = metrics.menuPickerInsets
            let measured = measuredOptions.isEmpty ? Array(options) : measuredOptions
            let sizes = measured.map { pass.size(of: $0, proposing: ideal) }
            let shown = options.first.map { pass.size(of: $0, proposing: ideal) } ?? .zero
            let optionWidth = measuredOptions.isEmpty ? shown.width : sizes.map(\.width).max() ?? 0
            parts.control = CGSize(
                width: insets.horizontal + optionWidth + metrics.menuIndicatorGap + metrics.menuIndicator.width,
                height: insets.vertical + max(shown.height, metrics.menuIndicator.height)
            )
        case .segmented:
            let widest = options.map { pass.size(of: $0, proposing: ideal).width }.max() ?? 0
            let natural = CGFloat(options.count) * (widest + metrics.segmentExtraWidth)
            let width = fillsWidth ? room ?? natural : natural
            parts.control = CGSize(width: width, height: metrics.segmentedHeight)
        case .wheel:
            parts.control = CGSize(width: room ?? metrics.wheelIdealWidth, height: metrics.wheelHeight)
        case .radioGroup:
            let sizes = options.map { pass.size(of: $0, proposing: ideal) }
            let rows = sizes.map { max($0.height, Self.radio.circle) }
            parts.control = CGSize(
                width: Self.radio.circle + Self.radio.gap + (sizes.map(\.width).max() ?? 0),
                height: rows.reduce(0, +) + CGFloat(max(0, rows.count - 1)) * Self.radio.rowGap
            )
        }
        parts.size = CGSize(width: parts.controlOrigin + parts.control.width, height: max(parts.label.height, parts.control.height))
        return parts
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        parts(proposal, node: node, pass: pass).size
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let parts = parts(node.proposal, node: node, pass: pass)
        let frame = node.frame
        if let label = label(node) {
            let y = style == .radioGroup ? frame.minY : frame.minY + (frame.height - parts.label.height) / 2
            pass.placeChild(label, frame: CGRect(origin: CGPoint(x: frame.minX, y: y), size: parts.label), proposal: .unspecified)
        }
        let control = CGRect(
            x: frame.minX + parts.controlOrigin, y: frame.minY + (frame.height - parts.control.height) / 2,
            width: parts.control.width, height: parts.control.height
        )
        let options = Array(options(node))
        switch style {
        case .menu:
            let insets = metrics.menuPickerInsets
            let content = CGRect(
                x: control.minX + insets.leading, y: control.minY + insets.top,
                width: max(0, control.width - insets.horizontal - metrics.menuIndicatorGap - metrics.menuIndicator.width),
                height: max(0, control.height - insets.vertical)
            )
            for option in options { pass.placeChild(option, in: content, proposal: .unspecified, alignment: .leading) }
        case .segmented:
            let segment = options.isEmpty ? 0 : control.width / CGFloat(options.count)
            for (index, option) in options.enumerated() {
                let rect = CGRect(x: control.minX + CGFloat(index) * segment, y: control.minY, width: segment, height: control.height)
                let proposal = ProposedViewSize(width: max(0, segment - metrics.segmentExtraWidth), height: nil)
                pass.placeChild(option, in: rect, proposal: proposal, alignment: .center)
            }
        case .wheel:
            for option in options { pass.placeChild(option, in: control, proposal: .unspecified, alignment: .center) }
        case .radioGroup:
            var y = frame.minY
            for option in options {
                let size = pass.size(of: option, proposing: .unspecified)
                let row = max(size.height, Self.radio.circle)
                let rect = CGRect(x: control.minX + Self.radio.circle + Self.radio.gap, y: y, width: size.width, height: row)
                pass.placeChild(option, in: rect, proposal: .unspecified, alignment: .leading)
                y += row + Self.radio.rowGap
            }
        }
    }
}
