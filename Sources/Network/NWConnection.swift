// A connection (Apple: "NWConnection") on a machine with no network: it never becomes ready.
// Apple's connection waits, reporting `.waiting` with the reason, while no path can carry it; here
// no path ever will (docs/supported-api.md, "Network").
import Foundation

/// What went wrong with a connection.
public enum NWError: Error, Hashable, Sendable, CustomDebugStringConvertible {
    case posix(POSIXErrorCode)
    case dns(Int32)
    case tls(Int32)

    public var debugDescription: String {
        switch self {
        case .posix(let code): "POSIXErrorCode(rawValue: \(code.rawValue)): \(String(cString: strerror(code.rawValue)))"
        case .dns(let code): "DNS error \(code)"
        case .tls(let code): "TLS error \(code)"
        }
    }
}

/// How a connection is made: kept as set.
public final class NWParameters: @unchecked Sendable {
    public var requiredInterfaceType: NWInterface.InterfaceType = .other
    public var prohibitedInterfaceTypes: [NWInterface.InterfaceType]?
    public var allowLocalEndpointReuse = false
    public var includePeerToPeer = false
    public var prohibitExpensivePaths = false
    public var prohibitConstrainedPaths = false
    public var requiredLocalEndpoint: NWEndpoint?
    /// The transport the preset names ("tcp", "udp", "tls"): for tests and descriptions.
    public let transport: String

    public init() { transport = "tcp" }
    init(transport: String) { self.transport = transport }

    public class var tcp: NWParameters { NWParameters(transport: "tcp") }
    public class var udp: NWParameters { NWParameters(transport: "udp") }
    public class var tls: NWParameters { NWParameters(transport: "tls") }
    public class var dtls: NWParameters { NWParameters(transport: "dtls") }
}

/// A connection to an endpoint.
///
/// `start(queue:)` reports `.preparing`, then `.waiting(.posix(.ENETDOWN))` (the network is down),
/// to the state handler before it returns, on the caller's thread (deterministic, as the path
/// monitor's report); it never becomes ready. Sends complete with that error, receives end with
/// it; `cancel()` reports `.cancelled`.
public final class NWConnection: @unchecked Sendable {
    public enum State: Hashable, Sendable {
        case setup
        case waiting(NWError)
        case preparing
        case ready
        case failed(NWError)
        case cancelled
    }

    /// What to do with sent content.
    public enum SendCompletion: Sendable {
        case contentProcessed(@Sendable (NWError?) -> Void)
        case idempotent
    }

    /// A message's context (default for a stream).
    public final class ContentContext: @unchecked Sendable {
        public let identifier: String
        public let isFinal: Bool
        public init(identifier: String, isFinal: Bool = false) {
            self.identifier = identifier
            self.isFinal = isFinal
        }

        public static let defaultMessage = ContentContext(identifier: "default message", isFinal: true)
        public static let finalMessage = ContentContext(identifier: "final message", isFinal: true)
        public static let defaultStream = ContentContext(identifier: "default stream")
    }

    static let down = NWError.posix(.ENETDOWN)

    public let endpoint: NWEndpoint
    public let parameters: NWParameters
    private let lock = NSLock()
    private var current = State.setup
    private var handler: (@Sendable (State) -> Void)?
    private var startedQueue: DispatchQueue?

    public init(to endpoint: NWEndpoint, using parameters: NWParameters) {
        self.endpoint = endpoint
        self.parameters = parameters
    }

    public convenience init(host: NWEndpoint.Host, port: NWEndpoint.Port, using parameters: NWParameters) {
        self.init(to: .hostPort(host: host, port: port), using: parameters)
    }

    public var state: State { lock.withLock { current } }
    public var currentPath: NWPath? { lock.withLock { current == .setup ? nil : .offline } }
    public var queue: DispatchQueue? { lock.withLock { startedQueue } }

    public var stateUpdateHandler: (@Sendable (State) -> Void)? {
        get { lock.withLock { handler } }
        set { lock.withLock { handler = newValue } }
    }

    public func start(queue: DispatchQueue) {
        guard lock.withLock({ current == .setup }) else { return }
        lock.withLock { startedQueue = queue }
        move(to: .preparing)
        move(to: .waiting(Self.down))
    }

    public func cancel() {
        guard lock.withLock({ current != .cancelled }) else { return }
        move(to: .cancelled)
    }

    public func forceCancel() { cancel() }

    /// Retries the connection: it waits again.
    public func restart() {
        if case .waiting = state { move(to: .waiting(Self.down)) }
    }

    public func send(content: Data?, contentContext: ContentContext = .defaultMessage, isComplete: Bool = true, completion: SendCompletion) {
        if case .contentProcessed(let done) = completion { done(Self.down) }
    }

    public func receive(minimumIncompleteLength: Int, maximumLength: Int,
                        completion: @escaping @Sendable (Data?, ContentContext?, Bool, NWError?) -> Void) {
        completion(nil, nil, false, Self.down)
    }

    public func receiveMessage(completion: @escaping @Sendable (Data?, ContentContext?, Bool, NWError?) -> Void) {
        completion(nil, nil, false, Self.down)
    }

    private func move(to state: State) {
        let handler = lock.withLock {
            current = state
            return self.handler
        }
        handler?(state)
    }
}
