nonisolated extension View {
    /// Pads the given edges by `length`, or SwiftUI's default of 16 points.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(PaddingModifier(insets: EdgeInsets(edges, length ?? PaddingModifier.defaultLength)))
    }

    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(PaddingModifier(insets: insets))
    }
}

nonisolated struct PaddingModifier: PrimitiveModifier {
    static let defaultLength: CGFloat = 16
    let insets: EdgeInsets

    static func _makeModifiedList(modifier: Self, inputs: _ViewInputs, content: @escaping _ContentExpander, list: inout _ViewList) {
        ModifierExpansion.wrapEach(inputs: inputs, content: content, list: &list) { child in
            ModifierExpansion.node("padding", around: child, layout: PaddingRule(insets: modifier.insets), marker: 0xAD)
        }
    }
}
