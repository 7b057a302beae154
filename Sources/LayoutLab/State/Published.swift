import OpenCombine

// `@Published`: a property that announces each change through its object's synthesized
// `objectWillChange`, and whose projected value (`$property`) is a Combine publisher of its
// values (OpenCombine's protocol on Linux; see ObservableObject.swift).

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

    /// The values a `@Published` property takes, from its current one on: a subscriber gets the
    /// current value, then each new one before the property changes, as Combine's does.
    public struct Publisher: OpenCombine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        let storage: PublishedStorage<Value>

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            storage.values.prepend(storage.value).receive(subscriber: subscriber)
        }
    }
}

extension OpenCombine.Publisher where Failure == Never {
    /// Republishes every value into a `@Published` property (`.assign(to: &$name)`), for as long
    /// as the property's object lives.
    public func assign(to published: inout Published<Output>.Publisher) {
        let storage = published.storage
        storage.keep(sink { [weak storage] value in storage?.set(value) })
    }
}

/// A `@Published` property's value and the object's publisher it announces through. Shared by
/// every copy of the wrapper, so the object's reflected copy reaches the real one.
final class PublishedStorage<Value>: PublishedField {
    var value: Value
    /// The object's synthesized publisher, kept here as Combine keeps it: it lives as long as
    /// the object does.
    var publisher: ObservableObjectPublisher?
    let values = PassthroughSubject<Value, Never>()
    /// Subscriptions made by `assign(to:)`, which live as long as the property.
    private var assignments: [AnyCancellable] = []

    init(_ value: Value) {
        self.value = value
    }

    func set(_ newValue: Value) {
        publisher?.send()
        values.send(newValue)
        value = newValue
    }

    var anyValue: Any { value }

    func keep(_ subscription: AnyCancellable) {
        assignments.append(subscription)
    }
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
