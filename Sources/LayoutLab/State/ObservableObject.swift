// `ObservableObject` without Combine, which Linux does not have: the part of Combine's API that
// SwiftUI code uses with it (with `@Published`, Published.swift). An object announces a change
// before it happens (`objectWillChange`), and each `@Published` property announces itself
// through its object's synthesized publisher, as Apple documents for `ObservableObject`.
// Subscribers get plain callbacks (`sink`); there are no operators, schedulers or back-pressure.

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
