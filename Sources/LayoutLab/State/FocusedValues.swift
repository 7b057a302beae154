/// Values the focused view publishes to its scene, which menu commands and toolbars read
/// (Apple: "FocusedValues", `@FocusedValue`, `focusedSceneValue`): the selected note, the active
/// document. No view has focus in a recorded case, so every focused value is nil, as in a scene
/// where nothing is focused, and the publishing modifiers are accepted.
public protocol FocusedValueKey {
    associatedtype Value
}

/// The focused values by key; nil for every key here.
public struct FocusedValues {
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { nil }
        set {}
    }
}

/// The focused view's value for a key path of `FocusedValues`: nil, nothing is focused.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Value?>

    public init(_ keyPath: KeyPath<FocusedValues, Value?>) { self.keyPath = keyPath }

    public var wrappedValue: Value? { FocusedValues()[keyPath: keyPath] }
}

/// A binding the focused view publishes: nil, nothing is focused.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Binding<Value>?>

    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) { self.keyPath = keyPath }

    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }

    public var projectedValue: Binding<Value?> { Binding(get: { nil }, set: { _ in }) }
}

/// An observable object the focused view publishes (`focusedObject`): nil, nothing is focused.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}
    public var wrappedValue: ObjectType? { nil }
}

nonisolated extension View {
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }
    public func focusedObject<T: ObservableObject>(_ object: T?) -> some View { self }
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View { self }
}
