nonisolated extension View {
    /// Sets the priority stacks use to share out space (see `StackArrangement.swift`).
    public func layoutPriority(_ value: Double) -> some View {
        modifier(NodeAnnotationModifier { $0.explicitPriority = value })
    }

    /// Names the node in the recording (`node_name`).
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(NodeAnnotationModifier { $0.name = identifier })
    }

    /// Keeps the view's layout but does not draw it.
    public func hidden() -> some View {
        modifier(NodeAnnotationModifier { $0.isHidden = true })
    }

    /// Hands a value to the parent `Layout`, read with `subview[Key.self]`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(TraitModifier(key: ObjectIdentifier(key), value: value))
    }
}

/// Sets a property of each node of the content, without a node of its own.
nonisolated struct NodeAnnotationModifier: PrimitiveModifier {
    let annotate: (LayoutNode) -> Void

    static func _makeModifiedList(modifier: Self, inputs: _ViewInputs, content: @escaping _ContentExpander, list: inout _ViewList) {
        ModifierExpansion.annotateEach(inputs: inputs, content: content, list: &list, annotate: modifier.annotate)
    }
}

/// Sets a layout trait on each node of the content.
nonisolated struct TraitModifier: PrimitiveModifier {
    let key: ObjectIdentifier
    let value: Any

    static func _makeModifiedList(modifier: Self, inputs: _ViewInputs, content: @escaping _ContentExpander, list: inout _ViewList) {
        ModifierExpansion.annotateEach(inputs: inputs, content: content, list: &list) { $0.setTrait(modifier.key, modifier.value) }
    }
}
