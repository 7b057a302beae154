import Foundation

public enum WCSessionActivationState: Int, Sendable {
    case notActivated = 0
    case inactive = 1
    case activated = 2
}

/// What the app hears about its session; every method but activation has a default, as Apple's
/// are optional.
public protocol WCSessionDelegate: NSObjectProtocol {
    func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: (any Error)?)
    func sessionDidBecomeInactive(_ session: WCSession)
    func sessionDidDeactivate(_ session: WCSession)
    func sessionWatchStateDidChange(_ session: WCSession)
    func sessionCompanionAppInstalledDidChange(_ session: WCSession)
    func sessionReachabilityDidChange(_ session: WCSession)
    func session(_ session: WCSession, didReceiveMessage message: [String: Any])
    func session(_ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void)
    func session(_ session: WCSession, didReceiveMessageData messageData: Data)
    func session(_ session: WCSession, didReceiveMessageData messageData: Data, replyHandler: @escaping (Data) -> Void)
    func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any])
    func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any])
    func session(_ session: WCSession, didFinish userInfoTransfer: WCSessionUserInfoTransfer, error: (any Error)?)
    func session(_ session: WCSession, didReceive file: WCSessionFile)
    func session(_ session: WCSession, didFinish fileTransfer: WCSessionFileTransfer, error: (any Error)?)
}

extension WCSessionDelegate {
    public func sessionDidBecomeInactive(_ session: WCSession) {}
    public func sessionDidDeactivate(_ session: WCSession) {}
    public func sessionWatchStateDidChange(_ session: WCSession) {}
    public func sessionCompanionAppInstalledDidChange(_ session: WCSession) {}
    public func sessionReachabilityDidChange(_ session: WCSession) {}
    public func session(_ session: WCSession, didReceiveMessage message: [String: Any]) {}
    public func session(_ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void) {}
    public func session(_ session: WCSession, didReceiveMessageData messageData: Data) {}
    public func session(_ session: WCSession, didReceiveMessageData messageData: Data, replyHandler: @escaping (Data) -> Void) {}
    public func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any]) {}
    public func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any]) {}
    public func session(_ session: WCSession, didFinish userInfoTransfer: WCSessionUserInfoTransfer, error: (any Error)?) {}
    public func session(_ session: WCSession, didReceive file: WCSessionFile) {}
    public func session(_ session: WCSession, didFinish fileTransfer: WCSessionFileTransfer, error: (any Error)?) {}
}

/// A file the counterpart sent.
open class WCSessionFile: NSObject, @unchecked Sendable {
    public let fileURL: URL
    public let metadata: [String: Any]?

    init(fileURL: URL, metadata: [String: Any]?) {
        self.fileURL = fileURL
        self.metadata = metadata
    }
}

/// A user-info dictionary on its way to the counterpart.
open class WCSessionUserInfoTransfer: NSObject, @unchecked Sendable {
    public let userInfo: [String: Any]
    public let isCurrentComplicationInfo: Bool
    public private(set) var isTransferring: Bool

    init(userInfo: [String: Any], isCurrentComplicationInfo: Bool) {
        self.userInfo = userInfo
        self.isCurrentComplicationInfo = isCurrentComplicationInfo
        isTransferring = true
    }

    public func cancel() { isTransferring = false }
}

/// A file on its way to the counterpart.
open class WCSessionFileTransfer: NSObject, @unchecked Sendable {
    public let file: WCSessionFile
    public private(set) var isTransferring: Bool
    public let progress: Progress

    init(file: WCSessionFile) {
        self.file = file
        isTransferring = true
        progress = Progress(totalUnitCount: 1)
    }

    public func cancel() { isTransferring = false }
}

/// The link between an iPhone app and its Watch app. A Linux machine is neither, and no watch is
/// paired with it: `isSupported()` is false, as Apple's is on a device that cannot pair (an iPad),
/// activating completes as `notActivated` with `WCError.Code.sessionNotSupported`, nothing is ever
/// reachable, and every send fails with the error Apple documents for that case. What the app
/// queues (`transferUserInfo`, `transferFile`) stays outstanding, as it would until a watch came.
///
/// Delegate calls happen before the method returns, on the caller's thread (deterministic runs).
open class WCSession: NSObject, @unchecked Sendable {
    private static let shared = WCSession()

    public class var `default`: WCSession { shared }

    public class func isSupported() -> Bool { false }

    public weak var delegate: (any WCSessionDelegate)?

    public private(set) var activationState: WCSessionActivationState = .notActivated
    public private(set) var applicationContext: [String: Any] = [:]
    public private(set) var receivedApplicationContext: [String: Any] = [:]
    public private(set) var outstandingUserInfoTransfers: [WCSessionUserInfoTransfer] = []
    public private(set) var outstandingFileTransfers: [WCSessionFileTransfer] = []

    public var isReachable: Bool { false }
    public var iOSDeviceNeedsUnlockAfterRebootForReachability: Bool { false }
    public var isPaired: Bool { false }
    public var isWatchAppInstalled: Bool { false }
    public var isCompanionAppInstalled: Bool { false }
    public var isComplicationEnabled: Bool { false }
    public var remainingComplicationUserInfoTransfers: Int { 0 }
    public var hasContentPending: Bool { false }
    public var watchDirectoryURL: URL? { nil }

    /// Tells the delegate that the session could not be activated: the device does not support it.
    public func activate() {
        activationState = .notActivated
        delegate?.session(self, activationDidCompleteWith: .notActivated, error: WCError(.sessionNotSupported))
    }

    /// Why a send cannot happen now: the session is not activated, or (once it were) no
    /// counterpart is reachable.
    private var sendError: WCError {
        activationState == .activated ? WCError(.notReachable) : WCError(.sessionNotActivated)
    }

    public func sendMessage(_ message: [String: Any], replyHandler: (([String: Any]) -> Void)?, errorHandler: ((any Error) -> Void)? = nil) {
        errorHandler?(sendError)
    }

    public func sendMessageData(_ data: Data, replyHandler: ((Data) -> Void)?, errorHandler: ((any Error) -> Void)? = nil) {
        errorHandler?(sendError)
    }

    /// Throws when the session is not activated; otherwise keeps the context as the latest one.
    public func updateApplicationContext(_ applicationContext: [String: Any]) throws {
        guard activationState == .activated else { throw WCError(.sessionNotActivated) }
        self.applicationContext = applicationContext
    }

    @discardableResult
    public func transferUserInfo(_ userInfo: [String: Any] = [:]) -> WCSessionUserInfoTransfer {
        let transfer = WCSessionUserInfoTransfer(userInfo: userInfo, isCurrentComplicationInfo: false)
        outstandingUserInfoTransfers.append(transfer)
        return transfer
    }

    @discardableResult
    public func transferCurrentComplicationUserInfo(_ userInfo: [String: Any] = [:]) -> WCSessionUserInfoTransfer {
        let transfer = WCSessionUserInfoTransfer(userInfo: userInfo, isCurrentComplicationInfo: true)
        outstandingUserInfoTransfers.append(transfer)
        return transfer
    }

    @discardableResult
    public func transferFile(_ file: URL, metadata: [String: Any]?) -> WCSessionFileTransfer {
        let transfer = WCSessionFileTransfer(file: WCSessionFile(fileURL: file, metadata: metadata))
        outstandingFileTransfers.append(transfer)
        return transfer
    }
}
