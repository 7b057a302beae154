import Foundation
import OpenCombine

// Combine's operators that join publishers, which OpenCombine lacks: `combineLatest` (a form's
// fields validated together, `$email.combineLatest($password)`) and `merge` (several sources into
// one stream). Apple's semantics (its documentation, "Publishers.CombineLatest", "Publishers.Merge"):
// combining publishes once every upstream has published, then on each new value with the latest of
// the others; merging republishes every value as it comes. Both fail as soon as one upstream fails
// and finish when all have finished. Values the subscriber has not asked for yet are kept, in
// order, until it does.

/// The subscription both kinds share: it takes every upstream's events by index and publishes to
/// one subscriber within its demand.
final class JoiningSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var downstream: Downstream?
    private var latest: [Any?]
    private var finished: [Bool]
    private var upstreams: [Subscription?]
    private var demand = Subscribers.Demand.none
    private var pending: [Downstream.Input] = []
    private var isDelivering = false
    /// Makes the output from the latest values (combining), or from the one value that came
    /// (merging: the array holds only it).
    private let output: ([Any]) -> Downstream.Input
    private let combines: Bool

    init(downstream: Downstream, upstreamCount: Int, combines: Bool, output: @escaping ([Any]) -> Downstream.Input) {
        self.downstream = downstream
        latest = Array(repeating: nil, count: upstreamCount)
        finished = Array(repeating: false, count: upstreamCount)
        upstreams = Array(repeating: nil, count: upstreamCount)
        self.combines = combines
        self.output = output
    }

    func subscribe<Upstream: Publisher>(_ upstream: Upstream, at index: Int)
        where Upstream.Failure == Downstream.Failure {
        upstream.subscribe(IndexedSubscriber<Upstream.Output, Upstream.Failure>(index: index, subscription: self))
    }

    fileprivate func received(_ subscription: Subscription, at index: Int) {
        lock.lock()
        let cancelled = downstream == nil
        if !cancelled { upstreams[index] = subscription }
        lock.unlock()
        if cancelled { subscription.cancel() } else { subscription.request(.unlimited) }
    }

    fileprivate func received(_ value: Any, at index: Int) {
        lock.lock()
        guard downstream != nil else { lock.unlock(); return }
        latest[index] = value
        if combines {
            let values = latest.compactMap { $0 }
            if values.count == latest.count { pending.append(output(values)) }
        } else {
            pending.append(output([value]))
        }
        lock.unlock()
        deliver()
    }

    fileprivate func received(_ completion: Subscribers.Completion<Downstream.Failure>, at index: Int) {
        lock.lock()
        guard let subscriber = downstream else { lock.unlock(); return }
        switch completion {
        case .failure:
            // One failure ends it: the others are cancelled, the values not yet asked for dropped.
            let others = upstreams
            downstream = nil
            upstreams = []
            pending = []
            lock.unlock()
            others.forEach { $0?.cancel() }
            subscriber.receive(completion: completion)
        case .finished:
            finished[index] = true
            lock.unlock()
            deliver()
        }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        lock.unlock()
        deliver()
    }

    func cancel() {
        lock.lock()
        let all = upstreams
        downstream = nil
        upstreams = []
        pending = []
        lock.unlock()
        all.forEach { $0?.cancel() }
    }

    /// Publishes what is pending within the demand, then the end once every upstream has finished
    /// and nothing is pending; one delivery at a time, so values keep their order.
    private func deliver() {
        lock.lock()
        guard !isDelivering else { lock.unlock(); return }
        isDelivering = true
        while let subscriber = downstream {
            if !pending.isEmpty, demand > 0 {
                let value = pending.removeFirst()
                demand -= 1
                lock.unlock()
                let more = subscriber.receive(value)
                lock.lock()
                demand += more
            } else if pending.isEmpty, finished.allSatisfy({ $0 }) {
                downstream = nil
                upstreams = []
                isDelivering = false
                lock.unlock()
                subscriber.receive(completion: .finished)
                return
            } else {
                break
            }
        }
        isDelivering = false
        lock.unlock()
    }
}

/// Forwards one upstream's events to the joining subscription, with the upstream's index.
private struct IndexedSubscriber<Input, Failure: Error>: Subscriber {
    let index: Int
    let forward: (Subscription) -> Void
    let value: (Input) -> Void
    let end: (Subscribers.Completion<Failure>) -> Void
    let combineIdentifier = CombineIdentifier()

    init<Downstream: Subscriber>(index: Int, subscription: JoiningSubscription<Downstream>) where Downstream.Failure == Failure {
        self.index = index
        forward = { subscription.received($0, at: index) }
        value = { subscription.received($0, at: index) }
        end = { subscription.received($0, at: index) }
    }

    func receive(subscription: Subscription) { forward(subscription) }
    func receive(_ input: Input) -> Subscribers.Demand {
        value(input)
        return .none
    }
    func receive(completion: Subscribers.Completion<Failure>) { end(completion) }
}

extension Publishers {
    /// The latest values of two publishers, once both have published (Apple: "CombineLatest").
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let joining = JoiningSubscription(downstream: subscriber, upstreamCount: 2, combines: true) {
                ($0[0] as! A.Output, $0[1] as! B.Output)
            }
            subscriber.receive(subscription: joining)
            joining.subscribe(a, at: 0)
            joining.subscribe(b, at: 1)
        }
    }

    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
        where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let joining = JoiningSubscription(downstream: subscriber, upstreamCount: 3, combines: true) {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output)
            }
            subscriber.receive(subscription: joining)
            joining.subscribe(a, at: 0)
            joining.subscribe(b, at: 1)
            joining.subscribe(c, at: 2)
        }
    }

    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
        where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public let d: D

        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let joining = JoiningSubscription(downstream: subscriber, upstreamCount: 4, combines: true) {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output)
            }
            subscriber.receive(subscription: joining)
            joining.subscribe(a, at: 0)
            joining.subscribe(b, at: 1)
            joining.subscribe(c, at: 2)
            joining.subscribe(d, at: 3)
        }
    }

    /// Every value of two publishers of one output type, as each comes (Apple: "Merge").
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany(AnyPublisher(a), AnyPublisher(b)).receive(subscriber: subscriber)
        }
    }

    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
        where A.Output == B.Output, B.Output == C.Output, A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany(AnyPublisher(a), AnyPublisher(b), AnyPublisher(c)).receive(subscriber: subscriber)
        }
    }

    /// Every value of any number of publishers of one type, as each comes (Apple: "MergeMany").
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let publishers: [Upstream]

        public init(_ upstream: Upstream...) { publishers = upstream }
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let joining = JoiningSubscription(downstream: subscriber, upstreamCount: publishers.count, combines: false) {
                $0[0] as! Output
            }
            subscriber.receive(subscription: joining)
            for (index, publisher) in publishers.enumerated() { joining.subscribe(publisher, at: index) }
            if publishers.isEmpty { joining.request(.none) }
        }

        public func merge(with other: Upstream) -> MergeMany<Upstream> { MergeMany(publishers + [other]) }
    }
}

extension Publisher {
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
        -> Publishers.CombineLatest3<Self, P, Q> where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    public func combineLatest<P: Publisher, Q: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
    }

    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(_ publisher1: P, _ publisher2: Q, _ publisher3: R)
        -> Publishers.CombineLatest4<Self, P, Q, R> where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
    }

    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R, _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
        where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3).map(transform)
    }

    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }

    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
        where B.Output == Output, C.Output == Output, B.Failure == Failure, C.Failure == Failure {
        Publishers.Merge3(self, b, c)
    }
}
