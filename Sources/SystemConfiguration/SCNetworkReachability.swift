// Reachability of a host or an address (Apple: "SCNetworkReachability"). A layout run is offline,
// as the Network module's path is unsatisfied: every target's flags are empty, and a callback,
// if any, is never called, as on Apple's when nothing changes.
import Foundation

/// A host name or address whose reachability is asked.
public final class SCNetworkReachability: Hashable, @unchecked Sendable {
    /// The name or address given, for the description.
    let target: String
    let lock = NSLock()
    var callback: SCNetworkReachabilityCallBack?
    var queue: DispatchQueue?

    init(target: String) { self.target = target }

    public static func == (lhs: SCNetworkReachability, rhs: SCNetworkReachability) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Called when a target's reachability changes: never, here, nothing changes. Apple's is a C
/// function pointer; here a Swift closure (Linux has no C-representable class), which the closures
/// code writes for it are.
public typealias SCNetworkReachabilityCallBack = (SCNetworkReachability, SCNetworkReachabilityFlags, UnsafeMutableRawPointer?) -> Void

/// What a callback is handed; kept, never used.
public struct SCNetworkReachabilityContext {
    public var version: Int
    public var info: UnsafeMutableRawPointer?
    public var retain: (@convention(c) (UnsafeRawPointer) -> UnsafeRawPointer)?
    public var release: (@convention(c) (UnsafeRawPointer) -> Void)?
    public var copyDescription: ((UnsafeRawPointer) -> Unmanaged<NSString>)?

    public init() { self.init(version: 0, info: nil, retain: nil, release: nil, copyDescription: nil) }

    public init(version: Int, info: UnsafeMutableRawPointer?,
                retain: (@convention(c) (UnsafeRawPointer) -> UnsafeRawPointer)?,
                release: (@convention(c) (UnsafeRawPointer) -> Void)?,
                copyDescription: ((UnsafeRawPointer) -> Unmanaged<NSString>)?) {
        self.version = version
        self.info = info
        self.retain = retain
        self.release = release
        self.copyDescription = copyDescription
    }
}

// Swift imports C functions with discardable results, so Apple's are called as statements
// without a warning; these say so (SE-0047: imported C functions are `@discardableResult`).

@discardableResult
public func SCNetworkReachabilityCreateWithName(_ allocator: CFAllocator?, _ nodename: UnsafePointer<CChar>) -> SCNetworkReachability? {
    SCNetworkReachability(target: String(cString: nodename))
}

@discardableResult
public func SCNetworkReachabilityCreateWithAddress(_ allocator: CFAllocator?, _ address: UnsafePointer<sockaddr>) -> SCNetworkReachability? {
    SCNetworkReachability(target: "address family \(address.pointee.sa_family)")
}

@discardableResult
public func SCNetworkReachabilityCreateWithAddressPair(_ allocator: CFAllocator?, _ localAddress: UnsafePointer<sockaddr>?,
                                                       _ remoteAddress: UnsafePointer<sockaddr>?) -> SCNetworkReachability? {
    SCNetworkReachability(target: "address pair")
}

/// Writes the target's flags: none (no route; what Apple's answers in airplane mode) and returns
/// true, the flags being valid.
@discardableResult
public func SCNetworkReachabilityGetFlags(_ target: SCNetworkReachability, _ flags: UnsafeMutablePointer<SCNetworkReachabilityFlags>) -> Bool {
    flags.pointee = []
    return true
}

/// Keeps the callback; it is never called, the flags never change.
@discardableResult
public func SCNetworkReachabilitySetCallback(_ target: SCNetworkReachability, _ callout: SCNetworkReachabilityCallBack?,
                                             _ context: UnsafeMutablePointer<SCNetworkReachabilityContext>?) -> Bool {
    target.lock.withLock { target.callback = callout }
    return true
}

@discardableResult
public func SCNetworkReachabilitySetDispatchQueue(_ target: SCNetworkReachability, _ queue: DispatchQueue?) -> Bool {
    target.lock.withLock { target.queue = queue }
    return true
}

@discardableResult
public func SCNetworkReachabilityScheduleWithRunLoop(_ target: SCNetworkReachability, _ runLoop: CFRunLoop, _ runLoopMode: String) -> Bool {
    true
}

@discardableResult
public func SCNetworkReachabilityUnscheduleFromRunLoop(_ target: SCNetworkReachability, _ runLoop: CFRunLoop, _ runLoopMode: String) -> Bool {
    true
}
