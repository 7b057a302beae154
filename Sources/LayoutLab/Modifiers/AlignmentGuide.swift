nonisolated extension View {
    /// Sets the view's value for a horizontal guide (see `AlignmentGuideRule.swift`).
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }

    /// Sets the view's value for a vertical guide (see `AlignmentGuideRule.swift`).
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }
}

/// A node that rewrites one guide of its content and passes everything else through, layout
/// traits included (a `Spacer` with a guide is still a spacer to its stack).
nonisolated struct AlignmentGuideModifier: PrimitiveModifier {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    static func _makeModifiedList(modifier: Self, inputs: _ViewInputs, content: @escaping _ContentExpander, list: inout _ViewList) {
        ModifierExpansion.wrapEach(inputs: inputs, content: content, list: &list) { child in
            let layout = AlignmentGuideRule(key: modifier.key, computeValue: modifier.computeValue)
            return ModifierExpansion.node("alignmentGuide", around: child, layout: layout, marker: 0xA1, passesTraitsThrough: true)
        }
    }
}
