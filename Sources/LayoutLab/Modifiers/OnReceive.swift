import OpenCombine

nonisolated extension View {
    /// Runs `action` with each value `publisher` emits while the view is in the tree (SwiftUI's
    /// `onReceive(_:perform:)`, for any publisher that never fails).
    ///
    /// The view subscribes the first pass it is in, as SwiftUI subscribes while it builds the
    /// view, and asks for every value, so none is dropped; the subscription lasts until the view
    /// leaves the tree. Values queue, and run `action` between frames on the engine thread, as a
    /// `task`'s work does, so what it writes lands in the next frame. A publisher that has a value
    /// when subscribed (`Just`, `$published`, a `CurrentValueSubject`) runs `action` with it after
    /// the first frame; values sent before then (by an `onAppear`) queue behind it.
    public func onReceive<P: OpenCombine.Publisher>(
        _ publisher: P, perform action: @escaping (P.Output) -> Void
    ) -> some View where P.Failure == Never {
        modifier(NodeAttachmentModifier { node, graph in
            node.attach { identity in
                let receiver = graph.receiver(at: identity) { ReceivedValues(publisher) }
                return .action(ActionAttachment(site: identity, kind: .task(id: 0, isEqual: { _, _ in true }, action: {
                    for await delivery in receiver.stream {
                        action(delivery.value)
                    }
                })))
            }
        })
    }
}

/// One `onReceive`'s subscription, and the values it received, as an unbounded async sequence
/// that the site's task reads.
final class ReceivedValues<Output>: @unchecked Sendable {
    /// A value crossing from the publisher's thread to the engine's executor.
    struct Delivery: @unchecked Sendable {
        let value: Output
    }

    let stream: AsyncStream<Delivery>
    private let continuation: AsyncStream<Delivery>.Continuation
    private var subscription: AnyCancellable?

    init<P: OpenCombine.Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Never {
        let (stream, continuation) = AsyncStream.makeStream(of: Delivery.self, bufferingPolicy: .unbounded)
        self.stream = stream
        self.continuation = continuation
        subscription = publisher.sink { continuation.yield(Delivery(value: $0)) }
    }

    deinit {
        subscription?.cancel()
        continuation.finish()
    }
}

/// A site's subscription and the last pass that built the site.
final class KeptReceiver {
    let receiver: AnyObject
    var lastLinkedSerial: Int

    init(_ receiver: AnyObject, serial: Int) {
        self.receiver = receiver
        self.lastLinkedSerial = serial
    }
}

extension ViewGraph {
    /// The subscription kept for the `onReceive` at `identity`, made (subscribing) the first time.
    func receiver<Receiver: AnyObject>(at identity: Identity, make: () -> Receiver) -> Receiver {
        if let kept = receivers[identity], let receiver = kept.receiver as? Receiver {
            kept.lastLinkedSerial = serial
            return receiver
        }
        let receiver = make()
        receivers[identity] = KeptReceiver(receiver, serial: serial)
        return receiver
    }

    /// Cancels the subscriptions of views the last pass did not build: they left the tree.
    func collectUnlinkedReceivers() {
        guard !receivers.isEmpty else { return }
        let current = serial
        receivers = receivers.filter { $0.value.lastLinkedSerial == current }
    }
}
