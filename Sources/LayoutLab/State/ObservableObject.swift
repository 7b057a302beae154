// `ObservableObject` and `@Published` without Combine, which Linux does not have: the part of
// Combine's API that SwiftUI code uses with them. An object announces a change before it happens
// (`objectWillChange`), and each `@Published` property announces itself through its object's
// synthesized publisher, as Apple documents for `ObservableObject`. Subscribers get plain
// callbacks (`sink`); there are no operators, schedulers or back-pressure.

/// A class whose changes views follow: `@StateObject`, `@ObservedObject`, `@EnvironmentObject`.
///
/// By default `objectWillChange` is synthesized and fires before any `@Published` property
/// changes. A class may declare its own `let objectWillChange = ObservableObjectPublisher()` and
/// call `send()` itself; `@Published` properties only announce through the synthesized one.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: ObjectWillChangeSubscribable = ObservableObjectPublisher
    var objectWillChange: ObjectWillChangePublisher { get }
}

/// What the engine needs of an object's `objectWillChange`: a way to be told. Combine calls this
/// `Publisher`; only the publishers below conform.
public protocol ObjectWillChangeSubscribable {
    func _subscribe(_ receive: @escaping () -> Void) -> AnyCancellable
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The synthesized publisher, kept by the object's `@Published` properties (as Combine does):
    /// the first one that has a publisher gives it; otherwise a new one is handed to all of them.
    /// An object without `@Published` properties gets a fresh publisher each time.
    public var objectWillChange: ObservableObjectPublisher {
        let fields = PublishedFields.of(self)
        if let existing = fields.lazy.compactMap(\.publisher).first { return existing }
        let publisher = ObservableObjectPublisher()
        for field in fields { field.publisher = publisher }
        return publisher
    }
}

/// The publisher an `ObservableObject` synthesizes: `send()` tells every subscriber, in the order
/// they subscribed, before the object changes.
public final class ObservableObjectPublisher: ObjectWillChangeSubscribable, @unchecked Sendable {
    private let subscribers = Subscribers<Void>()

    public init() {}

    public func send() {
        subscribers.send(())
    }

    public func sink(receiveValue: @escaping () -> Void) -> AnyCancellable {
        subscribers.add { receiveValue() }
    }

    public func _subscribe(_ receive: @escaping () -> Void) -> AnyCancellable {
        sink(receiveValue: receive)
    }
}

/// Cancels a subscription when told to, or when it goes away.
public final class AnyCancellable: Hashable, @unchecked Sendable {
    private var cancelAction: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) {
        cancelAction = cancel
    }

    public func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }

    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    deinit { cancel() }

    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A property of an `ObservableObject` that announces changes through its object's
/// `objectWillChange` before it changes. `$property` publishes each new value (before it is set,
/// as Combine's does).
@propertyWrapper
public struct Published<Value> {
    let storage: PublishedStorage<Value>

    public init(wrappedValue: Value) {
        storage = PublishedStorage(wrappedValue)
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Only the enclosing-instance subscript below is used in a class, as in Combine.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set { object[keyPath: storageKeyPath].storage.set(newValue) }
    }

    public var projectedValue: Publisher {
        get { Publisher(storage: storage) }
        // `$property = …` is accepted, as in Combine, and changes nothing here.
        set {}
    }

    /// The values a `@Published` property takes, from its current one on.
    public struct Publisher {
        let storage: PublishedStorage<Value>

        public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
            receiveValue(storage.value)
            return storage.values.add(receiveValue)
        }
    }
}

/// A `@Published` property's value and the object's publisher it announces through. Shared by
/// every copy of the wrapper, so the object's reflected copy reaches the real one.
final class PublishedStorage<Value>: PublishedField {
    var value: Value
    /// The object's synthesized publisher, kept here as Combine keeps it: it lives as long as
    /// the object does.
    var publisher: ObservableObjectPublisher?
    let values = Subscribers<Value>()

    init(_ value: Value) {
        self.value = value
    }

    func set(_ newValue: Value) {
        publisher?.send()
        values.send(newValue)
        value = newValue
    }

    var anyValue: Any { value }
}

/// The type-erased face of a `@Published` property, for the synthesized publisher and the trace.
protocol PublishedField: AnyObject {
    var publisher: ObservableObjectPublisher? { get set }
    var anyValue: Any { get }
}

/// An object's `@Published` properties, found by reflection through its class hierarchy.
enum PublishedFields {
    static func of(_ object: AnyObject) -> [any PublishedField] {
        var fields: [any PublishedField] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                if let field = (child.value as? PublishedWrapper)?.field { fields.append(field) }
            }
            mirror = current.superclassMirror
        }
        return fields
    }

    /// The trace's view of an object's published values: each property's name, without the
    /// wrapper's underscore, and its current value.
    static func values(of object: AnyObject) -> [(name: String, value: Any)] {
        var values: [(name: String, value: Any)] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        var chain: [Mirror] = []
        while let current = mirror {
            chain.append(current)
            mirror = current.superclassMirror
        }
        // Superclass properties first: declaration order through the hierarchy.
        for current in chain.reversed() {
            for child in current.children {
                guard let field = (child.value as? PublishedWrapper)?.field else { continue }
                values.append((JSONText.fieldName(child.label, index: values.count), field.anyValue))
            }
        }
        return values
    }
}

/// Lets reflection find a `Published` of any value type.
protocol PublishedWrapper {
    var field: any PublishedField { get }
}

extension Published: PublishedWrapper {
    var field: any PublishedField { storage }
}

/// Callbacks in subscription order; safe to use from any thread, and a callback may subscribe or
/// cancel while being called.
final class Subscribers<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var callbacks: [(id: Int, receive: (Value) -> Void)] = []

    func add(_ receive: @escaping (Value) -> Void) -> AnyCancellable {
        lock.lock()
        let id = next
        next += 1
        callbacks.append((id, receive))
        lock.unlock()
        return AnyCancellable { [weak self] in self?.remove(id) }
    }

    private func remove(_ id: Int) {
        lock.lock()
        callbacks.removeAll { $0.id == id }
        lock.unlock()
    }

    func send(_ value: Value) {
        lock.lock()
        let current = callbacks
        lock.unlock()
        for callback in current { callback.receive(value) }
    }
}
