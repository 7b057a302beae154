// The subscription plumbing of `ObservableObjectPublisher` and `@Published`: Combine's
// `AnyCancellable`, and a thread-safe list of callbacks.

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
