import Observation

/// Reads a value from the environment the view was expanded in: a value by key path
/// (`@Environment(\.colorScheme)`), or an `@Observable` object put there with
/// `.environment(_:)` (`@Environment(Cart.self)`).
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        /// An object form: how to read the value, the object it holds (for the trace), and
        /// whether a view that reads it needs it there (the non-optional form).
        case object(read: (EnvironmentValues) -> Value, model: (EnvironmentValues) -> AnyObject?, required: Bool)
    }

    private let source: Source
    private let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
    }

    /// The `@Observable` object of this type an ancestor provided. SwiftUI stops the app when none
    /// did; the engine ends the case with outcome `error` before the view's `body` runs (see
    /// `EnvironmentObject`).
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        source = .object(
            read: { environment in
                guard let object = environment[ObservableEnvironmentKey<Value>.self] else {
                    fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
                }
                return object
            },
            model: { $0[ObservableEnvironmentKey<Value>.self] },
            required: true
        )
    }

    /// The `@Observable` object of this type an ancestor provided, or nil.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        source = .object(read: { $0[ObservableEnvironmentKey<T>.self] }, model: { $0[ObservableEnvironmentKey<T>.self] }, required: false)
    }

    public var wrappedValue: Value {
        let values = box.values ?? EnvironmentValues()
        switch source {
        case .keyPath(let keyPath): return values[keyPath: keyPath]
        case .object(let read, _, _): return read(values)
        }
    }
}

extension Environment: GraphLinkable {
    func link(_ context: PropertyLinkContext) -> StateCell? {
        box.values = context.inputs.environment
        guard case .object(_, let model, let required) = source else { return nil }
        guard let object = model(context.inputs.environment) else {
            if required {
                context.graph.missingDependency(
                    "\(context.ownerType) reads an Observable object of type \(Value.self) that no ancestor provides"
                        + " (a View.environment(_:) for \(Value.self) may be missing)"
                )
            }
            return nil
        }
        return context.graph.referenceCell(owner: context.owner, slot: context.slot, name: context.label, object: object)
    }
}

final class EnvironmentBox {
    var values: EnvironmentValues?
}

/// Where `.environment(_:)` keeps an `@Observable` object: one key per object type.
struct ObservableEnvironmentKey<Object: AnyObject & Observable>: EnvironmentKey {
    static var defaultValue: Object? { nil }
}

extension Environment: @unchecked Sendable where Value: Sendable {}
