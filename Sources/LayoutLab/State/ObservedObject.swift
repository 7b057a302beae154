/// A view's subscription to an `ObservableObject` someone else owns: the view is evaluated again
/// whenever the object's `objectWillChange` fires.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// `$model.name`: a binding to a property of the object.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(object: object, keyPath: keyPath)
        }
    }

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject: GraphLinkable {
    func link(_ context: PropertyLinkContext) -> StateCell? {
        context.graph.observe(wrappedValue)
        return context.graph.referenceCell(owner: context.owner, slot: context.slot, name: context.label, object: wrappedValue)
    }
}

extension Binding {
    /// A binding to a property of an object: reads and writes go to the object (and so through
    /// `@Published` or the observation registrar).
    init<Object: AnyObject>(object: Object, keyPath: ReferenceWritableKeyPath<Object, Value>) {
        self.init(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
