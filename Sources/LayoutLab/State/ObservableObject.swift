import OpenCombine

// `ObservableObject` as SwiftUI code uses it: an object announces a change before it happens
// (`objectWillChange`), and each `@Published` property announces itself through its object's
// synthesized publisher, as Apple documents for `ObservableObject`. The publishers are
// Combine's (OpenCombine's on Linux), so their operators (`sink`, `map`, `debounce`, …) work and
// `onReceive` takes them. The protocol and `@Published` are the engine's own, not OpenCombine's:
// the engine finds an object's `@Published` values by reflection to record them.

/// A class whose changes views follow: `@StateObject`, `@ObservedObject`, `@EnvironmentObject`.
///
/// By default `objectWillChange` is synthesized and fires before any `@Published` property
/// changes. A class may declare its own (`let objectWillChange = ObservableObjectPublisher()`,
/// or any publisher that never fails, such as a `PassthroughSubject<Void, Never>`) and send
/// itself; `@Published` properties only announce through the synthesized one.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: OpenCombine.Publisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
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
public final class ObservableObjectPublisher: OpenCombine.Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never

    private let subject = PassthroughSubject<Void, Never>()

    public init() {}

    public func send() {
        subject.send(())
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }
}
