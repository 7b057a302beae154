nonisolated extension View {
    /// A fixed frame (see `FrameRule.swift`).
    ///
    /// The frames return their concrete type, not `some View` as SwiftUI declares them: code
    /// compiles the same, and an opaque result type is looked up by the runtime on every call
    /// made from generic code, a twentieth of expanding a list of framed rows.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, FixedFrameModifier> {
        modifier(FixedFrameModifier(width: width, height: height, alignment: alignment))
    }

    /// A flexible frame (see `FlexFrameRule.swift`).
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> ModifiedContent<Self, FlexFrameModifier> {
        modifier(FlexFrameModifier(
            width: (minWidth, idealWidth, maxWidth), height: (minHeight, idealHeight, maxHeight), alignment: alignment
        ))
    }

    /// Deprecated in SwiftUI, kept for old code: the same as `frame(width: nil, height: nil)`.
    public func frame() -> ModifiedContent<Self, FixedFrameModifier> {
        frame(width: nil, height: nil, alignment: .center)
    }
}

/// Frame dimensions as SwiftUI receives them: negative or non-finite values are reported
/// (`invalid-frame-dimension`) and clamped, never trusted.
struct FrameDimensionCheck {
    var problems: [String] = []

    mutating func fixed(_ value: CGFloat?, _ label: String) -> CGFloat? {
        guard let value else { return nil }
        if value.isNaN || value.isInfinite || value < 0 {
            problems.append("\(label): \(value.formattedPoints)")
            return 0
        }
        return value
    }

    /// Flexible bounds may be infinite (`maxWidth: .infinity`), never NaN or negative.
    mutating func flexible(_ value: CGFloat?, _ label: String, allowsInfinity: Bool) -> CGFloat? {
        guard let value else { return nil }
        if value.isNaN || value < 0 || (!allowsInfinity && value.isInfinite) {
            problems.append("\(label): \(value.formattedPoints)")
            return value.isNaN ? nil : (value < 0 ? 0 : nil)
        }
        return value
    }

    func report(on node: LayoutNode, graph: ViewGraph) {
        guard !problems.isEmpty else { return }
        graph.diagnose(
            .invalidFrameDimension, node,
            "Invalid frame dimension (negative or non-finite): \(problems.joined(separator: ", ")); clamped."
        )
    }
}

/// `frame(width:height:alignment:)`, SwiftUI's `_FrameLayout`.
public nonisolated struct FixedFrameModifier: PrimitiveModifier {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    public static func _makeModifiedList(modifier: Self, inputs: _ViewInputs, content: @escaping _ContentExpander, list: inout _ViewList) {
        ModifierExpansion.wrapEach(inputs: inputs, content: content, list: &list) { child in
            var check = FrameDimensionCheck()
            let layout = FrameRule(
                width: check.fixed(modifier.width, "width"), height: check.fixed(modifier.height, "height"),
                alignment: modifier.alignment
            )
            let node = ModifierExpansion.node("frame", around: child, layout: layout, marker: 0xF1)
            check.report(on: node, graph: inputs.graph)
            return node
        }
    }
}

/// `frame(minWidth:…)`, SwiftUI's `_FlexFrameLayout`.
public nonisolated struct FlexFrameModifier: PrimitiveModifier {
    let width: (CGFloat?, CGFloat?, CGFloat?)
    let height: (CGFloat?, CGFloat?, CGFloat?)
    let alignment: Alignment

    public static func _makeModifiedList(modifier: Self, inputs: _ViewInputs, content: @escaping _ContentExpander, list: inout _ViewList) {
        ModifierExpansion.wrapEach(inputs: inputs, content: content, list: &list) { child in
            var check = FrameDimensionCheck()
            let layout = FlexFrameRule(
                horizontal: bounds(modifier.width, "Width", &check),
                vertical: bounds(modifier.height, "Height", &check),
                alignment: modifier.alignment
            )
            let node = ModifierExpansion.node("frame", around: child, layout: layout, marker: 0xF2)
            check.report(on: node, graph: inputs.graph)
            return node
        }
    }

    /// Validates one axis and makes it consistent: `0 ≤ min ≤ ideal ≤ max`.
    private static func bounds(
        _ values: (CGFloat?, CGFloat?, CGFloat?), _ axis: String, _ check: inout FrameDimensionCheck
    ) -> FlexFrameRule.Bounds {
        let minimum = check.flexible(values.0, "min\(axis)", allowsInfinity: false)
        var ideal = check.flexible(values.1, "ideal\(axis)", allowsInfinity: false)
        var maximum = check.flexible(values.2, "max\(axis)", allowsInfinity: true)
        if let minimum, let m = maximum, m < minimum { maximum = minimum }
        if let i = ideal {
            var clamped = i
            if let minimum { clamped = max(clamped, minimum) }
            if let maximum { clamped = min(clamped, maximum) }
            ideal = clamped
        }
        return FlexFrameRule.Bounds(min: minimum, ideal: ideal, max: maximum)
    }
}
