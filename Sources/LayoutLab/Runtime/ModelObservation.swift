import Observation
import OpenCombine

/// Model objects: instances of `@Observable` classes and `ObservableObject`s. Views read them
/// like state, so the trace shows their properties like state (`cart.items`), and a write to one
/// is a state write: it invalidates the pass, and the next pass evaluates the views again.
///
/// - An `@Observable` model invalidates when a property that some view read during the pass
///   changes (the pass runs inside `withObservationTracking`, as SwiftUI tracks a body).
/// - An `ObservableObject` invalidates whenever its `objectWillChange` fires, whatever changed:
///   the graph subscribes to it while a view links it through `@StateObject`,
///   `@ObservedObject` or `@EnvironmentObject`.
enum Models {
    /// Whether a value of this type can hold a model: a class or an optional of one.
    static func mayBeModel(_ type: Any.Type) -> Bool {
        if type is AnyClass { return true }
        if let optional = type as? any OptionalWrapping.Type { return mayBeModel(optional.wrappedType) }
        return type is any Observable.Type || type is any ObservableObject.Type
    }

    /// The model object `value` holds (looking through an optional), or nil.
    static func object(in value: Any) -> AnyObject? {
        observable(in: value) ?? (value as? any ObservableObject)
    }

    /// The instance of an `@Observable` class `value` holds (looking through an optional), or nil.
    static func observable(in value: Any) -> AnyObject? {
        guard let observable = value as? any Observable, type(of: observable) is AnyClass else { return nil }
        return observable as AnyObject
    }

    /// A model's properties as the trace shows them, in declaration order (superclasses first):
    /// an `ObservableObject`'s `@Published` values; an `@Observable` class's tracked stored
    /// properties (the macro's `_name` storage, without `@ObservationIgnored` ones or the
    /// registrar). Each value is a copy taken now, so encoding it later is safe.
    static func properties(of object: AnyObject) -> [(name: String, value: Any)] {
        let published = PublishedFields.values(of: object)
        if !published.isEmpty || object is any ObservableObject { return published }
        var chain: [Mirror] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            chain.append(current)
            mirror = current.superclassMirror
        }
        var properties: [(name: String, value: Any)] = []
        for current in chain.reversed() {
            for child in current.children {
                guard let label = child.label, label.hasPrefix("_"), !(child.value is ObservationRegistrar) else { continue }
                properties.append((String(label.dropFirst()), child.value))
            }
        }
        return properties
    }
}

/// Lets a metatype say what an optional wraps.
private protocol OptionalWrapping {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalWrapping {
    static var wrappedType: Any.Type { Wrapped.self }
}

extension ViewGraph {
    /// Runs a pass's work and marks the graph changed when an `@Observable` property that the
    /// work read is about to change. The callback fires once, on the writing thread.
    func trackingModelReads<T>(_ work: () -> T) -> T {
        let handle = handle
        return withObservationTracking(work, onChange: { handle.withGraph { $0.modelWillChange() } })
    }

    /// Keeps the graph subscribed to an `ObservableObject` while views link it.
    func observe<Object: ObservableObject>(_ object: Object) {
        let key = ObjectIdentifier(object)
        if let existing = objectSubscriptions[key] {
            existing.lastLinkedSerial = serial
            return
        }
        let handle = handle
        let subscription = object.objectWillChange.sink { _ in handle.withGraph { $0.modelWillChange() } }
        objectSubscriptions[key] = ObjectSubscription(object: object, subscription: subscription, serial: serial)
    }
}

/// The graph's subscription to one `ObservableObject`; it keeps the object, so its identifier
/// cannot be reused while the subscription lives.
final class ObjectSubscription {
    let object: AnyObject
    let subscription: AnyCancellable
    var lastLinkedSerial: Int

    init(object: AnyObject, subscription: AnyCancellable, serial: Int) {
        self.object = object
        self.subscription = subscription
        self.lastLinkedSerial = serial
    }
}
