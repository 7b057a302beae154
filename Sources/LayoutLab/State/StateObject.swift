/// An `ObservableObject` a view owns: made once, the first time the view appears at its place in
/// the tree, and kept while it stays there, like `@State`. The view is evaluated again whenever
/// the object's `objectWillChange` fires.
///
/// On the main actor as SwiftUI declares it, so that its default value may make a main-actor
/// model (`@StateObject private var model = Model()`); the engine links it from the case's thread
/// (`MainActorBridge`).
@MainActor @preconcurrency
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    nonisolated(unsafe) let box: StateObjectBox<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateObjectBox(make: thunk)
    }

    /// Outside a view's body SwiftUI makes a new object on every access, and so does this.
    public var wrappedValue: ObjectType { box.cell?.value ?? box.make() }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

nonisolated extension StateObject: GraphLinkable {
    func link(_ context: PropertyLinkContext) -> StateCell? {
        let cell = context.graph.stateCell(owner: context.owner, slot: context.slot, name: context.label, makeInitial: box.make)
        box.cell = cell
        context.graph.observe(cell.value)
        return cell
    }
}

/// Shared by every copy of one `StateObject` value, so linking a reflected copy links them all.
final class StateObjectBox<ObjectType> {
    let make: () -> ObjectType
    var cell: TypedStateCell<ObjectType>?

    init(make: @escaping () -> ObjectType) {
        self.make = make
    }
}

/// As with `State`: the engine touches the storage only from the case's engine thread.
extension StateObject: @unchecked Sendable {}
