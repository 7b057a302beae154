// The modifiers that tell Xcode's canvas how to show a preview. A recording runs every preview on
// every profile in its own layout, so these change nothing laid out or drawn: they are accepted so
// that previews compile as written. `#Preview`'s traits are what a recording follows.

extension View {
    /// The device Xcode shows the preview on; every profile records it here.
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }

    /// How Xcode's canvas sizes the preview; `#Preview(traits: .sizeThatFitsLayout)` is recorded.
    public func previewLayout(_ value: PreviewLayout) -> some View { self }

    /// The name Xcode's canvas gives the preview; the scenario is named after its provider.
    public func previewDisplayName(_ value: String?) -> some View { self }

    /// The orientation Xcode's canvas shows the preview in; `#Preview(traits: .landscapeLeft)` is recorded.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
