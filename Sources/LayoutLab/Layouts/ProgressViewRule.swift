/// `ProgressView`: circular, a spinner (20 × 20 on iOS) with its label centred below it; linear,
/// a bar (4 tall on iOS 26) that takes the width offered (its ideal width when offered none),
/// its label above and its value label below, leading. Label gaps are
/// Platform/ControlMetrics.swift's. *Apple; measured (iOS 26, macOS 26).*
struct ProgressViewRule: LayoutRule {
    enum Style: Sendable {
        case circular(side: CGFloat)
        case linear(height: CGFloat, idealWidth: CGFloat)
    }

    let style: Style
    let gap: CGFloat
    /// Whether the first child is the label; a value label comes after it.
    let hasLabel: Bool
    let hasValueLabel: Bool

    private func labels(_ node: LayoutNode) -> (label: LayoutNode?, value: LayoutNode?) {
        let label = hasLabel ? node.children.first : nil
        let value = hasValueLabel ? node.children.last : nil
        return (label, value)
    }

    private func labelProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        switch style {
        case .circular: .unspecified
        case .linear: ProposedViewSize(width: proposal.width, height: nil)
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        let (label, value) = labels(node)
        let labelSize = label.map { pass.size(of: $0, proposing: labelProposal(proposal)) }
        let valueSize = value.map { pass.size(of: $0, proposing: labelProposal(proposal)) }
        let texts = [labelSize, valueSize].compactMap { $0 }
        let textHeight = texts.reduce(0) { $0 + gap + $1.height }
        let widest = texts.map(\.width).max() ?? 0
        switch style {
        case .circular(let side):
            return CGSize(width: max(side, widest), height: side + textHeight)
        case .linear(let height, let idealWidth):
            return CGSize(width: proposal.width ?? max(idealWidth, widest), height: height + textHeight)
        }
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let (label, value) = labels(node)
        let frame = node.frame
        let proposal = labelProposal(node.proposal)
        var y = frame.minY
        switch style {
        case .circular(let side):
            y += side
            for child in [label, value].compactMap({ $0 }) {
                let size = pass.size(of: child, proposing: proposal)
                y += gap
                pass.placeChild(child, frame: CGRect(x: frame.midX - size.width / 2, y: y, width: size.width, height: size.height), proposal: proposal)
                y += size.height
            }
        case .linear(let height, _):
            if let label {
                let size = pass.size(of: label, proposing: proposal)
                pass.placeChild(label, frame: CGRect(origin: CGPoint(x: frame.minX, y: y), size: size), proposal: proposal)
                y += size.height + gap
            }
            y += height
            if let value {
                let size = pass.size(of: value, proposing: proposal)
                pass.placeChild(value, frame: CGRect(origin: CGPoint(x: frame.minX, y: y + gap), size: size), proposal: proposal)
            }
        }
    }
}
