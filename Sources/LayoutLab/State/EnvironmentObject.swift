/// An `ObservableObject` an ancestor put in the environment with `.environmentObject(_:)`. The
/// view is evaluated again whenever the object's `objectWillChange` fires. SwiftUI stops the app
/// when a view reads one no ancestor provides; the engine sees it coming as the view's properties
/// are linked, skips that view's `body` and ends the case with outcome `error`
/// (`DiagnosticCode.missingDependency`). Read outside a body, it still stops with SwiftUI's message.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// `$model.name`: a binding to a property of the object (the same type as `@ObservedObject`'s).
    public typealias Wrapper = ObservedObject<ObjectType>.Wrapper

    private let box = EnvironmentObjectBox<ObjectType>()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = box.object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension EnvironmentObject: GraphLinkable {
    func link(_ context: PropertyLinkContext) -> StateCell? {
        box.object = context.inputs.environment[EnvironmentObjectKey<ObjectType>.self]
        guard let object = box.object else {
            context.graph.missingDependency(
                "\(context.ownerType) reads an EnvironmentObject of type \(ObjectType.self) that no ancestor provides"
                    + " (a View.environmentObject(_:) for \(ObjectType.self) may be missing)"
            )
            return nil
        }
        context.graph.observe(object)
        return context.graph.referenceCell(owner: context.owner, slot: context.slot, name: context.label, object: object)
    }
}

final class EnvironmentObjectBox<ObjectType> {
    var object: ObjectType?
}

/// Where `.environmentObject(_:)` keeps an object: one key per object type.
struct EnvironmentObjectKey<ObjectType: ObservableObject>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}
