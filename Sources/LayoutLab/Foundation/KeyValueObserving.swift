import Foundation
import OpenCombine

// Key-value observing as Apple's Foundation declares it for Swift (`observe(_:options:changeHandler:)`,
// `NSKeyValueObservation`, and Combine's `publisher(for:options:)` on `NSObject`), which Linux's
// Foundation lacks: it has no Objective-C runtime to watch a property. Here an object reports its
// own changes: a module that models an Apple class calls `_willChangeValue(for:)` and
// `_didChangeValue(for:)` around a change of an observable property (AVFoundation's player and
// item do; docs/supported-api.md, "AVKit and AVFoundation"). A property no one reports changes
// for answers its initial value only, as an Objective-C property that is not KVO-compliant does.

/// What an observation reports (Apple's raw values: new 1, old 2, initial 4, prior 8).
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change (Apple's raw values).
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1, insertion = 2, removal = 3, replacement = 4
}

/// One change as an observation's handler receives it: `newValue` with `.new`, `oldValue` with
/// `.old`, `isPrior` for the notice sent before the change with `.prior`.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    public let newValue: Value?
    public let oldValue: Value?
    public let indexes: IndexSet?
    public let isPrior: Bool
}

/// An observation made by `observe(_:options:changeHandler:)`: it lasts until `invalidate()` or
/// until the token is released (Apple, "NSKeyValueObservation").
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
    private let removal: () -> Void
    private var removed = false
    private let lock = NSLock()

    init(removal: @escaping () -> Void) {
        self.removal = removal
    }

    public func invalidate() {
        let first = lock.withLock {
            defer { removed = true }
            return !removed
        }
        if first { removal() }
    }

    deinit { invalidate() }
}

/// The protocol Apple declares key-value observing on; every `NSObject` conforms.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

/// The observations of every object that reports changes: per object, per observation, what to
/// call before and after a change of a key path. Handlers are called outside the lock, on the
/// thread that made the change, as Apple's KVO calls them.
final class KeyValueObservers: @unchecked Sendable {
    struct Entry {
        let keyPath: AnyKeyPath
        let willChange: () -> Void
        let didChange: () -> Void
    }

    static let shared = KeyValueObservers()
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: [Int: Entry]] = [:]
    private var nextID = 0

    func add(_ entry: Entry, to object: AnyObject) -> Int {
        lock.withLock {
            nextID += 1
            entries[ObjectIdentifier(object), default: [:]][nextID] = entry
            return nextID
        }
    }

    func remove(_ id: Int, from object: ObjectIdentifier) {
        lock.withLock {
            entries[object]?[id] = nil
            if entries[object]?.isEmpty == true { entries[object] = nil }
        }
    }

    func entries(of object: AnyObject, for keyPath: AnyKeyPath) -> [Entry] {
        lock.withLock {
            (entries[ObjectIdentifier(object)] ?? [:]).sorted { $0.key < $1.key }.map(\.value).filter { $0.keyPath == keyPath }
        }
    }
}

extension NSObject {
    /// Tells the object's observations of `keyPath` that it is about to change (those that asked
    /// for `.prior` are told now). Not Apple's API: what a modelled class calls where Apple's
    /// runtime would notice the change itself.
    public func _willChangeValue(for keyPath: AnyKeyPath) {
        for entry in KeyValueObservers.shared.entries(of: self, for: keyPath) { entry.willChange() }
    }

    /// Tells the object's observations of `keyPath` that it changed.
    public func _didChangeValue(for keyPath: AnyKeyPath) {
        for entry in KeyValueObservers.shared.entries(of: self, for: keyPath) { entry.didChange() }
    }

    /// Makes `change` and reports it to the observations of each key path.
    public func _changeValues(for keyPaths: [AnyKeyPath], _ change: () -> Void) {
        for keyPath in keyPaths { _willChangeValue(for: keyPath) }
        change()
        for keyPath in keyPaths { _didChangeValue(for: keyPath) }
    }
}

/// One observation's state: the value it last saw, to report as the old value.
private final class ObservedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func exchange(_ new: Value) -> Value {
        lock.withLock {
            defer { value = new }
            return value
        }
    }

    var current: Value { lock.withLock { value } }
}

extension _KeyValueCodingAndObserving where Self: NSObject {
    /// Calls `changeHandler` with the object and each change of `keyPath` the object reports
    /// (with `.initial`, once at once with the current value), until the observation is
    /// invalidated or released (Apple, "observe(_:options:changeHandler:)").
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>,
        options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let seen = ObservedValue(self[keyPath: keyPath])
        let object = ObjectIdentifier(self)
        nonisolated(unsafe) weak let weakSelf = self
        nonisolated(unsafe) let handler = changeHandler
        let id = KeyValueObservers.shared.add(KeyValueObservers.Entry(
            keyPath: keyPath,
            willChange: {
                guard options.contains(.prior), let observed = weakSelf else { return }
                let old = seen.current
                handler(observed, NSKeyValueObservedChange(
                    kind: .setting, newValue: nil, oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: true))
            },
            didChange: {
                guard let observed = weakSelf else { return }
                let new = observed[keyPath: keyPath]
                let old = seen.exchange(new)
                handler(observed, NSKeyValueObservedChange(
                    kind: .setting, newValue: options.contains(.new) ? new : nil,
                    oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
            }
        ), to: self)
        if options.contains(.initial) {
            handler(self, NSKeyValueObservedChange(
                kind: .setting, newValue: options.contains(.new) ? seen.current : nil, oldValue: nil, indexes: nil, isPrior: false))
        }
        return NSKeyValueObservation { KeyValueObservers.shared.remove(id, from: object) }
    }

    /// A publisher of the value at `keyPath`: with `.initial`, the current value when a
    /// subscriber first asks; with `.prior`, the value before each change; with `.new`, the value
    /// after it (Apple, "publisher(for:options:)", by default `[.initial, .new]`).
    public func publisher<Value>(
        for keyPath: KeyPath<Self, Value>,
        options: NSKeyValueObservingOptions = [.initial, .new]
    ) -> NSObject.KeyValueObservingPublisher<Self, Value> {
        NSObject.KeyValueObservingPublisher(object: self, keyPath: keyPath, options: options)
    }
}

extension NSObject {
    /// Combine's publisher of a key path's values (Apple's Foundation declares it on `NSObject`).
    public struct KeyValueObservingPublisher<Subject: NSObject, Value>: Equatable, Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        public let object: Subject
        public let keyPath: KeyPath<Subject, Value>
        public let options: NSKeyValueObservingOptions

        public init(object: Subject, keyPath: KeyPath<Subject, Value>, options: NSKeyValueObservingOptions) {
            self.object = object
            self.keyPath = keyPath
            self.options = options
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.object === rhs.object && lhs.keyPath == rhs.keyPath && lhs.options == rhs.options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            let subscription = KeyValueSubscription(object: object, keyPath: keyPath, options: options, subscriber: subscriber)
            subscriber.receive(subscription: subscription)
        }
    }
}

/// A subscription to an object's key path: values go to the subscriber while it has demand
/// (those reported without demand are dropped, as there is no buffer to keep them in).
private final class KeyValueSubscription<Subject: NSObject, Value, S: Subscriber>: Subscription, @unchecked Sendable
where S.Input == Value, S.Failure == Never {
    private let lock = NSLock()
    private var subscriber: S?
    private var demand = Subscribers.Demand.none
    private var initialPending: Bool
    private var observation: NSKeyValueObservation?
    private weak var object: Subject?
    private let keyPath: KeyPath<Subject, Value>

    init(object: Subject, keyPath: KeyPath<Subject, Value>, options: NSKeyValueObservingOptions, subscriber: S) {
        self.subscriber = subscriber
        self.object = object
        self.keyPath = keyPath
        initialPending = options.contains(.initial)
        // Old values come with the notices before a change, which only `.prior` asks for.
        let observed = options.subtracting(.initial).union([.new, .old])
        observation = object.observe(keyPath, options: observed) { [weak self] _, change in
            guard let self else { return }
            if change.isPrior {
                if let old = change.oldValue { self.send(old) }
            } else if options.contains(.new), let new = change.newValue {
                self.send(new)
            }
        }
    }

    private func send(_ value: Value) {
        let target: S? = lock.withLock {
            guard let subscriber, demand > 0 else { return nil }
            demand -= 1
            return subscriber
        }
        guard let target else { return }
        let more = target.receive(value)
        lock.withLock { demand += more }
    }

    func request(_ demand: Subscribers.Demand) {
        let initial: Value? = lock.withLock {
            self.demand += demand
            guard initialPending, let object else { return nil }
            initialPending = false
            return object[keyPath: keyPath]
        }
        if let initial { send(initial) }
    }

    func cancel() {
        let observation = lock.withLock {
            subscriber = nil
            defer { self.observation = nil }
            return self.observation
        }
        observation?.invalidate()
    }
}
