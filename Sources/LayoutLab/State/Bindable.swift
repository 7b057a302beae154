import Observation

/// Bindings to the properties of an `@Observable` object: `$cart.discountCode` is a
/// `Binding<String>` that reads and writes the object (and so through its observation registrar).
/// As a view property it also puts the object in the trace when no `@State` owns it.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject {
        Binding(object: wrappedValue, keyPath: keyPath)
    }
}

extension Bindable: DynamicProperty {}

extension Bindable: GraphLinkable {
    func link(_ context: PropertyLinkContext) -> StateCell? {
        guard let object = Models.observable(in: wrappedValue) else { return nil }
        return context.graph.referenceCell(owner: context.owner, slot: context.slot, name: context.label, object: object)
    }
}

extension Bindable: @unchecked Sendable where Value: Sendable {}
