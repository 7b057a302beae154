nonisolated extension View {
    /// Centres the view on `position` in a view that takes the whole proposal (see `PositionRule.swift`).
    public func position(_ position: CGPoint) -> some View {
        modifier(PositionModifier(position: position))
    }

    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}

nonisolated struct PositionModifier: PrimitiveModifier {
    let position: CGPoint

    static func _makeModifiedList(modifier: Self, inputs: _ViewInputs, content: @escaping _ContentExpander, list: inout _ViewList) {
        ModifierExpansion.wrapEach(inputs: inputs, content: content, list: &list) { child in
            // A position may be negative; a non-finite one becomes 0 and is reported.
            var check = FrameDimensionCheck()
            var point = modifier.position
            if !point.x.isFinite { check.problems.append("x: \(point.x.formattedPoints)"); point.x = 0 }
            if !point.y.isFinite { check.problems.append("y: \(point.y.formattedPoints)"); point.y = 0 }
            let node = ModifierExpansion.node("position", around: child, layout: PositionRule(position: point), marker: 0x9051)
            check.report(on: node, graph: inputs.graph)
            return node
        }
    }
}
