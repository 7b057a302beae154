nonisolated extension View {
    /// A frame as large as the container on `axes` (see `ContainerRelativeFrameRule.swift`).
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, length: .container, alignment: alignment))
    }

    /// A frame `span` of `count` equal parts of the container, `spacing` apart, on `axes`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, length: .grid(count: count, span: span, spacing: spacing), alignment: alignment))
    }

    /// A frame whose length on each of `axes` is `length(containerLength, axis)`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, length: .custom(length), alignment: alignment))
    }
}

nonisolated struct ContainerRelativeFrameModifier: PrimitiveModifier {
    let axes: Axis.Set
    let length: ContainerRelativeFrameRule.Length
    let alignment: Alignment

    static func _makeModifiedList(modifier: Self, inputs: _ViewInputs, content: @escaping _ContentExpander, list: inout _ViewList) {
        ModifierExpansion.wrapEach(inputs: inputs, content: content, list: &list) { child in
            var check = FrameDimensionCheck()
            let layout = ContainerRelativeFrameRule(axes: modifier.axes, length: checked(modifier.length, &check), alignment: modifier.alignment)
            let node = ModifierExpansion.node("containerRelativeFrame", around: child, layout: layout, marker: 0xC7F)
            check.report(on: node, graph: inputs.graph)
            return node
        }
    }

    /// A count or span below 1 becomes 1; a negative or non-finite spacing becomes 0.
    private static func checked(_ length: ContainerRelativeFrameRule.Length, _ check: inout FrameDimensionCheck) -> ContainerRelativeFrameRule.Length {
        guard case .grid(var count, var span, let spacing) = length else { return length }
        if count < 1 { check.problems.append("count: \(count)"); count = 1 }
        if span < 1 { check.problems.append("span: \(span)"); span = 1 }
        return .grid(count: count, span: span, spacing: check.fixed(spacing, "spacing") ?? 0)
    }
}
