/// A key for a value a view hands to the container that holds it (iOS 18), read from a
/// `Subview`'s or `LayoutSubview`'s `containerValues`.
public protocol ContainerValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values set on a view with `.containerValue(_:_:)`. Declare a value as an extension
/// property that reads and writes `self[Key.self]` (SwiftUI's `@Entry` macro writes the same
/// property; macros are not available here).
public struct ContainerValues {
    /// The node whose traits are read; nil while a modifier collects what it writes.
    let node: LayoutNode?
    /// Values written through the subscript, which win over the node's.
    private(set) var written: [ObjectIdentifier: Any] = [:]

    init(node: LayoutNode?) {
        self.node = node
    }

    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get {
            let id = ObjectIdentifier(key)
            if let value = written[id] as? Key.Value { return value }
            return node?.trait(id) as? Key.Value ?? Key.defaultValue
        }
        set { written[ObjectIdentifier(key)] = newValue }
    }
}

nonisolated extension View {
    /// Sets a container value on the view (and on each view of a group), as a trait that unary
    /// modifiers keep.
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        var values = ContainerValues(node: nil)
        values[keyPath: keyPath] = value
        return modifier(ContainerValuesModifier(values: values.written))
    }
}

/// Writes container values as traits on each node of the content.
nonisolated struct ContainerValuesModifier: PrimitiveModifier {
    let values: [ObjectIdentifier: Any]

    static func _makeModifiedList(modifier: Self, inputs: _ViewInputs, content: @escaping _ContentExpander, list: inout _ViewList) {
        ModifierExpansion.annotateEach(inputs: inputs, content: content, list: &list) { node in
            for (key, value) in modifier.values { node.setTrait(key, value) }
        }
    }
}
