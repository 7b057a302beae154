/// `.containerRelativeFrame` (Apple, `containerRelativeFrame(_:alignment:)` and its `count:` and
/// closure forms; not reconstructed in OpenSwiftUI): on each chosen axis the view is a fixed
/// frame whose length comes from its container's length `L` on that axis; on the other axes the
/// proposal passes through and the child's length is kept, as `frame(width:height:)` does
/// (docs/layout-rules.md, "containerRelativeFrame"). The container is the nearest scroll view,
/// as large as it is proposed, or the window's safe area (`GeometryContext.container`).
struct ContainerRelativeFrameRule: LayoutRule {
    enum Length {
        /// `L`.
        case container
        /// `((L − spacing·(count − 1)) / count) · span + spacing·(span − 1)`, never below 0.
        case grid(count: Int, span: Int, spacing: CGFloat)
        /// The closure's answer for `(L, axis)`.
        case custom((CGFloat, Axis) -> CGFloat)
    }

    let axes: Axis.Set
    let length: Length
    let alignment: Alignment

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        frame(node, pass).sizeThatFits(proposal, node: node, pass: pass)
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        frame(node, pass).placeChildren(of: node, pass: pass)
    }

    func spacing(of node: LayoutNode, pass: LayoutPass) -> Spacing {
        frame(node, pass).spacing(of: node, pass: pass)
    }

    /// The fixed frame this view is in its current container.
    private func frame(_ node: LayoutNode, _ pass: LayoutPass) -> FrameRule {
        let container = pass.container
        return FrameRule(
            width: axes.contains(.horizontal) ? resolved(container.width, .horizontal, node, pass) : nil,
            height: axes.contains(.vertical) ? resolved(container.height, .vertical, node, pass) : nil,
            alignment: alignment
        )
    }

    private func resolved(_ container: CGFloat, _ axis: Axis, _ node: LayoutNode, _ pass: LayoutPass) -> CGFloat {
        switch length {
        case .container:
            return container
        case .grid(let count, let span, let spacing):
            let columns = CGFloat(count), spanned = CGFloat(span)
            return max(0, (container - spacing * (columns - 1)) / columns * spanned + spacing * (spanned - 1))
        case .custom(let length):
            let value = length(container, axis)
            // An infinite length answers a flexibility probe's infinite container; NaN and
            // negative lengths are the closure's mistake.
            guard value.isNaN || value < 0 else { return value }
            pass.diagnose(
                .invalidFrameDimension, node,
                "Invalid frame dimension (negative or non-finite): containerRelativeFrame length \(value.formattedPoints) for a container of \(container.formattedPoints); clamped."
            )
            return 0
        }
    }
}
