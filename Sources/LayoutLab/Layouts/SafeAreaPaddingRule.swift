/// `.safeAreaPadding` (OpenSwiftUI `Layout/Modifier/InsetViewModifier.swift`,
/// `SafeAreaPaddingModifier`: four `safeAreaInset`s with zero spacing whose content is a clear
/// frame of the inset's length): laid out exactly as `padding` with the same insets, and the
/// content's safe area grows by them on every edge
/// (docs/layout-rules.md, "safeAreaInset and safeAreaPadding"). An inset view asks for plain
/// spacing and has plain alignment guides.
struct SafeAreaPaddingRule: LayoutRule {
    let insets: EdgeInsets

    private var padding: PaddingRule { PaddingRule(insets: insets) }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        padding.sizeThatFits(proposal, node: node, pass: pass)
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        var context = pass.geometry
        for edge in Edge.allCases where insets[edge] != 0 {
            context = context.inset(edge, by: insets[edge], in: node.frame)
        }
        pass.within(context) { padding.placeChildren(of: node, pass: pass) }
    }
}
