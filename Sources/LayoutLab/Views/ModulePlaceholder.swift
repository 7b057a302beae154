/// A view from another Apple framework that the engine lays out but does not draw (a Swift
/// Charts `Chart`): one leaf node of the view's own name, drawn by `render` as a placeholder
/// labelled with it. The framework modules for Linux (`Sources/Charts`) build their views on it.
@_spi(Modules) public enum _ModulePlaceholder {
    /// Appends the leaf of `kind`: it takes the size offered, and `idealSize` on an axis offered
    /// nothing, as a flexible view with no content of its own does.
    public static func append(kind: String, label: String, idealSize: CGSize, inputs: _ViewInputs, list: inout _ViewList) {
        list.append(LayoutNode(
            kind: kind, slot: inputs.slot, identity: inputs.identity,
            layout: ModulePlaceholderRule(idealSize: idealSize, label: label)
        ))
    }
}

extension ForEach {
    /// A `ForEach` of other content than views (Swift Charts' marks), for the framework modules,
    /// which cannot set its stored properties themselves.
    @_spi(Modules) public init(_data data: Data, id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = id
    }
}
