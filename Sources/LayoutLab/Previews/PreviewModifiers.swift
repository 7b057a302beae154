// The modifiers that tell Xcode's canvas how to show a preview. A recording runs every preview on
// every profile in its own layout, so these change nothing laid out or drawn: they are accepted so
// that previews compile as written. `#Preview`'s traits are what a recording follows.

nonisolated extension View {
    /// The device Xcode shows the preview on; every profile records it here.
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }

    /// How Xcode's canvas sizes the preview; `#Preview(traits: .sizeThatFitsLayout)` is recorded.
    public func previewLayout(_ value: PreviewLayout) -> some View { self }

    /// The name Xcode's canvas gives the preview; the scenario is named after its provider.
    public func previewDisplayName(_ value: String?) -> some View { self }

    /// The orientation Xcode's canvas shows the preview in; `#Preview(traits: .landscapeLeft)` is recorded.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}

/// A context Xcode's canvas shows a preview in (WidgetKit's `WidgetPreviewContext`): what it
/// changes in the previewed view's environment, which a recording applies.
public protocol PreviewContext {
    /// Writes what the context sets into the environment of the previewed view (a widget's
    /// family, for `@Environment(\.widgetFamily)`). The default writes nothing.
    func _writeEnvironment(_ environment: inout EnvironmentValues)
}

extension PreviewContext {
    public func _writeEnvironment(_ environment: inout EnvironmentValues) {}
}

nonisolated extension View {
    /// Shows the preview in `value`'s context: the view inside reads what the context sets in its
    /// environment, as it does in Xcode's canvas.
    public func previewContext<C: PreviewContext>(_ value: C) -> some View {
        modifier(EnvironmentWritingModifier { value._writeEnvironment(&$0) })
    }
}
