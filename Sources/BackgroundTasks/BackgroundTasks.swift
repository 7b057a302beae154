import Foundation

/// Background work the system launches when it sees fit (Apple: "BackgroundTasks"). No time
/// passes in a case and the app never goes to the background, so the system never launches
/// anything: registrations and submitted requests are kept as the scheduler keeps them (a request
/// replaces one with its identifier, at most one app refresh and ten processing requests wait,
/// as Apple documents), and `pendingTaskRequests()` answers what waits.
open class BGTaskRequest: NSObject, @unchecked Sendable {
    public let identifier: String
    open var earliestBeginDate: Date?

    init(identifier: String) {
        self.identifier = identifier
    }
}

open class BGAppRefreshTaskRequest: BGTaskRequest, @unchecked Sendable {
    public override init(identifier: String) {
        super.init(identifier: identifier)
    }
}

open class BGProcessingTaskRequest: BGTaskRequest, @unchecked Sendable {
    open var requiresNetworkConnectivity = false
    open var requiresExternalPower = false

    public override init(identifier: String) {
        super.init(identifier: identifier)
    }
}

open class BGHealthResearchTaskRequest: BGProcessingTaskRequest, @unchecked Sendable {}

/// A launched task, as a launch handler receives it. None is ever launched here; the type is
/// there for the handlers apps register.
open class BGTask: NSObject, @unchecked Sendable {
    public let identifier: String
    open var expirationHandler: (() -> Void)?
    public private(set) var _completed: Bool?

    public init(_identifier identifier: String) {
        self.identifier = identifier
    }

    open func setTaskCompleted(success: Bool) {
        _completed = success
    }
}

open class BGAppRefreshTask: BGTask, @unchecked Sendable {}
open class BGProcessingTask: BGTask, @unchecked Sendable {}
open class BGHealthResearchTask: BGProcessingTask, @unchecked Sendable {}

open class BGTaskScheduler: NSObject, @unchecked Sendable {
    public static let shared = BGTaskScheduler()

    /// Apple's error codes (`BGTaskSchedulerErrorDomain`).
    public struct Error: Swift.Error, Hashable, Sendable {
        public enum Code: Int, Sendable {
            case unavailable = 1
            case tooManyPendingTaskRequests = 2
            case notPermitted = 3
            case immediateRunIneligible = 4
        }

        public let code: Code
        public init(_ code: Code) { self.code = code }

        public static let unavailable = Code.unavailable
        public static let tooManyPendingTaskRequests = Code.tooManyPendingTaskRequests
        public static let notPermitted = Code.notPermitted
        public static let immediateRunIneligible = Code.immediateRunIneligible
    }

    private let lock = NSLock()
    private var handlers: [String: (BGTask) -> Void] = [:]
    private var pending: [BGTaskRequest] = []

    /// Registers `launchHandler` for tasks named `identifier`; false for a second registration
    /// of one identifier (UIKit stops the app there).
    @discardableResult
    open func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?, launchHandler: @escaping (BGTask) -> Void) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard handlers[identifier] == nil else { return false }
        handlers[identifier] = launchHandler
        return true
    }

    /// Keeps `taskRequest` until it is cancelled. A request for an identifier no handler is
    /// registered for is not permitted, as Apple's scheduler refuses it.
    open func submit(_ taskRequest: BGTaskRequest) throws {
        lock.lock()
        defer { lock.unlock() }
        guard handlers[taskRequest.identifier] != nil else { throw Error(.notPermitted) }
        pending.removeAll { $0.identifier == taskRequest.identifier }
        let refreshes = pending.filter { $0 is BGAppRefreshTaskRequest }.count
        let processing = pending.filter { $0 is BGProcessingTaskRequest }.count
        if taskRequest is BGAppRefreshTaskRequest, refreshes >= 1 { throw Error(.tooManyPendingTaskRequests) }
        if taskRequest is BGProcessingTaskRequest, processing >= 10 { throw Error(.tooManyPendingTaskRequests) }
        pending.append(taskRequest)
    }

    open func cancel(taskRequestWithIdentifier identifier: String) {
        lock.lock()
        pending.removeAll { $0.identifier == identifier }
        lock.unlock()
    }

    open func cancelAllTaskRequests() {
        lock.lock()
        pending.removeAll()
        lock.unlock()
    }

    open func getPendingTaskRequests(completionHandler: @escaping ([BGTaskRequest]) -> Void) {
        completionHandler(pendingRequests())
    }

    open func pendingTaskRequests() async -> [BGTaskRequest] {
        pendingRequests()
    }

    private func pendingRequests() -> [BGTaskRequest] {
        lock.lock()
        defer { lock.unlock() }
        return pending
    }
}

extension BGTaskScheduler.Error.Code {
    /// `catch BGTaskScheduler.Error.notPermitted`: an error matches a code when it is this
    /// error with that code.
    public static func ~= (code: BGTaskScheduler.Error.Code, error: any Error) -> Bool {
        (error as? BGTaskScheduler.Error)?.code == code
    }
}
