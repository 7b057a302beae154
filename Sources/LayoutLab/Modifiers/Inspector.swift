// The inspector (Apple, "inspector(isPresented:content:)", iOS 17 and macOS 14): a trailing
// column beside the content in a regular width, adapted to a sheet in a compact width (Apple's
// documentation of the modifier: "can present as a trailing column in a horizontally regular size
// class, but adapt to a sheet in a horizontally compact size class"). The
// engine presents it as a sheet there, laid out as sheets are (`PresentationRule.swift`); the
// regular width's column is not modelled: the content keeps its width and the inspector is not
// laid out (docs/supported-api.md says so).

nonisolated extension View {
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        let inspector = content()
        return modifier(InspectorModifier(presented: isPresented.wrappedValue ? { inspector } : nil))
    }

    /// The column's width: the column is not modelled, so accepted.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }
}

/// Presents the inspector as a sheet in a compact width; leaves it out in a regular one.
nonisolated struct InspectorModifier<Presented: View>: PrimitiveModifier {
    let presented: (() -> Presented)?

    static func _makeModifiedList(modifier: Self, inputs: _ViewInputs, content: @escaping _ContentExpander, list: inout _ViewList) {
        guard inputs.environment.horizontalSizeClass != .regular else { return content(inputs, &list) }
        PresentationModifier._makeModifiedList(
            modifier: PresentationModifier(style: .sheet, presented: modifier.presented), inputs: inputs, content: content, list: &list
        )
    }
}
