nonisolated extension View {
    /// Names this view's coordinate space so descendants can measure relative to it.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(CoordinateSpaceModifier(name: name.name))
    }
}

nonisolated struct CoordinateSpaceModifier: PrimitiveModifier {
    let name: AnyHashable

    static func _makeModifiedList(modifier: Self, inputs: _ViewInputs, content: @escaping _ContentExpander, list: inout _ViewList) {
        ModifierExpansion.annotateEach(inputs: inputs, content: content, list: &list) { $0.coordinateSpaceName = modifier.name }
    }
}
